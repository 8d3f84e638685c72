import { Writable } from 'node:stream';
import { createEventStore, type EventStore } from '@tb/event-store';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Projection } from '../projection.ts';
import { waitUntil } from '../testing/wait-until.ts';
import { startProjectors } from './start-projectors.ts';

let db: TestDatabase;
let store: EventStore;
beforeAll(async () => {
  db = await createTestDatabase();
  store = await createEventStore({ pool: db.pool });
});
afterAll(async () => {
  await store?.close();
  await db?.drop();
});

const failing: Projection = {
  name: 'failing',
  version: 1,
  tables: (schema) => [`CREATE TABLE ${schema}.seen (id text PRIMARY KEY)`],
  handlers: {
    Noted: async (event, { client, schema }) => {
      await client.query(`INSERT INTO ${schema}.seen VALUES ($1)`, [event.id]);
    },
    Poison: async () => {
      throw new Error('cannot digest poison');
    },
    Unreachable: async () => {
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    },
  },
};

// The request id a command was made under (its events' correlationId) is in the projector's log lines.
it('logs the correlation ids of a handled batch, of a parked event and of a failing batch', async () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  const logger = pino({ level: 'debug' }, sink);
  const projectors = await startProjectors({
    pool: db.pool,
    store,
    logger,
    projections: [failing],
    options: { initialBackoffMs: 100, maxBackoffMs: 200 },
  });
  try {
    await store.appendToStream('note-1', [
      { id: crypto.randomUUID(), type: 'Noted', data: {}, metadata: { correlationId: 'request-ok' } },
    ]);
    const applied = await waitUntil(async () => lines.find((l) => l.msg === 'projection batch applied'));
    expect(applied).toMatchObject({ projection: 'failing', events: 1, correlationIds: ['request-ok'] });

    await store.appendToStream('note-2', [
      { id: crypto.randomUUID(), type: 'Poison', data: {}, metadata: { correlationId: 'request-bad' } },
    ]);
    const parked = await waitUntil(async () => lines.find((l) => String(l.msg).startsWith('events parked')));
    expect(parked).toMatchObject({
      projection: 'failing',
      parked: 1,
      streams: ['note-2'],
      correlationIds: ['request-bad'],
    });

    await store.appendToStream('note-3', [
      { id: crypto.randomUUID(), type: 'Unreachable', data: {}, metadata: { correlationId: 'request-down' } },
    ]);
    const failed = await waitUntil(async () => lines.find((l) => String(l.msg).startsWith('projection failed')));
    expect(failed).toMatchObject({ projection: 'failing', events: 1, correlationIds: ['request-down'] });
  } finally {
    await projectors.stop();
  }
});
