import { queryOptions } from '@tanstack/react-query';
import { type UserView, userView } from '@tb/contracts';
import { apiGet } from '@/shared/lib/api-client';

/** The signed-in user's profile, for the one-click resume; under the profile key, so sign-in and out refresh it. */
export const applicantProfileQueryOptions = queryOptions({
  queryKey: ['/api/user/profile', 'applicant'],
  queryFn: async (): Promise<UserView> => userView.parse(await apiGet<unknown>('/api/user/profile')),
});
