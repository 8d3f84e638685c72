import type { Pool, PoolClient } from 'pg';

/** A pool, or one client inside a transaction the caller controls. */
export type Queryable = Pool | PoolClient | import('pg').Client;

import { DuplicateEventIdConflict, WrongExpectedRevision } from '../errors.ts';
import type { AppendResult, ExpectedRevision, NewEvent } from '../types.ts';
import { encodePosition } from './positions.ts';
import { NOTIFY_CHANNEL } from './schema.ts';

/**
 * One INSERT per append, a named (prepared) statement: planning a CTE costs more than running it. The unique (stream_id, revision) index decides races: the events get revisions
 * expected+1…, so of two writers expecting the same revision exactly one inserts, the other hits the index.
 * `EXISTS (revision = expected)` rules out expecting a revision the stream has not reached. NOTIFY is
 * delivered at commit, never for a failed append.
 */
const INSERT = `WITH ins AS (
  INSERT INTO event_store.events (stream_id, revision, event_id, type, schema_version, data, metadata)
  SELECT $1, $2::bigint + t.ord, t.id, t.type, t.version, t.data, t.metadata
    FROM unnest($3::uuid[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[]) WITH ORDINALITY AS t(id, type, version, data, metadata, ord)
   WHERE $2::bigint < 0 OR EXISTS (SELECT 1 FROM event_store.events e WHERE e.stream_id = $1 AND e.revision = $2::bigint)
  RETURNING revision, sequence, transaction_id
)
SELECT max(revision) AS revision, max(sequence) AS sequence, (array_agg(transaction_id::text))[1] AS transaction_id,
       pg_notify('${NOTIFY_CHANNEL}', '')
  FROM ins HAVING count(*) > 0`;

const CURRENT = 'SELECT max(revision) AS revision FROM event_store.events WHERE stream_id = $1';

/** The result of an earlier append with these very events, if one was stored. */
const PRIOR = `SELECT event_id::text AS id, stream_id, type, data, revision, sequence, transaction_id::text AS transaction_id
  FROM event_store.events WHERE event_id = ANY($1::uuid[])`;

interface PriorRow {
  id: string;
  stream_id: string;
  type: string;
  data: Record<string, unknown>;
  revision: number;
  sequence: number;
  transaction_id: string;
}

const ANY_RETRIES = 20;

export async function appendEvents(
  pool: Queryable,
  streamId: string,
  events: readonly NewEvent[],
  expected: ExpectedRevision,
): Promise<AppendResult> {
  const params = [
    events.map((e) => e.id),
    events.map((e) => e.type),
    events.map((e) => e.schemaVersion ?? 1),
    events.map((e) => JSON.stringify(e.data)),
    events.map((e) => JSON.stringify(e.metadata ?? {})),
  ];
  for (let attempt = 0; ; attempt++) {
    // The last revision the stream must have now (-1: it must not exist).
    let last: number;
    if (typeof expected === 'number') last = expected;
    else if (expected === 'no_stream') last = -1;
    else {
      const { rows } = await pool.query<{ revision: number | null }>({
        name: 'tb_es_current',
        text: CURRENT,
        values: [streamId],
      });
      const current = rows[0]?.revision ?? null;
      if (current === null && expected === 'stream_exists') {
        const prior = await priorResult(pool, streamId, events);
        if (prior) return prior;
        throw new WrongExpectedRevision(streamId, expected, 'no_stream');
      }
      last = current ?? -1;
    }
    try {
      const { rows } = await pool.query<{ revision: number; sequence: number; transaction_id: string }>({
        name: 'tb_es_append',
        text: INSERT,
        values: [streamId, last, ...params],
      });
      const row = rows[0];
      if (row) return { nextRevision: row.revision, position: encodePosition(row.transaction_id, row.sequence) };
    } catch (error) {
      if ((error as { code?: string }).code !== '23505') throw error;
    }
    // Refused: either these events were stored before (idempotent retry), or someone else got there first.
    const prior = await priorResult(pool, streamId, events);
    if (prior) return prior;
    if (expected === 'any' && attempt < ANY_RETRIES) continue;
    const { rows } = await pool.query<{ revision: number | null }>({
      name: 'tb_es_current',
      text: CURRENT,
      values: [streamId],
    });
    throw new WrongExpectedRevision(streamId, String(expected), rows[0]?.revision ?? 'no_stream');
  }
}

async function priorResult(
  pool: Queryable,
  streamId: string,
  events: readonly NewEvent[],
): Promise<AppendResult | null> {
  const { rows } = await pool.query<PriorRow>({ name: 'tb_es_prior', text: PRIOR, values: [events.map((e) => e.id)] });
  if (rows.length === 0) return null;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const same = events.every((e) => {
    const row = byId.get(e.id);
    return row && row.stream_id === streamId && row.type === e.type && sameJson(row.data, e.data);
  });
  if (!same) throw new DuplicateEventIdConflict(rows[0]?.id ?? '');
  const last = rows.reduce((a, b) => (b.revision > a.revision ? b : a));
  return { nextRevision: last.revision, position: encodePosition(last.transaction_id, last.sequence) };
}

/** jsonb normalises key order, so compare structurally. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
