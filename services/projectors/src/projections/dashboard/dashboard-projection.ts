import { type CandidateEvent, candidateSubject } from '@tb/domain';
import type { RecordedEvent } from '@tb/event-store';
import {
  countDashboardUser,
  DASHBOARD_READ_MODEL_VERSION,
  dashboardTables,
  deleteDashboardFacts,
  deleteDashboardProject,
  loadDashboardFacts,
  openSealedEvents,
  saveDashboardFacts,
  saveDashboardProject,
  setDashboardProjectActive,
  toDomainEvent,
} from '@tb/platform';
import type { Projection, ProjectionContext } from '../../projection.ts';
import { type CandidateFacts, dayOf, evolveFacts } from './candidate-facts.ts';
import { CounterDeltas } from './counter-deltas.ts';

const CANDIDATE_TYPES = [
  'CandidateAdded',
  'CandidateDetailsEdited',
  'CandidateInterviewScored',
  // A later applied date moves the candidate to that day's range.
  'CandidateAppliedByEmail',
  'CandidateErased',
];
const PROJECT_TYPES = ['ProjectCreated', 'ProjectActivated', 'ProjectDeactivated', 'ProjectDeleted'];
const OTHER_TYPES = ['ApplicationSubmitted', 'UserRegistered'];

const candidateIdOf = (event: RecordedEvent) =>
  typeof event.data.candidateId === 'string' ? event.data.candidateId : null;

/**
 * `dashboard`: the admin dashboard's figures as per-day counters, for any range of days. A candidate
 * counts on the day of their application time, else of their creation; an erased candidate leaves every
 * count. Counters are exact because a batch commits together with its checkpoint (see event_log_stats).
 */
export const dashboardProjection: Projection = {
  name: 'dashboard',
  version: DASHBOARD_READ_MODEL_VERSION,
  tables: dashboardTables,
  handlers: {},
  reads: [...CANDIDATE_TYPES, ...PROJECT_TYPES, ...OTHER_TYPES],
  async applyBatch(events, ctx) {
    const deltas = new CounterDeltas();
    await applyCandidates(
      events.filter((e) => CANDIDATE_TYPES.includes(e.type)),
      ctx,
      deltas,
    );
    for (const event of events) await applyOther(event, ctx, deltas);
    await deltas.write(ctx);
  },
};

async function applyCandidates(events: RecordedEvent[], ctx: ProjectionContext, deltas: CounterDeltas) {
  if (events.length === 0) return;
  const opened = await openSealedEvents(ctx.client, events, (e) => {
    const id = candidateIdOf(e);
    return id ? candidateSubject(id) : null;
  });
  const ids = [...new Set(opened.map(candidateIdOf).filter((id): id is string => id !== null))];
  const before = await loadDashboardFacts(ctx.client, ctx.schema, ids);
  const after = new Map<string, CandidateFacts | null>(before);
  for (const recorded of opened) {
    const id = candidateIdOf(recorded);
    if (id) after.set(id, evolveFacts(after.get(id) ?? null, toDomainEvent<CandidateEvent>(recorded)));
  }
  const kept: [string, CandidateFacts][] = [];
  const gone: string[] = [];
  for (const [id, facts] of after) {
    deltas.candidate(before.get(id) ?? null, -1);
    deltas.candidate(facts, 1);
    if (facts) kept.push([id, facts]);
    else if (before.has(id)) gone.push(id);
  }
  await saveDashboardFacts(ctx.client, ctx.schema, kept);
  await deleteDashboardFacts(ctx.client, ctx.schema, gone);
}

async function applyOther(event: RecordedEvent, { client, schema }: ProjectionContext, deltas: CounterDeltas) {
  const id = (key: string) => String(event.data[key] ?? '');
  switch (event.type) {
    case 'ApplicationSubmitted': {
      const day = dayOf(String(event.metadata.at ?? '')) ?? event.recordedAt.toISOString().slice(0, 10);
      deltas.add('application_days', [day], 1);
      return;
    }
    case 'UserRegistered':
      await countDashboardUser(client, schema, id('userId'));
      return;
    case 'ProjectCreated':
      await saveDashboardProject(client, schema, id('projectId'), event.data.isActive !== false);
      return;
    case 'ProjectActivated':
    case 'ProjectDeactivated':
      await setDashboardProjectActive(client, schema, id('projectId'), event.type === 'ProjectActivated');
      return;
    case 'ProjectDeleted':
      await deleteDashboardProject(client, schema, id('projectId'));
      return;
  }
}
