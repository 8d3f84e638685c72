import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProjectView } from '@tb/contracts';
import { apiSend } from '@/shared/lib/api-client';
import { applicationForm } from '../lib/one-click-application';
import { applicantProfileQueryOptions } from './get-applicant-profile';
import { MY_APPLICATIONS_QUERY_KEY } from './get-my-applications';

interface ApplyAnswer {
  id: string;
  applicationStatus: string;
  message?: string;
}

/** One-click apply: `POST /api/application` with the generated resume; then the user's applications refetch. */
export function useApplyToProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (project: ProjectView) => {
      const user = await queryClient.fetchQuery(applicantProfileQueryOptions);
      return apiSend<ApplyAnswer>('POST', '/api/application', applicationForm(project, user));
    },
    // Also after a refusal: "already applied" means the list we hold is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: MY_APPLICATIONS_QUERY_KEY }),
  });
}
