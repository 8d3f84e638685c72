import { randomUUID } from 'node:crypto';
import { createPool } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RecordedEvent } from '../types.ts';
import { appendEvents } from './append.ts';
import { createPostgresEventStore, type PostgresEventStore } from './postgres-event-store.ts';
import { NOTIFY_CHANNEL } from './schema.ts';

let db: TestDatabase;
let store: PostgresEventStore;
let readerPool: pg.Pool;
beforeAll(async () => {
  db = await createTestDatabase(4);
  readerPool = createPool(db.url, 4);
  store = await createPostgresEventStore({ pool: readerPool });
});
afterAll(async () => {
  await readerPool.end();
  await db.drop();
});

const WRITERS = 12;
const TRANSACTIONS_PER_WRITER = 15;

/**
 * Writers on their own connections append inside explicit transactions; some stay open a while before
 * committing (so later transactions commit first), some roll back. A subscriber reading meanwhile must end
 * with every committed event exactly once and nothing rolled back; a subscriber restarted from a saved
 * position must continue without a gap.
 */
it('never skips or repeats an event when writers commit out of order', async () => {
  const committed = new Set<string>();
  const rolledBack = new Set<string>();
  const received: RecordedEvent[] = [];
  const controller = new AbortController();
  const start = await store.headPosition();
  const subscriber = (async () => {
    for await (const event of store.subscribe({ after: start, signal: controller.signal })) received.push(event);
  })();

  const writer = async (w: number) => {
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      for (let t = 0; t < TRANSACTIONS_PER_WRITER; t++) {
        const ids = [randomUUID(), randomUUID()];
        const rollback = (w + t) % 7 === 0;
        const slow = (w * 3 + t) % 5 === 0;
        await client.query('BEGIN');
        await appendEvents(
          client,
          `torture-${w}`,
          ids.map((id, n) => ({ id, type: 'Tortured', data: { n } })),
          'any',
        );
        if (slow) await client.query('SELECT pg_sleep($1)', [0.05 + Math.random() * 0.2]);
        await client.query(rollback ? 'ROLLBACK' : 'COMMIT');
        // What the store's notifier does after an append commits.
        if (!rollback) await client.query(`SELECT pg_notify('${NOTIFY_CHANNEL}', '')`);
        for (const id of ids) (rollback ? rolledBack : committed).add(id);
      }
    } finally {
      await client.end();
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));

  // Generous: a loaded machine delays delivery; a skipped event never arrives however long we wait.
  const deadline = Date.now() + 60_000;
  while (received.length < committed.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 100));
  controller.abort();
  await subscriber;

  const ids = received.map((e) => e.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.filter((id) => rolledBack.has(id))).toEqual([]);
  expect(new Set(ids)).toEqual(committed);
  for (let i = 1; i < received.length; i++) {
    expect(store.comparePositions(received[i - 1]?.position ?? '', received[i]?.position ?? '')).toBeLessThan(0);
  }

  // A restarted reader resuming from a position in the middle gets exactly the rest.
  const middle = received[Math.floor(received.length / 2)];
  const rest: string[] = [];
  let after = middle?.position ?? null;
  for (;;) {
    const page = await store.readAll({ after, limit: 37 });
    if (page.length === 0) break;
    rest.push(...page.map((e) => e.id));
    after = page.at(-1)?.position ?? after;
  }
  expect(rest).toEqual(ids.slice(Math.floor(received.length / 2) + 1));
}, 120_000);

it('is not held back by a long transaction that writes elsewhere (such as a read-model batch)', async () => {
  const other = new pg.Client({ connectionString: db.url });
  await other.connect();
  try {
    await other.query('CREATE TABLE IF NOT EXISTS side_effects (n int)');
    await other.query('BEGIN');
    await other.query('INSERT INTO side_effects VALUES (1)');
    const head = await store.headPosition();
    const id = randomUUID();
    await store.appendToStream(`visible-${id}`, [{ id, type: 'Visible', data: {} }]);
    const read = await store.readAll({ after: head, limit: 10 });
    expect(read.map((e) => e.id)).toContain(id);
  } finally {
    await other.query('ROLLBACK');
    await other.end();
  }
});

it('tells a reader to read again when an event its last read missed has become readable', async () => {
  // An append still running holds the read horizon: a later append's event is committed but not read.
  const older = new pg.Client({ connectionString: db.url });
  await older.connect();
  try {
    const head = await store.headPosition();
    await older.query('BEGIN');
    await appendEvents(older, `older-${randomUUID()}`, [{ id: randomUUID(), type: 'Older', data: {} }], 'any');
    const id = randomUUID();
    await store.appendToStream(`later-${id}`, [{ id, type: 'Later', data: {} }]);
    expect(await store.readAll({ after: head, limit: 10 })).toEqual([]);
    expect(await store.hasEventsAfter(head)).toBe(true);

    // The older writer rolls back (no notification). The missed event is readable now, and nothing is held
    // back any more: a reader that asked only for held-back events would wait for a notification already spent.
    await older.query('ROLLBACK');
    expect(await store.hasEventsAfter(head)).toBe(true);
    const read = await store.readAll({ after: head, limit: 10 });
    expect(read.map((e) => e.id)).toEqual([id]);
    expect(await store.hasEventsAfter(read.at(-1)?.position ?? null)).toBe(false);
  } finally {
    await older.end();
  }
});
