import type { ModuleTask, Task, TaskResult } from './steps.ts';
import { type PoolLimits, type PoolStats, WorkerPool } from './worker-pool.ts';

// One pool per process: every document and every extraction step of a server shares its threads, its
// queue bound and its fairness.
let pool: WorkerPool<Task | ModuleTask, TaskResult> | undefined;
let limits: Partial<PoolLimits> = {};

export const documentPool = (): WorkerPool<Task | ModuleTask, TaskResult> => {
  pool ??= new WorkerPool<Task | ModuleTask, TaskResult>(limits);
  return pool;
};

/** Limits for the pool from now on (threads, budget, queue bounds); work in flight is stopped as `busy`. */
export async function configureDocumentPool(next: Partial<PoolLimits>): Promise<void> {
  await closeDocumentWorkers();
  limits = { ...next };
}

export const documentPoolStats = (): PoolStats => pool?.stats() ?? { threads: 0, ready: 0, running: 0, waiting: 0 };

/** A server calls this once it serves: its parsers load now, not while the first uploads wait (WorkerPool.warm). */
export const warmDocumentWorkers = (): void => documentPool().warm();

/** Stops the parser threads (they never keep the process alive, but a graceful shutdown can call this). */
export async function closeDocumentWorkers(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.close();
}
