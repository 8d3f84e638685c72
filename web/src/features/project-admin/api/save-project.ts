import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectCreateBody, ProjectView, projectUpdateBody } from '@tb/contracts';
import type { z } from 'zod';
import { apiSend, ifMatch } from '@/shared/lib/api-client';
import { PROJECTS_QUERY_ROOT } from './get-all-projects';
import { APPLICATIONS_QUERY_KEY } from './get-applications';

type Saved = ProjectView & { message?: string };

/** Applications embed their project, so a project change refreshes them too. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_ROOT }),
      queryClient.invalidateQueries({ queryKey: APPLICATIONS_QUERY_KEY }),
    ]);
}

/** `POST /api/projects`. */
export function useCreateProject() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ProjectCreateBody) => apiSend<Saved>('POST', '/api/projects', body),
    onSuccess: refresh,
  });
}

export const projectPath = (id: string) => `/api/projects/${encodeURIComponent(id)}`;

/**
 * `PUT /api/projects/{id}`: the whole form, or only `isActive` from the list's switch. `tag`: the ETag the form
 * was opened at (412 when the project changed since).
 */
export function useUpdateProject() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      id,
      body,
      tag,
    }: {
      id: string;
      body: z.input<typeof projectUpdateBody>;
      tag?: string | undefined;
    }) => apiSend<Saved>('PUT', projectPath(id), body, ifMatch(tag)),
    onSuccess: refresh,
  });
}
