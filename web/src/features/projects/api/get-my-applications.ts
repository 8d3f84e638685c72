import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApplicationView, applicationView } from '@tb/contracts';
import { apiGet } from '@/shared/lib/api-client';

export const MY_APPLICATIONS_QUERY_KEY = ['/api/user/projects'] as const;

/** `GET /api/user/projects`: the signed-in user's applications, each with its project. */
export async function getMyApplications(): Promise<ApplicationView[]> {
  return applicationView.array().parse((await apiGet<unknown>('/api/user/projects')) ?? []);
}

export const myApplicationsQueryOptions = queryOptions({
  queryKey: MY_APPLICATIONS_QUERY_KEY,
  queryFn: getMyApplications,
});

/** Only asked when someone is signed in (a visitor has no applications, and the call would answer 401). */
export function useMyApplications(enabled = true) {
  return useQuery({ ...myApplicationsQueryOptions, enabled });
}
