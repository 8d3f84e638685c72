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

async function scoreInterview(page: Page, english: string, result: string) {
  await page.getByRole('row', { name: /Priya Raman/ }).click();
  await page.getByRole('button', { name: 'Edit Interview' }).click();
  // Blueprint hides the native box behind its indicator.
  await page.getByRole('checkbox', { name: 'Interviewed' }).check({ force: true });
  await page.locator('#score-english').fill(english);
  await page.locator('#score-english').blur();
  await page.locator('#interview-result').selectOption(result);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect.poll(() => page.getByRole('dialog').count(), { timeout: 15_000 }).toBe(0);
}

describe('admin candidates', () => {
  it('uploads a resume, reviews, saves, scores twice, shows the history, searches, filters and erases', async () => {
    const page = await adminPage('en');
    await page.getByRole('tab', { name: 'Add Candidate' }).click();
    await page.getByLabel('Upload Resume').setInputFiles(RESUME);
    await page.getByRole('button', { name: 'Upload & Process' }).click();
    await expect.poll(() => page.locator('#candidate-name').inputValue(), { timeout: 20_000 }).toBe('Priya Raman');
    await page.getByRole('button', { name: 'Save Candidate' }).click();
    await expect.poll(() => page.locator('#candidate-name').inputValue(), { timeout: 15_000 }).toBe('');

    await page.getByRole('tab', { name: 'All Candidates' }).click();
    await expect.poll(() => page.getByRole('row', { name: /Priya Raman/ }).count(), { timeout: 15_000 }).toBe(1);

    await scoreInterview(page, '3.5', 'Pending');
    await scoreInterview(page, '4.2', 'Recommended');
    await page.getByRole('row', { name: /Priya Raman/ }).click();
    const history = page.getByRole('region', { name: 'History' });
    await expect.poll(() => history.getByText('English: 3.5 → 4.2').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => history.getByText('Interview Result: Pending → Recommended').count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOT_DIR}candidates-dialog-en.png`, fullPage: true });
    await page.keyboard.press('Escape');

    await page.getByPlaceholder(/Search name/).fill('priya');
    await expect.poll(() => page.getByText('Showing 1 of 1 candidates').count(), { timeout: 10_000 }).toBe(1);
    await page.getByPlaceholder(/Search name/).fill('nobody-matches-this');
    await expect
      .poll(() => page.getByText('No candidates match your search criteria.').count(), { timeout: 10_000 })
      .toBe(1);
    await page.getByPlaceholder(/Search name/).fill('');
    await page.getByRole('combobox', { name: 'Interviewed' }).selectOption('no');
    await expect.poll(() => page.getByRole('row', { name: /Priya Raman/ }).count(), { timeout: 10_000 }).toBe(0);
    await page.getByRole('combobox', { name: 'Interviewed' }).selectOption('yes');
    await expect.poll(() => page.getByRole('row', { name: /Priya Raman/ }).count(), { timeout: 10_000 }).toBe(1);
    await page.screenshot({ path: `${SCREENSHOT_DIR}candidates-list-en.png` });

    await page.getByRole('row', { name: /Priya Raman/ }).click();
    await page.getByRole('button', { name: 'Delete Candidate' }).click();
    await expect.poll(() => page.getByRole('row', { name: /Priya Raman/ }).count(), { timeout: 15_000 }).toBe(0);
  });

  it('speaks Chinese', async () => {
    const page = await adminPage('zh');
    await expect.poll(() => page.getByRole('tab', { name: '全部候选人' }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('tab', { name: '添加候选人' }).click();
    await expect.poll(() => page.getByText('核对候选人信息').count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOT_DIR}candidates-add-zh.png` });
  });
});
