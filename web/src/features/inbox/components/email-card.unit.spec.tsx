// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type InboxEmailView, REVIEW_FIELDS } from '@tb/contracts';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { EmailCard } from './email-card';

// Tells React this is a test that wraps its updates in act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let cleanup = () => {};
afterEach(() => cleanup());

const resume = {
  filename: 'Ana-Li-resume.pdf',
  contentType: 'application/pdf',
  size: 48_128,
  url: '/api/admin/email-attachment/e1/0/Ana-Li-resume.pdf',
};
const video = { filename: 'Ana Li demo 演示.mp4', size: 27_262_976, reason: 'tooLarge' as const };
/** Past the first 50 attachments of its e-mail. */
const page = { filename: 'Ana Li page 51.pdf', size: 1_536, reason: 'tooMany' as const };

/** An e-mail under review; no e-mail address or phone, so no duplicate check is asked. */
const email = (patch: Partial<InboxEmailView>): InboxEmailView => ({
  id: 'e1',
  subject: 'Application: ML Engineer',
  from: 'Ana Li <ana@example.com>',
  receivedAt: '2026-11-26T09:00:00.000Z',
  body: '<p>Hello</p>',
  hasResume: true,
  attachments: [resume],
  attachmentsNotKept: [video],
  extractedData: {
    ...(Object.fromEntries(REVIEW_FIELDS.map((field) => [field, ''])) as Record<
      (typeof REVIEW_FIELDS)[number],
      string
    >),
    name: 'Ana Li',
    resumeLink: resume.url,
    resumeFileName: resume.filename,
    emailId: 'e1',
  },
  ...patch,
});

async function renderCard(view: InboxEmailView, language: 'en' | 'zh'): Promise<HTMLElement> {
  await act(async () => i18n.changeLanguage(language));
  const element = document.createElement('div');
  document.body.append(element);
  const root = createRoot(element);
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient()}>
          <EmailCard email={view} busy={false} onSave={() => {}} onAttach={() => {}} onSkip={() => {}} />
        </QueryClientProvider>
      </I18nextProvider>,
    ),
  );
  cleanup = () => {
    act(() => root.unmount());
    element.remove();
  };
  return element;
}

const items = (card: HTMLElement) => [...card.querySelectorAll('.tb-inbox__attachments li')];

describe('the email card’s attachments', () => {
  it('lists one too large to copy after the kept ones, muted, struck through and without a link (English)', async () => {
    const card = await renderCard(email({}), 'en');
    const [kept, notKept, ...rest] = items(card);
    expect(rest).toEqual([]);
    expect(kept?.querySelector('a')?.getAttribute('href')).toBe(resume.url);
    expect(notKept?.textContent).toBe(
      'Ana Li demo 演示.mp4 · 26.0 MB — too large to copy (over 25 MB); it is still in the mailbox',
    );
    expect(notKept?.classList).toContain('bp6-text-muted');
    expect(notKept?.querySelector('a, button')).toBeNull();
    expect(notKept?.querySelector('[data-icon="paperclip-off"]')).not.toBeNull();
    expect(card.textContent).not.toContain('No attachments');
  });

  it('says it in Chinese when the page is in Chinese', async () => {
    const card = await renderCard(email({}), 'zh');
    expect(items(card)[1]?.textContent).toBe(
      'Ana Li demo 演示.mp4 · 26.0 MB — 文件过大（超过 25 MB），未复制；仍在邮箱中',
    );
  });

  it('says why each was not copied: too large, or past the first 50 (English and Chinese)', async () => {
    const view = email({ attachmentsNotKept: [page, video] });
    const english = await renderCard(view, 'en');
    expect(items(english).map((li) => li.textContent)).toEqual([
      'Ana-Li-resume.pdfapplication/pdf · 47.0 KB',
      "Ana Li page 51.pdf · 1.5 KB — not copied (only an e-mail's first 50 attachments are); it is still in the mailbox",
      'Ana Li demo 演示.mp4 · 26.0 MB — too large to copy (over 25 MB); it is still in the mailbox',
    ]);
    const notKept = items(english)[1];
    expect(notKept?.classList).toContain('bp6-text-muted');
    expect(notKept?.querySelector('a, button')).toBeNull();
    cleanup();
    const chinese = await renderCard(view, 'zh');
    expect(
      items(chinese)
        .slice(1)
        .map((li) => li.textContent),
    ).toEqual([
      'Ana Li page 51.pdf · 1.5 KB — 未复制（每封邮件只复制前 50 个附件）；仍在邮箱中',
      'Ana Li demo 演示.mp4 · 26.0 MB — 文件过大（超过 25 MB），未复制；仍在邮箱中',
    ]);
  });

  it('does not say "no attachments" when every attachment was too large to copy', async () => {
    for (const language of ['en', 'zh'] as const) {
      const card = await renderCard(email({ attachments: [], hasResume: false }), language);
      expect(items(card).map((li) => li.querySelector('a') === null)).toEqual([true]);
      expect(card.textContent).not.toContain(language === 'en' ? 'No attachments' : '无附件');
      cleanup();
    }
    const none = await renderCard(email({ attachments: [], attachmentsNotKept: [] }), 'en');
    expect(items(none)).toEqual([]);
    expect(none.textContent).toContain('No attachments');
  });
});
