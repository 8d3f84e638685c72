import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@/shared/lib/api-client';
import { AUTH_STORAGE_KEY } from '@/shared/lib/auth-store';
import { removeStored } from '@/shared/lib/storage';

/**
 * `POST /api/auth/logout`; on success the login cache is cleared. The screen keeps its user until the full page
 * load that follows every logout: signing out in memory here would swap the admin console for Access Denied
 * under the "Logged out successfully" notice and unmount the caller before it could navigate.
 */
export function useLogout() {
  return useMutation({
    mutationFn: () => apiSend<unknown>('POST', '/api/auth/logout'),
    onSuccess: () => removeStored(AUTH_STORAGE_KEY),
  });
}
