import { fileURLToPath } from 'node:url';
import { startTestApp, type TestApp } from '@tb/all-in-one/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { browserErrors, launchBrowser, openPage, SCREENSHOT_DIR } from './browser.ts';

const ADMIN = { email: 'admin@talentbridge.test', password: 'admin-secret-1' };
const RESUME = fileURLToPath(new URL('../../packages/documents/fixtures/resumes/en-cv-engineer.docx', import.meta.url));

let app: TestApp;
let browser: Browser;
const pages: Page[] = [];

beforeAll(async () => {
  [app, browser] = await Promise.all([
    startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});
afterEach(async () => {
  for (const page of pages.splice(0)) {
    expect(browserErrors(page), 'errors in the browser').toEqual([]);
    await page.context().close();
  }
});

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
  return page;
}

const text = {
  en: {
    add: 'Add Candidate',
    all: 'All Candidates',
    upload: 'Upload Resume',
    process: 'Upload & Process',
    save: 'Save Candidate',
    editInterview: 'Edit Interview',
    interviewed: 'Interviewed',
    saveChanges: 'Save Changes',
    history: 'History',
    englishChange: 'English: 3.5 → 4.2',
    resultChange: 'Interview Result: Pending → Recommended',
    showing: 'Showing 1 of 1 candidates',
    noMatch: 'No candidates match your search criteria.',
    search: /Search name/,
    delete: 'Delete Candidate',
  },
  zh: {
    add: '添加候选人',
    all: '全部候选人',
    upload: '上传简历',
    process: '上传并处理',
    save: '保存候选人',
    editInterview: '编辑面试',
    interviewed: '已面试',
    saveChanges: '保存修改',
    history: '历史记录',
    englishChange: '英语: 3.5 → 4.2',
    resultChange: '面试结果: Pending → Recommended',
    showing: '显示 1 / 1 位候选人',
    noMatch: '没有符合搜索条件的候选人。',
    search: /搜索姓名/,
    delete: '删除候选人',
  },
};
type Language = keyof typeof text;

async function scoreInterview(page: Page, lang: Language, english: string, result: string) {
  const t = text[lang];
  await page.getByRole('row', { name: /Priya Raman/ }).click();
  await page.getByRole('button', { name: t.editInterview }).click();
  // Blueprint hides the native box behind its indicator.
  await page.getByRole('checkbox', { name: t.interviewed }).check({ force: true });
  await page.locator('#score-english').fill(english);
  await page.locator('#score-english').blur();
  await page.locator('#interview-result').selectOption(result);
  await page.getByRole('button', { name: t.saveChanges }).click();
  await expect.poll(() => page.getByRole('dialog').count(), { timeout: 15_000 }).toBe(0);
}

describe('admin candidates', () => {
  it.each(['en', 'zh'] as const)(
    'uploads a resume, reviews, saves, scores twice, shows the history, searches, filters and erases (%s)',
    async (lang) => {
      const t = text[lang];
      const page = await adminPage(lang);
      await page.getByRole('tab', { name: t.add }).click();
      await page.getByLabel(t.upload, { exact: true }).setInputFiles(RESUME);
      await page.getByRole('button', { name: t.process }).click();
      await expect.poll(() => page.locator('#candidate-name').inputValue(), { timeout: 20_000 }).toBe('Priya Raman');
      await page.getByRole('button', { name: t.save }).click();
      await expect.poll(() => page.locator('#candidate-name').inputValue(), { timeout: 15_000 }).toBe('');

      await page.getByRole('tab', { name: t.all }).click();
      await expect.poll(() => page.getByRole('row', { name: /Priya Raman/ }).count(), { timeout: 15_000 }).toBe(1);

      await scoreInterview(page, lang, '3.5', 'Pending');
      await scoreInterview(page, lang, '4.2', 'Recommended');
      await page.getByRole('row', { name: /Priya Raman/ }).click();
      const history = page.getByRole('region', { name: t.history });
      await expect.poll(() => history.getByText(t.englishChange).count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => history.getByText(t.resultChange).count()).toBe(1);
      await page.screenshot({ path: `${SCREENSHOT_DIR}candidates-dialog-${lang}.png` });
      await page.keyboard.press('Escape');

      await page.getByPlaceholder(t.search).fill('priya');
      await expect.poll(() => page.getByText(t.showing).count(), { timeout: 10_000 }).toBe(1);
      await page.getByPlaceholder(t.search).fill('nobody-matches-this');
      await expect.poll(() => page.getByText(t.noMatch).count(), { timeout: 10_000 }).toBe(1);
      await page.getByPlaceholder(t.search).fill('');
      await page.getByRole('combobox', { name: t.interviewed }).selectOption('no');
      await expect.poll(() => page.getByRole('row', { name: /Priya Raman/ }).count(), { timeout: 10_000 }).toBe(0);
      await page.getByRole('combobox', { name: t.interviewed }).selectOption('yes');
      await expect.poll(() => page.getByRole('row', { name: /Priya Raman/ }).count(), { timeout: 10_000 }).toBe(1);
      await page.screenshot({ path: `${SCREENSHOT_DIR}candidates-list-${lang}.png` });

      await page.getByRole('row', { name: /Priya Raman/ }).click();
      await page.getByRole('button', { name: t.delete }).click();
      await expect.poll(() => page.getByRole('row', { name: /Priya Raman/ }).count(), { timeout: 15_000 }).toBe(0);
    },
  );

  it('offers the portfolio uploader and the review form in Chinese', async () => {
    const page = await adminPage('zh');
    await page.getByRole('tab', { name: '添加候选人' }).click();
    await expect.poll(() => page.getByText('核对候选人信息').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByRole('heading', { name: '上传作品集' }).count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOT_DIR}candidates-add-zh.png`, fullPage: true });
  });
});
