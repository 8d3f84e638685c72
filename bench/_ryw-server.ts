import { startForkedApp } from './lib/forked-app.ts';

/**
 * The all-in-one app for `npm run bench -- read-your-writes`, in its own process (see lib/forked-app.ts), so the
 * reader's client does not share the server's event loop. Env: DATABASE_URL, BENCH_ADMIN_EMAIL,
 * BENCH_ADMIN_PASSWORD (the reader, ensured at start).
 */
await startForkedApp({
  dataDirPrefix: 'tb-bench-ryw-server-',
  admin: { email: process.env.BENCH_ADMIN_EMAIL, password: process.env.BENCH_ADMIN_PASSWORD },
});
