import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, startRuntime } from '@tb/all-in-one';

/**
 * The all-in-one app for `npm run bench -- candidates`, in its own process so the load generator does not
 * share its event loop. Forked with an IPC channel: sends `{ port }` once listening; stops (database pool
 * included) on SIGTERM or when the bench goes away. Env: DATABASE_URL, BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD
 * (ensured at start).
 */
const dataDir = mkdtempSync(join(tmpdir(), 'tb-bench-candidates-server-'));
const runtime = await startRuntime(
  loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    SEED_DEMO: '0',
    TRUST_PROXY: '1',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    ADMIN_EMAIL: process.env.BENCH_ADMIN_EMAIL,
    ADMIN_PASSWORD: process.env.BENCH_ADMIN_PASSWORD,
  }),
);
const address = runtime.app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
// The bench owns this process: if it dies, so does the server.
process.on('disconnect', () => void stop());
