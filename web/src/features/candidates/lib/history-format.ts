import {
  CANDIDATE_FIELDS,
  type CandidateField,
  candidateCatalogue,
  canonicalResult,
  type HistoryEntry,
  shownAs,
} from '@tb/contracts';
import type { TFunction } from 'i18next';

type Change = HistoryEntry['changes'][number];
type T = TFunction<'candidates'>;

/** What the catalogue says a field reads as; undefined for a key it has not (the history's own). */
const shownAsOf = (field: string) =>
  Object.hasOwn(candidateCatalogue, field) ? shownAs(field as CandidateField) : undefined;
const DATE_FIELDS = new Set<string>(CANDIDATE_FIELDS.filter((field) => shownAs(field) === 'date'));
const SCORE_FIELDS = new Set<string>(CANDIDATE_FIELDS.filter((field) => shownAs(field) === 'score'));

/** A moment in the reader's locale, with the time: audits need to tell two changes on one day apart. */
export const formatDateTime = (iso: string, locale: string): string =>
  new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'medium' });

/** The rows an e-mail application adds about the e-mail itself (not fields of the candidate). */
const isEmailRow = (field: string) => field.startsWith('email') && field !== 'email';

/** The field's label in the current language; an unknown field shows its key rather than nothing. */
export const fieldLabel = (field: string, t: T): string =>
  isEmailRow(field)
    ? t(`history.emailFields.${field}` as 'history.emailFields.emailFrom', { defaultValue: field })
    : t(`fields.${field}` as 'fields.name', { defaultValue: field });

/** The label of an interview result; results other than the three known ones show as typed. */
export const resultLabel = (result: string, t: T): string =>
  t(`results.${canonicalResult(result)}` as 'results.Pending', { defaultValue: result });

/** One side of a change as a reader sees it: scores with one decimal, dates and results localized. */
export function formatHistoryValue(change: Change, side: 'old' | 'new', t: T, locale: string): string {
  if (change.redacted) return t('history.redacted');
  const value = change[side];
  if (value === null || value === '') return t('history.empty');
  if (typeof value === 'boolean') return t(value ? 'history.yes' : 'history.no');
  if (typeof value === 'number') return SCORE_FIELDS.has(change.field) ? value.toFixed(1) : String(value);
  if (change.field === 'emailReceivedAt') return formatDateTime(value, locale);
  if (DATE_FIELDS.has(change.field)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(locale);
  }
  if (shownAsOf(change.field) === 'result') return resultLabel(value, t);
  return value;
}

export interface FormattedChange {
  field: string;
  label: string;
  /** Absent for the values a candidate was created with: there was nothing before. */
  old?: string;
  new: string;
  redacted: boolean;
}

export interface FormattedEntry {
  id: string;
  kind: HistoryEntry['kind'];
  /** 'Interview scored by Ada at 3 May 2026, 10:04' in the reader's language. */
  headline: string;
  when: string;
  who: string;
  changes: FormattedChange[];
}

/** A history entry as the dialog shows it; the scores come first because they are what admins audit. */
export function formatHistoryEntry(entry: HistoryEntry, t: T, locale: string): FormattedEntry {
  const who = entry.actor ? entry.actor.name || entry.actor.email : t('history.system');
  const when = formatDateTime(entry.at, locale);
  const kind = t(`history.kinds.${entry.kind}`);
  const source =
    entry.kind === 'added' && entry.source
      ? t(`history.sources.${entry.source}` as 'history.sources.form', { defaultValue: '' })
      : '';
  const what = source ? t('history.withSource', { what: kind, source }) : kind;
  const creation = entry.kind === 'added';
  const rank = (field: string) => (SCORE_FIELDS.has(field) ? 0 : 1);
  const changes = [...entry.changes]
    // A creation lists what was filled in, not every empty field.
    .filter(
      (change) => !creation || change.redacted || (change.new !== null && change.new !== '' && change.new !== false),
    )
    .sort((a, b) => rank(a.field) - rank(b.field))
    .map((change) => ({
      field: change.field,
      label: fieldLabel(change.field, t),
      // Nothing was before a creation's values or an e-mail's own subject, sender and date.
      ...(creation || isEmailRow(change.field) ? {} : { old: formatHistoryValue(change, 'old', t, locale) }),
      new: formatHistoryValue(change, 'new', t, locale),
      redacted: change.redacted,
    }));
  return { id: entry.id, kind: entry.kind, headline: t('history.headline', { what, who, when }), when, who, changes };
}
