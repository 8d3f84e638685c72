import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@/shared/lib/api-client';
import { PROJECTS_QUERY_ROOT } from './get-all-projects';
import { APPLICATIONS_QUERY_KEY } from './get-applications';

/** `DELETE /api/projects/{id}`; applications to it leave the lists with it. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiSend<{ message?: string }>('DELETE', `/api/projects/${encodeURIComponent(id)}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: APPLICATIONS_QUERY_KEY }),
      ]),
  });
}
