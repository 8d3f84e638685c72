import type { EventStore } from '@tb/event-store';
import { createLogger, type Pool } from '@tb/platform';
import type { Projection } from '../projection.ts';
import type { RunnerOptions } from '../runner/runner-options.ts';
import { startProjectors } from '../runner/start-projectors.ts';

/**
 * Test support: a projection with per-event handlers. `balances` holds one row per account (stream);
 * `appliers` records which process applied events, so tests can see which replica ran it.
 * `handlerDelayMs` makes each event slow enough for a test to kill the runner in the middle of a batch.
 */
export function ledgerProjection(options: { version?: number; handlerDelayMs?: number } = {}): Projection {
  const delay = (options.handlerDelayMs ?? 0) / 1000;
  return {
    name: 'ledger',
    version: options.version ?? 1,
    tables: (schema) => [
      `CREATE TABLE ${schema}.balances (account text PRIMARY KEY, balance bigint NOT NULL, entries int NOT NULL)`,
      `CREATE TABLE ${schema}.appliers (pid int PRIMARY KEY)`,
    ],
    handlers: {
      Deposited: async (event, { client, schema }) => {
        const amount = Number(event.data.amount);
        await client.query(
          `INSERT INTO ${schema}.balances AS b (account, balance, entries) VALUES ($1, $2, 1)
           ON CONFLICT (account) DO UPDATE SET balance = b.balance + $2, entries = b.entries + 1`,
          [event.streamId, amount],
        );
        await client.query(`INSERT INTO ${schema}.appliers (pid) VALUES ($1) ON CONFLICT DO NOTHING`, [process.pid]);
        if (delay > 0) await client.query('SELECT pg_sleep($1)', [delay]);
      },
    },
  };
}

/** `n` deposits of amounts offset+1…offset+n over `accounts` streams, appended 50 at a time. */
export async function appendDeposits(store: EventStore, n: number, accounts = 10, offset = 0): Promise<string | null> {
  let position: string | null = null;
  for (let start = 0; start < n; start += 50) {
    const account = `account-${Math.floor((offset + start) / 50) % accounts}`;
    const events = Array.from({ length: Math.min(50, n - start) }, (_, i) => ({
      id: crypto.randomUUID(),
      type: 'Deposited',
      data: { amount: offset + start + i + 1 },
    }));
    ({ position } = await store.appendToStream(account, events));
  }
  return position;
}

/** Test support: projectors running only the ledger (version 1) over `store`, logging nothing. */
export function startLedgerProjectors(pool: Pool, store: EventStore, options: Partial<RunnerOptions> = {}) {
  return startProjectors({
    pool,
    store,
    logger: createLogger({ level: 'silent' }),
    projections: [ledgerProjection()],
    options,
  });
}
