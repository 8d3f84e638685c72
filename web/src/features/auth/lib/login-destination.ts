import { paths } from '@/shared/lib/paths';

/**
 * Where a successful sign-in goes: a same-site `?redirect=` path when one was given (the
 * apply button sends visitors here with one), else /admin for an admin and /profile for anyone else. Anything
 * that could leave the site (`//host`, `https://…`, `/\host`) is ignored.
 */
export function loginDestination(user: { isAdmin: boolean }, redirect: string | null, origin: string): string {
  const fallback = user.isAdmin ? paths.admin : paths.profile;
  if (!redirect?.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) return fallback;
  try {
    const target = new URL(redirect, origin);
    if (target.origin !== origin) return fallback;
    if (target.pathname === paths.login) return fallback;
    return target.pathname + target.search + target.hash;
  } catch {
    return fallback;
  }
}
