import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestApp, type TestApp, TestClient } from '@tb/all-in-one/testing';
import { configureDocumentPool } from '@tb/documents';
import { tinyTextOpsPdf } from '@tb/documents/testing/hostile-documents';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedPages, launchBrowser, openPage, SCREENSHOT_DIR } from './browser.ts';

/**
 * The profile's Resume and Portfolio tabs in both languages: a Chinese DOCX resume
 * gives editable skill tags that 'Add to my skills' puts on the profile; a portfolio uploads and opens in a new
 * window; another user gets 403 for both files; a 21 MB portfolio is refused before it is sent, and by the
 * server (413 with the message) when sent anyway.
 */
const RESUME = readFileSync(new URL('../../packages/documents/fixtures/resumes/zh-ai-trainer.docx', import.meta.url));
const RESUME_NAME = '张伟-简历.docx';
/** A PDF whose font maps letters to punctuation: its text layer is garbage, so the answer warns unreadableText. */
const GARBLED = readFileSync(
  new URL('../../packages/documents/fixtures/real-shaped/en-garbled-font.pdf', import.meta.url),
);
/** 50 pages × 60,000 one-letter text operations: reading it takes far longer than the budget set for it below. */
const SLOW_PDF = Buffer.from(tinyTextOpsPdf(50, 60_000));
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

const text = {
  en: {
    resume: 'Resume',
    portfolio: 'Portfolio',
    profile: 'Profile',
    chooseResume: 'Choose a resume…',
    choosePortfolio: 'Choose a portfolio file…',
    uploadResume: 'Upload Resume',
    uploadPortfolio: 'Upload Portfolio',
    english: 'English skill tags',
    chinese: 'Chinese skill tags',
    add: 'Add to my skills',
    added: 'Skills Added',
    profileEnglish: 'Skill tags (English)',
    profileChinese: 'Skill tags (Chinese)',
    view: 'View',
    noPortfolio: 'No portfolio uploaded yet',
    portfolioUploaded: 'Portfolio uploaded',
    tooLarge: 'File size cannot exceed 20MB',
    unreadableText: 'The text of this file could not be read; please fill in the fields by hand',
    notRead:
      'Your resume was uploaded, but the skills in it could not be read. Reading the document took too long and was stopped. You can type them here.',
  },
  zh: {
    resume: '简历',
    portfolio: '作品集',
    profile: '个人资料',
    chooseResume: '选择简历文件…',
    choosePortfolio: '选择作品集文件…',
    uploadResume: '上传简历',
    uploadPortfolio: '上传作品集',
    english: '英文技能标签',
    chinese: '中文技能标签',
    add: '添加到我的技能',
    added: '技能已添加',
    profileEnglish: '技能标签（英文）',
    profileChinese: '技能标签（中文）',
    view: '查看',
    noPortfolio: '尚未上传作品集',
    portfolioUploaded: '作品集已上传',
    tooLarge: '文件大小不能超过 20MB',
    unreadableText: '无法读取此文件的文本，请手动填写各字段',
    notRead: '简历已上传，但无法读取其中的技能。读取文档超时，已停止处理。您可以在此手动填写。',
  },
} as const;

let app: TestApp;
let browser: Browser;
const track = checkedPages(() => app);
/**
 * A 21 MB portfolio on disk (a ZIP by its first bytes, so only its size is wrong): the browser gets its path,
 * not 21 MB through the DevTools protocol, which took over 30 s on a loaded machine.
 */
const bigDir = mkdtempSync(join(tmpdir(), 'tb-portfolio-'));
const BIG_PORTFOLIO = join(bigDir, 'big.zip');

beforeAll(async () => {
  writeFileSync(BIG_PORTFOLIO, Buffer.from('PK\x03\x04', 'latin1'));
  truncateSync(BIG_PORTFOLIO, 21 * 1024 * 1024);
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  rmSync(bigDir, { recursive: true, force: true });
});

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });
const toasts = (page: Page) =>
  page
    .locator('.tb-toast')
    .allTextContents()
    .then((all) => all.join(' | '));

async function register(email: string, username: string): Promise<void> {
  const client = new TestClient(app.url);
  const sent = await client.post('/api/auth/send-registration-verification', { email });
  const made = await client.post('/api/auth/register', { email, username, password: 'secret12', code: sent.body.code });
  expect(made.status).toBeLessThan(300);
}

/** A signed-in browser page (the session cookie set through the page's own request context). */
async function signedIn(email: string, path: string): Promise<Page> {
  const page = await openPage(browser);
  track(page);
  const login = await page.request.post(`${app.url}/api/auth/login`, {
    data: { email, password: 'secret12' },
    headers: { origin: app.url },
  });
  expect(login.status()).toBe(200);
  await page.goto(`${app.url}${path}`);
  return page;
}

describe.each(['en', 'zh'] as const)('resume and portfolio in %s', (lang) => {
  const t = text[lang];
  const email = `zhang.${lang}@example.com`;
  const q = lang === 'zh' ? '&lang=zh' : '';

  it('extracts skills from a Chinese DOCX resume, edits them and adds them to the profile', async () => {
    await register(email, `zhang_${lang}`);
    const page = await signedIn(email, `/profile?tab=resume${q}`);
    const picker = page.getByLabel(t.chooseResume);
    await eventually(() => picker.count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOT_DIR}resume-empty-${lang}.png`, fullPage: true });

    await picker.setInputFiles({ name: RESUME_NAME, mimeType: DOCX, buffer: RESUME });
    await page.getByRole('button', { name: t.uploadResume }).click();
    const english = page.getByLabel(t.english);
    await eventually(() => english.isVisible()).toBe(true);
    expect(await english.inputValue()).toMatch(/LLM/);
    expect(await page.getByLabel(t.chinese).inputValue()).toMatch(/大模型/);
    await eventually(() => page.getByTestId('current-file-name').textContent()).toBe(RESUME_NAME);

    await english.fill('LLM, RLHF, Vector Search');
    await page.getByLabel(t.chinese).fill('大模型, 向量检索');
    await page.screenshot({ path: `${SCREENSHOT_DIR}resume-skills-${lang}.png`, fullPage: true });
    await page.getByRole('button', { name: t.add }).click();
    await eventually(() => toasts(page)).toContain(t.added);
    await eventually(() => page.locator('.tb-toast').count()).toBe(1);
    await eventually(() => english.count()).toBe(0);

    await page.getByRole('menuitem', { name: t.profile, exact: true }).click();
    await eventually(() => page.getByLabel(t.profileEnglish).inputValue()).toBe('LLM, RLHF, Vector Search');
    expect(await page.getByLabel(t.profileChinese).inputValue()).toBe('大模型, 向量检索');

    await page.getByRole('menuitem', { name: t.resume, exact: true }).click();
    const view = page.getByRole('button', { name: t.view });
    const href = await view.getAttribute('href');
    expect(await view.getAttribute('target')).toBe('_blank');
    const file = await page.request.get(`${app.url}${href}`);
    expect(file.status()).toBe(200);
    expect(Buffer.from(await file.body()).equals(RESUME)).toBe(true);
  });

  it('says so when the text of the resume cannot be read, instead of showing no skills without a word', async () => {
    await register(`garbled.${lang}@example.com`, `garbled_${lang}`);
    const page = await signedIn(`garbled.${lang}@example.com`, `/profile?tab=resume${q}`);
    const picker = page.getByLabel(t.chooseResume);
    await eventually(() => picker.count()).toBe(1);
    await picker.setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: GARBLED });
    await page.getByRole('button', { name: t.uploadResume }).click();
    await eventually(() => page.getByLabel(t.english).isVisible()).toBe(true);
    expect(await page.locator('.tb-skills-panel__unreadable').textContent()).toBe(t.unreadableText);
    expect(await page.getByLabel(t.english).inputValue()).toBe('');
  });

  it('keeps a resume whose reading ran over its time budget and says the skills could not be read, and why', async () => {
    await register(`slow.${lang}@example.com`, `slow_${lang}`);
    const page = await signedIn(`slow.${lang}@example.com`, `/profile?tab=resume${q}`);
    const picker = page.getByLabel(t.chooseResume);
    await eventually(() => picker.count()).toBe(1);
    await configureDocumentPool({ budgetMs: 500 });
    try {
      await picker.setInputFiles({ name: 'slow.pdf', mimeType: 'application/pdf', buffer: SLOW_PDF });
      await page.getByRole('button', { name: t.uploadResume }).click();
      await eventually(() => page.locator('.tb-skills-panel__not-read').count()).toBe(1);
    } finally {
      await configureDocumentPool({});
    }
    expect(await page.locator('.tb-skills-panel__not-read').textContent()).toBe(t.notRead);
    await eventually(() => page.getByTestId('current-file-name').textContent()).toBe('slow.pdf');
    await page.screenshot({ path: `${SCREENSHOT_DIR}resume-not-read-${lang}.png`, fullPage: true });
  });

  it('uploads a portfolio, opens it in a new window, refuses 21 MB before sending and on the server; others get 403', async () => {
    const page = await signedIn(email, `/profile?tab=portfolio${q}`);
    await eventually(() => page.getByText(t.noPortfolio).isVisible()).toBe(true);
    const picker = page.getByLabel(t.choosePortfolio);
    const upload = page.getByRole('button', { name: t.uploadPortfolio });

    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/user/portfolio') && request.method() === 'POST') sent++;
    });
    await picker.setInputFiles(BIG_PORTFOLIO);
    await eventually(() => toasts(page)).toContain(t.tooLarge);
    expect(await upload.isDisabled()).toBe(true);
    // Sent anyway (a script, an old page), the server refuses it with the same message in the same language.
    const refused = await page.request.post(`${app.url}/api/user/portfolio`, {
      headers: { origin: app.url, 'x-lang': lang },
      multipart: {
        portfolio: { name: 'big.zip', mimeType: 'application/zip', buffer: readFileSync(BIG_PORTFOLIO) },
      },
    });
    expect(refused.status()).toBe(413);
    expect((await refused.json()).message).toBe(t.tooLarge);

    await picker.setInputFiles({ name: '作品集.pdf', mimeType: 'application/pdf', buffer: PDF });
    await upload.click();
    await eventually(() => toasts(page)).toContain(t.portfolioUploaded);
    expect(sent).toBe(1);
    await eventually(() => page.getByTestId('current-file-name').textContent()).toBe('作品集.pdf');
    // The refused file's toast is replaced, not stacked: wait until it has left before the screenshot.
    await eventually(() => page.locator('.tb-toast').count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOT_DIR}portfolio-${lang}.png`, fullPage: true });

    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: t.view }).click()]);
    const id = new URL(popup.url()).pathname.split('/').pop() ?? '';
    expect(new URL(popup.url()).pathname).toBe(`/api/user/portfolio/${id}`);
    await popup.close();

    const otherEmail = `li.${lang}@example.com`;
    await register(otherEmail, `li_${lang}`);
    const other = await signedIn(otherEmail, `/profile?tab=portfolio${q}`);
    expect((await other.request.get(`${app.url}/api/user/portfolio/${id}`)).status()).toBe(403);
    expect((await other.request.get(`${app.url}/api/user/resume/${id}`)).status()).toBe(403);
  });
});
