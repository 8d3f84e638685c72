import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateBody } from '@tb/contracts';
import { apiSend } from '@/shared/lib/api-client';
import { PROFILE_QUERY_ROOT } from './get-profile';

/** `PUT /api/user/profile`; refetches the user (the header shows the new first name). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => apiSend<unknown>('PUT', '/api/user/profile', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_ROOT }),
  });
}
