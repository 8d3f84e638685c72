import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestApp, type TestApp } from '@tb/all-in-one/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appTookOver, checkedPages, launchBrowser, openPage, SCREENSHOT_DIR } from './browser.ts';

/**
 * What admins tripped over on Add Candidate and in the candidate dialog (issue 27): a resume's applied date, a
 * second resume of a known candidate, an unreadable file, a refused portfolio file, the count of all candidates,
 * stored values in the reader's language, the interview scores' layout and empty sections.
 */
const ADMIN = { email: 'admin@talentbridge.test', password: 'admin-secret-1' };
const fixture = (name: string) =>
  fileURLToPath(new URL(`../../packages/documents/fixtures/resumes/${name}`, import.meta.url));

let app: TestApp;
let browser: Browser;
let files: string;
const track = checkedPages(() => app);

beforeAll(async () => {
  files = mkdtempSync(join(tmpdir(), 'tb-e2e-files-'));
  // A PDF that stops after its header: damaged, as a cut download is.
  writeFileSync(join(files, 'broken-resume.pdf'), '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R');
  writeFileSync(join(files, 'notes.txt'), 'not a portfolio');
  // 51 MB without writing 51 MB: a sparse file.
  writeFileSync(join(files, 'huge-portfolio.zip'), '');
  truncateSync(join(files, 'huge-portfolio.zip'), 51 * 1024 * 1024);
  [app, browser] = await Promise.all([
    startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  rmSync(files, { recursive: true, force: true });
});

async function adminPage(lang: 'en' | 'zh'): Promise<Page> {
  const page = track(await openPage(browser));
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${app.url}/login${lang === 'zh' ? '?lang=zh' : ''}`);
  await appTookOver(page);
  await page.locator('input[type=email]').fill(ADMIN.email);
  await page.locator('input[type=password]').fill(ADMIN.password);
  await page.locator('form button[type=submit]').click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/admin');
  await page.goto(`${app.url}/admin?section=candidates${lang === 'zh' ? '&lang=zh' : ''}`);
  return page;
}

/** Today on this machine's calendar, as the page's language writes a date (11/26/2026, 2026/11/26). */
const today = (lang: 'en' | 'zh') => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const [y, m, d] = [String(now.getFullYear()), pad(now.getMonth() + 1), pad(now.getDate())];
  return lang === 'zh' ? `${y}/${m}/${d}` : `${m}/${d}/${y}`;
};

const text = {
  en: {
    resume: 'zh-llm-engineer.pdf',
    name: '王思远',
    add: 'Add Candidate',
    all: 'All Candidates',
    upload: 'Upload Resume',
    process: 'Upload & Process',
    save: 'Save Candidate',
    gender: 'Male',
    degree: 'Master',
    birthday: 'May 1996',
    matched: 'same email and phone',
    attach: 'Attach resume to 王思远',
    attached: 'Resume attached to 王思远',
    unreadable: 'Could not read broken-resume.pdf',
    damaged: 'The document is damaged or incomplete and cannot be read.',
    portfolio: 'Upload Portfolio',
    choose: 'Choose a file',
    wrongType: 'Invalid file type',
    tooLarge: 'File too large',
    showing: (n: number) => `Showing 1 of ${n} candidates`,
    search: /Search name/,
    applied: 'Applied date',
    editInterview: 'Edit Interview',
    education: 'Education background',
    skills: 'Skill tags',
  },
  zh: {
    resume: 'zh-cv-sidebar.pdf',
    name: '陈晓雯',
    add: '添加候选人',
    all: '全部候选人',
    upload: '上传简历',
    process: '上传并处理',
    save: '保存候选人',
    gender: '女',
    degree: '博士',
    birthday: '1993年11月',
    matched: '邮箱和电话相同',
    attach: '将简历关联到 陈晓雯',
    attached: '简历已关联到 陈晓雯',
    unreadable: '无法读取 broken-resume.pdf',
    damaged: '文档已损坏或不完整，无法读取。',
    portfolio: '上传作品集',
    choose: '选择文件',
    wrongType: '文件类型无效',
    tooLarge: '文件过大',
    showing: (n: number) => `显示 1 / ${n} 位候选人`,
    search: /搜索姓名/,
    applied: '申请日期',
    editInterview: '编辑面试',
    education: '教育背景',
    skills: '技能标签',
  },
};

const rows = (page: Page, name: string) =>
  page
    .locator('.tb-candidates__table')
    .getByRole('row', { name: new RegExp(name) })
    .count();
const selected = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');

async function uploadResume(page: Page, lang: 'en' | 'zh', file: string) {
  await page.getByLabel(text[lang].upload, { exact: true }).setInputFiles(file);
  await page.getByRole('button', { name: text[lang].process }).click();
}

describe('Add Candidate and the candidate dialog (issue 27)', () => {
  it.each(['en', 'zh'] as const)('reviews, attaches a second resume and shows the candidate (%s)', async (lang) => {
    const t = text[lang];
    const page = await adminPage(lang);
    await page.getByRole('tab', { name: t.add }).click();

    // A resume upload is applied for today; stored values show in the reader's language.
    await uploadResume(page, lang, fixture(t.resume));
    await expect.poll(() => page.locator('#candidate-name').inputValue(), { timeout: 20_000 }).toBe(t.name);
    expect(await page.locator('#candidate-applyTime').inputValue()).toBe(today(lang));
    expect(await selected(page, 'candidate-gender')).toBe(t.gender);
    expect(await selected(page, 'candidate-degree')).toBe(t.degree);
    await page.screenshot({ path: `${SCREENSHOT_DIR}issue27-review-${lang}.png`, fullPage: true });
    await page.getByRole('button', { name: t.save }).click();
    await expect.poll(() => page.locator('#candidate-name').inputValue(), { timeout: 15_000 }).toBe('');

    // The same resume again: the known candidate is offered, and the resume goes to it, not to a second row.
    await uploadResume(page, lang, fixture(t.resume));
    const duplicates = page.locator('.tb-candidates__duplicates');
    await expect.poll(() => duplicates.textContent(), { timeout: 20_000 }).toContain(t.matched);
    await page.screenshot({ path: `${SCREENSHOT_DIR}issue27-duplicate-${lang}.png`, fullPage: true });
    await duplicates.getByRole('button', { name: t.attach }).click();
    await expect.poll(() => page.getByText(t.attached).count(), { timeout: 15_000 }).toBe(1);

    // A damaged file: the form says which file and why.
    await uploadResume(page, lang, join(files, 'broken-resume.pdf'));
    const unreadable = page.locator('.tb-candidates__review .bp6-callout.bp6-intent-danger');
    await expect.poll(() => unreadable.textContent(), { timeout: 20_000 }).toContain(t.unreadable);
    expect(await unreadable.textContent()).toContain(t.damaged);
    await unreadable.screenshot({ path: `${SCREENSHOT_DIR}issue27-unreadable-${lang}.png` });
    // Filled by hand, it saves: another candidate the search below leaves out.
    await page.locator('#candidate-name').fill(`Typed by hand ${lang}`);
    await page.getByRole('button', { name: t.save }).click();
    await expect.poll(() => page.locator('#candidate-name').inputValue(), { timeout: 15_000 }).toBe('');

    // A refused portfolio file clears the choice made before it: Upload cannot send the earlier file.
    const portfolio = page.getByLabel(t.portfolio, { exact: true });
    const uploadPortfolio = page.locator('button').filter({ hasText: t.portfolio });
    await page.locator('#portfolio-candidate').fill(t.name);
    const refusals: [string, string][] = [
      [join(files, 'notes.txt'), t.wrongType],
      [join(files, 'huge-portfolio.zip'), t.tooLarge],
    ];
    for (const [refused, message] of refusals) {
      await portfolio.setInputFiles(fixture(t.resume));
      await expect.poll(() => uploadPortfolio.isEnabled()).toBe(true);
      await portfolio.setInputFiles(refused);
      await expect.poll(() => page.getByText(message).count()).toBeGreaterThan(0);
      expect(await uploadPortfolio.isEnabled()).toBe(false);
      expect(await page.locator('.bp6-file-upload-input').last().textContent()).toBe(t.choose);
    }

    // The list: one row, applied today; 'Showing 1 of Y' counts every candidate, not the matches.
    await page.getByRole('tab', { name: t.all }).click();
    await page.getByPlaceholder(t.search).fill(t.name);
    await expect.poll(() => rows(page, t.name), { timeout: 15_000 }).toBe(1);
    const all = await page.evaluate(async () => {
      const answer = await fetch('/api/admin/candidates');
      return ((await answer.json()) as unknown[]).length;
    });
    expect(all).toBeGreaterThan(1);
    await expect.poll(() => page.locator('.tb-candidates__count').textContent()).toBe(t.showing(all));
    const appliedCell = page.locator('.tb-candidates__table tbody tr').first().locator('td').last();
    expect(await appliedCell.textContent()).not.toBe('');
    await page.screenshot({ path: `${SCREENSHOT_DIR}issue27-list-${lang}.png` });

    // The dialog: applied date, gender and birthday in the reader's words, headings apart from the rows above.
    await page.getByRole('row', { name: new RegExp(t.name) }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent(), { timeout: 15_000 }).toContain(t.applied);
    const rowOf = (label: string) =>
      dialog
        .locator('.tb-candidate__row', { has: page.getByText(label, { exact: true }) })
        .locator('span')
        .last();
    expect(await rowOf(lang === 'zh' ? '性别' : 'Gender').textContent()).toBe(t.gender);
    expect(await rowOf(lang === 'zh' ? '出生日期' : 'Birthday').textContent()).toBe(t.birthday);
    // The smallest space between a section heading and the row above it (polled: the dialog may still settle).
    const smallestGap = () =>
      dialog.locator('h5').evaluateAll((headings) => {
        const gaps = headings
          .filter((h) => h.previousElementSibling?.classList.contains('tb-candidate__row'))
          .map((h) => h.getBoundingClientRect().top - (h.previousElementSibling?.getBoundingClientRect().bottom ?? 0));
        return gaps.length > 0 ? Math.min(...gaps) : Number.NaN;
      });
    await expect.poll(smallestGap).toBeGreaterThanOrEqual(12);
    await page.screenshot({ path: `${SCREENSHOT_DIR}issue27-dialog-${lang}.png` });

    // The five score inputs sit side by side without touching, steppers included, inside the dialog.
    await dialog.getByRole('button', { name: t.editInterview }).click();
    // Measured over the box and its steppers: they may overflow the input's own cell.
    const boxes = await dialog.locator('.tb-candidate__score-inputs .bp6-numeric-input').evaluateAll((inputs) =>
      inputs.map((input) => {
        const parts = [...input.children].map((part) => part.getBoundingClientRect());
        return {
          left: Math.min(...parts.map((r) => r.left)),
          right: Math.max(...parts.map((r) => r.right)),
          top: Math.min(...parts.map((r) => r.top)),
        };
      }),
    );
    const frame = await dialog.evaluate((d) => d.getBoundingClientRect().right);
    expect(boxes).toHaveLength(5);
    for (const [i, box] of boxes.entries()) {
      expect(box.right, `score ${i} inside the dialog`).toBeLessThanOrEqual(frame);
      const next = boxes[i + 1];
      if (next && next.top === box.top) expect(next.left - box.right, `gap after score ${i}`).toBeGreaterThan(4);
    }
    await dialog
      .locator('.tb-candidate__score-inputs')
      .screenshot({ path: `${SCREENSHOT_DIR}issue27-scores-${lang}.png` });
  });

  it.each(['en', 'zh'] as const)('shows no empty section for a candidate typed by hand (%s)', async (lang) => {
    const t = text[lang];
    const page = await adminPage(lang);
    await page.getByRole('tab', { name: t.add }).click();
    const name = `Bare ${lang}`;
    await page.locator('#candidate-name').fill(name);
    // The date is typed in the page's order: month first in English, year first in Chinese.
    await page.locator('#candidate-applyTime').fill(lang === 'zh' ? '2026/1/5' : '1/5/2026');
    await page.locator('#candidate-applyTime').blur();
    expect(await page.locator('#candidate-applyTime').inputValue()).toBe(lang === 'zh' ? '2026/01/05' : '01/05/2026');
    await page.getByRole('button', { name: t.save }).click();
    await expect.poll(() => page.locator('#candidate-name').inputValue(), { timeout: 15_000 }).toBe('');
    await page.getByRole('tab', { name: t.all }).click();
    await page.getByRole('row', { name: new RegExp(name) }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.locator('h5').first().textContent(), { timeout: 15_000 }).toBeTruthy();
    expect(await dialog.textContent()).toContain(lang === 'zh' ? '2026/1/5' : '1/5/2026');
    const headings = await dialog.locator('h5').allTextContents();
    expect(headings).not.toContain(t.education);
    expect(headings).not.toContain(t.skills);
  });
});
