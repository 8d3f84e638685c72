import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/shared/lib/api-client';
import { USERS_QUERY_ROOT } from './get-users';

/** `PATCH /api/admin/users/{id}/admin`; the list shows the new badge after it. */
export function useSetAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isAdmin }: { id: string; isAdmin: boolean }) =>
      apiSend<unknown>('PATCH', `/api/admin/users/${encodeURIComponent(id)}/admin`, { isAdmin }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_QUERY_ROOT }),
  });
}
