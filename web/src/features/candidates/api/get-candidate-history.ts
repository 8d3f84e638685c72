import { useQuery } from '@tanstack/react-query';
import { candidateAsOf, candidateHistory } from '@tb/contracts';
import { apiGet } from '@/shared/lib/api-client';
import { CANDIDATES_QUERY_ROOT } from './get-candidates';

const path = (id: string) => `/api/admin/candidates/${encodeURIComponent(id)}`;

/** `GET /api/admin/candidates/{id}/history`: every change, newest first. */
export const useCandidateHistory = (id: string) =>
  useQuery({
    queryKey: [...CANDIDATES_QUERY_ROOT, id, 'history'],
    queryFn: async () => candidateHistory.parse(await apiGet(`${path(id)}/history`)),
  });

/** `GET /api/admin/candidates/{id}?asOf=…`: the candidate as it stood then (off while no date is chosen). */
export const useCandidateAsOf = (id: string, asOf: string | null) =>
  useQuery({
    queryKey: [...CANDIDATES_QUERY_ROOT, id, 'asOf', asOf],
    queryFn: async () => candidateAsOf.parse(await apiGet(`${path(id)}?asOf=${encodeURIComponent(asOf ?? '')}`)),
    enabled: asOf !== null,
  });
