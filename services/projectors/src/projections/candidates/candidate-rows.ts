import { buildCandidateView, type CandidateView, toCandidateListRow } from '@tb/contracts';
import {
  type ActiveCandidate,
  assertNever,
  type CandidateEvent,
  type CandidateRecord,
  type FieldChange,
  PERSONAL_FIELDS,
} from '@tb/domain';

/** The row the list and the file downloads read; `record` keeps the file references. */
export interface CandidateRow {
  id: string;
  state: ActiveCandidate;
  revision: number;
}

export const toView = (state: ActiveCandidate): CandidateView =>
  buildCandidateView(state, {
    id: state.candidateId,
    source: state.source,
    emailId: state.emailId,
    createdAt: state.createdAt,
    updatedAt: state.updatedAt,
  });

/** The candidate's row in a list page, as the JSON text the list answers without parsing it. */
export const listRowText = (view: CandidateView): string => JSON.stringify(toCandidateListRow(view));

/** Every searchable field, lower-cased, in one string for the trigram index. */
export const searchText = (view: CandidateView): string =>
  [
    view.name,
    view.email,
    view.phone,
    view.position,
    view.university,
    view.bachelor,
    view.master,
    view.phd,
    view.degree,
    view.tagsInEng,
    view.tagsInChinese,
  ]
    .filter(Boolean)
    .join(' | ')
    .toLowerCase();

type HistoryValue = string | number | boolean | null;

const shown = (value: unknown): HistoryValue => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object' && 'fileName' in value && typeof value.fileName === 'string') return value.fileName;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
};

export interface HistoryChangeRow {
  field: string;
  old: HistoryValue;
  new: HistoryValue;
  personal: boolean;
  redacted: boolean;
}

/** Old → new for each field the event set; unchanged and (on add) empty fields are left out. */
export function historyChanges(
  before: CandidateRecord | null,
  event: CandidateEvent,
  changes: readonly FieldChange[],
): HistoryChangeRow[] {
  const rows: HistoryChangeRow[] = [];
  for (const change of changes) {
    const personal = PERSONAL_FIELDS.has(change.field);
    if (change.unreadable) {
      rows.push({ field: change.field, old: null, new: null, personal, redacted: true });
      continue;
    }
    const old = before ? shown(before[change.field]) : null;
    const next = shown(change.value);
    if (event.type === 'CandidateAdded' && (next === null || next === '')) continue;
    if (old === next && event.type !== 'CandidateAdded') continue;
    rows.push({ field: change.field, old, new: next, personal, redacted: false });
  }
  return rows;
}

/** The e-mail an `appliedByEmail` entry records, as rows of their own before what it changed on the record. */
export function emailApplicationRows(event: CandidateEvent): HistoryChangeRow[] {
  if (event.type !== 'CandidateAppliedByEmail') return [];
  const { receivedAt, personal } = event.data;
  const sealed = (field: string, value: string | undefined): HistoryChangeRow =>
    personal
      ? { field, old: null, new: value ?? null, personal: true, redacted: false }
      : { field, old: null, new: null, personal: true, redacted: true };
  return [
    { field: 'emailReceivedAt', old: null, new: receivedAt, personal: false, redacted: false },
    sealed('emailSubject', personal?.subject),
    sealed('emailFrom', personal?.from),
  ];
}

export const historyKind = (event: CandidateEvent): string => {
  switch (event.type) {
    case 'CandidateAdded':
      return 'added';
    case 'CandidateDetailsEdited':
      return 'detailsEdited';
    case 'CandidateInterviewScored':
      return 'interviewScored';
    case 'CandidateResumeAttached':
      return event.data.lang === 'en' ? 'englishResumeAttached' : 'resumeAttached';
    case 'CandidatePortfolioAttached':
      return 'portfolioAttached';
    case 'CandidateAppliedByEmail':
      return 'appliedByEmail';
    case 'CandidateHired':
      return 'hired';
    case 'CandidateHireCancelled':
      return 'hireCancelled';
    case 'CandidateErased':
      return 'erased';
    default:
      return assertNever(event);
  }
};
