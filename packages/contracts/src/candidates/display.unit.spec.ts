import { describe, expect, it } from 'vitest';
import {
  CANDIDATE_FIELDS,
  CANDIDATE_FORM_FIELDS,
  type CandidateField,
  type CatalogueEntry,
  candidateCatalogue,
  FILE_FIELDS,
  SCORE_FIELDS,
} from './catalogue.ts';
import { CANDIDATE_CHOICES } from './choices.ts';
import { CANDIDATE_DIALOG, CANDIDATE_DIALOG_SECTIONS, type DialogSection, dialogRows } from './display.ts';
import { CANDIDATE_LIST_COLUMNS, candidateListRow } from './views.ts';

const entryOf = (field: CandidateField): CatalogueEntry => candidateCatalogue[field];

/** Every entry says where the web shows it, in a way the web can show. */
describe('the candidate catalogue’s display information', () => {
  it('places every field once: a row in one section, or alongside a file’s button, the header or the history', () => {
    for (const field of CANDIDATE_FIELDS) {
      const { dialog } = entryOf(field);
      if (dialog === 'header' || dialog === 'history') continue;
      if ('alongside' in dialog) {
        expect([field, dialogRows('files').some((row) => row.field === dialog.alongside)]).toEqual([field, true]);
        continue;
      }
      const keys = Object.keys(dialog).filter((key) => key !== 'fallback');
      expect([field, keys.length, CANDIDATE_DIALOG_SECTIONS.includes(keys[0] as never)]).toEqual([field, 1, true]);
    }
  });

  it('gives each row of a section its own place', () => {
    for (const section of CANDIDATE_DIALOG_SECTIONS) {
      const places = dialogRows(section).map(
        ({ field }) => Object.entries(entryOf(field).dialog).find(([key]) => key === section)?.[1],
      );
      expect([section, new Set(places).size]).toEqual([section, places.length]);
    }
  });

  it('shows the scores as the scores section’s tiles and the files as the files section’s buttons', () => {
    expect(dialogRows('scores').map((row) => row.field)).toEqual(SCORE_FIELDS);
    expect(dialogRows('files').map((row) => row.field)).toEqual(FILE_FIELDS);
  });

  it('lays out the dialog as it has always been', () => {
    // A new entry's row joins its section at its place; the rows there before keep their order.
    const layout: Record<DialogSection, string[]> = {
      personal: [
        ...['name', 'email', 'phone', 'gender', 'birthday', 'position', 'applyTime', 'role', 'github'],
        'personalSite',
      ],
      education: ['phd', 'master', 'bachelor', 'university'],
      files: ['resume', 'englishResume', 'portfolioFile'],
      skills: ['tagsInEng', 'tagsInChinese'],
      interview: [
        'isInterviewed',
        'interviewTime',
        'interviewer',
        'interviewResult',
        'expectedSalary',
        'interviewComments',
      ],
      scores: SCORE_FIELDS,
    };
    for (const { section, rows } of CANDIDATE_DIALOG) {
      const fields = rows.map((row) => row.field as string);
      expect([section, fields.filter((field) => layout[section].includes(field))]).toEqual([section, layout[section]]);
    }
    expect(dialogRows('education').map((row) => row.fallback)).toEqual([false, false, false, true]);
    expect(dialogRows('files').map((row) => row.alongside)).toEqual([undefined, undefined, 'portfolio']);
  });

  it('says how a text reads only for texts, and offers choices only on the form', () => {
    for (const field of CANDIDATE_FIELDS) {
      const { as, choices, value } = entryOf(field);
      if (as) expect([field, value]).toEqual([field, 'text']);
      if (choices) {
        expect([field, CANDIDATE_FORM_FIELDS.includes(field as never)]).toEqual([field, true]);
        expect(CANDIDATE_CHOICES[choices].length).toBeGreaterThan(0);
      }
    }
  });

  it('orders the list’s columns by their places, and a row carries what they read', () => {
    // A new column joins at its place; those there before keep their order, and a row the keys it always had.
    const columns = ['name', 'position', 'averageScore', 'english', 'professionalSkills', 'status', 'applyTime'];
    expect(CANDIDATE_LIST_COLUMNS.filter((column) => columns.includes(column))).toEqual(columns);
    const keys = [
      ...['id', 'name', 'position', 'averageScore', 'english', 'professionalSkills'],
      ...['isInterviewed', 'interviewResult', 'applyTime'],
    ];
    expect(Object.keys(candidateListRow.shape).filter((key) => keys.includes(key))).toEqual(keys);
    for (const column of CANDIDATE_LIST_COLUMNS.filter((c) => !columns.includes(c)))
      expect(Object.keys(candidateListRow.shape)).toContain(column);
  });
});
