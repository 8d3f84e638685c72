import type { CandidateView } from '@tb/contracts';
import type { PoolClient } from '../../postgres/pool.ts';

/**
 * The candidates projection's writes (services/projectors), inside its batch transaction. `state` is the domain's
 * candidate as JSON-able data (with file references, for downloads); this module does not read it.
 */
export interface CandidateStateRow<State> {
  id: string;
  state: State;
  revision: number;
}

/** The stored rows of these candidates (those the read model has seen). */
export async function loadCandidateStates<State>(
  client: PoolClient,
  schema: string,
  ids: readonly string[],
): Promise<CandidateStateRow<State>[]> {
  const { rows } = await client.query<CandidateStateRow<State>>(
    `SELECT id, state, revision FROM ${schema}.candidates WHERE id = ANY($1)`,
    [ids],
  );
  return rows;
}

export interface CandidateHistoryInsert {
  candidateId: string;
  revision: number;
  eventId: string;
  kind: string;
  actorId: string;
  at: string;
  source: string | null;
  emailId: string | null;
  /** Each change with `personal`, so erasure can blank those. */
  changes: readonly unknown[];
}

/** One event's history line; a line already there (the event applied before) is left as it is. */
export async function insertCandidateHistory(client: PoolClient, schema: string, line: CandidateHistoryInsert) {
  await client.query(
    `INSERT INTO ${schema}.history (candidate_id, revision, event_id, kind, actor_id, at, source, email_id, changes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
    [
      line.candidateId,
      line.revision,
      line.eventId,
      line.kind,
      line.actorId,
      line.at,
      line.source,
      line.emailId,
      JSON.stringify(line.changes),
    ],
  );
}

/** Erasure: the personal values of the candidate's history become null and `redacted`; which fields changed stays. */
export async function redactCandidateHistory(client: PoolClient, schema: string, candidateId: string) {
  await client.query(
    `UPDATE ${schema}.history SET changes = coalesce((
       SELECT jsonb_agg(CASE WHEN (c->>'personal')::boolean
                             THEN c || '{"old": null, "new": null, "redacted": true}'::jsonb ELSE c END)
       FROM jsonb_array_elements(changes) AS c), '[]'::jsonb)
     WHERE candidate_id = $1`,
    [candidateId],
  );
}

/**
 * Erased: nothing of the candidate stays in the list; a tombstone keeps the revision for idempotency. The filter
 * columns go back to their defaults too, so the row is the same as a rebuild makes it.
 */
export async function saveErasedCandidate<State>(client: PoolClient, schema: string, row: CandidateStateRow<State>) {
  await client.query(
    `INSERT INTO ${schema}.candidates (id, state, revision, erased) VALUES ($1, $2, $3, true)
     ON CONFLICT (id) DO UPDATE SET state = EXCLUDED.state, revision = EXCLUDED.revision, erased = true,
       view = NULL, list_row = NULL, search = '', email_norm = '', phone_norm = '', role = DEFAULT, degree_level = DEFAULT,
       is_interviewed = DEFAULT, interview_result = DEFAULT, apply_order = DEFAULT`,
    [row.id, JSON.stringify(row.state), row.revision],
  );
}

/** What a live candidate's row holds beside its state: the view and the columns the list filters and orders by. */
export interface CandidateListing {
  view: CandidateView;
  /** The list row's JSON text (`toCandidateListRow`). */
  listRow: string;
  /** Every searchable field, lower-cased, for the trigram index. */
  search: string;
  emailNorm: string;
  phoneNorm: string;
}

export async function saveCandidate<State>(
  client: PoolClient,
  schema: string,
  row: CandidateStateRow<State>,
  listing: CandidateListing,
) {
  const { view } = listing;
  await client.query(
    `INSERT INTO ${schema}.candidates (id, state, revision, erased, view, list_row, search, role, degree_level,
       is_interviewed, interview_result, apply_order, email_norm, phone_norm)
     VALUES ($1, $2, $3, false, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (id) DO UPDATE SET state = EXCLUDED.state, revision = EXCLUDED.revision, view = EXCLUDED.view,
       list_row = EXCLUDED.list_row, search = EXCLUDED.search, role = EXCLUDED.role,
       degree_level = EXCLUDED.degree_level, is_interviewed = EXCLUDED.is_interviewed,
       interview_result = EXCLUDED.interview_result, apply_order = EXCLUDED.apply_order,
       email_norm = EXCLUDED.email_norm, phone_norm = EXCLUDED.phone_norm`,
    [
      row.id,
      JSON.stringify(row.state),
      row.revision,
      JSON.stringify(view),
      listing.listRow,
      listing.search,
      view.role,
      view.highestDegree,
      view.isInterviewed,
      view.interviewResult,
      view.applyTime ?? view.createdAt,
      listing.emailNorm,
      listing.phoneNorm,
    ],
  );
}
