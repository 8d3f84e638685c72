import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';
import { startForkedApp } from '../lib/forked-app.ts';
import { ADMIN } from './seed.ts';

/**
 * The all-in-one app for `npm run load`, in its own process (see lib/forked-app.ts), run with `--expose-gc`:
 * after `{ port }` it sends `{ rss, heapUsed }` every second, and every LOAD_GC_EVERY seconds (default 10)
 * forces a full GC and sends `{ rss, gcHeap, heapTotal, external, spaces }`: `gcHeap` is the heap still in use
 * after it, what is really retained (`heapUsed` also counts garbage not yet collected), `spaces` the same per
 * V8 heap space. On `{ collect: true }` does that at once; on `{ snapshot: path }` writes a heap snapshot there and answers `{ snapshotted: path, ms }`.
 * Env: DATABASE_URL, LOAD_GC_EVERY.
 */
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('load-server needs --expose-gc');
const GC_EVERY_MS = Number(process.env.LOAD_GC_EVERY ?? '10') * 1000;

await startForkedApp({
  dataDirPrefix: 'tb-load-',
  admin: ADMIN,
  beforeStop: () => {
    clearInterval(sampler);
    clearInterval(collector);
  },
});
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
