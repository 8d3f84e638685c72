import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/shared/lib/api-client';

/** `POST /api/auth/forgot-password`: mails a reset code (the answer is the same whether the account exists). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => apiSend<unknown>('POST', '/api/auth/forgot-password', { email }),
  });
}

export interface ResetPasswordBody {
  email: string;
  /** The verification code from the mail. */
  token: string;
  password: string;
}

/** `POST /api/auth/reset-password`. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => apiSend<unknown>('POST', '/api/auth/reset-password', body),
  });
}
