import type { EventStore } from '@tb/event-store';
import { createLogger, createReadModels, type ReadModels, readParkedEvents } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Projection } from '../projection.ts';
import { createSequentialStore } from '../testing/sequential-store.ts';
import { waitUntil } from '../testing/wait-until.ts';
import { isPoison, requestRetry } from './parking.ts';
import { type Projectors, startProjectors } from './start-projectors.ts';

let db: TestDatabase;
let store: EventStore;
let readModels: ReadModels;
let projectors: Projectors;
let healed = false;

/**
 * One row per applied event, numbered in the order applied. `Bad` throws until healed (an error of the projection's
 * own code); `Dated` writes its `at` into a timestamptz (PostgreSQL refuses a bad date: SQLSTATE 22007).
 */
const picky: Projection = {
  name: 'picky',
  version: 1,
  tables: (schema) => [
    `CREATE TABLE ${schema}.applied (n serial PRIMARY KEY, stream text NOT NULL, event_id text UNIQUE NOT NULL,
       at timestamptz)`,
  ],
  handlers: {
    Deposited: async (event, { client, schema }) => {
      await client.query(`INSERT INTO ${schema}.applied (stream, event_id) VALUES ($1, $2)`, [
        event.streamId,
        event.id,
      ]);
    },
    Bad: async (event, { client, schema }) => {
      if (!healed) throw new Error('cannot digest this event');
      await client.query(`INSERT INTO ${schema}.applied (stream, event_id) VALUES ($1, $2)`, [
        event.streamId,
        event.id,
      ]);
    },
    Dated: async (event, { client, schema }) => {
      await client.query(`INSERT INTO ${schema}.applied (stream, event_id, at) VALUES ($1, $2, $3)`, [
        event.streamId,
        event.id,
        event.data.at,
      ]);
    },
    AccountErased: async (event, { client, schema }) => {
      await client.query(`DELETE FROM ${schema}.applied WHERE stream = $1`, [event.streamId]);
    },
  },
};

const event = (type: string, data: Record<string, unknown> = {}) => ({ id: crypto.randomUUID(), type, data });

beforeAll(async () => {
  db = await createTestDatabase();
  store = await createSequentialStore(db.pool);
  projectors = await startProjectors({
    pool: db.pool,
    store,
    logger: createLogger({ level: 'silent' }),
    projections: [picky],
    options: { initialBackoffMs: 100, maxBackoffMs: 400, idlePollMs: 500 },
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

const applied = async (stream?: string) => {
  const schema = await readModels.schemaOf('picky');
  const { rows } = await db.pool.query<{ event_id: string }>(
    `SELECT event_id FROM ${schema}.applied WHERE $1::text IS NULL OR stream = $1 ORDER BY n`,
    [stream ?? null],
  );
  return rows.map((r) => r.event_id);
};

it('tells an event that fails again from a fault that passes', () => {
  expect(isPoison(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(true);
  expect(isPoison(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(false);
  expect(isPoison(new Error('Connection terminated unexpectedly'))).toBe(false);
  expect(isPoison('not an error')).toBe(false);
});

it('parks an event it cannot apply, keeps applying everything else, and applies it on retry after a fix', async () => {
  // One append per stream: each lands in one batch with the events around it.
  const a = [event('Deposited'), event('Bad'), event('Deposited')];
  const c = [event('Deposited'), event('Dated', { at: 'not a date' }), event('Deposited')];
  const b = [event('Deposited'), event('Dated', { at: '2026-01-02T03:04:05Z' })];
  await store.appendToStream('a', a);
  await store.appendToStream('b', b);
  const { position } = await store.appendToStream('c', c);
  expect(await readModels.waitForPosition(['picky'], position, 10_000)).toEqual({ fresh: true });

  // Everything of b; a and c up to their bad event; their later events held, in order, not applied on a row that
  // lacks the bad one. Nothing missing from the model is missing from the list.
  expect(await applied('b')).toEqual(b.map((e) => e.id));
  expect(await applied('a')).toEqual([a[0]?.id]);
  expect(await applied('c')).toEqual([c[0]?.id]);
  const parked = await readParkedEvents(db.pool, { projection: 'picky' });
  expect(parked.map((p) => [p.eventId, p.held])).toEqual([
    [a[1]?.id, false],
    [a[2]?.id, true],
    [c[1]?.id, false],
    [c[2]?.id, true],
  ]);
  expect(parked[0]?.error).toBe('cannot digest this event');
  expect(parked[2]?.error).toMatch(/invalid input syntax for type timestamp/);

  const status = (await projectors.status()).find((s) => s.name === 'picky');
  expect(status).toMatchObject({ status: 'running', parked: 4, lag: 0 });
  const readiness = await projectors.readiness();
  expect(readiness).toMatchObject({ ok: true, degraded: true, detail: { parked: [{ name: 'picky', events: 4 }] } });

  // A later write of a healthy stream shows at once; one of a parked stream waits its turn (held, listed).
  const later = await store.appendToStream('b', [event('Deposited')]);
  expect(await readModels.waitForPosition(['picky'], later.position, 5000)).toEqual({ fresh: true });
  expect(await applied('b')).toHaveLength(3);

  // An erasure is never held: it applies, and clears its stream's parked events.
  const erased = await store.appendToStream('c', [event('AccountErased')]);
  expect(await readModels.waitForPosition(['picky'], erased.position, 5000)).toEqual({ fresh: true });
  expect(await applied('c')).toEqual([]);
  expect((await readParkedEvents(db.pool)).map((p) => p.streamId)).toEqual(['a', 'a']);

  // A retry before the fix fails again and says so; the event stays parked, its follower held.
  expect(await requestRetry(db.pool, 'picky', a[1]?.id)).toBe(2);
  await waitUntil(async () => (await readParkedEvents(db.pool)).every((p) => !p.retryRequested), 10_000, 'a retry');
  expect((await readParkedEvents(db.pool)).map((p) => [p.eventId, p.attempts, p.held])).toEqual([
    [a[1]?.id, 2, false],
    [a[2]?.id, 1, true],
  ]);

  healed = true;
  expect(await requestRetry(db.pool, 'picky')).toBe(2);
  await waitUntil(async () => (await readParkedEvents(db.pool)).length === 0, 10_000, 'the retry after the fix');
  // The stream's events in their order, nothing skipped.
  expect(await applied('a')).toEqual(a.map((e) => e.id));
  expect((await projectors.status()).find((s) => s.name === 'picky')).toMatchObject({ parked: 0 });
  expect(await projectors.readiness()).toMatchObject({ ok: true, degraded: false });
  const next = await store.appendToStream('a', [event('Deposited')]);
  expect(await readModels.waitForPosition(['picky'], next.position, 5000)).toEqual({ fresh: true });
  expect(await applied('a')).toHaveLength(4);
});
