import { useEffect } from 'react';
import { apiRequest, readJson } from './api-client';
import { parseSessionUser, type SessionUser, useAuthStore } from './auth-store';

/**
 * Who is signed in. Asked only when the login cache names someone (spec section 3: the login cache holds the
 * user; sign-in fills it, sign-out and a failed check clear it): a visitor who has not signed in on this browser
 * is signed out without a request. The request says it is this check (`x-session-check`), so a session that has
 * ended answers 204 rather than a 401 the browser would log as a failed request. Any failure (a network error, a
 * missing accounts API) also means signed out and clears the login cache.
 */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  let user: SessionUser | null = null;
  if (useAuthStore.getState().user) {
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
 * The session query's fetcher (session.ts): its first run takes the check the header started, so a visit asks
 * once; later runs (after login, logout or a profile change invalidate it) ask again.
 */
export function checkSessionForQuery(): Promise<SessionUser | null> {
  if (firstCheckTaken) return fetchSessionUser();
  firstCheckTaken = true;
  return checkSessionOnce();
}

/**
 * The shell's view of the session, without TanStack Query (bench/README.md, landing: the landing page's first
 * download has no query library). The login cache shows the user at once; the profile check then decides.
 */
export function useSessionCheck() {
  useEffect(() => {
    void checkSessionOnce();
  }, []);
  const user = useAuthStore((s) => s.user);
  const status = useAuthStore((s) => s.status);
  return { user, status };
}
