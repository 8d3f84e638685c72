import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ProjectView, projectView } from '@tb/contracts';
import { apiGet } from '@/shared/lib/api-client';

/** The key of every projects query (the public screens use the same one), so changes refresh them all. */
export const PROJECTS_QUERY_ROOT = ['/api/projects'] as const;

/** `GET /api/projects` as an admin: active and inactive projects. */
export async function getAllProjects(): Promise<ProjectView[]> {
  return projectView.array().parse((await apiGet<unknown>('/api/projects')) ?? []);
}

export const allProjectsQueryOptions = queryOptions({ queryKey: PROJECTS_QUERY_ROOT, queryFn: getAllProjects });

export function useAllProjects() {
  return useQuery(allProjectsQueryOptions);
}
