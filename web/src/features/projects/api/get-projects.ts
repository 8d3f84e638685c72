import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ProjectView, projectView } from '@tb/contracts';
import { apiGet } from '@/shared/lib/api-client';
import { renderedData } from '@/shared/lib/page-answers';

/** Every projects query starts with this key; project changes invalidate it. */
export const PROJECTS_QUERY_ROOT = ['/api/projects'] as const;

/** `GET /api/projects`: active projects (all of them for an admin), newest first. */
export async function getProjects(): Promise<ProjectView[]> {
  return parseProjects((await apiGet<unknown>('/api/projects')) ?? []);
}

const parseProjects = (value: unknown) => projectView.array().parse(value);

export const projectsQueryOptions = queryOptions({
  queryKey: PROJECTS_QUERY_ROOT,
  queryFn: getProjects,
  // The list the page was rendered with on the server (web-pages.ts), so the first render shows it at once.
  ...renderedData('/api/projects', parseProjects),
});

export function useProjects() {
  return useQuery(projectsQueryOptions);
}
