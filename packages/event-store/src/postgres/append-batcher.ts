import type pg from 'pg';
import type { AppendResult, ExpectedRevision, NewEvent } from '../types.ts';
import { appendEvents, expectedAsNumber } from './append.ts';
import { encodePosition } from './positions.ts';

/**
 * Single-event appends to different streams that wait for a connection go out together, as one statement
 * (group commit): under load the database commits one transaction for many appends instead of one each.
 * Each append keeps its own expected-revision check; one whose check fails, or any append of a group that
 * loses a race or repeats a stored event id (the statement then fails as a whole), is retried alone by
 * `appendEvents`, which gives it exactly the answer it would have had alone. An append that finds a free
 * slot goes out at once, alone: grouping costs an idle system nothing.
 *
 * One statement: it reads each stream's last revision, checks each expectation, and inserts the events that
 * pass at their next revisions; a group holds each stream at most once. Within the transaction the events
 * take sequence numbers in the order they were submitted.
 *
 * A stream is in at most one statement in flight at a time: a second append to it waits until the first is
 * done, then goes in a later group. Two groups in flight with the same streams would race for the same
 * revisions, and with the streams in crossing orders (A then B, B then A) each waited for the other's unique
 * index entry: PostgreSQL broke the deadlock after a second by failing one group, every append in it. A
 * deadlock with a group of another process (two command-api replicas) is retried as a lost race is: each
 * append alone.
 */
const APPEND_GROUP = `WITH t AS (
  SELECT * FROM unnest($1::text[], $2::bigint[], $3::uuid[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[])
    WITH ORDINALITY AS t(stream_id, expected, id, type, version, data, metadata, ord)
), cur AS (
  SELECT t.*, (SELECT max(e.revision) FROM event_store.events e WHERE e.stream_id = t.stream_id) AS r FROM t
)
INSERT INTO event_store.events (stream_id, revision, event_id, type, schema_version, data, metadata)
SELECT stream_id, coalesce(r, -1) + 1, id, type, version, data, metadata FROM cur
 WHERE CASE WHEN expected >= 0 THEN r = expected
            WHEN expected = -1 THEN r IS NULL
            WHEN expected = -3 THEN r IS NOT NULL
            ELSE true END
 ORDER BY ord
RETURNING stream_id, revision, sequence, transaction_id::text AS transaction_id`;

/** At most this many appends in one statement. */
const MAX_GROUP = 256;

interface Pending {
  streamId: string;
  event: NewEvent;
  expected: ExpectedRevision;
  /** `expected` as the statement takes it. */
  mode: number;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

interface GroupRow {
  stream_id: string;
  revision: number;
  sequence: number;
  transaction_id: string;
}

export class AppendBatcher {
  private queue: Pending[] = [];
  private inFlight = 0;
  /** Streams with an append in a statement in flight. */
  private readonly busy = new Set<string>();
  private readonly pool: pg.Pool;
  private readonly maxInFlight: number;

  /**
   * @param maxInFlight statements appending at once; appends beyond wait and are grouped. Fewer than the pool's
   *   connections leaves room for reads.
   */
  constructor(pool: pg.Pool, maxInFlight: number) {
    this.pool = pool;
    this.maxInFlight = maxInFlight;
  }

  append(streamId: string, event: NewEvent, expected: ExpectedRevision): Promise<AppendResult> {
    // Invalid expectations throw here, to this caller alone.
    const mode = expectedAsNumber(expected);
    return new Promise((resolve, reject) => {
      this.queue.push({ streamId, event, expected, mode, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.inFlight < this.maxInFlight && this.queue.length > 0) {
      const group = this.takeGroup();
      // Every waiting append is to a stream already in flight: the statement's end pumps again.
      if (group.length === 0) return;
      this.inFlight += 1;
      void this.run(group).finally(() => {
        this.inFlight -= 1;
        for (const p of group) this.busy.delete(p.streamId);
        this.pump();
      });
    }
  }

  /**
   * The oldest waiting appends, one per stream and none to a stream in flight; a second append to a stream waits
   * for a later group.
   */
  private takeGroup(): Pending[] {
    const group: Pending[] = [];
    const rest: Pending[] = [];
    for (const pending of this.queue) {
      if (group.length < MAX_GROUP && !this.busy.has(pending.streamId)) {
        this.busy.add(pending.streamId);
        group.push(pending);
      } else rest.push(pending);
    }
    this.queue = rest;
    return group;
  }

  private async run(group: Pending[]): Promise<void> {
    const [only] = group;
    if (only && group.length === 1) return this.alone(only);
    let rows: GroupRow[];
    try {
      ({ rows } = await this.pool.query<GroupRow>({
        name: 'tb_es_append_group',
        text: APPEND_GROUP,
        values: [
          group.map((p) => p.streamId),
          group.map((p) => p.mode),
          group.map((p) => p.event.id),
          group.map((p) => p.event.type),
          group.map((p) => p.event.schemaVersion ?? 1),
          group.map((p) => JSON.stringify(p.event.data)),
          group.map((p) => JSON.stringify(p.event.metadata ?? {})),
        ],
      }));
    } catch (error) {
      // 23505: a race for a revision or a stored event id; 40P01: a deadlock with another process's group over
      // the same streams. Nothing of the group was written: each alone.
      const code = (error as { code?: string }).code;
      if (code === '23505' || code === '40P01') {
        await Promise.all(group.map((p) => this.alone(p)));
        return;
      }
      for (const p of group) p.reject(error);
      return;
    }
    const byStream = new Map(rows.map((row) => [row.stream_id, row]));
    await Promise.all(
      group.map((p) => {
        const row = byStream.get(p.streamId);
        if (!row) return this.alone(p);
        p.resolve({ nextRevision: Number(row.revision), position: encodePosition(row.transaction_id, row.sequence) });
        return undefined;
      }),
    );
  }

  private async alone(p: Pending): Promise<void> {
    try {
      p.resolve(await appendEvents(this.pool, p.streamId, [p.event], p.expected));
    } catch (error) {
      p.reject(error);
    }
  }
}
