import type { EventStore } from '@tb/event-store';
import {
  CATALOG_CHANNEL,
  type CheckpointNotice,
  catalogMigrations,
  type Logger,
  listenForNotifications,
  migrate,
  type Pool,
  type ProjectionStatus,
} from '@tb/platform';
import { type KafkaExportOptions, startKafkaExport } from '../kafka/start-kafka-export.ts';
import type { Projection } from '../projection.ts';
import { projections as registered } from '../projections/index.ts';
import { ensureTargets } from './catalog-targets.ts';
import { CheckpointNotices } from './checkpoint-notices.ts';
import { followStore } from './follow-store.ts';
import { createLockSession } from './lock-session.ts';
import { ProjectionWorker } from './projection-worker.ts';
import { RecentEvents } from './recent-events.ts';
import { defaultRunnerOptions, type RunnerOptions } from './runner-options.ts';
import { readStatus } from './status.ts';

export interface StartProjectorsOptions {
  pool: Pool;
  store: EventStore;
  logger: Logger;
  projections?: readonly Projection[];
  kafka?: KafkaExportOptions;
  options?: Partial<RunnerOptions>;
  /** `/readyz` fails while a live projection is more events than this behind the head (default 1000). */
  readyMaxLag?: number;
  /**
   * Told of every live projection's new checkpoint right after its batch commits: a query side in this process
   * (`ReadModels.checkpointed`) hears of it without the NOTIFY's trip through PostgreSQL.
   */
  onCheckpoint?: (notice: CheckpointNotice) => void;
}

export interface Projectors {
  /** Finishes the batches in flight, releases the locks, then resolves. */
  stop(): Promise<void>;
  status(): Promise<(ProjectionStatus & { runsHere: boolean })[]>;
  /**
   * For `/readyz`: ready when no live projection is failing or far behind; degraded (still ready) while a live
   * projection has parked events it could not apply, or while the Kafka export fails (the broker is down).
   */
  readiness(): Promise<{ ok: boolean; degraded: boolean; detail: unknown }>;
}

const READY_MAX_LAG = 1000;

export async function startProjectors(input: StartProjectorsOptions): Promise<Projectors> {
  const { pool, store, logger } = input;
  const options = { ...defaultRunnerOptions, ...input.options };
  const readyMaxLag = input.readyMaxLag ?? READY_MAX_LAG;
  const list = input.projections ?? registered;
  const names = new Set(list.map((p) => p.name));
  if (names.size !== list.length) throw new Error('Two projections share a name');
  await migrate(pool, 'projections', catalogMigrations);
  // Every projection has a catalog row (and so a schema the query side can name) before this resolves.
  for (const projection of list) await ensureTargets(pool, projection);

  const controller = new AbortController();
  const locks = createLockSession(pool.options, (error) =>
    logger.warn({ err: error }, 'lock connection lost; projections pause until it is back'),
  );
  const recent = new RecentEvents();
  const notices = new CheckpointNotices(pool.options, input.onCheckpoint);
  const workers = list.map(
    (projection) => new ProjectionWorker(projection, { pool, store, locks, logger, options, recent, notices }),
  );
  const wakeAll = () => {
    for (const worker of workers) worker.wake.notify();
  };
  // A rebuild or a retry requested from the CLI, or a switch made by another replica, shows up here.
  const catalogListener = await listenForNotifications({
    connection: pool.options,
    channels: [CATALOG_CHANNEL],
    onNotification: () => {
      for (const worker of workers) worker.catalogChanged();
    },
    onConnected: wakeAll,
    onError: (error) => logger.warn({ err: error }, 'catalog listener error'),
  });
  const kafka = input.kafka ? await startKafkaExport({ pool, store, logger, ...input.kafka }) : null;
  const loops = [
    ...workers.map((worker) => worker.run(controller.signal)),
    followStore(
      store,
      () => {
        wakeAll();
        kafka?.wake();
      },
      controller.signal,
      logger,
      recent,
    ),
  ];
  logger.info({ projections: list.map((p) => `${p.name}@v${p.version}`) }, 'projectors started');

  const status = async () => {
    const rows = await readStatus(pool, store, (schema) => {
      for (const worker of workers) {
        const progress = worker.unsavedProgress(schema);
        if (progress) return progress;
      }
      return undefined;
    });
    return rows.map((row) => ({
      ...row,
      runsHere: workers.some(
        (w) => w.projection.name === row.name && w.projection.version === row.version && w.runsHere,
      ),
    }));
  };

  let stopping: Promise<void> | undefined;
  return {
    stop() {
      stopping ??= (async () => {
        controller.abort();
        await Promise.allSettled(loops);
        await notices.close();
        await kafka?.stop();
        await catalogListener.close();
        await locks.close();
        logger.info('projectors stopped');
      })();
      return stopping;
    },
    status,
    async readiness() {
      const rows = await status();
      const live = rows.filter((r) => r.state === 'live');
      const missing = list.filter((p) => !live.some((r) => r.name === p.name)).map((p) => p.name);
      const failed = live.filter((r) => r.status === 'failed').map((r) => ({ name: r.name, error: r.error }));
      const behind = live.filter((r) => r.lag !== null && r.lag > readyMaxLag).map((r) => r.name);
      const parked = live.filter((r) => r.parked > 0).map((r) => ({ name: r.name, events: r.parked }));
      const ok = missing.length === 0 && failed.length === 0 && behind.length === 0;
      const exported = kafka?.status();
      return {
        ok,
        degraded: parked.length > 0 || exported?.state === 'failing',
        detail: {
          missing,
          failed,
          behind,
          parked,
          maxLag: readyMaxLag,
          projections: rows,
          ...(exported ? { kafka: exported } : {}),
        },
      };
    },
  };
}
