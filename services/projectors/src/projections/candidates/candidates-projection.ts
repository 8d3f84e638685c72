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
import {
  CANDIDATES_READ_MODEL_VERSION,
  candidateTables,
  insertCandidateHistory,
  loadCandidateStates,
  openSealedEvents,
  redactCandidateHistory,
  saveCandidate,
  saveErasedCandidate,
  toDomainEvent,
} from '@tb/platform';
import type { Projection, ProjectionContext } from '../../projection.ts';
import {
  emailApplicationRows,
  historyChanges,
  historyKind,
  listRowText,
  searchText,
  toView,
} from './candidate-rows.ts';

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
  // Derived from the catalogue and the layout revision (@tb/platform read-models/candidates/version.ts).
  version: CANDIDATES_READ_MODEL_VERSION,
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
      const changes = [...emailApplicationRows(event), ...historyChanges(before, event, changesOf(event))];
      await insertCandidateHistory(ctx.client, ctx.schema, {
        candidateId: id,
        revision: recorded.revision,
        eventId: recorded.id,
        kind: historyKind(event),
        actorId: event.metadata.actorId,
        at: event.metadata.at,
        source: event.type === 'CandidateAdded' ? event.data.source : null,
        emailId:
          event.type === 'CandidateAdded' || event.type === 'CandidateAppliedByEmail' ? event.data.emailId : null,
        changes,
      });
      if (event.type === 'CandidateErased') await redactCandidateHistory(ctx.client, ctx.schema, id);
      loaded.set(id, { state: evolveCandidate(current.state, event), revision: recorded.revision, dirty: true });
    }
    for (const [id, row] of loaded) if (row.dirty) await saveRow(ctx, id, row);
  },
};

async function loadRows(ctx: ProjectionContext, events: readonly RecordedEvent[]): Promise<Map<string, Loaded>> {
  const ids = [...new Set(events.map(candidateIdOf).filter((id): id is string => id !== null))];
  const rows = await loadCandidateStates<Candidate>(ctx.client, ctx.schema, ids);
  return new Map(rows.map((row) => [row.id, { state: row.state, revision: row.revision, dirty: false }]));
}

async function saveRow(ctx: ProjectionContext, id: string, row: Loaded) {
  const { state, revision } = row;
  if (state.status !== 'active') {
    await saveErasedCandidate(ctx.client, ctx.schema, { id, state, revision });
    return;
  }
  const view = toView(state);
  await saveCandidate(
    ctx.client,
    ctx.schema,
    { id, state, revision },
    {
      view,
      listRow: listRowText(view),
      search: searchText(view),
      emailNorm: normaliseEmail(view.email),
      phoneNorm: normalisePhone(view.phone),
    },
  );
}
