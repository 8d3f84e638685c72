import { randomUUID } from 'node:crypto';
import type { EventStore } from '@tb/event-store';
import type { Pool } from '@tb/platform';

/**
 * Test support: appends that stay open after their insert, as a slow writer's would (a big append, a busy server),
 * so later appends commit first with higher positions and a reader of the log meets events that are not readable
 * yet. A trigger in the test database sleeps on an event whose metadata carries `testHoldMs`; the store's own code
 * and SQL are unchanged. Call after the store created its schema.
 */
export async function holdMarkedAppends(pool: Pool): Promise<void> {
  await pool.query(`CREATE OR REPLACE FUNCTION public.tb_test_hold_append() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_sleep((NEW.metadata->>'testHoldMs')::float8 / 1000); RETURN NULL; END $$`);
  await pool.query('DROP TRIGGER IF EXISTS tb_test_hold_append ON event_store.events');
  await pool.query(`CREATE TRIGGER tb_test_hold_append AFTER INSERT ON event_store.events FOR EACH ROW
    WHEN (NEW.metadata ? 'testHoldMs') EXECUTE FUNCTION public.tb_test_hold_append()`);
}

export interface ConcurrentAppendOptions {
  /** Writers appending at once, each waiting for its own append before the next. */
  writers: number;
  /** Events in all, shared out among the writers. */
  events: number;
  /** Streams `<prefix>-0` … `<prefix>-<streams - 1>`, picked at random: writers meet on the same stream. */
  streams: number;
  prefix: string;
  /** Most events in one append (1 … this many). */
  maxPerAppend?: number;
  /** Characters of filler in each event's data. */
  payloadBytes?: number;
  /** Every n-th append of each writer is held open (see `holdMarkedAppends`); 0: none. */
  holdEvery?: number;
  /** A held append stays open this long after its insert (between half and all of it, at random). */
  holdMs?: number;
}

export interface AppendSummary {
  events: number;
  appends: number;
  /** Appends that returned after an append with a later position had returned: commits out of position order. */
  outOfOrder: number;
}

/**
 * Appends `events` events through the store from several writers at once, 'any' expected revision, as the command
 * side's concurrent requests do. Each event's data holds `{ writer, n }`.
 */
export async function appendConcurrently(store: EventStore, options: ConcurrentAppendOptions): Promise<AppendSummary> {
  const maxPerAppend = options.maxPerAppend ?? 5;
  const filler = 'x'.repeat(options.payloadBytes ?? 0);
  let remaining = options.events;
  let appends = 0;
  let outOfOrder = 0;
  let latest: string | null = null;

  const writer = async (w: number) => {
    for (let i = 0; remaining > 0; i++) {
      const count = Math.min(remaining, 1 + ((w + i) % maxPerAppend));
      remaining -= count;
      const held = options.holdEvery ? (w + i) % options.holdEvery === 0 : false;
      const holdMs = Math.round((options.holdMs ?? 50) * (0.5 + Math.random() / 2));
      const events = Array.from({ length: count }, (_, k) => ({
        id: randomUUID(),
        type: 'Noted',
        data: { writer: w, n: i, ...(filler ? { text: filler } : {}) },
        ...(held && k === 0 ? { metadata: { testHoldMs: holdMs } } : {}),
      }));
      const stream = `${options.prefix}-${Math.floor(Math.random() * options.streams)}`;
      const { position } = await store.appendToStream(stream, events);
      appends += 1;
      if (latest !== null && store.comparePositions(position, latest) < 0) outOfOrder += 1;
      else latest = position;
    }
  };
  await Promise.all(Array.from({ length: options.writers }, (_, w) => writer(w)));
  return { events: options.events, appends, outOfOrder };
}
