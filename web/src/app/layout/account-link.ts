// Relative imports: the root vitest config has no `@/` alias yet.

import type { SessionUser } from '../../shared/lib/auth-store';
import { paths } from '../../shared/lib/paths';

/**
 * Where the header's user icon leads: /login when signed out; /admin for an admin and /profile otherwise, with
 * the first name (null → the caller shows the word 'User').
 */
export function accountLink(user: SessionUser | null): { to: string; name: string | null; signedIn: boolean } {
  if (!user) return { to: paths.login, name: null, signedIn: false };
  return { to: user.isAdmin ? paths.admin : paths.profile, name: user.firstName.trim() || null, signedIn: true };
}
