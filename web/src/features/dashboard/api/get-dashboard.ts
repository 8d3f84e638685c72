import { queryOptions, useQuery } from '@tanstack/react-query';
import { type DashboardRange, type DashboardView, dashboardView } from '@tb/contracts';
import { apiGet } from '@/shared/lib/api-client';

export const DASHBOARD_QUERY_ROOT = ['/api/admin/dashboard'] as const;

/** `GET /api/admin/dashboard?days=N`. */
export async function getDashboard(days: DashboardRange): Promise<DashboardView> {
  return dashboardView.parse(await apiGet<unknown>(`/api/admin/dashboard?days=${days}`));
}

export const dashboardQueryOptions = (days: DashboardRange) =>
  queryOptions({
    queryKey: [...DASHBOARD_QUERY_ROOT, days],
    queryFn: () => getDashboard(days),
    // Candidates and projects change in other sections: coming back to the dashboard reads it again.
    refetchOnMount: 'always',
  });

export function useDashboard(days: DashboardRange) {
  return useQuery(dashboardQueryOptions(days));
}
