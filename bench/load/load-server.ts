import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';
import { loadConfig, startRuntime } from '@tb/all-in-one';
import { ADMIN } from './seed.ts';

/**
 * The all-in-one app for `npm run load`, in its own process so the load generator does not share its event
 * loop. Forked with an IPC channel and `--expose-gc`: sends `{ port }` once listening, then `{ rss, heapUsed }`
 * every second, and every LOAD_GC_EVERY seconds (default 10) forces a full GC and sends
 * `{ rss, gcHeap, heapTotal, external, spaces }`: `gcHeap` is the heap still in use after it, what is really
 * retained (`heapUsed` also counts garbage not yet collected), `spaces` the same per V8 heap space. On `{ collect: true }` does that at once; on
 * `{ snapshot: path }` writes a heap snapshot there and answers `{ snapshotted: path, ms }`. Stops (database
 * pool included) on SIGTERM. Env: DATABASE_URL, LOAD_GC_EVERY.
 */
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('load-server needs --expose-gc');
const GC_EVERY_MS = Number(process.env.LOAD_GC_EVERY ?? '10') * 1000;

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
const collect = () => {
  gc();
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  const spaces = Object.fromEntries(getHeapSpaceStatistics().map((s) => [s.space_name, s.space_used_size]));
  process.send?.({ rss, gcHeap: heapUsed, heapTotal, external, spaces, at: Date.now() });
};
const collector = setInterval(collect, GC_EVERY_MS);
process.on('message', (message: { snapshot?: string; collect?: boolean }) => {
  if (message.collect) collect();
  if (!message.snapshot) return;
  const t = performance.now();
  gc();
  process.send?.({ snapshotted: writeHeapSnapshot(message.snapshot), ms: performance.now() - t });
});
const stop = async () => {
  clearInterval(sampler);
  clearInterval(collector);
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
// The load script owns this process: if it dies, so does the server.
process.on('disconnect', () => void stop());
