import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/shared/lib/api-client';

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
}

/** `POST /api/user/change-password`. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => apiSend<unknown>('POST', '/api/user/change-password', body),
  });
}
