import type { EventStore, RecordedEvent } from '@tb/event-store';
import { backoffMs, type CatalogRow, type Logger, type Pool } from '@tb/platform';
import type { Projection } from '../projection.ts';
import { applyBatch } from './apply-batch.ts';
import { dropRetired, ensureTargets, recordFailure, trySwitchLive } from './catalog-targets.ts';
import type { CheckpointNotices } from './checkpoint-notices.ts';
import type { LockSession } from './lock-session.ts';
import type { RecentEvents } from './recent-events.ts';
import type { RunnerOptions } from './runner-options.ts';
import { sleep, Wake } from './wake.ts';

/**
 * How long a worker reuses the catalog rows it runs (instead of reading them before every batch): a rebuild
 * requested elsewhere starts within this; a switch or a moved checkpoint is noticed at once (applyBatch).
 */
const TARGETS_TTL_MS = 1_000;

interface Failure {
  count: number;
  retryAt: number;
}

export interface WorkerDeps {
  pool: Pool;
  store: EventStore;
  locks: LockSession;
  logger: Logger;
  options: RunnerOptions;
  /** The newest events, shared by the workers of this process (absent: always read the store). */
  recent?: RecentEvents;
  /** Where committed checkpoints of live schemas go, for readers waiting on them. */
  notices: Pick<CheckpointNotices, 'post'>;
}

/**
 * Runs one projection (its live schema and any build in progress) while this process holds the
 * projection's lock. A failing schema backs off alone; the other projections have their own workers.
 */
export class ProjectionWorker {
  readonly wake = new Wake();
  readonly lockKey: string;
  readonly #failures = new Map<string, Failure>();
  #lastSweep = 0;
  /** The batch being applied, so a failure's log line names the requests its events came from. */
  #batch: BatchInfo | null = null;
  #superseded = false;
  /** The last pass applied a batch that caught up with the log. */
  #caughtUp = false;
  /** The catalog rows last read, kept up to date with the checkpoints this worker commits. */
  #targets: { rows: CatalogRow[]; readAt: number } | null = null;

  constructor(
    readonly projection: Projection,
    private readonly deps: WorkerDeps,
  ) {
    this.lockKey = `${projection.name}:v${projection.version}`;
  }

  get runsHere(): boolean {
    return this.deps.locks.holds(this.lockKey);
  }

  async run(signal: AbortSignal): Promise<void> {
    const { logger, options } = this.deps;
    let failures = 0;
    while (!signal.aborted) {
      let waitMs: number;
      try {
        waitMs = await this.step();
        failures = 0;
      } catch (error) {
        failures += 1;
        waitMs = backoffMs(failures, options.initialBackoffMs, options.maxBackoffMs);
        logger.error({ err: error, projection: this.projection.name, retryInMs: waitMs }, 'projection runner error');
      }
      if (this.#caughtUp && waitMs > 0) await sleep(options.gatherMs, signal);
      await this.wake.wait(waitMs, signal);
    }
    await this.deps.locks.unlock(this.lockKey).catch(() => {});
  }

  /** One pass over this projection's schemas; returns how long to wait before the next (0: more to do). */
  async step(): Promise<number> {
    const { pool, locks, options } = this.deps;
    this.#caughtUp = false;
    if (!(await locks.tryLock(this.lockKey))) return options.lockRetryMs;
    const cached = this.#targets && Date.now() - this.#targets.readAt < TARGETS_TTL_MS ? this.#targets : null;
    const found = cached
      ? { superseded: false as const, targets: cached.rows }
      : await ensureTargets(pool, this.projection);
    this.#targets = found.superseded ? null : (cached ?? { rows: found.targets, readAt: Date.now() });
    if (found.superseded) {
      // A newer deployment serves this name; let its replicas have the work.
      if (!this.#superseded) this.deps.logger.warn({ projection: this.projection.name }, 'newer version is live');
      this.#superseded = true;
      await locks.unlock(this.lockKey);
      return options.lockRetryMs * 10;
    }
    this.#superseded = false;
    let waitMs = options.idlePollMs;
    for (const target of found.targets) {
      const failure = this.#failures.get(target.schema);
      const now = Date.now();
      if (failure && failure.retryAt > now) {
        waitMs = Math.min(waitMs, failure.retryAt - now);
        continue;
      }
      try {
        if (await this.advance(target)) waitMs = 0;
        if (failure) this.#recovered(target.schema);
      } catch (error) {
        this.#targets = null;
        waitMs = Math.min(waitMs, await this.#failed(target.schema, error));
      }
    }
    await this.#sweep();
    return waitMs;
  }

  /** Applies the next batch of one schema; true when there may be more to do right away. */
  private async advance(target: CatalogRow): Promise<boolean> {
    const { pool, store, options } = this.deps;
    const events =
      this.deps.recent?.after(target.position, options.batchSize) ??
      (await store.readAll({ after: target.position, limit: options.batchSize }));
    if (events.length > 0) {
      this.#batch = batchInfo(events);
      if (!(await applyBatch(pool, this.projection, target, events, this.deps.notices))) {
        // Moved by another runner, or retired: read the catalog again.
        this.#targets = null;
        return true;
      }
      target.position = events.at(-1)?.position ?? target.position;
      this.deps.logger.debug(
        { projection: this.projection.name, schema: target.schema, ...this.#batch },
        'projection batch applied',
      );
      this.#batch = null;
    }
    if (events.length >= options.batchSize) return true;
    if (events.length > 0) this.#caughtUp = true;
    if (target.state !== 'building') return false;
    const switched = await trySwitchLive(pool, target.schema, (a, b) => store.comparePositions(a, b));
    if (switched) {
      this.#targets = null;
      this.deps.logger.info({ projection: this.projection.name, schema: target.schema }, 'switched live');
      // Come back to drop the retired schema as soon as its grace period is over.
      setTimeout(() => this.wake.notify(), options.retiredGraceMs + 100).unref();
    }
    return switched;
  }

  async #failed(schema: string, error: unknown): Promise<number> {
    const previous = this.#failures.get(schema)?.count ?? 0;
    const delay = backoffMs(previous + 1, this.deps.options.initialBackoffMs, this.deps.options.maxBackoffMs);
    this.#failures.set(schema, { count: previous + 1, retryAt: Date.now() + delay });
    this.deps.logger.error(
      {
        err: error,
        projection: this.projection.name,
        schema,
        failures: previous + 1,
        retryInMs: delay,
        ...this.#batch,
      },
      'projection failed; retrying with backoff',
    );
    this.#batch = null;
    await recordFailure(this.deps.pool, schema, error).catch(() => {});
    return delay;
  }

  #recovered(schema: string) {
    this.#failures.delete(schema);
    this.deps.logger.info({ projection: this.projection.name, schema }, 'projection recovered');
  }

  async #sweep() {
    const { retiredGraceMs } = this.deps.options;
    if (Date.now() - this.#lastSweep < Math.min(retiredGraceMs, 10_000)) return;
    this.#lastSweep = Date.now();
    const dropped = await dropRetired(this.deps.pool, this.projection.name, retiredGraceMs);
    for (const schema of dropped) this.deps.logger.info({ projection: this.projection.name, schema }, 'dropped');
  }
}

interface BatchInfo {
  events: number;
  from: string;
  to: string;
  /** The distinct correlation ids (request ids) of the batch's events, at most 20. */
  correlationIds: string[];
}

function batchInfo(events: readonly RecordedEvent[]): BatchInfo {
  const ids = new Set<string>();
  for (const event of events) {
    const id = event.metadata.correlationId;
    if (typeof id === 'string' && ids.size < 20) ids.add(id);
  }
  return {
    events: events.length,
    from: events[0]?.position ?? '',
    to: events.at(-1)?.position ?? '',
    correlationIds: [...ids],
  };
}
