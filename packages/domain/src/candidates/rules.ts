import { ValidationError } from '../shared/errors.ts';
import { type InterviewFacts, SCORE_FIELDS } from './fields.ts';

/** The three interview results; 'Recommend' (seen in older data) means Recommended. */
export const INTERVIEW_RESULTS = ['Recommended', 'Pending', 'Not Recommended'] as const;

export function requireName(name: string | undefined): void {
  if (name !== undefined && name.trim() === '') {
    throw new ValidationError({ en: 'Name is required', zh: '请输入姓名' });
  }
}

export function normaliseResult(result: string): string {
  const trimmed = result.trim();
  if (trimmed === '') return '';
  if (trimmed.toLowerCase() === 'recommend') return 'Recommended';
  const known = INTERVIEW_RESULTS.find((r) => r.toLowerCase() === trimmed.toLowerCase());
  if (!known) {
    throw new ValidationError({
      en: 'Interview result must be Recommended, Pending or Not Recommended',
      zh: '面试结果必须为推荐、待定或不推荐',
    });
  }
  return known;
}

/** 0 to 5 in steps of 0.1; stored rounded to one decimal so 0.30000000000000004 never appears. */
export function checkScore(score: number | null): number | null {
  if (score === null) return null;
  const tenths = Math.round(score * 10);
  if (!Number.isFinite(score) || score < 0 || score > 5 || Math.abs(tenths - score * 10) > 1e-6) {
    throw new ValidationError({
      en: 'Scores must be between 0 and 5 in steps of 0.1',
      zh: '评分须在 0 到 5 之间，步长为 0.1',
    });
  }
  return tenths / 10;
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
