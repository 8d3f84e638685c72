import { useEffect, useSyncExternalStore } from 'react';
import { apiRequest, readJson } from './api-client';
import { parseSessionUser, type SessionUser, useAuthStore } from './auth-store';

/**
 * Who is signed in. The shell asks only when the login cache names someone (the cache holds the signed-in user:
 * sign-in fills it, sign-out and a failed check clear it): on the public pages a visitor who has not
 * signed in on this browser is signed out without a request. Screens that need to know for sure (the signed-in
 * areas, the apply block) ask `always`. The request says it is this check (`x-session-check`), so signed out
 * answers 204 rather than a 401 the browser would log as a failed request. Any failure (a network error, a missing
 * accounts API) also means signed out and clears the login cache.
 */
export async function fetchSessionUser(options: { always?: boolean } = {}): Promise<SessionUser | null> {
  let user: SessionUser | null = null;
  if (options.always || useAuthStore.getState().user) {
    try {
      const response = await apiRequest('GET', '/api/user/profile', { headers: { 'x-session-check': '1' } });
      user = parseSessionUser(await readJson<unknown>(response));
    } catch {
      user = null;
    }
  }
  const auth = useAuthStore.getState();
  if (user) auth.signIn(user);
  else auth.signOut();
  return user;
}

let firstCheck: Promise<SessionUser | null> | undefined;
let firstCheckTaken = false;

/** The visit's first profile check; the header starts it. */
function checkSessionOnce(): Promise<SessionUser | null> {
  firstCheck ??= fetchSessionUser();
  return firstCheck;
}

/**
 * The session query's fetcher (session.ts), which always asks: its first run takes the check the header started
 * when that one asks (the login cache names someone), so a visit asks once; later runs (after login, logout or a
 * profile change invalidate it) ask again.
 */
export function checkSessionForQuery(): Promise<SessionUser | null> {
  if (firstCheckTaken || !useAuthStore.getState().user) return fetchSessionUser({ always: true });
  firstCheckTaken = true;
  return checkSessionOnce();
}

const noUser = () => null;
const unknownStatus = () => 'unknown' as const;

/**
 * The shell's view of the session, without TanStack Query (bench/README.md, landing: the landing page's first
 * download has no query library). The login cache shows the user at once; the profile check then decides.
 */
export function useSessionCheck() {
  useEffect(() => {
    void checkSessionOnce();
  }, []);
  // Over a page rendered on the server (for nobody in particular), the app's first render shows what the page
  // shows, so it can adopt the markup; the cached user follows at once (start.tsx).
  const user = useSyncExternalStore(useAuthStore.subscribe, () => useAuthStore.getState().user, noUser);
  const status = useSyncExternalStore(useAuthStore.subscribe, () => useAuthStore.getState().status, unknownStatus);
  return { user, status };
}
