import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, startRuntime } from '@tb/all-in-one';
import { ADMIN } from './seed.ts';

/**
 * The all-in-one app for `npm run load`, in its own process so the load generator does not share its event
 * loop. Forked with an IPC channel: sends `{ port }` once listening, then `{ rss, heapUsed }` every second;
 * stops (database pool included) on SIGTERM. Env: DATABASE_URL.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'tb-load-'));
const runtime = await startRuntime(
  loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    SEED_DEMO: '0',
    TRUST_PROXY: '1',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  }),
);
const address = runtime.app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
const sampler = setInterval(() => {
  const { rss, heapUsed } = process.memoryUsage();
  process.send?.({ rss, heapUsed, at: Date.now() });
}, 1000);
const stop = async () => {
  clearInterval(sampler);
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
// The load script owns this process: if it dies, so does the server.
process.on('disconnect', () => void stop());
