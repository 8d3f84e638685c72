import { normaliseEmail, normalisePhone } from '@tb/contracts';
import {
  CANDIDATE_EVENT_TYPES,
  type Candidate,
  type CandidateEvent,
  candidateSubject,
  changesOf,
  evolveCandidate,
} from '@tb/domain';
import type { RecordedEvent } from '@tb/event-store';
import { candidateTables, openSealedEvents, toDomainEvent } from '@tb/platform';
import type { Projection, ProjectionContext } from '../../projection.ts';
import { historyChanges, historyKind, listRowText, searchText, toView } from './candidate-rows.ts';

const candidateIdOf = (event: RecordedEvent) =>
  typeof event.data.candidateId === 'string' ? event.data.candidateId : null;

interface Loaded {
  state: Candidate;
  revision: number;
  dirty: boolean;
}

/**
 * `candidates`: one row per candidate (list, search, filters, files) and one history row per event (the
 * audit trail with old → new). Personal parts are opened with the candidate's key inside the batch
 * transaction; once the key is destroyed they read as unreadable and nothing personal is written. Erasure
 * deletes the row and blanks the personal values in the history, keeping which fields changed.
 */
export const candidatesProjection: Projection = {
  name: 'candidates',
  // 2: list rows (`list_row`), a row laid out for the list's walk, a GiST trigram index (candidate-tables.ts).
  version: 2,
  tables: candidateTables,
  handlers: {},
  reads: CANDIDATE_EVENT_TYPES,
  async applyBatch(events, ctx) {
    const opened = await openSealedEvents(ctx.client, events, (event) => {
      const id = candidateIdOf(event);
      return id ? candidateSubject(id) : null;
    });
    const loaded = await loadRows(ctx, opened);
    for (const recorded of opened) {
      const id = candidateIdOf(recorded);
      if (!id) continue;
      const current = loaded.get(id) ?? { state: { status: 'unknown' }, revision: -1, dirty: false };
      if (recorded.revision <= current.revision) continue;
      const event = toDomainEvent<CandidateEvent>(recorded);
      const before = current.state.status === 'active' ? current.state : null;
      const changes = historyChanges(before, event, changesOf(event));
      await ctx.client.query(
        `INSERT INTO ${ctx.schema}.history (candidate_id, revision, event_id, kind, actor_id, at, source, email_id, changes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT DO NOTHING`,
        [
          id,
          recorded.revision,
          recorded.id,
          historyKind(event),
          event.metadata.actorId,
          event.metadata.at,
          event.type === 'CandidateAdded' ? event.data.source : null,
          event.type === 'CandidateAdded' ? event.data.emailId : null,
          JSON.stringify(changes),
        ],
      );
      if (event.type === 'CandidateErased') await erase(ctx, id);
      loaded.set(id, { state: evolveCandidate(current.state, event), revision: recorded.revision, dirty: true });
    }
    for (const [id, row] of loaded) if (row.dirty) await saveRow(ctx, id, row);
  },
};

async function loadRows(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<Map<string, Loaded>> {
  const ids = [...new Set(events.map(candidateIdOf).filter((id): id is string => id !== null))];
  const { rows } = await ctx.client.query<{ id: string; state: Candidate; revision: number }>(
    `SELECT id, state, revision FROM ${ctx.schema}.candidates WHERE id = ANY($1)`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, { state: row.state, revision: row.revision, dirty: false }]));
}

async function erase(ctx: ProjectionContext, id: string) {
  await ctx.client.query(
    `UPDATE ${ctx.schema}.history SET changes = coalesce((
       SELECT jsonb_agg(CASE WHEN (c->>'personal')::boolean
                             THEN c || '{"old": null, "new": null, "redacted": true}'::jsonb ELSE c END)
       FROM jsonb_array_elements(changes) AS c), '[]'::jsonb)
     WHERE candidate_id = $1`,
    [id],
  );
}

async function saveRow(ctx: ProjectionContext, id: string, row: Loaded) {
  const { state } = row;
  if (state.status !== 'active') {
    // Erased: nothing of the candidate stays in the list; a tombstone keeps the revision for idempotency. The
    // filter columns go back to their defaults too, so the row is the same as a rebuild makes it.
    await ctx.client.query(
      `INSERT INTO ${ctx.schema}.candidates (id, state, revision, erased) VALUES ($1, $2, $3, true)
       ON CONFLICT (id) DO UPDATE SET state = EXCLUDED.state, revision = EXCLUDED.revision, erased = true,
         view = NULL, list_row = NULL, search = '', email_norm = '', phone_norm = '', role = DEFAULT, degree_level = DEFAULT,
         is_interviewed = DEFAULT, interview_result = DEFAULT, apply_order = DEFAULT`,
      [id, JSON.stringify(state), row.revision],
    );
    return;
  }
  const view = toView(state);
  await ctx.client.query(
    `INSERT INTO ${ctx.schema}.candidates (id, state, revision, erased, view, list_row, search, role, degree_level,
       is_interviewed, interview_result, apply_order, email_norm, phone_norm)
     VALUES ($1, $2, $3, false, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (id) DO UPDATE SET state = EXCLUDED.state, revision = EXCLUDED.revision, view = EXCLUDED.view,
       list_row = EXCLUDED.list_row, search = EXCLUDED.search, role = EXCLUDED.role,
       degree_level = EXCLUDED.degree_level, is_interviewed = EXCLUDED.is_interviewed,
       interview_result = EXCLUDED.interview_result, apply_order = EXCLUDED.apply_order,
       email_norm = EXCLUDED.email_norm, phone_norm = EXCLUDED.phone_norm`,
    [
      id,
      JSON.stringify(state),
      row.revision,
      JSON.stringify(view),
      listRowText(view),
      searchText(view),
      view.role,
      view.highestDegree,
      view.isInterviewed,
      view.interviewResult,
      view.applyTime ?? view.createdAt,
      normaliseEmail(view.email),
      normalisePhone(view.phone),
    ],
  );
}
