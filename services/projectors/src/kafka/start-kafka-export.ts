import type { EventStore } from '@tb/event-store';
import { backoffMs, type Logger, type Pool } from '@tb/platform';
import { createLockSession } from '../runner/lock-session.ts';
import { Wake } from '../runner/wake.ts';
import { exportNextBatch, type Publisher } from './export-batch.ts';
import { postgresExportCheckpoints } from './export-checkpoints.ts';
import { createKafkaPublisher } from './kafka-publisher.ts';

export interface KafkaExportOptions {
  brokers: string[];
  topic: string;
  batchSize?: number;
  /** Longest wait between two tries while the broker fails (default 5 s): how soon a returning broker is used. */
  retryMaxMs?: number;
  /** Replaces the kafkajs producer (tests). */
  publisher?: Publisher & { probe?(): Promise<void>; disconnect?(): Promise<void> };
}

export interface KafkaExportStatus {
  topic: string;
  /** `starting` until the first batch or broker check; `failing` while the broker does not take the events. */
  state: 'starting' | 'ok' | 'failing';
  /** Events this process published since it started. */
  exported: number;
  failingSince: string | null;
  lastError: string | null;
}

export interface KafkaExport {
  wake(): void;
  status(): KafkaExportStatus;
  stop(): Promise<void>;
}

const IDLE_MS = 5_000;
/** While the export fails, the error is logged again this often (each retry is logged at debug). */
const REPEAT_FAILURE_LOG_MS = 60_000;

/**
 * Exports every event to Kafka from its own checkpoint, one replica at a time (advisory lock), retrying a
 * failed publish with backoff from the same checkpoint. While idle it asks the broker for its metadata every
 * few seconds, so a broker that went away is reported even when nothing is being exported.
 */
export async function startKafkaExport(
  input: KafkaExportOptions & { pool: Pool; store: EventStore; logger: Logger },
): Promise<KafkaExport> {
  const { pool, store, logger } = input;
  const name = `kafka:${input.topic}`;
  const publisher =
    input.publisher ?? createKafkaPublisher({ brokers: input.brokers, topic: input.topic, logger: logger });
  const checkpoints = postgresExportCheckpoints(pool, name);
  const locks = createLockSession(pool.options, (error) => logger.warn({ err: error }, 'kafka export lock lost'));
  const wake = new Wake();
  const controller = new AbortController();
  const status: KafkaExportStatus = {
    topic: input.topic,
    state: 'starting',
    exported: 0,
    failingSince: null,
    lastError: null,
  };
  const health = failureReporter(status, logger);

  const loop = (async () => {
    let failures = 0;
    while (!controller.signal.aborted) {
      let waitMs = IDLE_MS;
      try {
        if (await locks.tryLock(name)) {
          const sent = await exportNextBatch({ store, publisher, checkpoints, batchSize: input.batchSize ?? 500 });
          if (sent === 0) await publisher.probe?.();
          health.succeeded(sent);
          waitMs = sent > 0 ? 0 : IDLE_MS;
        }
        failures = 0;
      } catch (error) {
        if (controller.signal.aborted) break;
        failures += 1;
        waitMs = backoffMs(failures, 500, input.retryMaxMs ?? 5_000);
        health.failed(error, waitMs);
      }
      await wake.wait(waitMs, controller.signal);
    }
  })();

  return {
    wake: () => wake.notify(),
    status: () => ({ ...status }),
    async stop() {
      controller.abort();
      await loop;
      await locks.close();
      await publisher.disconnect?.();
    },
  };
}

/** One error line when the export starts failing (again each minute it goes on), one line when it resumes. */
function failureReporter(status: KafkaExportStatus, logger: Logger) {
  let lastLoggedAt = 0;
  let resumedAt: number | null = null;
  let sinceResumed = 0;
  return {
    succeeded(sent: number) {
      if (status.state === 'failing') {
        const failedForMs = Date.now() - Date.parse(status.failingSince ?? '');
        logger.info({ topic: status.topic, failedForMs }, 'kafka export resumed');
        resumedAt = Date.now();
        sinceResumed = 0;
      }
      status.state = 'ok';
      status.failingSince = null;
      status.lastError = null;
      status.exported += sent;
      if (resumedAt !== null) {
        sinceResumed += sent;
        if (sent === 0) {
          logger.info(
            { topic: status.topic, events: sinceResumed, ms: Date.now() - resumedAt },
            'kafka export caught up',
          );
          resumedAt = null;
        }
      }
    },
    failed(error: unknown, retryInMs: number) {
      const now = Date.now();
      status.lastError = error instanceof Error ? error.message : String(error);
      if (status.state !== 'failing') {
        status.state = 'failing';
        status.failingSince = new Date(now).toISOString();
        lastLoggedAt = 0;
      }
      if (now - lastLoggedAt >= REPEAT_FAILURE_LOG_MS) {
        lastLoggedAt = now;
        logger.error(
          { err: error, topic: status.topic, failingSince: status.failingSince, retryInMs },
          'kafka export failing; retrying from its checkpoint',
        );
      } else logger.debug({ err: error, topic: status.topic, retryInMs }, 'kafka export still failing');
    },
  };
}
