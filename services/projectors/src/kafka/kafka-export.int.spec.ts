import type { EventStore } from '@tb/event-store';
import { createLogger } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { Kafka, logLevel } from 'kafkajs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Projectors, startProjectors } from '../runner/start-projectors.ts';
import { appendDeposits } from '../testing/ledger-projection.ts';
import { createSequentialStore } from '../testing/sequential-store.ts';
import { waitUntil } from '../testing/wait-until.ts';
import type { ExportMessage } from './export-batch.ts';

const logger = createLogger({ level: 'silent' });
const brokers = (process.env.KAFKA_BROKERS ?? '')
  .split(',')
  .map((b) => b.trim())
  .filter(Boolean);
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

if (brokers.length === 0) console.warn('Kafka export broker test skipped: set KAFKA_BROKERS=host:port to run it.');

(brokers.length > 0 ? describe : describe.skip)('Kafka export to a real broker (KAFKA_BROKERS)', () => {
  it('publishes every event keyed by stream with its id in a header', async () => {
    const topic = `tb-test-${Date.now()}`;
    await db.pool.query('TRUNCATE test_events');
    await appendDeposits(store, 60, 3);
    const projectors = await startProjectors({
      pool: db.pool,
      store,
      logger,
      projections: [],
      kafka: { brokers, topic },
    });
    const kafka = new Kafka({ clientId: 'tb-test', brokers, logLevel: logLevel.NOTHING });
    const consumer = kafka.consumer({ groupId: topic });
    const seen: { key: string; id: string }[] = [];
    try {
      await consumer.connect();
      await consumer.subscribe({ topic, fromBeginning: true });
      await consumer.run({
        eachMessage: async ({ message }) => {
          seen.push({ key: message.key?.toString() ?? '', id: message.headers?.['event-id']?.toString() ?? '' });
        },
      });
      await waitUntil(async () => new Set(seen.map((s) => s.id)).size === 60, 60_000, 'messages');
    } finally {
      await consumer.disconnect();
      await projectors.stop();
    }
    expect([...new Set(seen.map((s) => s.id))].sort()).toEqual((await storedIds()).sort());
    expect(new Set(seen.map((s) => s.key))).toEqual(new Set(['account-0', 'account-1', 'account-2']));
  });
});
