import { createPool } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventStoreContract } from '../contract.ts';
import { DuplicateEventIdConflict } from '../errors.ts';
import { createPostgresEventStore, EVENTS_AFTER, migrateEventStore, READ_ALL } from './postgres-event-store.ts';
import { NOTIFY_CHANNEL } from './schema.ts';

let db: TestDatabase;
const pools: ReturnType<typeof createPool>[] = [];
beforeAll(async () => {
  db = await createTestDatabase(40);
});
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
  await db.drop();
});

eventStoreContract('PostgreSQL', async () => {
  const pool = createPool(db.url, 40);
  pools.push(pool);
  return createPostgresEventStore({ pool });
});

it('pages through read-all on the (transaction id, sequence) index, without sorting the table', async () => {
  const client = await db.pool.connect();
  try {
    await client.query('BEGIN');
    // A tiny test table would be scanned whole; what matters is that the index can serve the order.
    await client.query(
      'SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off; SET LOCAL enable_sort = off',
    );
    const { rows } = await client.query(`EXPLAIN ${READ_ALL}`, ['0', '0', 1000]);
    const plan = rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Index Scan using events_global_order/);
    expect(plan).not.toMatch(/Sort/);
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
});

it('asks whether events follow a position with one index probe, also in the generic plan of its statement', async () => {
  await migrateEventStore(db.pool);
  const client = await db.pool.connect();
  try {
    await client.query('BEGIN');
    // A log big enough that scanning it costs more than the estimate of finding a first match early.
    await client.query(
      `INSERT INTO event_store.events (stream_id, revision, event_id, type, schema_version, data, metadata)
       SELECT 'plan-' || n, 0, gen_random_uuid(), 'Planned', 1, '{}', '{}' FROM generate_series(1, 20000) AS n`,
    );
    await client.query('ANALYZE event_store.events');
    // Prepared statements switch to a generic plan after five runs: that is the plan that serves the subscribers.
    await client.query('SET LOCAL plan_cache_mode = force_generic_plan');
    await client.query({ name: 'events_after_plan', text: `EXPLAIN ${EVENTS_AFTER}`, values: ['0', '0'] });
    const { rows } = await client.query({
      name: 'events_after_plan',
      text: `EXPLAIN ${EVENTS_AFTER}`,
      values: ['0', '0'],
    });
    const plan = rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/Index (Only )?Scan using events_global_order/);
    expect(plan).not.toMatch(/Seq Scan/);
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
});

it('ends open subscriptions and releases their LISTEN connections on close', async () => {
  const pool = createPool(db.url, 4);
  pools.push(pool);
  const store = await createPostgresEventStore({ pool });
  const listeners = async () =>
    (
      await db.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query ILIKE 'LISTEN%'`,
      )
    ).rows[0]?.n ?? 0;
  const before = await listeners();
  const received: string[] = [];
  // Nobody aborts these: only close() can end them.
  const runs = [0, 1].map(async () => {
    for await (const event of store.subscribe({ after: await store.headPosition() })) received.push(event.id);
  });
  await expect.poll(listeners, { timeout: 10_000 }).toBe(before + 2);
  await store.close();
  await Promise.all(runs);
  expect(await listeners()).toBe(before);
});

it('answers an idempotent retry of a batch with the first result, and a half-stored batch with a conflict', async () => {
  const pool = createPool(db.url, 4);
  pools.push(pool);
  const store = await createPostgresEventStore({ pool });
  const stream = `retry-${Date.now()}`;
  const batch = [0, 1, 2].map((n) => ({ id: crypto.randomUUID(), type: 'Counted', data: { n } }));
  const first = await store.appendToStream(stream, batch, { expectedRevision: 'no_stream' });
  // The retry comes with new metadata (time, causation): still the same events.
  const again = await store.appendToStream(
    stream,
    batch.map((e) => ({ ...e, metadata: { retriedAt: Date.now() } })),
    { expectedRevision: 'no_stream' },
  );
  expect(again).toEqual(first);
  expect(await store.readStream(stream)).toHaveLength(3);
  const mixed = [batch[0] as (typeof batch)[number], { id: crypto.randomUUID(), type: 'Counted', data: { n: 9 } }];
  await expect(store.appendToStream(stream, mixed, { expectedRevision: 2 })).rejects.toThrow(DuplicateEventIdConflict);
  expect(await store.readStream(stream)).toHaveLength(3);
});

it('notifies listeners in other processes after an append commits, so they read it at once', async () => {
  const pool = createPool(db.url, 4);
  pools.push(pool);
  const store = await createPostgresEventStore({ pool });
  const listener = new pg.Client({ connectionString: db.url });
  await listener.connect();
  const seen: (string | undefined)[] = [];
  const id = crypto.randomUUID();
  // On each notification, read: the notification comes after the commit, so the event is there.
  listener.on('notification', () => {
    void db.pool
      .query<{ id: string }>('SELECT event_id::text AS id FROM event_store.events WHERE event_id = $1', [id])
      .then(({ rows }) => seen.push(rows[0]?.id));
  });
  await listener.query(`LISTEN ${NOTIFY_CHANNEL}`);
  try {
    await store.appendToStream(`notified-${id}`, [{ id, type: 'Notified', data: {} }]);
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(seen.every((found) => found === id)).toBe(true);
  } finally {
    await listener.end();
  }
});

it('wakes a subscriber in this process at once on an append there, without waiting for the NOTIFY', async () => {
  const writerPool = createPool(db.url, 4);
  const readerPool = createPool(db.url, 4);
  pools.push(writerPool, readerPool);
  const writer = await createPostgresEventStore({ pool: writerPool });
  const reader = await createPostgresEventStore({ pool: readerPool });
  // Closed, the writer sends no NOTIFY: only the ring within this process can wake the reader before its 5 s recheck.
  await writer.close();
  const head = await reader.headPosition();
  const received = (async () => {
    for await (const event of reader.subscribe({ after: head })) return event;
  })();
  await new Promise((resolve) => setTimeout(resolve, 300));
  const started = performance.now();
  await writer.appendToStream('rung-in-process', [{ id: crypto.randomUUID(), type: 'Rung', data: {} }]);
  expect((await received)?.streamId).toBe('rung-in-process');
  expect(performance.now() - started).toBeLessThan(3000);
  await reader.close();
});

it('knows a committed write behind the read horizon: written position at or past it while the head is not', async () => {
  const pool = createPool(db.url, 4);
  pools.push(pool);
  const store = await createPostgresEventStore({ pool });
  const holder = await db.pool.connect();
  try {
    // An older writer still in flight holds the read horizon below every transaction that starts after it.
    await migrateEventStore(db.pool);
    await holder.query('BEGIN');
    await holder.query(
      `INSERT INTO event_store.events (stream_id, revision, event_id, type, schema_version, data, metadata)
       VALUES ('holder-' || gen_random_uuid(), 0, gen_random_uuid(), 'Held', 1, '{}', '{}')`,
    );
    const written = await store.appendToStream(`behind-${Date.now()}`, [
      { id: crypto.randomUUID(), type: 'Counted', data: { n: 1 } },
    ]);
    const head = await store.headPosition();
    expect(head === null || store.comparePositions(head, written.position) < 0).toBe(true);
    const newest = await store.writtenPosition();
    expect(newest).not.toBeNull();
    expect(store.comparePositions(newest as string, written.position)).toBeGreaterThanOrEqual(0);
  } finally {
    await holder.query('ROLLBACK');
    holder.release();
  }
});
