import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CandidateView, candidateView } from '@tb/contracts';
import { apiGet } from '@/shared/lib/api-client';
import { CANDIDATES_QUERY_ROOT } from './get-candidates';

export const candidatePath = (id: string) => `/api/admin/candidates/${encodeURIComponent(id)}`;

export const fetchCandidate = async (id: string): Promise<CandidateView> =>
  candidateView.parse(await apiGet(candidatePath(id)));

/** `GET /api/admin/candidates/{id}`: the open candidate, refreshed after every write. */
export const candidateQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...CANDIDATES_QUERY_ROOT, id], queryFn: () => fetchCandidate(id) });

/** Starts from the row the admin clicked, so the dialog opens at once. */
export const useCandidate = (initial: CandidateView) =>
  useQuery({ ...candidateQueryOptions(initial.id), initialData: initial, initialDataUpdatedAt: 0 });
