import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatusBody } from '@tb/contracts';
import { apiSend } from '@/shared/lib/api-client';
import { APPLICATIONS_QUERY_KEY } from './get-applications';

/** `PATCH /api/admin/applications/{id}`: a new status with a note. */
export function useUpdateApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ApplicationStatusBody }) =>
      apiSend<{ message?: string }>('PATCH', `/api/admin/applications/${encodeURIComponent(id)}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: APPLICATIONS_QUERY_KEY }),
  });
}
