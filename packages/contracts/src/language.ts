/**
 * The cookie the web app mirrors its stored language choice into (localStorage stays its record), so the server can
 * serve the prerendered landing page already in that language (services/all-in-one/src/web-static.ts; nginx reads
 * it as `$cookie_tb_lang` in infra/nginx/nginx.conf).
 */
export const LANGUAGE_COOKIE = 'tb_lang';
