import { randomUUID } from 'node:crypto';
import { createPool } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WrongExpectedRevision } from '../errors.ts';
import type { NewEvent } from '../types.ts';
import { AppendBatcher } from './append-batcher.ts';
import { createPostgresEventStore, type PostgresEventStore } from './postgres-event-store.ts';

/**
 * Group commit: single-event appends that wait for a free slot go out as one statement. A pool of 4 lets one
 * append statement run at a time, so of appends made together the first goes alone and the rest as a group.
 */
let db: TestDatabase;
let pool: ReturnType<typeof createPool>;
let store: PostgresEventStore;

beforeAll(async () => {
  db = await createTestDatabase(8);
  pool = createPool(db.url, 4);
  store = await createPostgresEventStore({ pool });
});
afterAll(async () => {
  await store.close();
  await pool.end();
  await db.drop();
});

const event = (n: number): NewEvent => ({ id: randomUUID(), type: 'Numbered', data: { n } });
const transactionsOf = async (streams: string[]) =>
  (
    await db.pool.query<{ n: number }>(
      'SELECT count(DISTINCT transaction_id)::int AS n FROM event_store.events WHERE stream_id = ANY ($1)',
      [streams],
    )
  ).rows[0]?.n;

describe('grouped single-event appends', () => {
  it('commit together, each with its own stream revision and its own position', async () => {
    const streams = Array.from({ length: 20 }, (_, i) => `group-${i}-${randomUUID()}`);
    const events = streams.map((_, i) => event(i));
    const results = await Promise.all(
      streams.map((stream, i) =>
        store.appendToStream(stream, [events[i] as NewEvent], { expectedRevision: 'no_stream' }),
      ),
    );
    // The first went alone; the 19 that waited went as one statement.
    expect(await transactionsOf(streams)).toBe(2);
    const positions = new Set(results.map((r) => r.position));
    expect(positions.size).toBe(20);
    for (const [i, stream] of streams.entries()) {
      const [stored] = await store.readStream(stream);
      expect(stored?.id).toBe(events[i]?.id);
      expect(stored?.revision).toBe(0);
      expect(results[i]).toEqual({ nextRevision: 0, position: stored?.position });
    }
    // Read-all sees them in the order they were submitted.
    const all = [];
    for await (const e of store.subscribe({ signal: AbortSignal.timeout(2000) })) {
      if (streams.includes(e.streamId)) all.push(e.id);
      if (all.length === 20) break;
    }
    expect(all).toEqual(events.map((e) => e.id));
  });

  it('refuse only the append whose expected revision is wrong, and store the others', async () => {
    const existing = `existing-${randomUUID()}`;
    await store.appendToStream(existing, [event(0)], { expectedRevision: 'no_stream' });
    const fresh = [1, 2, 3].map((i) => `fresh-${i}-${randomUUID()}`);
    const first = store.appendToStream(`first-${randomUUID()}`, [event(9)]);
    const wrong = store.appendToStream(existing, [event(1)], { expectedRevision: 5 });
    const rights = fresh.map((stream, i) =>
      store.appendToStream(stream, [event(i)], { expectedRevision: 'no_stream' }),
    );
    await first;
    await expect(wrong).rejects.toBeInstanceOf(WrongExpectedRevision);
    expect((await Promise.all(rights)).map((r) => r.nextRevision)).toEqual([0, 0, 0]);
    expect(await transactionsOf(fresh)).toBe(1);
    expect(await store.readStream(existing)).toHaveLength(1);
  });

  it('answer a retried event id with its first result and a lost race as it would alone, storing the rest', async () => {
    const stream = `retried-${randomUUID()}`;
    const original = event(0);
    const firstResult = await store.appendToStream(stream, [original], { expectedRevision: 'no_stream' });
    const contested = `contested-${randomUUID()}`;
    const others = [1, 2].map((i) => `other-${i}-${randomUUID()}`);
    const first = store.appendToStream(`first-${randomUUID()}`, [event(9)]);
    // In the group: the very same event again (a retry), two writers expecting the same new stream, and two others.
    const retry = store.appendToStream(stream, [original], { expectedRevision: 'no_stream' });
    const racers = [event(1), event(2)].map((e) =>
      store.appendToStream(contested, [e], { expectedRevision: 'no_stream' }),
    );
    const rest = others.map((s, i) => store.appendToStream(s, [event(i)], { expectedRevision: 'no_stream' }));
    await first;
    expect(await retry).toEqual(firstResult);
    const raced = await Promise.allSettled(racers);
    expect(raced.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = raced.find((r) => r.status === 'rejected');
    expect(lost?.status === 'rejected' && lost.reason).toBeInstanceOf(WrongExpectedRevision);
    expect((await Promise.all(rest)).map((r) => r.nextRevision)).toEqual([0, 0]);
    expect(await store.readStream(stream)).toHaveLength(1);
    expect(await store.readStream(contested)).toHaveLength(1);
  });

  it('keep two appends to one stream in the order they were made', async () => {
    const stream = `twice-${randomUUID()}`;
    const [a, b] = [event(1), event(2)];
    const first = store.appendToStream(`first-${randomUUID()}`, [event(9)]);
    const results = await Promise.all([
      store.appendToStream(stream, [a as NewEvent]),
      store.appendToStream(`between-${randomUUID()}`, [event(3)]),
      store.appendToStream(stream, [b as NewEvent]),
    ]);
    await first;
    expect(results.map((r) => r.nextRevision)).toEqual([0, 0, 1]);
    expect((await store.readStream(stream)).map((e) => e.id)).toEqual([a?.id, b?.id]);
  });

  it('never put a stream in two statements at once: no deadlock between groups with the same streams', async () => {
    // Two statements may append at once. Both connections are held, so two appends take both slots and wait, and
    // A, B, B, A queue behind them. Another transaction holds A's first revision, uncommitted, so the group that
    // reaches A first waits there. Before, the two slots' ends each started a group at once, [A, B] and [B, A]:
    // once A was free each waited for the other's revision of one stream, and PostgreSQL failed one group after
    // a second (or one lost the race for A and its appends were retried alone).
    const twoSlots = createPool(db.url, 2);
    const [a, b] = [`cross-a-${randomUUID()}`, `cross-b-${randomUUID()}`];
    const blocker = await db.pool.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query(
        `INSERT INTO event_store.events (stream_id, revision, event_id, type, schema_version, data, metadata)
         VALUES ($1, 0, $2, 'Blocker', 1, '{}', '{}')`,
        [a, randomUUID()],
      );
      const held = [await twoSlots.connect(), await twoSlots.connect()];
      const batcher = new AppendBatcher(twoSlots, 2);
      const slots = [1, 2].map((i) => batcher.append(`slot-${i}-${randomUUID()}`, event(i), 'any'));
      const [a1, b1, b2, a2] = [event(1), event(2), event(3), event(4)] as NewEvent[];
      const queued = [
        batcher.append(a, a1 as NewEvent, 'any'),
        batcher.append(b, b1 as NewEvent, 'any'),
        batcher.append(b, b2 as NewEvent, 'any'),
        batcher.append(a, a2 as NewEvent, 'any'),
      ];
      for (const client of held) client.release();
      await Promise.all(slots);
      // Both slots are free again: before, both groups were in flight by now.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await blocker.query('ROLLBACK');
      expect((await Promise.all(queued)).map((r) => r.nextRevision)).toEqual([0, 0, 1, 1]);
      expect((await store.readStream(a)).map((e) => e.id)).toEqual([a1?.id, a2?.id]);
      expect((await store.readStream(b)).map((e) => e.id)).toEqual([b1?.id, b2?.id]);
      // One group with the first appends, then one with the second: none was lost to a race and retried alone.
      expect(await transactionsOf([a, b])).toBe(2);
    } finally {
      await blocker.query('ROLLBACK').catch(() => {});
      blocker.release();
      await twoSlots.end();
    }
  });

  it("retry each append alone when its group deadlocks with another process's group", async () => {
    // Two processes (two batchers, a pool each) each send a group with streams A and B, in crossing orders, while
    // another transaction holds A's first revision. Once it is gone, one group waits for the other's B and the
    // other for the first's A: PostgreSQL fails one group (40P01), and its appends are retried alone.
    const pools = [createPool(db.url, 1), createPool(db.url, 1)];
    const [a, b] = [`deadlock-a-${randomUUID()}`, `deadlock-b-${randomUUID()}`];
    const blocker = await db.pool.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query(
        `INSERT INTO event_store.events (stream_id, revision, event_id, type, schema_version, data, metadata)
         VALUES ($1, 0, $2, 'Blocker', 1, '{}', '{}')`,
        [a, randomUUID()],
      );
      const groups = await Promise.all(
        pools.map(async (pool, i) => {
          const held = await pool.connect();
          const batcher = new AppendBatcher(pool, 1);
          const slot = batcher.append(`slot-${randomUUID()}`, event(0), 'any');
          // The first process appends to A then B, the second to B then A.
          const streams = i === 0 ? [a, b] : [b, a];
          const appends = streams.map((stream) => batcher.append(stream, event(i), 'any'));
          held.release();
          await slot;
          return appends;
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      await blocker.query('ROLLBACK');
      const results = await Promise.all(groups.flat());
      expect(results.map((r) => r.nextRevision).sort()).toEqual([0, 0, 1, 1]);
      expect(await store.readStream(a)).toHaveLength(2);
      expect(await store.readStream(b)).toHaveLength(2);
    } finally {
      await blocker.query('ROLLBACK').catch(() => {});
      blocker.release();
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });
});
