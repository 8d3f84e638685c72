import { startForkedApp } from './lib/forked-app.ts';

/**
 * The all-in-one app for `npm run bench -- candidates`, in its own process (see lib/forked-app.ts).
 * Env: DATABASE_URL, BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD (ensured at start).
 */
await startForkedApp({
  dataDirPrefix: 'tb-bench-candidates-server-',
  admin: { email: process.env.BENCH_ADMIN_EMAIL, password: process.env.BENCH_ADMIN_PASSWORD },
});
