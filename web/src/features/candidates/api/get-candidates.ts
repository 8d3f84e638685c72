import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { type CandidateListQuery, candidateFilters, candidatePage } from '@tb/contracts';
import { apiGet } from '@/shared/lib/api-client';
import { mergePages, nextOffset, pageQuery } from '../lib/paging';

export const CANDIDATES_QUERY_ROOT = ['/api/admin/candidates'] as const;

async function fetchCandidatePage(query: CandidateListQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return candidatePage.parse(await apiGet(`/api/admin/candidates?${params}`));
}

/** `GET /api/admin/candidates` with search and filters: one page and the total. */
export function candidatesQueryOptions(query: CandidateListQuery) {
  return queryOptions({
    queryKey: [...CANDIDATES_QUERY_ROOT, 'page', query],
    queryFn: () => fetchCandidatePage(query),
    placeholderData: keepPreviousData,
  });
}

export const useCandidates = (query: CandidateListQuery) => useQuery(candidatesQueryOptions(query));

/** The list screen: pages of `PAGE_SIZE` at growing offsets, appended by "Show more". */
export function useCandidatePages(filters: CandidateListQuery) {
  const list = useInfiniteQuery({
    queryKey: [...CANDIDATES_QUERY_ROOT, 'pages', filters],
    queryFn: ({ pageParam }) => fetchCandidatePage(pageQuery(filters, pageParam)),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
    placeholderData: keepPreviousData,
  });
  return { ...list, merged: list.data ? mergePages(list.data.pages) : null };
}

/**
 * How many candidates there are, whatever the search: the Y of 'Showing X of Y candidates'. A one-row page
 * answers it (exact up to a few hundred, the database's estimate past that, as any page's total).
 */
export const useCandidateCount = (enabled: boolean) =>
  useQuery({
    queryKey: [...CANDIDATES_QUERY_ROOT, 'count'],
    queryFn: async () => {
      const { total, totalExact } = await fetchCandidatePage({ limit: 1 });
      return { total, totalExact };
    },
    enabled,
  });

export const useCandidateFilters = () =>
  useQuery({
    queryKey: [...CANDIDATES_QUERY_ROOT, 'filters'],
    queryFn: async () => candidateFilters.parse(await apiGet('/api/admin/candidates/filters')),
  });
