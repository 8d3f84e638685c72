import { buildCandidateView, type CandidateFieldsInput, type CandidateView } from '@tb/contracts';
import type { CandidateHistoryRow as HistoryRow } from '@tb/platform';

const emptyFields = (): CandidateFieldsInput => ({
  name: '',
  email: '',
  phone: '',
  gender: '',
  birthday: '',
  github: '',
  personalSite: '',
  portfolio: '',
  university: '',
  bachelor: '',
  master: '',
  phd: '',
  degree: '',
  position: '',
  role: '',
  tagsInEng: '',
  tagsInChinese: '',
  applyTime: null,
  isInterviewed: false,
  interviewTime: null,
  interviewer: '',
  interviewResult: '',
  english: null,
  education: null,
  professionalSkills: null,
  projectExperience: null,
  collaboration: null,
  expectedSalary: '',
  interviewComments: '',
  resume: null,
  englishResume: null,
  portfolioFile: null,
  isHired: false,
  hireCompany: '',
});

const FILE_FIELDS = new Set(['resume', 'englishResume', 'portfolioFile']);
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
        FILE_FIELDS.has(change.field) && typeof change.new === 'string' ? { fileName: change.new } : change.new;
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
