import { randomUUID } from 'node:crypto';
import { createPool } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WrongExpectedRevision } from '../errors.ts';
import type { NewEvent } from '../types.ts';
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
});
