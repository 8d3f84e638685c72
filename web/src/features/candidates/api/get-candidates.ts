import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CandidateListQuery, candidateFilters, candidatePage } from '@tb/contracts';
import { apiGet } from '@/shared/lib/api-client';

export const CANDIDATES_QUERY_ROOT = ['/api/admin/candidates'] as const;

/** `GET /api/admin/candidates` with search and filters: one page and the total. */
export function candidatesQueryOptions(query: CandidateListQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return queryOptions({
    queryKey: [...CANDIDATES_QUERY_ROOT, 'page', query],
    queryFn: async () => candidatePage.parse(await apiGet(`/api/admin/candidates?${params}`)),
    placeholderData: keepPreviousData,
  });
}

export const useCandidates = (query: CandidateListQuery) => useQuery(candidatesQueryOptions(query));

export const useCandidateFilters = () =>
  useQuery({
    queryKey: [...CANDIDATES_QUERY_ROOT, 'filters'],
    queryFn: async () => candidateFilters.parse(await apiGet('/api/admin/candidates/filters')),
  });
