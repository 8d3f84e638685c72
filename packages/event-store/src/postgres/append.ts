import type pg from 'pg';
import { DuplicateEventIdConflict, WrongExpectedRevision } from '../errors.ts';
import { sameJson } from '../same-json.ts';
import type { AppendResult, ExpectedRevision, NewEvent } from '../types.ts';
import { encodePosition } from './positions.ts';

/**
 * A pool, or one client. A client may be inside a transaction its caller controls, with one rule that the read
 * horizon depends on (see horizon.ts): the append is the transaction's first write, and no savepoint around it
 * is rolled back. The store itself only appends in single-statement transactions.
 */
export type Queryable = pg.Pool | pg.PoolClient | pg.Client;

/** The expected revision as one number: n ≥ 0, or one of these. */
const NO_STREAM = -1;
const ANY = -2;
const STREAM_EXISTS = -3;

const CURRENT = 'cur AS (SELECT max(revision) AS r FROM event_store.events WHERE stream_id = $1)';
const GUARD = `CASE WHEN $2::bigint >= 0 THEN cur.r = $2::bigint
            WHEN $2::bigint = ${NO_STREAM} THEN cur.r IS NULL
            WHEN $2::bigint = ${STREAM_EXISTS} THEN cur.r IS NOT NULL
            ELSE true END`;

/**
 * One statement per append, prepared (named): it reads the stream's last revision, checks the expectation and
 * inserts the events at the next revisions. Of two writers that read the same last revision, the unique
 * (stream_id, revision) index lets exactly one insert; the other waits for it and fails with 23505. One event,
 * the common case, needs no arrays and no aggregate. Subscribers are woken after the commit (coalesced-notifier.ts).
 */
const APPEND_ONE = `WITH ${CURRENT}
INSERT INTO event_store.events (stream_id, revision, event_id, type, schema_version, data, metadata)
SELECT $1, coalesce(cur.r, -1) + 1, $3::uuid, $4, $5, $6::jsonb, $7::jsonb FROM cur WHERE ${GUARD}
RETURNING revision, sequence, transaction_id::text AS transaction_id`;

const APPEND_MANY = `WITH ${CURRENT},
ins AS (
  INSERT INTO event_store.events (stream_id, revision, event_id, type, schema_version, data, metadata)
  SELECT $1, coalesce(cur.r, -1) + t.ord, t.id, t.type, t.version, t.data, t.metadata
    FROM cur, unnest($3::uuid[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[])
         WITH ORDINALITY AS t(id, type, version, data, metadata, ord)
   WHERE ${GUARD}
  RETURNING revision, sequence, transaction_id
)
SELECT max(revision) AS revision, max(sequence) AS sequence, (array_agg(transaction_id))[1]::text AS transaction_id
  FROM ins HAVING count(*) > 0`;

/**
 * After a refused append: the stream's last revision, and any stored events with these ids (an earlier append
 * of the very same events is an idempotent retry). One row at least.
 */
const REFUSED = `SELECT c.current, e.event_id::text AS id, e.stream_id, e.type, e.schema_version, e.data, e.revision,
       e.sequence, e.transaction_id::text AS transaction_id
  FROM (SELECT max(revision) AS current FROM event_store.events WHERE stream_id = $1) AS c
  LEFT JOIN event_store.events e ON e.event_id = ANY ($2::uuid[])`;

interface AppendedRow {
  revision: number;
  sequence: number;
  transaction_id: string;
}

interface RefusedRow {
  current: number | null;
  id: string | null;
  stream_id: string;
  type: string;
  schema_version: number;
  data: Record<string, unknown>;
  revision: number;
  sequence: number;
  transaction_id: string;
}

/** How often an `any` append retries after losing a race for the next revision. */
const ANY_RETRIES = 20;

export async function appendEvents(
  db: Queryable,
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  if (events.length === 0) throw new Error('appendToStream needs at least one event');
  const mode = expectedAsNumber(expected);
  const query =
    events.length === 1
      ? { name: 'tb_es_append_one', text: APPEND_ONE, values: oneEventValues(streamId, mode, events[0] as NewEvent) }
      : { name: 'tb_es_append_many', text: APPEND_MANY, values: manyEventValues(streamId, mode, events) };
  for (let attempt = 0; ; attempt++) {
    let raced = false;
    try {
      const { rows } = await db.query<AppendedRow>(query);
      const row = rows[0];
      if (row) return { nextRevision: row.revision, position: encodePosition(row.transaction_id, row.sequence) };
    } catch (error) {
      // 23505: another writer took one of these revisions (or these event ids) first.
      if ((error as { code?: string }).code !== '23505') throw error;
      raced = true;
    }
    const { rows } = await db.query<RefusedRow>({
      name: 'tb_es_refused',
      text: REFUSED,
      values: [streamId, events.map((e) => e.id)],
    });
    const prior = priorResult(streamId, events, rows);
    if (prior) return prior;
    if (expected === 'any' && raced && attempt < ANY_RETRIES) continue;
    throw new WrongExpectedRevision(streamId, expected, rows[0]?.current ?? 'no_stream');
  }
}

export function expectedAsNumber(expected: ExpectedRevision): number {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'any') return ANY;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  if (!Number.isSafeInteger(expected) || expected < 0) throw new Error(`Not an expected revision: ${expected}`);
  return expected;
}

const oneEventValues = (streamId: string, mode: number, e: NewEvent) => [
  streamId,
  mode,
  e.id,
  e.type,
  e.schemaVersion ?? 1,
  JSON.stringify(e.data),
  JSON.stringify(e.metadata ?? {}),
];

const manyEventValues = (streamId: string, mode: number, events: readonly NewEvent[]) => [
  streamId,
  mode,
  events.map((e) => e.id),
  events.map((e) => e.type),
  events.map((e) => e.schemaVersion ?? 1),
  events.map((e) => JSON.stringify(e.data)),
  events.map((e) => JSON.stringify(e.metadata ?? {})),
];

/**
 * The first result again when every one of these events was stored before with the same stream, type, schema
 * version and data (metadata may differ: a retry carries a new time and causation). Some of them stored, or
 * stored with other content: a conflict. None stored: null.
 */
function priorResult(streamId: string, events: readonly NewEvent[], rows: readonly RefusedRow[]): AppendResult | null {
  const stored = rows.filter((r) => r.id !== null);
  if (stored.length === 0) return null;
  const byId = new Map(stored.map((r) => [r.id, r]));
  for (const e of events) {
    const row = byId.get(e.id.toLowerCase());
    const same =
      row &&
      row.stream_id === streamId &&
      row.type === e.type &&
      row.schema_version === (e.schemaVersion ?? 1) &&
      sameJson(row.data, e.data);
    if (!same) throw new DuplicateEventIdConflict(row ? e.id : (stored[0]?.id ?? e.id));
  }
  const last = stored.reduce((a, b) => (b.revision > a.revision ? b : a));
  return { nextRevision: last.revision, position: encodePosition(last.transaction_id, last.sequence) };
}
