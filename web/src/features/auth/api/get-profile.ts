import { queryOptions, useQuery } from '@tanstack/react-query';
import { type UserView, userView } from '@tb/contracts';
import { apiGet } from '@/shared/lib/api-client';

/** Every query under this root is the signed-in user; login, logout and profile changes invalidate it. */
export const PROFILE_QUERY_ROOT = ['/api/user/profile'] as const;

/** `GET /api/user/profile`, the whole user for the Profile tab (the shell's session check keeps only a summary). */
export async function getProfile(): Promise<UserView> {
  return userView.parse(await apiGet<unknown>('/api/user/profile'));
}

export const profileQueryOptions = queryOptions({
  queryKey: [...PROFILE_QUERY_ROOT, 'full'],
  queryFn: getProfile,
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
