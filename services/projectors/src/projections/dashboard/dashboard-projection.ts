import { type CandidateEvent, candidateSubject } from '@tb/domain';
import type { RecordedEvent } from '@tb/event-store';
import { openSealedEvents, toDomainEvent } from '@tb/platform';
import type { Projection, ProjectionContext } from '../../projection.ts';
import { type CandidateFacts, dayOf, evolveFacts } from './candidate-facts.ts';
import { CounterDeltas } from './counter-deltas.ts';
import { dashboardTables } from './dashboard-tables.ts';

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
  version: 1,
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
  const { rows } = await ctx.client.query<{ id: string; facts: CandidateFacts }>(
    `SELECT id, facts FROM ${ctx.schema}.candidates WHERE id = ANY($1)`,
    [ids],
  );
  const before = new Map(rows.map((r) => [r.id, r.facts]));
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
  await ctx.client.query(
    `INSERT INTO ${ctx.schema}.candidates (id, facts) SELECT * FROM unnest($1::text[], $2::jsonb[])
     ON CONFLICT (id) DO UPDATE SET facts = excluded.facts`,
    [kept.map(([id]) => id), kept.map(([, f]) => JSON.stringify(f))],
  );
  if (gone.length) await ctx.client.query(`DELETE FROM ${ctx.schema}.candidates WHERE id = ANY($1)`, [gone]);
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
      await client.query(`INSERT INTO ${schema}.users (id) VALUES ($1) ON CONFLICT DO NOTHING`, [id('userId')]);
      return;
    case 'ProjectCreated':
      await client.query(
        `INSERT INTO ${schema}.projects (id, active) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET active = $2`,
        [id('projectId'), event.data.isActive !== false],
      );
      return;
    case 'ProjectActivated':
    case 'ProjectDeactivated':
      await client.query(`UPDATE ${schema}.projects SET active = $2 WHERE id = $1`, [
        id('projectId'),
        event.type === 'ProjectActivated',
      ]);
      return;
    case 'ProjectDeleted':
      await client.query(`DELETE FROM ${schema}.projects WHERE id = $1`, [id('projectId')]);
      return;
  }
}
