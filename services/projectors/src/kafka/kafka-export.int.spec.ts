import type { EventStore } from '@tb/event-store';
import { createLogger } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Projectors, startProjectors } from '../runner/start-projectors.ts';
import { appendDeposits } from '../testing/ledger-projection.ts';
import { createSequentialStore } from '../testing/sequential-store.ts';
import { waitUntil } from '../testing/wait-until.ts';
import type { ExportMessage } from './export-batch.ts';

const logger = createLogger({ level: 'silent' });
let db: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  db = await createTestDatabase(4);
  store = await createSequentialStore(db.pool);
});
afterAll(() => db?.drop());

const storedIds = async () =>
  (await db.pool.query<{ id: string }>('SELECT id FROM test_events ORDER BY position')).rows.map((r) => r.id);

describe('Kafka export checkpoint (recording publisher, no broker needed)', () => {
  it('exports every event once in order, resumes from its checkpoint after a restart, retries failures', async () => {
    await appendDeposits(store, 120, 3);
    const received: ExportMessage[] = [];
    let failNext = true;
    const publisher = {
      async publish(messages: ExportMessage[]) {
        if (failNext) {
          failNext = false;
          throw new Error('broker not ready');
        }
        received.push(...messages);
      },
    };
    const start = () =>
      startProjectors({
        pool: db.pool,
        store,
        logger,
        projections: [],
        kafka: { brokers: [], topic: 'test.events', batchSize: 50, publisher },
      });
    let projectors: Projectors = await start();
    await waitUntil(async () => received.length === 120, 10_000, 'first export');
    await projectors.stop();

    await appendDeposits(store, 30, 3, 120);
    projectors = await start();
    await waitUntil(async () => received.length === 150, 10_000, 'export after restart');
    await projectors.stop();

    expect(received.map((m) => m.headers['event-id'])).toEqual(await storedIds());
    const { rows } = await db.pool.query('SELECT name, event_count FROM projections.exports');
    expect(rows).toEqual([{ name: 'kafka:test.events', event_count: 150 }]);
  });
});
