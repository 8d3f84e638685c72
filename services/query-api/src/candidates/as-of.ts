import { buildCandidateView, CANDIDATE_FIELDS, type CandidateView, FILE_FIELDS } from '@tb/contracts';
import { applyChanges, type CandidateField, emptyCandidateRecord, type FieldChange } from '@tb/domain';
import type { CandidateHistoryRow as HistoryRow } from '@tb/platform';

const KNOWN: ReadonlySet<string> = new Set(CANDIDATE_FIELDS);
const FILES: ReadonlySet<string> = new Set(FILE_FIELDS);
const SOURCES = new Set<string>(['form', 'resume', 'email']);
const isSource = (value: string | null): value is CandidateView['source'] => value !== null && SOURCES.has(value);

/**
 * A history row's changes as the domain's field changes: a redacted (erased) value is unreadable, as its sealed
 * event is once the key is gone, and a file is known by its name. Fields the catalogue no longer has are skipped.
 */
const fieldChangesOf = (row: HistoryRow): FieldChange[] =>
  row.changes.flatMap((change): FieldChange[] => {
    if (!KNOWN.has(change.field)) return [];
    const field = change.field as CandidateField;
    if (change.redacted) return [{ field, personal: true, unreadable: true }];
    const value = FILES.has(field) && typeof change.new === 'string' ? { fileName: change.new } : change.new;
    return [{ field, personal: false, unreadable: false, value }];
  });

/**
 * The candidate as it stood after the given history rows (oldest first): each event's changes applied in order
 * to the empty record by the domain's own `applyChanges` (what `evolveCandidate` does with an event), so the
 * past view is built the way the live one is. Redacted (erased) values stay empty.
 */
export function replay(id: string, rows: readonly HistoryRow[]): CandidateView | null {
  const first = rows[0];
  const last = rows.at(-1);
  if (!first || !last || first.kind !== 'added') return null;
  const record = rows.reduce((state, row) => applyChanges(state, fieldChangesOf(row)), emptyCandidateRecord());
  return buildCandidateView(record, {
    id,
    source: isSource(first.source) ? first.source : 'form',
    emailId: first.email_id,
    createdAt: first.at.toISOString(),
    updatedAt: last.at.toISOString(),
  });
}
