import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveCandidateBody, UpdateCandidateBody } from '@tb/contracts';
import { apiSend } from '@/shared/lib/api-client';
import { CANDIDATES_QUERY_ROOT } from './get-candidates';

const path = (id: string) => `/api/admin/candidates/${encodeURIComponent(id)}`;

/** Every candidate write refreshes the lists, the filters and the open candidate's history. */
function useCandidateMutation<V>(send: (variables: V) => Promise<{ id?: string; message?: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANDIDATES_QUERY_ROOT }),
  });
}

/** `PUT /api/admin/candidates/{id}`: the interview form or the details form. */
export const useUpdateCandidate = () =>
  useCandidateMutation(({ id, body }: { id: string; body: UpdateCandidateBody }) => apiSend('PUT', path(id), body));

/** `DELETE /api/admin/candidates/{id}`: erases the candidate's personal data and files. */
export const useDeleteCandidate = () => useCandidateMutation((id: string) => apiSend('DELETE', path(id)));

/** `POST /api/admin/save-candidate`: the reviewed candidate. */
export const useSaveCandidate = () =>
  useCandidateMutation((body: SaveCandidateBody) => apiSend('POST', '/api/admin/save-candidate', body));
