import { apiSend } from '@/shared/lib/api-client';

export interface SentCode {
  devMode: boolean;
  /** Only in development mode (no mail server): the browser compares the typed code with it. */
  code: string | null;
}

/** `POST /api/auth/send-registration-verification`. */
export async function sendRegistrationCode(email: string): Promise<SentCode> {
  const answer = await apiSend<{ devMode?: unknown; code?: unknown }>(
    'POST',
    '/api/auth/send-registration-verification',
    { email },
  );
  return {
    devMode: answer?.devMode === true,
    code: typeof answer?.code === 'string' && answer.code !== '' ? answer.code : null,
  };
}
