import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdateBody } from '@tb/contracts';
import { apiSend, ifMatch } from '@/shared/lib/api-client';
import { PROFILE_QUERY_ROOT } from './get-profile';

/**
 * `PUT /api/user/profile` with the ETag the form was opened at (412 when the profile changed since, on another
 * device); refetches the user (the header shows the new first name).
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, tag }: { body: ProfileUpdateBody; tag: string | undefined }) =>
      apiSend<unknown>('PUT', '/api/user/profile', body, ifMatch(tag)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_ROOT }),
  });
}
