import { queryOptions, useQuery } from '@tanstack/react-query';
import { candidateAsOf, candidateHistory } from '@tb/contracts';
import { apiGet } from '@/shared/lib/api-client';
import { candidatePath } from './get-candidate';
import { CANDIDATES_QUERY_ROOT } from './get-candidates';

/** `GET /api/admin/candidates/{id}/history`: every change, newest first. */
export const candidateHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...CANDIDATES_QUERY_ROOT, id, 'history'],
    queryFn: async () => candidateHistory.parse(await apiGet(`${candidatePath(id)}/history`)),
  });

export const useCandidateHistory = (id: string) => useQuery(candidateHistoryQueryOptions(id));

/** `GET /api/admin/candidates/{id}?asOf=…`: the candidate as it stood then (off while no moment is chosen). */
export const useCandidateAsOf = (id: string, asOf: string | null) =>
  useQuery({
    queryKey: [...CANDIDATES_QUERY_ROOT, id, 'asOf', asOf],
    queryFn: async () =>
      candidateAsOf.parse(await apiGet(`${candidatePath(id)}?asOf=${encodeURIComponent(asOf ?? '')}`)),
    enabled: asOf !== null,
  });
