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
