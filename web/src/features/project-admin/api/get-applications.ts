import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApplicationView, applicationView } from '@tb/contracts';
import { apiGet } from '@/shared/lib/api-client';

export const APPLICATIONS_QUERY_KEY = ['/api/admin/applications'] as const;

/** `GET /api/admin/applications`: every application with its applicant and project, newest first. */
export async function getApplications(): Promise<ApplicationView[]> {
  return applicationView.array().parse((await apiGet<unknown>('/api/admin/applications')) ?? []);
}

export const applicationsQueryOptions = queryOptions({ queryKey: APPLICATIONS_QUERY_KEY, queryFn: getApplications });

export function useApplications() {
  return useQuery(applicationsQueryOptions);
}
