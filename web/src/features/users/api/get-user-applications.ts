import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApplicationView, applicationView } from '@tb/contracts';
import { apiGet } from '@/shared/lib/api-client';

/** `GET /api/user/projects?userId=…`: the projects a user applied to, as an admin sees them. */
export async function getUserApplications(userId: string): Promise<ApplicationView[]> {
  const answer = await apiGet<unknown>(`/api/user/projects?userId=${encodeURIComponent(userId)}`);
  return applicationView.array().parse(answer);
}

export const userApplicationsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['/api/user/projects', { userId }], queryFn: () => getUserApplications(userId) });

export function useUserApplications(userId: string) {
  return useQuery(userApplicationsQueryOptions(userId));
}
