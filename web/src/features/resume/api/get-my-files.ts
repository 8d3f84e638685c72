import { queryOptions, useQuery } from '@tanstack/react-query';
import { userView } from '@tb/contracts';
import { apiGet } from '@/shared/lib/api-client';

/**
 * The signed-in user's file names, from `GET /api/user/profile`. Under the profile's query root, so the sign-in,
 * sign-out and profile changes that refetch the profile refetch this too.
 */
export const PROFILE_ROOT = ['/api/user/profile'] as const;

export const myFilesQueryOptions = queryOptions({
  queryKey: [...PROFILE_ROOT, 'files'],
  queryFn: async () => {
    const user = userView.parse(await apiGet<unknown>('/api/user/profile'));
    return { resumeFileName: user.resumeFileName, portfolioFileName: user.portfolioFileName };
  },
});

export function useMyFiles() {
  return useQuery(myFilesQueryOptions);
}
