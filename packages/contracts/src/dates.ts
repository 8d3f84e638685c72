import type { PlainMessageKey } from './messages/index.ts';

/**
 * The dates a request may carry: what the read models can store and a person's dates need. JavaScript's Date
 * takes years ±275,760 and PostgreSQL's timestamptz 4713 BC to 294276 AD, so '+275760-09-13' passed the API and
 * then stopped the read model (issue 22's review). Every date field takes years 1900–2100, written with four digits.
 */
export const DATE_YEARS = { from: 1900, to: 2100 } as const;
export const DATE_OUT_OF_RANGE = 'common.dateOutOfRange' satisfies PlainMessageKey;
export const INVALID_DATE = 'common.invalidDate' satisfies PlainMessageKey;

/** A date ('2026-11-22'), optionally with a time and zone; no expanded (±YYYYYY) or short years. */
const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?\s*(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/** Why a date text is refused (one of the message keys above), or null. */
export function dateProblem(value: string): typeof INVALID_DATE | typeof DATE_OUT_OF_RANGE | null {
  const shape = DATE_SHAPE.exec(value.trim());
  if (!shape) return INVALID_DATE;
  const [, year, month, day] = shape.map(Number);
  const time = Date.parse(value.trim());
  // 2024-02-30 parses (as March 1st): the day must be the one written.
  const calendar = new Date(Date.UTC(year ?? 0, (month ?? 0) - 1, day ?? 0));
  if (Number.isNaN(time) || calendar.getUTCDate() !== day || calendar.getUTCMonth() + 1 !== month) return INVALID_DATE;
  const utcYear = new Date(time).getUTCFullYear();
  if ((year ?? 0) < DATE_YEARS.from || (year ?? 0) > DATE_YEARS.to) return DATE_OUT_OF_RANGE;
  if (utcYear < DATE_YEARS.from || utcYear > DATE_YEARS.to) return DATE_OUT_OF_RANGE;
  return null;
}
