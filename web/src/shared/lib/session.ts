import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AuthStatus, type SessionUser, useAuthStore } from './auth-store';
import { checkSessionForQuery } from './session-check';

/** The profile check as a query: login, logout and profile changes invalidate it (session-check.ts). */
export const sessionQueryOptions = queryOptions({
  queryKey: ['/api/user/profile', 'session'],
  queryFn: checkSessionForQuery,
});

export interface Session {
  user: SessionUser | null;
  status: AuthStatus;
  /** Whether this visit's profile check has answered (false while it runs, and when it was not asked). */
  checked: boolean;
}

/**
 * The current user and whether the profile check has answered yet, for the screens that must know (signed-in
 * areas, the apply block). Until this query's first check answers the status is 'unknown', whatever the store
 * says: the header decides 'anonymous' without asking when the login cache is empty, but a session cookie may
 * exist without it (signed in on another tab, storage cleared, a sign-in through the API), and sending that user
 * to /login would be wrong.
 *
 * `whenCached`: ask only when the login cache names someone; otherwise the status is the header's (signed out) and
 * `checked` false, and the screen asks (`fetchQuery(sessionQueryOptions)`) when the user does something that needs
 * to know (the apply block's Apply). A public page then asks nothing of a visitor who never signed in here.
 */
export function useSession(options: { ask?: 'always' | 'whenCached' } = {}): Session {
  const cached = useAuthStore((s) => s.user !== null);
  const enabled = options.ask !== 'whenCached' || cached;
  const check = useQuery({ ...sessionQueryOptions, enabled });
  const user = useAuthStore((s) => s.user);
  const status = useAuthStore((s) => s.status);
  const notAsked = check.isPending && check.fetchStatus === 'idle' && !enabled;
  return { user, status: check.isPending && !notAsked ? 'unknown' : status, checked: !check.isPending };
}
