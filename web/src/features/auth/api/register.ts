import { useMutation } from '@tanstack/react-query';
import type { RegisterBody } from '@tb/contracts';
import { apiSend } from '@/shared/lib/api-client';

/** `POST /api/auth/register` (with the code, which the server checks too). */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) => apiSend<unknown>('POST', '/api/auth/register', body),
  });
}
