import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveCandidateBody, UpdateCandidateBody } from '@tb/contracts';
import { apiSend, etagOf, ifMatch } from '@/shared/lib/api-client';
import { candidatePath } from './get-candidate';
import { CANDIDATES_QUERY_ROOT } from './get-candidates';

type Saved = { id: string; message: string };

/**
 * Every candidate write refreshes the lists, the filters, the open candidate and its history. `tag` is the ETag
 * the form was opened at: a change made since then answers 412 instead of being overwritten.
 */
export function useUpdateCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body, tag }: { id: string; body: UpdateCandidateBody; tag: string | undefined }) =>
      apiSend<Saved>('PUT', candidatePath(id), body, ifMatch(tag)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANDIDATES_QUERY_ROOT }),
  });
}

/** `DELETE /api/admin/candidates/{id}`: erases the candidate's personal data and files. */
export function useDeleteCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    // Erases what the admin sees: refused (412) when the candidate changed since the dialog last read it.
    mutationFn: (id: string) =>
      apiSend<Saved>('DELETE', candidatePath(id), undefined, ifMatch(etagOf(candidatePath(id)))),
    // The erased candidate's own queries would only answer 404 now: they are left alone, the dialog closes.
    onSuccess: (_answer, id) =>
      queryClient.invalidateQueries({
        queryKey: CANDIDATES_QUERY_ROOT,
        predicate: (query) => query.queryKey[1] !== id,
      }),
  });
}

/** `POST /api/admin/save-candidate`: the reviewed candidate. */
export function useSaveCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCandidateBody) => apiSend<Saved>('POST', '/api/admin/save-candidate', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANDIDATES_QUERY_ROOT }),
  });
}

/** `POST /api/admin/candidates/{id}/resume`: an uploaded resume goes to an existing candidate (a duplicate). */
export function useAttachResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ candidateId, file }: { candidateId: string; file: File }) => {
      const form = new FormData();
      form.set('resume', file);
      return apiSend<{ id: string; message: string }>('POST', `${candidatePath(candidateId)}/resume`, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CANDIDATES_QUERY_ROOT }),
  });
}
