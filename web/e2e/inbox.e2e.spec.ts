import { startTestApp, type TestApp } from '@tb/all-in-one/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dovecotMissing, TestDovecot } from '../../services/all-in-one/src/tests/inbox-dovecot.ts';
import { buildEmail, PDF, resumes } from '../../services/all-in-one/src/tests/inbox-messages.ts';
import { browserErrors, launchBrowser, openPage, SCREENSHOT_DIR } from './browser.ts';

/**
 * The HR inbox in a real browser against a real Dovecot (spec sections 2 and 4): three emails → Load
 * Emails finds three → save one (the candidate appears with its resume's data), skip one, cancel → the
 * next load finds only the remaining one. Screenshots of the card and the review in both languages.
 */
const ADMIN = { email: 'admin@talentbridge.test', password: 'admin-secret-1' };
const missing = dovecotMissing();
if (missing) console.warn(`inbox browser test skipped: ${missing}`);

const emails = [
  buildEmail({
    messageId: 'e2e-chen@zhipin.com',
    from: 'notify@zhipin.com',
    fromName: 'BOSS直聘',
    subject: '【计算机视觉工程师】陈晓雯 应聘贵公司职位',
    charset: 'GB2312',
    text: '您好，HR：\n\n陈晓雯 应聘 计算机视觉工程师，8 年经验，简历见附件。\n\n——BOSS直聘',
    attachments: [{ filename: '陈晓雯_简历.pdf', contentType: PDF, content: resumes.chen() }],
  }),
  buildEmail({
    messageId: 'e2e-becker@zhipin.com',
    from: 'notify@zhipin.com',
    fromName: 'BOSS直聘',
    subject: 'New application: Thomas Becker, Software Engineer',
    text: 'Thomas Becker applied for Software Engineer.\n\nResume attached.',
    attachments: [{ filename: 'Thomas_Becker_CV.pdf', contentType: PDF, content: resumes.becker() }],
  }),
  buildEmail({
    messageId: 'e2e-nguyen@zhipin.com',
    from: 'notify@zhipin.com',
    fromName: 'BOSS直聘',
    subject: 'New application: Kevin Nguyen, AI Ops Engineer',
    text: 'Kevin Nguyen applied for AI Ops Engineer.',
    attachments: [{ filename: 'Kevin_Nguyen.pdf', contentType: PDF, content: resumes.nguyen() }],
  }),
];
const NAMES: Record<string, string> = { 陈晓雯: '陈晓雯', Becker: 'Thomas Becker', Nguyen: 'Kevin Nguyen' };

let dovecot: TestDovecot;
let app: TestApp;
let browser: Browser;
const pages: Page[] = [];

async function adminPage(lang: 'en' | 'zh'): Promise<Page> {
  const page = await openPage(browser);
  pages.push(page);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${app.url}/login${lang === 'zh' ? '?lang=zh' : ''}`);
  await page.locator('input[type=email]').fill(ADMIN.email);
  await page.locator('input[type=password]').fill(ADMIN.password);
  await page.locator('form button[type=submit]').click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/admin');
  await page.goto(`${app.url}/admin?section=candidates${lang === 'zh' ? '&lang=zh' : ''}`);
  await page.getByRole('tab', { name: lang === 'zh' ? '添加候选人' : 'Add Candidate' }).click();
  return page;
}

const subjectShown = (page: Page) => page.locator('.tb-inbox__subject').textContent();
const shot = (page: Page, name: string) =>
  page.locator('.tb-inbox').screenshot({ path: `${SCREENSHOT_DIR}inbox-${name}.png`, animations: 'disabled' });

describe.skipIf(missing)('HR inbox in the browser', () => {
  beforeAll(async () => {
    dovecot = new TestDovecot();
    await dovecot.start();
    [app, browser] = await Promise.all([
      startTestApp({
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        IMAP_URL: dovecot.url,
        IMAP_SENDER_FILTER: 'zhipin.com',
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await dovecot?.destroy();
  });
  afterEach(async () => {
    for (const page of pages.splice(0)) {
      expect(browserErrors(page), 'errors in the browser').toEqual([]);
      await page.context().close();
    }
  });

  it('loads three emails, saves one as a candidate, skips one, cancels, and finds the remaining one', async () => {
    await dovecot.append('INBOX', ...emails);
    const page = await adminPage('en');
    await expect.poll(() => page.getByRole('button', { name: 'Load Emails' }).count()).toBe(1);
    await expect.poll(() => page.getByText('Load emails since date:').count()).toBe(1);
    await shot(page, 'card-en');
    await page.getByRole('button', { name: 'Load Emails' }).click();
    await expect.poll(() => page.getByText('Found 3 emails to review').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByText('Sequential Processing Mode').count()).toBe(1);
    await expect.poll(() => page.getByText('Email 1 of 3').count()).toBe(1);
    await shot(page, 'review-en');

    const savedSubject = await subjectShown(page);
    const savedName = Object.entries(NAMES).find(([key]) => (savedSubject ?? '').includes(key))?.[1] ?? '';
    expect(await page.getByText('Resume attached', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Candidate saved successfully').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByText('Email 2 of 3').count()).toBe(1);
    const skippedSubject = await subjectShown(page);
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect.poll(() => page.getByText('Email skipped').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByText('Email 3 of 3').count()).toBe(1);
    const remainingSubject = await subjectShown(page);
    await page.getByRole('button', { name: 'Cancel Review' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Load Emails' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Load Emails' }).click();
    await expect.poll(() => page.getByText('Found 1 emails to review').count(), { timeout: 15_000 }).toBe(1);
    expect(await subjectShown(page)).toBe(remainingSubject);
    expect([savedSubject, skippedSubject]).not.toContain(remainingSubject);
    await page.getByRole('button', { name: 'Cancel Review' }).click();

    await page.getByRole('tab', { name: 'All Candidates' }).click();
    const row = page.locator('.tb-candidates__table').getByRole('row', { name: new RegExp(savedName) });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
  });

  it('shows the card and the review in Chinese', async () => {
    const page = await adminPage('zh');
    await expect.poll(() => page.getByRole('button', { name: '导入邮件' }).count()).toBe(1);
    await shot(page, 'card-zh');
    await page.getByRole('button', { name: '导入邮件' }).click();
    await expect.poll(() => page.getByText('找到 1 封待审核邮件').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByText('逐封处理模式').count()).toBe(1);
    await shot(page, 'review-zh');
    await page.getByRole('button', { name: '取消审核' }).click();
    await expect.poll(() => page.getByRole('button', { name: '导入邮件' }).count()).toBe(1);
  });
});
