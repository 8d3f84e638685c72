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
  type InboxEmailView,
  REVIEW_FIELDS,
  SCORE_FIELDS,
  toCandidateListRow,
} from '@tb/contracts';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { CandidateDetails } from '@/features/candidates/components/candidate-details';
import { CandidateFields, detailsOf } from '@/features/candidates/components/candidate-form';
import { CandidateList } from '@/features/candidates/components/candidate-list';
import { InterviewForm } from '@/features/candidates/components/interview-form';
import { EmailCard } from '@/features/inbox/components/email-card';
import { i18n } from '@/shared/i18n/i18n';

/**
 * Every catalogue field shows where its entry says, and only there: its input on the details form and on the
 * inbox's e-mail card, its row (tile, button) in its dialog section in the entry's order, its column in the list.
 * The expectations come from the catalogue, so a field added to it that a screen does not show (a screen that
 * lists fields by hand) fails here. It sits in the app because it looks at two features' screens.
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
/** What an e-mail's text yielded: every review field, as the review form's data holds them (texts). */
const extracted = Object.fromEntries(
  REVIEW_FIELDS.map((field) => [field, field === 'applyTime' ? '2026-01-05' : String(sampleOf(field))]),
) as Record<string, string>;
const email: InboxEmailView = {
  id: 'e1',
  subject: 'Application',
  from: 'hr@example.com',
  receivedAt: '2026-01-05T08:00:00.000Z',
  body: '<p>Hello</p>',
  hasResume: false,
  attachments: [],
  attachmentsNotKept: [],
  extractedData: { ...extracted, resumeLink: '', resumeFileName: '', emailId: 'e1' } as InboxEmailView['extractedData'],
};
const meta = { id: 'c1', source: 'form', emailId: null, createdAt: 'a', updatedAt: 'b' } as const;
const full = buildCandidateView(everything, meta);

/** What the screens read, already in the cache: the list's page and the e-mail's duplicates (none). */
function cachedClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(['/api/admin/candidates', 'pages', {}], {
    pages: [{ candidates: [toCandidateListRow(full)], total: 1, totalExact: true }],
    pageParams: [0],
  });
  const { email, phone } = extracted;
  client.setQueryData(['/api/admin/candidates', 'duplicates', email, phone], { duplicates: [] });
  return client;
}

const withProviders = (node: ReactNode, client: QueryClient) => (
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={client}>{node}</QueryClientProvider>
  </I18nextProvider>
);

function render(node: ReactNode): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = renderToStaticMarkup(withProviders(node, cachedClient()));
  return element;
}

// Tells React this is a test that wraps its updates in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Rendered live (so its buttons work), then taken down. */
async function renderLive(node: ReactNode, use: (element: HTMLElement) => Promise<void>): Promise<void> {
  const element = document.body.appendChild(document.createElement('div'));
  const root = createRoot(element);
  try {
    await act(async () => root.render(withProviders(node, cachedClient())));
    await use(element);
  } finally {
    act(() => root.unmount());
    element.remove();
  }
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

  it('offers every review field on the e-mail card, labelled as on the form, read and edited', async () => {
    const card = <EmailCard email={email} busy={false} onSave={() => {}} onAttach={() => {}} onSkip={() => {}} />;
    // Every field the form has, and what an e-mail yields beyond it (a field given a form place shows up here).
    const expected = new Set<string>([...CANDIDATE_FORM_FIELDS, ...REVIEW_FIELDS]);
    await renderLive(card, async (element) => {
      const rows = [...element.querySelectorAll('.tb-inbox__data th')].map((node) => node.textContent);
      expect(new Set(rows)).toEqual(new Set([...expected].map(label)));
      const edit = [...element.querySelectorAll('button')].find((b) => b.textContent === i18n.t('inbox:edit'));
      await act(async () => edit?.click());
      const inputs = [...element.querySelectorAll('[id^="tb-inbox-"]')].map((node) => node.id.replace('tb-inbox-', ''));
      expect(new Set(inputs)).toEqual(expected);
      for (const field of inputs) {
        expect(element.querySelector(`label[for="tb-inbox-${field}"]`)?.textContent).toContain(label(field));
        const entry = entryOf(field as CandidateField);
        const shown = (element.querySelector(`#tb-inbox-${field}`) as HTMLInputElement).value;
        // A date box shows the date in the page's language; a choice is a select holding the stored word.
        if (entry.value === 'date') expect(shown).toMatch(/2026/);
        else expect([field, shown]).toEqual([field, extracted[field]]);
      }
    });
  });
});
