import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ProjectView, projectView } from '@tb/contracts';
import { apiGet } from '@/shared/lib/api-client';

/** Every projects query starts with this key; project changes invalidate it. */
export const PROJECTS_QUERY_ROOT = ['/api/projects'] as const;

/** `GET /api/projects`: active projects (all of them for an admin), newest first. */
export async function getProjects(): Promise<ProjectView[]> {
  return projectView.array().parse((await apiGet<unknown>('/api/projects')) ?? []);
}

export const projectsQueryOptions = queryOptions({ queryKey: PROJECTS_QUERY_ROOT, queryFn: getProjects });

export function useProjects() {
  return useQuery(projectsQueryOptions);
}
