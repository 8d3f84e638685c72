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
  /** Replaces the kafkajs producer (tests). */
  publisher?: Publisher & { disconnect?(): Promise<void> };
}

export interface KafkaExport {
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Exports every event to Kafka from its own checkpoint, one replica at a time (advisory lock), retrying a
 * failed publish with backoff from the same checkpoint.
 */
export async function startKafkaExport(
  input: KafkaExportOptions & { pool: Pool; store: EventStore; logger: Logger },
): Promise<KafkaExport> {
  const { pool, store, logger } = input;
  const name = `kafka:${input.topic}`;
  const publisher = input.publisher ?? (await createKafkaPublisher({ brokers: input.brokers, topic: input.topic }));
  const checkpoints = postgresExportCheckpoints(pool, name);
  const locks = createLockSession(pool.options, (error) => logger.warn({ err: error }, 'kafka export lock lost'));
  const wake = new Wake();
  const controller = new AbortController();

  const loop = (async () => {
    let failures = 0;
    while (!controller.signal.aborted) {
      let waitMs = 5_000;
      try {
        if (await locks.tryLock(name)) {
          const sent = await exportNextBatch({ store, publisher, checkpoints, batchSize: input.batchSize ?? 500 });
          waitMs = sent > 0 ? 0 : 5_000;
        }
        failures = 0;
      } catch (error) {
        failures += 1;
        waitMs = backoffMs(failures, 500, 60_000);
        logger.error({ err: error, topic: input.topic, retryInMs: waitMs }, 'kafka export failed; retrying');
      }
      await wake.wait(waitMs, controller.signal);
    }
  })();

  return {
    wake: () => wake.notify(),
    async stop() {
      controller.abort();
      await loop;
      await locks.close();
      await publisher.disconnect?.();
    },
  };
}
