import type { EventStore } from '@tb/event-store';
import { type CheckpointNotice, createLogger, createReadModels, type ReadModels, readEventCounts } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Projection } from '../projection.ts';
import { eventLogStatsProjection } from '../projections/event-log-stats/event-log-stats-projection.ts';
import { appendDeposits, ledgerProjection } from '../testing/ledger-projection.ts';
import { createSequentialStore } from '../testing/sequential-store.ts';
import { waitUntil } from '../testing/wait-until.ts';
import { type Projectors, startProjectors } from './start-projectors.ts';

const logger = createLogger({ level: 'silent' });
let db: TestDatabase;
let store: EventStore;
let readModels: ReadModels;
let projectors: Projectors;
let poisonAttempts = 0;
let healed = false;
/** What `onCheckpoint` was told: the notices a query side in this process gets without a NOTIFY. */
const told: CheckpointNotice[] = [];

// Fails on every `Poison` event until the test heals it, as a lost connection does: a fault that passes, retried
// with backoff (an error about the event itself would park it instead: parking.int.spec.ts).
const fragile: Projection = {
  name: 'fragile',
  version: 1,
  tables: (schema) => [`CREATE TABLE ${schema}.seen (id text PRIMARY KEY)`],
  handlers: {
    Deposited: async (event, { client, schema }) => {
      await client.query(`INSERT INTO ${schema}.seen VALUES ($1) ON CONFLICT DO NOTHING`, [event.id]);
    },
    Poison: async () => {
      poisonAttempts += 1;
      if (!healed) throw Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    },
  },
};

beforeAll(async () => {
  db = await createTestDatabase();
  store = await createSequentialStore(db.pool);
  projectors = await startProjectors({
    pool: db.pool,
    store,
    logger,
    projections: [ledgerProjection(), eventLogStatsProjection, fragile],
    options: { initialBackoffMs: 100, maxBackoffMs: 400, idlePollMs: 2_000 },
    onCheckpoint: (notice) => told.push(notice),
  });
  readModels = await createReadModels(db.pool, {
    comparePositions: (a, b) => store.comparePositions(a, b),
    headPosition: () => store.headPosition(),
  });
});

afterAll(async () => {
  await readModels?.close();
  await projectors?.stop();
  await db?.drop();
});

describe('projectors', () => {
  it('makes each append visible to waitForPosition right away', async () => {
    const latencies: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const started = performance.now();
      const { position } = await store.appendToStream(`account-${i % 3}`, [
        { id: crypto.randomUUID(), type: 'Deposited', data: { amount: 1 } },
      ]);
      expect(await readModels.waitForPosition(['ledger', 'event_log_stats'], position, 5000)).toEqual({ fresh: true });
      latencies.push(performance.now() - started);
      // Told in this process too, no later than through PostgreSQL.
      expect(told.find((n) => n.name === 'ledger' && store.comparePositions(n.position, position) >= 0)).toBeDefined();
      const schema = await readModels.schemaOf('ledger');
      const { rows } = await db.pool.query(`SELECT sum(entries)::int AS n FROM ${schema}.balances`);
      expect(rows[0].n).toBe(i + 1);
    }
    latencies.sort((a, b) => a - b);
    console.info(`append → visible: p50 ${latencies[15]?.toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`);
    const stats = await readEventCounts(db.pool, await readModels.schemaOf('event_log_stats'));
    expect(stats.map(({ eventType, count }) => ({ eventType, count }))).toEqual([
      { eventType: 'Deposited', count: 30 },
    ]);
  });

  it('stops a projection alone on a transient fault, reports it, retries with backoff and resumes', async () => {
    await store.appendToStream('poison', [{ id: crypto.randomUUID(), type: 'Poison', data: {} }]);
    const head = await appendDeposits(store, 100, 5, 1000);
    if (!head) throw new Error('no head');

    expect(await readModels.waitForPosition(['ledger', 'event_log_stats'], head, 5000)).toEqual({ fresh: true });
    expect(await readModels.waitForPosition(['fragile'], head, 300)).toEqual({ fresh: false });
    await waitUntil(async () => poisonAttempts >= 3, 5000, 'retries');

    const broken = (await projectors.status()).find((s) => s.name === 'fragile');
    expect(broken).toMatchObject({ status: 'failed', error: 'read ECONNRESET', state: 'live', parked: 0 });
    expect(broken?.lag).toBeGreaterThan(0);
    const readiness = await projectors.readiness();
    expect(readiness.ok).toBe(false);
    const ledger = (await readModels.status()).find((s) => s.name === 'ledger');
    expect(ledger).toMatchObject({ status: 'running', lag: 0, error: null });

    healed = true;
    expect(await readModels.waitForPosition(['fragile'], head, 5000)).toEqual({ fresh: true });
    expect((await projectors.status()).find((s) => s.name === 'fragile')).toMatchObject({ status: 'running', lag: 0 });
    expect((await projectors.readiness()).ok).toBe(true);
  });
});
