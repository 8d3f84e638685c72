import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/shared/lib/api-client';
import { useAuthStore } from '@/shared/lib/auth-store';
import { PROFILE_QUERY_ROOT } from './get-profile';

/** `POST /api/auth/logout`; on success the login cache is cleared and the profile queries forgotten. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend<unknown>('POST', '/api/auth/logout'),
    onSuccess: () => {
      useAuthStore.getState().signOut();
      queryClient.removeQueries({ queryKey: PROFILE_QUERY_ROOT });
    },
  });
}
