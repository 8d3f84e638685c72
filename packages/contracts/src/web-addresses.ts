/**
 * The web app's pages (web/src/app/routes.tsx). The server answers any other address with the app's
 * '404 Page Not Found' page and HTTP 404, so crawlers and link checkers see a missing page as missing.
 */
const APP_PAGES = [
  /^\/$/,
  /^\/projects\/?$/,
  /^\/projects\/[^/]+\/?$/,
  /^\/login\/?$/,
  /^\/register\/?$/,
  /^\/reset-password\/?$/,
  /^\/profile\/?$/,
  /^\/admin\/?$/,
];

/** Whether a path (without its query) is one of the app's pages. */
export const isAppPage = (path: string): boolean => APP_PAGES.some((page) => page.test(path));

/**
 * Where a page's name written in another case goes (`/Login` → `/login`, `/PROJECTS/Ab1` → `/projects/Ab1`: an
 * opening's id keeps its case), or null when `path` is a page already or no page in any case. The page names
 * are all lowercase; someone typing or pasting `/Login` means the sign-in page, so the server
 * answers 301 to it (services/all-in-one/src/web-static.ts, infra/nginx/nginx.conf) and the client router goes
 * there too (web/src/app/not-found-page.tsx).
 */
export function canonicalAppPage(path: string): string | null {
  if (isAppPage(path)) return null;
  const [, name = '', rest = ''] = /^\/([^/]*)(.*)$/s.exec(path) ?? [];
  const lowered = `/${name.toLowerCase()}${rest}`;
  return lowered !== path && isAppPage(lowered) ? lowered : null;
}

/**
 * The screens only a signed-out visitor has a use for: a signed-in one goes to their page instead
 * (web/src/features/auth/lib/use-signed-out-screen.ts). The servers send these rendered (the form at once) only
 * to a visitor without a session cookie; with one, the app's shell, which asks who it is before showing anything.
 * (Reset Password stays open: a signed-in user who forgot their password can only set a new one there.)
 */
export const SIGNED_OUT_PAGES = ['/login', '/register'] as const;

/** Whether a path (without its query) is one of SIGNED_OUT_PAGES, with or without a trailing slash. */
export const isSignedOutPage = (path: string): boolean =>
  SIGNED_OUT_PAGES.some((page) => path === page || path === `${page}/`);
