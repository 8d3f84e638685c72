import type { Intent } from '@blueprintjs/core';
import { type CandidateView, canonicalResult } from '@tb/contracts';
import { degreeLabel } from '@/shared/ui/choice-labels';

export type InterviewStatus =
  | { kind: 'result'; result: string; intent: Intent }
  | { kind: 'interviewed' | 'notInterviewed'; intent: Intent };

/**
 * The interview badge: Recommended (or Recommend) green, Pending yellow, Not Recommended red, any other result
 * green; interviewed without a result 'Interviewed'; otherwise 'Not interviewed'.
 */
export function interviewStatus(candidate: Pick<CandidateView, 'isInterviewed' | 'interviewResult'>): InterviewStatus {
  const normalised = canonicalResult(candidate.interviewResult);
  if (normalised) {
    const intent: Intent =
      normalised === 'Pending' ? 'warning' : normalised === 'Not Recommended' ? 'danger' : 'success';
    return { kind: 'result', result: normalised, intent };
  }
  return candidate.isInterviewed
    ? { kind: 'interviewed', intent: 'primary' }
    : { kind: 'notInterviewed', intent: 'none' };
}

/** Scores show with one decimal; a missing one as '-'. */
export const formatScore = (score: number | null | undefined): string =>
  typeof score === 'number' ? score.toFixed(1) : '-';

/** A date-only field in the reader's locale; '' when absent. */
export function formatDate(iso: string | null, locale: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(locale);
}

/**
 * The dialog header's degree: PhD, then Master, then Bachelor (the highest present), otherwise the degree
 * (in the reader's words: Associate / 大专) with the university.
 */
export function degreeHeadline(
  candidate: Pick<CandidateView, 'highestDegree' | 'degree' | 'university'>,
  language: string,
): { level: Exclude<CandidateView['highestDegree'], 'other'> } | { text: string } {
  if (candidate.highestDegree !== 'other') return { level: candidate.highestDegree };
  const degree = degreeLabel(candidate.degree.trim(), language);
  return { text: [degree, candidate.university.trim()].filter(Boolean).join(' · ') };
}

/**
 * A birthday as resumes give it (a year, a year and month, or a full date, stored as 1993 / 1993-03 /
 * 1993-03-05) in the reader's words: 'March 1993', '1993年3月'. Any other text as it is.
 */
export function formatBirthday(value: string, locale: string): string {
  const match = value.trim().match(/^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/);
  if (!match) return value;
  const [, year, month, day] = match;
  if (!month) return String(year);
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day ?? 1)));
  return date.toLocaleDateString(locale === 'zh' ? 'zh-CN' : 'en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    ...(day ? { day: 'numeric' } : {}),
  });
}
