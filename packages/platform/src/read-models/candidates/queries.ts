import type { Pool, PoolClient } from '../../postgres/pool.ts';
import { usersTable } from '../users/tables.ts';
import { LIST_ORDER } from './list-page.ts';
import { likeEscape } from './list-query.ts';

type Db = Pool | PoolClient;

/** One event's line in a candidate's history: which fields it set to what (personal values blanked once erased). */
export interface CandidateHistoryRow {
  revision: number;
  kind: string;
  at: Date;
  source: string | null;
  email_id: string | null;
  changes: { field: string; new: unknown; redacted: boolean }[];
}

/** A history line with the event and the admin who caused it (null fields: the account is gone). */
export interface CandidateHistoryEntryRow extends CandidateHistoryRow {
  event_id: string;
  actor_id: string;
  actor_first_name: string | null;
  actor_last_name: string | null;
  actor_email: string | null;
}

/** Every live candidate's view, newest application first, as one JSON array text (never parsed here). */
export async function readCandidateList(db: Db, schema: string): Promise<string> {
  const { rows } = await db.query<{ list: string }>(
    `SELECT coalesce(json_agg(view ${LIST_ORDER}), '[]')::text AS list FROM ${schema}.candidates WHERE NOT erased`,
  );
  return rows[0]?.list ?? '[]';
}

/** The roles and interview results the list's filters offer: those some live candidate has. */
export async function readCandidateFilters(db: Pool, schema: string): Promise<{ roles: string[]; results: string[] }> {
  const [roles, results] = await Promise.all([
    db.query<{ value: string }>(
      `SELECT DISTINCT role AS value FROM ${schema}.candidates WHERE NOT erased AND role <> '' ORDER BY 1`,
    ),
    db.query<{ value: string }>(
      `SELECT DISTINCT interview_result AS value FROM ${schema}.candidates
       WHERE NOT erased AND interview_result <> '' ORDER BY 1`,
    ),
  ]);
  return { roles: roles.rows.map((r) => r.value), results: results.rows.map((r) => r.value) };
}

/** A live candidate's view and the stream revision it shows; null when there is none or it was erased. */
export async function readCandidateDetail(
  db: Db,
  schema: string,
  id: string,
): Promise<{ view: unknown; revision: number } | null> {
  const { rows } = await db.query<{ view: unknown; revision: number }>(
    `SELECT view, revision FROM ${schema}.candidates WHERE id = $1 AND NOT erased`,
    [id],
  );
  return rows[0] ?? null;
}

/** A live candidate's stored domain state (its file references, for downloads); null when none or erased. */
export async function readCandidateState(db: Db, schema: string, id: string): Promise<Record<string, unknown> | null> {
  const { rows } = await db.query<{ state: Record<string, unknown> }>(
    `SELECT state FROM ${schema}.candidates WHERE id = $1 AND NOT erased`,
    [id],
  );
  return rows[0]?.state ?? null;
}

/** Whether the candidate was erased; null when the read model has never seen it. */
export async function readCandidateErased(db: Db, schema: string, id: string): Promise<boolean | null> {
  const { rows } = await db.query<{ erased: boolean }>(`SELECT erased FROM ${schema}.candidates WHERE id = $1`, [id]);
  return rows[0]?.erased ?? null;
}

/** The candidate's history up to and including `asOf`, oldest first. */
export async function readCandidateHistoryUntil(
  db: Db,
  schema: string,
  id: string,
  asOf: string,
): Promise<CandidateHistoryRow[]> {
  const { rows } = await db.query<CandidateHistoryRow>(
    `SELECT revision, kind, at, source, email_id, changes FROM ${schema}.history
     WHERE candidate_id = $1 AND at <= $2 ORDER BY revision`,
    [id, asOf],
  );
  return rows;
}

/** The candidate's whole history, newest first, with each actor from the users read model `usersSchema`. */
export async function readCandidateHistory(
  db: Db,
  schema: string,
  usersSchema: string,
  id: string,
): Promise<CandidateHistoryEntryRow[]> {
  const { rows } = await db.query<CandidateHistoryEntryRow>(
    `SELECT h.revision, h.kind, h.at, h.source, h.email_id, h.changes, h.event_id, h.actor_id,
            u.first_name AS actor_first_name, u.last_name AS actor_last_name, u.email AS actor_email
     FROM ${schema}.history h LEFT JOIN ${usersTable(usersSchema)} u ON u.id = h.actor_id
     WHERE h.candidate_id = $1 ORDER BY h.revision DESC`,
    [id],
  );
  return rows;
}

/** Ids of live candidates with this name (trimmed, case-insensitive), at most `limit`. */
export async function findCandidatesNamed(db: Db, schema: string, name: string, limit = 2): Promise<string[]> {
  const needle = name.toLowerCase();
  if (!needle) return [];
  // The LIKE lets the trigram index on the search text find the few rows to compare exactly.
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM ${schema}.candidates
      WHERE NOT erased AND search LIKE $1 ESCAPE '\\' AND lower(btrim(view->>'name')) = $2
      LIMIT $3`,
    [`%${likeEscape(needle)}%`, needle, limit],
  );
  return rows.map((row) => row.id);
}
