import type { EventStore } from '@tb/event-store';
import { createLogger, createReadModels, type ReadModels } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { liveRow } from '../testing/catalog-queries.ts';
import { appendDeposits, ledgerProjection } from '../testing/ledger-projection.ts';
import { createSequentialStore } from '../testing/sequential-store.ts';
import { waitUntil } from '../testing/wait-until.ts';
import { requestRebuild } from './catalog-targets.ts';
import { type Projectors, startProjectors } from './start-projectors.ts';

const logger = createLogger({ level: 'silent' });
const ACCOUNTS = 8;
let db: TestDatabase;
let store: EventStore;
let readModels: ReadModels;
let projectors: Projectors | undefined;

const start = (version: number) =>
  startProjectors({
    pool: db.pool,
    store,
    logger,
    projections: [ledgerProjection({ version, handlerDelayMs: 0 })],
    options: { batchSize: 100, retiredGraceMs: 300 },
  });

const schemaExists = async (schema: string) =>
  ((await db.pool.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [schema])).rowCount ?? 0) > 0;

/**
 * Queries like the query API does, as fast as it can, until stopped; counts answers that failed or were
 * not the complete model (every account present, balances adding up to what the log says).
 */
function queryContinuously(expectedTotal: () => number) {
  const seen = { answers: 0, failures: [] as string[], schemas: new Set<string>() };
  let running = true;
  const done = (async () => {
    while (running) {
      try {
        const schema = await readModels.schemaOf('ledger');
        seen.schemas.add(schema);
        const { rows } = await db.pool.query(
          `SELECT count(*)::int AS accounts, sum(balance)::bigint AS total FROM ${schema}.balances`,
        );
        const total = Number(rows[0].total);
        if (rows[0].accounts !== ACCOUNTS || total < expectedTotal())
          seen.failures.push(`${schema}: ${rows[0].accounts} accounts, total ${total}`);
        seen.answers += 1;
      } catch (error) {
        seen.failures.push(String(error));
      }
    }
  })();
  return {
    seen,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

beforeAll(async () => {
  db = await createTestDatabase(6);
  store = await createSequentialStore(db.pool);
  readModels = await createReadModels(db.pool, { comparePositions: (a, b) => store.comparePositions(a, b) });
});

afterAll(async () => {
  await projectors?.stop();
  await readModels?.close();
  await db?.drop();
});

const sumTo = (n: number) => (n * (n + 1)) / 2;

it('rebuilds beside the live model and switches with no failed or partial answer', async () => {
  const head = await appendDeposits(store, 1000, ACCOUNTS);
  projectors = await start(1);
  await waitUntil(async () => (await liveRow(db.pool, 'ledger'))?.position === head, 30_000, 'first build');
  const first = await readModels.schemaOf('ledger');
  expect(first).toBe('rm_ledger_v1');

  const reader = queryContinuously(() => sumTo(1000));
  const rebuild = await requestRebuild(db.pool, ledgerProjection());
  expect(rebuild).toMatchObject({ schema: 'rm_ledger_v1_g2', state: 'building' });
  await waitUntil(async () => (await readModels.schemaOf('ledger')) === rebuild.schema, 30_000, 'switch');
  await waitUntil(async () => !(await schemaExists(first)), 10_000, 'old schema dropped');
  await new Promise((resolve) => setTimeout(resolve, 200));
  await reader.stop();

  expect(reader.seen.failures).toEqual([]);
  expect(reader.seen.schemas).toEqual(new Set([first, rebuild.schema]));
  expect(reader.seen.answers).toBeGreaterThan(50);
});

it('builds a newly deployed version in the background while the old one serves, then switches', async () => {
  await projectors?.stop();
  projectors = await start(2);
  const reader = queryContinuously(() => sumTo(1000));
  await waitUntil(async () => (await readModels.schemaOf('ledger')) === 'rm_ledger_v2', 30_000, 'v2 live');
  await reader.stop();
  expect(reader.seen.failures).toEqual([]);
  // The old version served meanwhile (the reader may not have queried again since the switch was seen).
  expect(reader.seen.schemas.has('rm_ledger_v1_g2')).toBe(true);
  expect([...reader.seen.schemas].filter((s) => s !== 'rm_ledger_v1_g2' && s !== 'rm_ledger_v2')).toEqual([]);

  const head = await appendDeposits(store, 100, ACCOUNTS, 1000);
  if (!head) throw new Error('no head');
  expect(await readModels.waitForPosition(['ledger'], head, 5000)).toEqual({ fresh: true });
  const { rows } = await db.pool.query('SELECT sum(balance)::bigint AS total FROM rm_ledger_v2.balances');
  expect(Number(rows[0].total)).toBe(sumTo(1100));
});
