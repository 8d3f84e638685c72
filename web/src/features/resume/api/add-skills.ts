import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddSkillsBody, addSkillsAnswer } from '@tb/contracts';
import { apiSend } from '@/shared/lib/api-client';
import { PROFILE_ROOT } from './get-my-files';

/** `POST /api/user/skills`: 'Add to my skills'; the Profile tab then shows the merged tags. */
export function useAddSkills() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddSkillsBody) => addSkillsAnswer.parse(await apiSend('POST', '/api/user/skills', body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_ROOT }),
  });
}
