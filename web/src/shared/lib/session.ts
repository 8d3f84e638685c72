import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';
import { parseSessionUser, type SessionUser, useAuthStore } from './auth-store';

/**
 * Who is signed in: `GET /api/user/profile`. Any failure (401, 404 while the accounts API is missing, a network
 * error) means signed out and clears the login cache. Login and logout invalidate this query.
 */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  let user: SessionUser | null = null;
  try {
    user = parseSessionUser(await apiGet<unknown>('/api/user/profile'));
  } catch {
    user = null;
  }
  const auth = useAuthStore.getState();
  if (user) auth.signIn(user);
  else auth.signOut();
  return user;
}

export const sessionQueryOptions = queryOptions({
  queryKey: ['/api/user/profile', 'session'],
  queryFn: fetchSessionUser,
});

/** The current user and whether the profile check has answered yet. */
export function useSession() {
  useQuery(sessionQueryOptions);
  const user = useAuthStore((s) => s.user);
  const status = useAuthStore((s) => s.status);
  return { user, status };
}
