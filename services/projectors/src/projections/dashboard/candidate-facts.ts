import { type EducationLevel, highestDegree, isRecommended } from '@tb/contracts';
import type { CandidateEvent } from '@tb/domain';
import type { DashboardCandidateFacts } from '@tb/platform';

/** What the dashboard keeps of one candidate (@tb/platform read-models/dashboard owns its stored shape). */
export type CandidateFacts = DashboardCandidateFacts;

/** The UTC day of an ISO time, or null when there is none (or it does not parse). */
export function dayOf(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString().slice(0, 10);
}

export const anchorDay = (f: CandidateFacts): string => f.applyDay ?? f.createdDay;

export const levelOf = (f: CandidateFacts): EducationLevel =>
  highestDegree({
    phd: f.hasPhd ? 'x' : '',
    master: f.hasMaster ? 'x' : '',
    bachelor: f.hasBachelor ? 'x' : '',
    degree: f.degree,
  });

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** Degree flags from an opened `personal` part; a key it does not carry (or a destroyed key) keeps the old flag. */
function withDegrees(facts: CandidateFacts, personal: Record<string, unknown> | null): CandidateFacts {
  if (!personal) return facts;
  const next = { ...facts };
  if ('phd' in personal) next.hasPhd = filled(personal.phd);
  if ('master' in personal) next.hasMaster = filled(personal.master);
  if ('bachelor' in personal) next.hasBachelor = filled(personal.bachelor);
  return next;
}

/** The facts after one candidate event; null when the candidate no longer counts (erased). */
export function evolveFacts(facts: CandidateFacts | null, event: CandidateEvent): CandidateFacts | null {
  switch (event.type) {
    case 'CandidateAdded': {
      if (facts) return facts;
      const f = event.data.facts;
      const base: CandidateFacts = {
        createdDay: dayOf(event.metadata.at) ?? '1970-01-01',
        applyDay: dayOf(f.applyTime),
        position: f.position.trim(),
        degree: f.degree,
        hasPhd: false,
        hasMaster: false,
        hasBachelor: false,
        interviewed: false,
        recommended: false,
      };
      return withDegrees(base, event.data.personal);
    }
    case 'CandidateDetailsEdited': {
      if (!facts) return null;
      const c = event.data.changes;
      const next = { ...facts };
      if (c.position !== undefined) next.position = c.position.trim();
      if (c.degree !== undefined) next.degree = c.degree;
      if (c.applyTime !== undefined) next.applyDay = dayOf(c.applyTime);
      return withDegrees(next, event.data.personal);
    }
    case 'CandidateAppliedByEmail': {
      if (!facts) return null;
      const applyTime = event.data.changes.applyTime;
      return applyTime === undefined ? facts : { ...facts, applyDay: dayOf(applyTime) };
    }
    case 'CandidateInterviewScored': {
      if (!facts) return null;
      const c = event.data.changes;
      const next = { ...facts };
      if (c.isInterviewed !== undefined) next.interviewed = c.isInterviewed;
      if (c.interviewResult !== undefined) next.recommended = isRecommended(c.interviewResult);
      return next;
    }
    case 'CandidateErased':
      return null;
    default:
      return facts;
  }
}
