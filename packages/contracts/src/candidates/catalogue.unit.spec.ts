import { describe, expect, it } from 'vitest';
import { buildCandidateView } from './build-view.ts';
import {
  CANDIDATE_FIELDS,
  CANDIDATE_FORM_FIELDS,
  candidateCatalogue,
  candidateDetailsPart,
  emptyCandidateValues,
  FILE_FIELDS,
  interviewPart,
  RESUME_FIELDS,
  REVIEW_FIELDS,
  SCORE_FIELDS,
  SEALED_CANDIDATE_FIELDS,
} from './catalogue.ts';
import { saveCandidateBody, updateCandidateBody } from './requests.ts';
import { extractedCandidateData } from './uploads.ts';
import { candidateView } from './views.ts';

/**
 * Every shape is derived from the catalogue: each entry shows up in the empty record, the request bodies, the view
 * and the sealed set exactly as its entry says, and nothing shows up that has no entry. A field added to the
 * catalogue alone therefore reaches all of them (and this test fails for a shape spelled out by hand again).
 */
describe('the candidate catalogue', () => {
  const typed = CANDIDATE_FIELDS.filter((field) => candidateCatalogue[field].value !== 'file');

  it('gives the empty record every field, empty for its kind', () => {
    const empty = emptyCandidateValues<{ fileName: string }>();
    expect(Object.keys(empty)).toEqual(CANDIDATE_FIELDS);
    for (const field of CANDIDATE_FIELDS) {
      const expected = { text: '', date: null, flag: false, score: null, file: null }[candidateCatalogue[field].value];
      expect([field, empty[field]]).toEqual([field, expected]);
    }
  });

  it('puts every typed field in the request bodies and no file', () => {
    for (const body of [updateCandidateBody, saveCandidateBody]) {
      const keys = Object.keys(body.shape);
      expect(keys).toEqual(expect.arrayContaining(typed));
      for (const file of FILE_FIELDS) expect(keys).not.toContain(file);
    }
    const parts = [...Object.keys(candidateDetailsPart.shape), ...Object.keys(interviewPart.shape)];
    expect(parts.sort()).toEqual(
      CANDIDATE_FIELDS.filter((f) => ['details', 'interview'].includes(candidateCatalogue[f].part)).sort(),
    );
  });

  it('shows every typed field in the view, with the value it was given', () => {
    expect(Object.keys(candidateView.shape)).toEqual(expect.arrayContaining(typed));
    const record = emptyCandidateValues<{ fileName: string }>();
    const sample = { text: 'x', date: '2026-01-02T00:00:00.000Z', flag: true, score: 4.5 } as const;
    for (const field of typed) Object.assign(record, { [field]: sample[candidateCatalogue[field].value as 'text'] });
    const meta = { id: 'c1', source: 'form', emailId: null, createdAt: 'a', updatedAt: 'b' } as const;
    const view = candidateView.parse(buildCandidateView(record, meta));
    for (const field of typed)
      expect([field, (view as Record<string, unknown>)[field]]).toEqual([field, record[field]]);
  });

  it('seals exactly the entries marked sealed, every file among them', () => {
    for (const field of CANDIDATE_FIELDS)
      expect([field, SEALED_CANDIDATE_FIELDS.has(field)]).toEqual([field, candidateCatalogue[field].sealed]);
    for (const file of FILE_FIELDS) expect(SEALED_CANDIDATE_FIELDS.has(file)).toBe(true);
  });

  it('fills the review form with its fields and what a resume yields', () => {
    const carried = Object.keys(extractedCandidateData.shape).filter(
      (key) => !['resumeLink', 'resumeFileName', 'emailId'].includes(key),
    );
    expect(carried.sort()).toEqual([...REVIEW_FIELDS].sort());
    for (const field of [...CANDIDATE_FORM_FIELDS, ...RESUME_FIELDS]) expect(REVIEW_FIELDS).toContain(field);
  });

  it('lays out the details form in the order of its entries', () => {
    // The layout the review form and the dialog's Edit have always had; a new entry joins it at its `form` place.
    const layout = [
      ...['name', 'email', 'phone', 'gender', 'degree', 'birthday', 'bachelor', 'master', 'phd', 'github'],
      ...['position', 'applyTime', 'role', 'tagsInEng', 'tagsInChinese', 'personalSite'],
    ];
    expect(CANDIDATE_FORM_FIELDS.filter((field) => layout.includes(field))).toEqual(layout);
    expect(layout.filter((field) => !CANDIDATE_FORM_FIELDS.includes(field as never))).toEqual([]);
  });

  it('has the five scores in the form order', () => {
    expect(SCORE_FIELDS).toEqual(['english', 'education', 'professionalSkills', 'projectExperience', 'collaboration']);
  });
});
