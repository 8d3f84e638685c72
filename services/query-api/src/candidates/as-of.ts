import {
  buildCandidateView,
  type CandidateFieldsInput,
  type CandidateView,
  emptyCandidateValues,
  FILE_FIELDS,
} from '@tb/contracts';
import type { CandidateHistoryRow as HistoryRow } from '@tb/platform';

const emptyFields = () => emptyCandidateValues<{ fileName: string }>();
const FILE_FIELD_SET: ReadonlySet<string> = new Set(FILE_FIELDS);
const SOURCES = new Set<string>(['form', 'resume', 'email']);
const isSource = (value: string | null): value is CandidateView['source'] => value !== null && SOURCES.has(value);

/**
 * The candidate as it stood after the given history rows (oldest first): each event's new values applied
 * in order, which is the stream replayed through the projection's record of it. Redacted (erased) values
 * stay empty.
 */
export function replay(id: string, rows: readonly HistoryRow[]): CandidateView | null {
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last || first.kind !== 'added') return null;
  const fields = new Map<string, unknown>(Object.entries(emptyFields()));
  for (const row of rows) {
    for (const change of row.changes) {
      if (change.redacted || !fields.has(change.field)) continue;
      const value =
        FILE_FIELD_SET.has(change.field) && typeof change.new === 'string' ? { fileName: change.new } : change.new;
      fields.set(change.field, value);
    }
  }
  const record: CandidateFieldsInput = { ...emptyFields(), ...Object.fromEntries(fields) };
  return buildCandidateView(record, {
    id,
    source: isSource(first.source) ? first.source : 'form',
    emailId: first.email_id,
    createdAt: first.at.toISOString(),
    updatedAt: last.at.toISOString(),
  });
}
