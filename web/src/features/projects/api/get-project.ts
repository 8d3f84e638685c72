import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ProjectView, projectView } from '@tb/contracts';
import { apiGet } from '@/shared/lib/api-client';
import { renderedData } from '@/shared/lib/page-answers';
import { PROJECTS_QUERY_ROOT } from './get-projects';

/** `GET /api/projects/{id}`; an inactive or deleted project answers 404. */
export async function getProject(id: string): Promise<ProjectView> {
  return projectView.parse(await apiGet<unknown>(`/api/projects/${encodeURIComponent(id)}`));
}

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...PROJECTS_QUERY_ROOT, id],
    queryFn: () => getProject(id),
    // The project the page was rendered with on the server (web-pages.ts).
    ...renderedData(`/api/projects/${encodeURIComponent(id)}`, (value) => projectView.parse(value)),
  });

export function useProject(id: string) {
  return useQuery(projectQueryOptions(id));
}
