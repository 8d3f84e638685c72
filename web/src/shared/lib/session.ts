import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthStore } from './auth-store';
import { checkSessionForQuery } from './session-check';

/** The profile check as a query: login, logout and profile changes invalidate it (session-check.ts). */
export const sessionQueryOptions = queryOptions({
  queryKey: ['/api/user/profile', 'session'],
  queryFn: checkSessionForQuery,
});

/** The current user and whether the profile check has answered yet. */
export function useSession() {
  useQuery(sessionQueryOptions);
  const user = useAuthStore((s) => s.user);
  const status = useAuthStore((s) => s.status);
  return { user, status };
}
