// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  buildCandidateView,
  CANDIDATE_DIALOG,
  CANDIDATE_FIELDS,
  CANDIDATE_FILE_LINKS,
  CANDIDATE_FORM_FIELDS,
  CANDIDATE_LIST_COLUMNS,
  type CandidateField,
  type CandidateFieldsInput,
  type CatalogueEntry,
  candidateCatalogue,
  emptyCandidateValues,
  type FileField,
  SCORE_FIELDS,
  toCandidateListRow,
} from '@tb/contracts';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { CandidateDetails } from './candidate-details';
import { CandidateFields, detailsOf } from './candidate-form';
import { CandidateList } from './candidate-list';
import { InterviewForm } from './interview-form';

/**
 * Every catalogue field shows where its entry says, and only there: its input on the details form, its row (tile,
 * button) in its dialog section in the entry's order, its column in the list. The expectations come from the
 * catalogue, so a field added to it that a screen does not show (a screen that lists fields by hand) fails here.
 */
const entryOf = (field: CandidateField): CatalogueEntry => candidateCatalogue[field];
const label = (field: string): string => i18n.t(`candidates:fields.${field}` as 'candidates:fields.name');

/** A value no other field has, of the field's kind, that reads back as itself where it is text. */
function sampleOf(field: CandidateField): unknown {
  const { value, as, choices } = entryOf(field);
  if (value === 'date') return '2026-01-05T00:00:00.000Z';
  if (value === 'flag') return true;
  if (value === 'score') return (SCORE_FIELDS.indexOf(field as never) + 1) / 2;
  if (value === 'file') return { fileName: `${field}.pdf` };
  if (as === 'link') return `https://example.com/${field}`;
  if (as === 'birthday') return '1993-03';
  if (as === 'result') return 'Pending';
  if (choices) return `choice-${field}`;
  return `${field}-value`;
}

const everything = Object.fromEntries(
  CANDIDATE_FIELDS.map((field) => [field, sampleOf(field)]),
) as CandidateFieldsInput;
const meta = { id: 'c1', source: 'form', emailId: null, createdAt: 'a', updatedAt: 'b' } as const;
const full = buildCandidateView(everything, meta);

function render(node: ReactNode): HTMLElement {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(['/api/admin/candidates', 'pages', {}], {
    pages: [{ candidates: [toCandidateListRow(full)], total: 1, totalExact: true }],
    pageParams: [0],
  });
  const element = document.createElement('div');
  element.innerHTML = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </I18nextProvider>,
  );
  return element;
}

/** The dialog's headings and row labels, in their order. */
const dialogLabels = (element: HTMLElement) =>
  [...element.querySelectorAll('h5, .tb-candidate__row > span:first-child')].map((node) => node.textContent);

describe.each(['en', 'zh'])('the candidate catalogue on screen (%s)', (language) => {
  beforeAll(() => i18n.changeLanguage(language));

  it('gives every form field its labelled input, in the form order', () => {
    const form = render(<CandidateFields value={detailsOf(full)} onChange={() => {}} />);
    const inputs = [...form.querySelectorAll('[id^="candidate-"]')].map((node) => node.id.replace('candidate-', ''));
    expect(inputs).toEqual(CANDIDATE_FORM_FIELDS);
    for (const field of CANDIDATE_FORM_FIELDS) {
      expect(form.querySelector(`label[for="candidate-${field}"]`)?.textContent).toContain(label(field));
      const shown = (form.querySelector(`#candidate-${field}`) as HTMLInputElement).value;
      // A date box shows the date in the page's language; every other input holds the value as stored.
      if (entryOf(field).value === 'date') expect(shown).toMatch(/2026/);
      else expect(shown).toBe(detailsOf(full)[field]);
    }
  });

  it('gives every interview field its labelled input on Edit Interview, in the catalogue’s order', () => {
    const form = render(<InterviewForm candidate={full} saving={false} onSave={() => {}} onCancel={() => {}} />);
    const labels = [...form.querySelectorAll('label')].map((node) => node.textContent?.trim());
    const interview = CANDIDATE_FIELDS.filter((field) => entryOf(field).part === 'interview');
    expect(labels).toEqual(interview.map(label));
    // Each labelled input is there (a flag is a checkbox inside its label).
    for (const field of interview.filter((f) => entryOf(f).value !== 'flag')) {
      const labelFor = [...form.querySelectorAll('label[for]')].find(
        (node) => node.textContent?.trim() === label(field),
      );
      expect([field, form.querySelector(`#${labelFor?.getAttribute('for')}`) !== null]).toEqual([field, true]);
    }
  });

  it('shows every dialog row in its section, in the order of its entries', () => {
    const dialog = render(<CandidateDetails candidate={full} />);
    // Every school is known, so the university (shown only without them) is not.
    const expected = CANDIDATE_DIALOG.flatMap(({ section, rows }) =>
      section === 'files'
        ? []
        : [
            i18n.t(`candidates:detail.${section as 'personal'}`),
            ...(section === 'scores' ? [] : rows.filter((row) => !row.fallback).map((row) => label(row.field))),
          ],
    );
    expect(dialogLabels(dialog)).toEqual(expected);
    for (const { rows } of CANDIDATE_DIALOG)
      for (const { field, as, fallback } of rows)
        if ((as === 'text' || as === 'prose') && !fallback)
          expect(dialog.textContent).toContain(String(everything[field]));
    const tiles = [...dialog.querySelectorAll('.tb-candidate__tile > span')].map((node) => node.textContent);
    expect(tiles).toEqual(CANDIDATE_DIALOG.find((s) => s.section === 'scores')?.rows.map((row) => label(row.field)));
  });

  it('shows a fallback row only when no other row of its section shows', () => {
    for (const { rows } of CANDIDATE_DIALOG)
      for (const fallback of rows.filter((row) => row.fallback)) {
        const alone = { ...emptyCandidateValues<{ fileName: string }>(), [fallback.field]: sampleOf(fallback.field) };
        expect(dialogLabels(render(<CandidateDetails candidate={buildCandidateView(alone, meta)} />))).toContain(
          label(fallback.field),
        );
      }
  });

  it('gives every stored file its button, and a typed link alongside one stands in for it', () => {
    const files = CANDIDATE_DIALOG.find(({ section }) => section === 'files')?.rows ?? [];
    const links = (candidate: typeof full) =>
      [...render(<CandidateDetails candidate={candidate} />).querySelectorAll('.tb-candidate__files > *')].map(
        (node) => node.getAttribute('href') ?? node.textContent,
      );
    expect(links(full)).toEqual(files.map((row) => full[CANDIDATE_FILE_LINKS[row.field as FileField]]));
    for (const { field, alongside } of files)
      if (alongside) {
        const typed = { ...emptyCandidateValues<{ fileName: string }>(), [alongside]: 'typed by hand' };
        expect([field, links(buildCandidateView(typed, meta))]).toEqual([field, ['typed by hand']]);
      }
  });

  it('shows every list column with its label and the row’s value', () => {
    const list = render(<CandidateList onOpen={() => {}} />);
    const headings = [...list.querySelectorAll('th')].map((node) => node.textContent);
    expect(headings).toEqual(CANDIDATE_LIST_COLUMNS.map((column) => i18n.t(`candidates:columns.${column}`)));
    const cells = [...list.querySelectorAll('tbody td')].map((node) => node.textContent);
    CANDIDATE_LIST_COLUMNS.forEach((column, index) => {
      if (column in candidateCatalogue && entryOf(column as CandidateField).value === 'text')
        expect([column, cells[index]]).toEqual([column, everything[column as CandidateField]]);
    });
  });

  it('leaves out of the form and the dialog’s rows only what its entry keeps elsewhere', () => {
    const shownInDialog = new Set(CANDIDATE_DIALOG.flatMap(({ rows }) => rows.map((row) => row.field)));
    for (const field of CANDIDATE_FIELDS) {
      const { dialog, form } = entryOf(field);
      const elsewhere = dialog === 'header' || dialog === 'history' || 'alongside' in (dialog as object);
      expect([field, shownInDialog.has(field) || form !== undefined || elsewhere]).toEqual([field, true]);
      expect([field, shownInDialog.has(field)]).toEqual([field, !elsewhere]);
    }
  });
});
