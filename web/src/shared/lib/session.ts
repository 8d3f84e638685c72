import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AuthStatus, type SessionUser, useAuthStore } from './auth-store';
import { checkSessionForQuery } from './session-check';

/** The profile check as a query: login, logout and profile changes invalidate it (session-check.ts). */
export const sessionQueryOptions = queryOptions({
  queryKey: ['/api/user/profile', 'session'],
  queryFn: checkSessionForQuery,
});

/**
 * The current user and whether the profile check has answered yet, for the screens that must know (signed-in
 * areas, the apply block). Until this query's first check answers the status is 'unknown', whatever the store
 * says: the header decides 'anonymous' without asking when the login cache is empty, but a session cookie may
 * exist without it (signed in on another tab, storage cleared, a sign-in through the API), and sending that user
 * to /login would be wrong.
 */
export function useSession(): { user: SessionUser | null; status: AuthStatus } {
  const check = useQuery(sessionQueryOptions);
  const user = useAuthStore((s) => s.user);
  const status = useAuthStore((s) => s.status);
  return { user, status: check.isPending ? 'unknown' : status };
}
