import type { EventStore } from '@tb/event-store';
import { catalogMigrations, migrate } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checksum, liveRow } from '../testing/catalog-queries.ts';
import { appendDeposits, ledgerProjection, startLedgerProjectors } from '../testing/ledger-projection.ts';
import { createSequentialStore } from '../testing/sequential-store.ts';
import { type RunnerProcess, spawnRunner } from '../testing/spawn-runner.ts';
import { waitUntil } from '../testing/wait-until.ts';
import { requestRebuild } from './catalog-targets.ts';

/** Each test starts runner processes one after another (10 in the first); on a loaded machine each start is slow. */
const spawning = { timeout: 300_000 };

let db: TestDatabase;
let store: EventStore;
const runners: RunnerProcess[] = [];

const run = (env: Record<string, string> = {}) => {
  const runner = spawnRunner({ DATABASE_URL: db.url, ...env });
  runners.push(runner);
  return runner;
};

const caughtUp = async (head: string) => {
  const row = await liveRow(db.pool, 'ledger');
  return row?.position === head ? row : undefined;
};

/** Sum 1..n per account, as appendDeposits spreads them. */
const expectedBalances = async () =>
  (
    await db.pool.query<{ account: string; balance: number; entries: number }>(
      `SELECT stream_id AS account, sum((data->>'amount')::bigint)::bigint AS balance, count(*)::int AS entries
       FROM test_events GROUP BY stream_id ORDER BY stream_id`,
    )
  ).rows;

beforeAll(async () => {
  db = await createTestDatabase(4);
  store = await createSequentialStore(db.pool);
  // Each test starts from an empty catalog of its own making; either may run alone (-t).
  await migrate(db.pool, 'projections', catalogMigrations);
});

afterAll(async () => {
  await Promise.all(runners.map((r) => r.kill()));
  await db?.drop();
});

it('ends with the read model of a clean rebuild after being SIGKILLed mid-batch 10 times', spawning, async () => {
  const head = await appendDeposits(store, 1500, 12);
  if (!head) throw new Error('no events');
  const rollbacks = async () =>
    (
      await db.pool.query<{ n: number }>(
        'SELECT xact_rollback::int AS n FROM pg_stat_database WHERE datname = current_database()',
      )
    ).rows[0]?.n ?? 0;
  const rollbacksBefore = await rollbacks();
  // ~2 ms per event, 50 per batch: most of a runner's life is spent inside a batch transaction.
  for (let kill = 0; kill < 10; kill += 1) {
    const runner = run({ HANDLER_DELAY_MS: '2', BATCH_SIZE: '50' });
    await runner.started;
    await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 250));
    await runner.kill('SIGKILL');
  }
  const killedAt = (await liveRow(db.pool, 'ledger'))?.position;
  expect(Number(killedAt)).toBeLessThan(Number(head));
  // Each kill inside a batch aborts its transaction on the server; most kills should have hit one.
  await db.pool.query('SELECT pg_stat_force_next_flush()');
  const aborted = await waitUntil(
    async () => {
      const n = (await rollbacks()) - rollbacksBefore;
      return n >= 5 ? n : undefined;
    },
    5_000,
    'aborted batches',
  );
  console.info(`${aborted} of 10 kills aborted a batch in flight; checkpoint at ${killedAt} of ${head}`);

  const last = run({ BATCH_SIZE: '200' });
  const live = await waitUntil(() => caughtUp(head), 30_000, 'catch-up after the crashes');
  await last.kill('SIGTERM');
  const survived = await checksum(db.pool, `${live.schema}.balances`);
  const { rows } = await db.pool.query(
    `SELECT account, balance, entries FROM ${live.schema}.balances ORDER BY account`,
  );
  expect(rows).toEqual(await expectedBalances());

  // A clean build of the same version into a fresh schema, from position 0, must match row for row.
  const projectors = await startLedgerProjectors(db.pool, store, { batchSize: 500 });
  const rebuild = await requestRebuild(db.pool, ledgerProjection());
  await waitUntil(async () => (await liveRow(db.pool, 'ledger'))?.schema === rebuild.schema, 30_000, 'rebuild');
  await projectors.stop();
  expect(await checksum(db.pool, `${rebuild.schema}.balances`)).toBe(survived);
});

it('lets only one of two replicas run a projection, and the other take over when it is killed', spawning, async () => {
  await db.pool.query(`TRUNCATE test_events`);
  await db.pool.query(`DELETE FROM projections.catalog`);
  let head = await appendDeposits(store, 200, 4, 10_000);
  const first = run({ BATCH_SIZE: '20' });
  await first.started;
  await waitUntil(() => caughtUp(head ?? ''), 20_000, 'first replica');
  const second = run({ BATCH_SIZE: '20' });
  await second.started;

  head = await appendDeposits(store, 200, 4, 20_000);
  const live = await waitUntil(() => caughtUp(head ?? ''), 20_000, 'more events');
  const appliers = async () =>
    (await db.pool.query<{ pid: number }>(`SELECT pid FROM ${live.schema}.appliers ORDER BY pid`)).rows.map(
      (r) => r.pid,
    );
  expect(await appliers()).toEqual([first.child.pid]);

  await first.kill('SIGKILL');
  head = await appendDeposits(store, 200, 4, 30_000);
  await waitUntil(() => caughtUp(head ?? ''), 20_000, 'takeover');
  expect(await appliers()).toEqual([first.child.pid, second.child.pid].sort((a = 0, b = 0) => a - b));
  const { rows } = await db.pool.query(
    `SELECT account, balance, entries FROM ${live.schema}.balances ORDER BY account`,
  );
  expect(rows).toEqual(await expectedBalances());
});
