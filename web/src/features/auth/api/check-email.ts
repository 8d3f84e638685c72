import { apiSend } from '@/shared/lib/api-client';

/** `POST /api/auth/check-email`: whether an account uses this address. */
export async function checkEmail(email: string): Promise<boolean> {
  const answer = await apiSend<{ exists?: unknown }>('POST', '/api/auth/check-email', { email });
  if (typeof answer?.exists !== 'boolean') throw new Error('Failed to check email');
  return answer.exists;
}
