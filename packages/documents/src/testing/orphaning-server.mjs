// A server for parser-orphan.int.spec.ts: starts a pool of scripted parsers, gives one a document that spins for a
// minute, prints its parsers' process ids once that document runs, and waits to be killed.
import { readFileSync } from 'node:fs';
import { WorkerPool } from '../text/worker-pool.ts';

const pool = new WorkerPool(
  { size: 1, budgetMs: 120_000, maxRunMs: 120_000 },
  new URL('./scripted-worker.mjs', import.meta.url),
);
void pool.run({ label: 'spins', spinMs: 60_000 }, { account: 'a' }).catch(() => undefined);
const timer = setInterval(() => {
  if (pool.stats().running === 0) return;
  const children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').trim();
  if (!children) return;
  clearInterval(timer);
  process.stdout.write(`${children}\n`);
}, 50);
setTimeout(() => process.exit(1), 60_000);
