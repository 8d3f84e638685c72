import type { EventStore, RecordedEvent } from '@tb/event-store';
import { backoffMs, type CatalogRow, type Logger, type Pool } from '@tb/platform';
import type { Projection } from '../projection.ts';
import { eventsFor } from '../projection.ts';
import { applyBatch, moveCheckpoint } from './apply-batch.ts';
import { dropRetired, ensureTargets, recordFailure, trySwitchLive } from './catalog-targets.ts';
import type { CheckpointNotices } from './checkpoint-notices.ts';
import type { LockSession } from './lock-session.ts';
import { type Parked, parkedStreams, retryParked } from './parking.ts';
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

/** A live checkpoint moved in memory past batches with nothing the projection reads, not yet in the catalog. */
interface Unsaved {
  /** The position the catalog holds (the guard of the next write). */
  from: string | null;
  to: string;
  events: number;
  since: number;
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
  /** By schema: checkpoints moved past events this projection does not read, saved within `checkpointSaveMs`. */
  readonly #unsaved = new Map<string, Unsaved>();
  #saveTimer: NodeJS.Timeout | null = null;
  /** By schema: the streams with parked events (their later events are held), loaded while the schema has any. */
  readonly #blocked = new Map<string, Set<string>>();
  readonly projection: Projection;
  private readonly deps: WorkerDeps;

  constructor(projection: Projection, deps: WorkerDeps) {
    this.projection = projection;
    this.deps = deps;
    this.lockKey = `${projection.name}:v${projection.version}`;
  }

  /** The catalog changed elsewhere (a rebuild or a retry requested, a switch): read it before the next batch. */
  catalogChanged(): void {
    this.#targets = null;
    this.wake.notify();
  }

  get runsHere(): boolean {
    return this.deps.locks.holds(this.lockKey);
  }

  /** Where a schema this worker runs got to beyond its catalog row (checkpoint not saved yet), if anywhere. */
  unsavedProgress(schema: string): { position: string; events: number } | undefined {
    const unsaved = this.#unsaved.get(schema);
    return unsaved && { position: unsaved.to, events: unsaved.events };
  }

  async run(signal: AbortSignal): Promise<void> {
    const { logger, options } = this.deps;
    let failures = 0;
    while (!signal.aborted) {
      const started = Date.now();
      let waitMs: number;
      try {
        waitMs = await this.step();
        failures = 0;
      } catch (error) {
        failures += 1;
        waitMs = backoffMs(failures, options.initialBackoffMs, options.maxBackoffMs);
        logger.error({ err: error, projection: this.projection.name, retryInMs: waitMs }, 'projection runner error');
      }
      // Gathering counts from the start of the batch that caught up: events appended while it ran have gathered
      // already, so a batch that took longer than gatherMs is followed by the next at once. Under a steady stream
      // of writes every wait here is a wait of the reads that want those writes.
      if (this.#caughtUp && waitMs > 0) await sleep(options.gatherMs - (Date.now() - started), signal);
      await this.wake.wait(waitMs, signal);
    }
    if (this.#saveTimer) clearTimeout(this.#saveTimer);
    await this.#saveCheckpoints().catch((error) =>
      logger.warn({ err: error, projection: this.projection.name }, 'checkpoint not saved at stop; replayed on start'),
    );
    await this.deps.locks.unlock(this.lockKey).catch(() => {});
  }

  /** One pass over this projection's schemas; returns how long to wait before the next (0: more to do). */
  async step(): Promise<number> {
    const { pool, locks, options } = this.deps;
    this.#caughtUp = false;
    if (!(await locks.tryLock(this.lockKey))) return options.lockRetryMs;
    const cached = this.#targets && Date.now() - this.#targets.readAt < TARGETS_TTL_MS ? this.#targets : null;
    // Before the catalog is read again (its rows would move the checkpoints back), and when they are due.
    const due = [...this.#unsaved.values()].some((u) => Date.now() - u.since >= options.checkpointSaveMs);
    if (!cached || due) await this.#saveCheckpoints();
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
        if (target.retry_requested) await this.#retry(target);
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
    const { pool, store, options, notices } = this.deps;
    const events =
      this.deps.recent?.after(target.position, options.batchSize) ??
      (await store.readAll({ after: target.position, limit: options.batchSize }));
    const last = events.at(-1);
    if (last) {
      this.#batch = batchInfo(events);
      const unsaved = this.#unsaved.get(target.schema);
      const reads = eventsFor(this.projection, events).length > 0;
      if (!reads && target.state === 'live') {
        // Nothing to write but the checkpoint: it moves in memory and readers hear of it at once; the catalog
        // gets it within checkpointSaveMs (after a crash these events are read again, and again skipped).
        this.#unsaved.set(target.schema, {
          from: unsaved ? unsaved.from : target.position,
          to: last.position,
          events: (unsaved?.events ?? 0) + events.length,
          since: unsaved?.since ?? Date.now(),
        });
        notices.post({
          name: this.projection.name,
          schema: target.schema,
          position: last.position,
          changed: target.changed_position,
        });
        this.#saveTimer ??= setTimeout(() => {
          this.#saveTimer = null;
          this.wake.notify();
        }, options.checkpointSaveMs).unref();
      } else {
        const from = { schema: target.schema, position: unsaved ? unsaved.from : target.position };
        const parking = { blocked: await this.#blockedOf(target), parked: (p: Parked) => this.#parked(target, p) };
        const applied = await applyBatch(pool, this.projection, from, events, notices, unsaved?.events ?? 0, parking);
        // Saved with the batch, or (not applied) the catalog moved elsewhere: either way nothing is left to save.
        this.#unsaved.delete(target.schema);
        if (!applied) {
          // Moved by another runner, or retired: read the catalog again.
          this.#targets = null;
          return true;
        }
        if (reads) target.changed_position = last.position;
      }
      target.position = last.position;
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

  /** Writes the checkpoints moved in memory; one moved meanwhile by another runner is left to it. */
  async #saveCheckpoints(): Promise<void> {
    for (const [schema, unsaved] of this.#unsaved) {
      const moved = await moveCheckpoint(this.deps.pool, schema, unsaved.from, unsaved.to, unsaved.events, false);
      this.#unsaved.delete(schema);
      if (!moved) this.#targets = null;
    }
  }

  async #blockedOf(target: CatalogRow): Promise<ReadonlySet<string>> {
    if (target.parked === 0) {
      this.#blocked.delete(target.schema);
      return NONE;
    }
    let streams = this.#blocked.get(target.schema);
    if (!streams) {
      streams = await parkedStreams(this.deps.pool, target.schema);
      this.#blocked.set(target.schema, streams);
    }
    return streams;
  }

  #parked(target: CatalogRow, parked: Parked) {
    // Read again from the table with the next batch (an erasure may have cleared a stream).
    this.#blocked.delete(target.schema);
    target.parked += parked.parked + parked.cleared.size;
    if (parked.parked === 0) return;
    this.deps.logger.warn(
      {
        projection: this.projection.name,
        schema: target.schema,
        parked: parked.parked,
        streams: [...parked.streams].slice(0, 20),
        ...this.#batch,
      },
      'events parked: the projection could not apply them (npm run projections -- status; retry after a fix)',
    );
  }

  /** Applies the parked events an operator marked for retry (parking.ts), with every checkpoint saved first. */
  async #retry(target: CatalogRow) {
    await this.#saveCheckpoints();
    const result = await retryParked(this.deps.pool, this.deps.store, this.projection, target.schema);
    this.#blocked.delete(target.schema);
    target.retry_requested = false;
    target.parked = result.parked;
    this.#targets = null;
    this.deps.logger.info(
      { projection: this.projection.name, schema: target.schema, ...result },
      'parked events retried',
    );
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

const NONE: ReadonlySet<string> = new Set();

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
