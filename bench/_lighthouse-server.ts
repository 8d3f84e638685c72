import { startForkedApp } from './lib/forked-app.ts';

/**
 * The all-in-one app for `npm run bench -- lighthouse`, as `npm start` runs it (embedded PostgreSQL in a throwaway
 * data folder, the demo data), in its own process (see lib/forked-app.ts) so Lighthouse and the browser do not
 * share its event loop. Env: BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD (an admin ensured at start, for the admin
 * area's first load); WEB_DIST (another build to serve).
 */
await startForkedApp({
  dataDirPrefix: 'tb-bench-lighthouse-server-',
  admin: { email: process.env.BENCH_ADMIN_EMAIL, password: process.env.BENCH_ADMIN_PASSWORD },
  seedDemo: true,
});
