import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Runtime, startRuntime } from '@tb/all-in-one';

/**
 * A bench's all-in-one app in a process of its own (forked with an IPC channel), so the load generator does
 * not share its event loop: starts it on 127.0.0.1 over DATABASE_URL (unset: an embedded PostgreSQL in the data
 * folder, as `npm start`) with a throwaway data folder, sends
 * `{ port }` once listening, and stops it (database pool included) on SIGTERM or when the bench goes away,
 * after `beforeStop`.
 */
export async function startForkedApp(options: {
  dataDirPrefix: string;
  admin: { email?: string; password?: string };
  /** The demo data `npm start` adds to an empty store (default: none). */
  seedDemo?: boolean;
  beforeStop?: () => void;
}): Promise<Runtime> {
  const dataDir = mkdtempSync(join(tmpdir(), options.dataDirPrefix));
  // As root, an embedded PostgreSQL runs as an unprivileged user that must reach its folder in here.
  chmodSync(dataDir, 0o755);
  const runtime = await startRuntime(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      SEED_DEMO: options.seedDemo ? '1' : '0',
      TRUST_PROXY: '1',
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.DATABASE_URL,
      // Another build of the web app (e.g. an older one, to compare with).
      WEB_DIST: process.env.WEB_DIST,
      ADMIN_EMAIL: options.admin.email,
      ADMIN_PASSWORD: options.admin.password,
    }),
  );
  const address = runtime.app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    options.beforeStop?.();
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  // The bench owns this process: if it dies, so does the server.
  process.on('disconnect', () => void stop());
  return runtime;
}
