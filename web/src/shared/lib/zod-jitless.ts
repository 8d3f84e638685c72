import { config } from 'zod/v4';

/**
 * zod as the app imports it (`zod` is aliased here, web/vite.config.ts): set to parse without compiling. zod
 * compiles object parsers with `new Function` when it may and finds out by trying, as each object schema is built;
 * under this site's CSP (no 'unsafe-eval') the try is a reported violation on every page with a form or server
 * data. This module runs before any module that builds a schema (they all import it), so none tries.
 */
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
