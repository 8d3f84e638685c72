import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ParkedEventsView, parkedEventsView } from '@tb/contracts';
import { apiGet } from '@/shared/lib/api-client';

/** `GET /api/admin/parked-events`: changes a read model set aside (shown as a notice on the dashboard). */
export async function getParkedEvents(): Promise<ParkedEventsView> {
  return parkedEventsView.parse(await apiGet<unknown>('/api/admin/parked-events'));
}

export const parkedEventsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/admin/parked-events'], queryFn: getParkedEvents, refetchOnMount: 'always' });

export function useParkedEvents() {
  return useQuery(parkedEventsQueryOptions());
}
