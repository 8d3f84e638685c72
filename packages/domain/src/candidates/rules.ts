import { canonicalResult, INTERVIEW_RESULTS, SCORE_RANGE } from '@tb/contracts';
import { ValidationError } from '../shared/errors.ts';
import { type InterviewFacts, SCORE_FIELDS } from './fields.ts';

export function requireName(name: string | undefined): void {
  if (name !== undefined && name.trim() === '') {
    throw new ValidationError('candidate.nameRequired');
  }
}

export function normaliseResult(result: string): string {
  const trimmed = canonicalResult(result);
  if (trimmed === '') return '';
  const known = INTERVIEW_RESULTS.find((r) => r.toLowerCase() === trimmed.toLowerCase());
  if (!known) {
    throw new ValidationError('candidate.unknownResult');
  }
  return known;
}

const STEPS_PER_UNIT = Math.round(1 / SCORE_RANGE.step);

/** In SCORE_RANGE, on its step; stored rounded to the step so 0.30000000000000004 never appears. */
export function checkScore(score: number | null): number | null {
  if (score === null) return null;
  const steps = Math.round(score * STEPS_PER_UNIT);
  const outside = score < SCORE_RANGE.min || score > SCORE_RANGE.max;
  if (!Number.isFinite(score) || outside || Math.abs(steps - score * STEPS_PER_UNIT) > 1e-6) {
    throw new ValidationError('candidate.scoreOutOfRange');
  }
  return steps / STEPS_PER_UNIT;
}

export type InterviewInput = Partial<InterviewFacts> & { interviewComments?: string };

export function normaliseInterview(interview: InterviewInput): InterviewInput {
  const next = { ...interview };
  for (const field of SCORE_FIELDS) {
    const score = next[field];
    if (score !== undefined) next[field] = checkScore(score);
  }
  if (next.interviewResult !== undefined) next.interviewResult = normaliseResult(next.interviewResult);
  return next;
}
