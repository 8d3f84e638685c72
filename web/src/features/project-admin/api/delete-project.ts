import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, etagOf, ifMatch } from '@/shared/lib/api-client';
import { PROJECTS_QUERY_ROOT } from './get-all-projects';
import { APPLICATIONS_QUERY_KEY } from './get-applications';

/** `DELETE /api/projects/{id}`; applications to it leave the lists with it. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    // With the ETag of the project's last read (its edit form), when it was read: a changed project answers 412.
    mutationFn: (id: string) => {
      const path = `/api/projects/${encodeURIComponent(id)}`;
      return apiSend<{ message?: string }>('DELETE', path, undefined, ifMatch(etagOf(path)));
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: APPLICATIONS_QUERY_KEY }),
      ]),
  });
}
