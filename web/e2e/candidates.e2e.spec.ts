import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR } from './browser.ts';
import { app, type Language, RESUME, adminPage as signedInAdmin, startProduct, withLang } from './product.ts';

startProduct();

/** The admin on the Candidates section, accepting the browser's confirmations. */
async function adminPage(lang: Language): Promise<Page> {
  const page = await signedInAdmin(lang);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.goto(`${app.url}${withLang('/admin?section=candidates', lang)}`);
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
    past: 'Past view',
    viewAsOf: 'View as of this change',
    backToNow: 'Back to now',
    firstEnglish: 'English (empty) → 3.5',
    englishChange: 'English 3.5 → 4.2',
    resultChange: 'Interview Result Pending → Recommended',
    scoredBy: /^Interview scored by /,
    addedFrom: /^Candidate added from a resume by/,
    pending: 'Pending',
    noMatch: 'No candidates match your search criteria.',
    search: /Search name/,
    delete: 'Delete Candidate',
    role: 'Role',
    degree: 'Highest Degree',
    result: 'Interview Result',
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
    past: '历史视图',
    viewAsOf: '查看此次变更时的评估',
    backToNow: '回到现在',
    firstEnglish: '英语 （空） → 3.5',
    englishChange: '英语 3.5 → 4.2',
    resultChange: '面试结果 待定 → 推荐',
    scoredBy: / 录入了面试评分$/,
    addedFrom: / 添加了候选人（来自简历）$/,
    pending: '待定',
    noMatch: '没有符合搜索条件的候选人。',
    search: /搜索姓名/,
    delete: '删除候选人',
    role: '角色',
    degree: '最高学历',
    result: '面试结果',
  },
};
const PRIYA = /Priya Raman/;

const rows = (page: Page, name: RegExp | string) =>
  page.locator('.tb-candidates__table').getByRole('row', { name }).count();

async function scoreInterview(page: Page, lang: Language, english: string, result: string) {
  const t = text[lang];
  await page.getByRole('button', { name: t.editInterview }).click();
  // Blueprint hides the native box behind its indicator.
  await page.getByRole('checkbox', { name: t.interviewed }).check({ force: true });
  await page.locator('#score-english').fill(english);
  await page.locator('#score-english').blur();
  await page.locator('#interview-result').selectOption(result);
  await page.getByRole('button', { name: t.saveChanges }).click();
  // The dialog stays open on the refreshed candidate.
  await expect.poll(() => page.getByRole('button', { name: t.editInterview }).count(), { timeout: 15_000 }).toBe(1);
}

/** Each history change row as one line: 'English 3.5 → 4.2'. */
async function changeLines(page: Page, lang: Language): Promise<string[]> {
  const history = page.getByRole('region', { name: text[lang].history });
  const lines = await history.locator('.tb-history__changes tbody tr').allInnerTexts();
  return lines.map((line) => line.replace(/\s+/g, ' ').trim());
}

/**
 * The filters narrow the list: each shows the candidate that matches it and hides the one that does not. Cleared, the
 * filter shows both again before the test goes on: a row clicked while the list still shows the filtered answer
 * could move under the pointer when the whole list arrives (CI once erased the other candidate that way).
 */
async function checkFilter(page: Page, label: string, value: string, shown: RegExp | string, hidden: RegExp | string) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await select.selectOption(value);
  await expect.poll(() => rows(page, shown), { timeout: 10_000 }).toBe(1);
  await expect.poll(() => rows(page, hidden), { timeout: 10_000 }).toBe(0);
  await select.selectOption('');
  await expect.poll(() => rows(page, hidden), { timeout: 10_000 }).toBe(1);
  await expect.poll(() => rows(page, shown), { timeout: 10_000 }).toBe(1);
}

describe('admin candidates', () => {
  it.each(['en', 'zh'] as const)(
    'uploads a resume, reviews, saves, scores twice, shows the history, searches, filters and erases (%s)',
    async (lang) => {
      const t = text[lang];
      const control = `Control ${lang}`;
      const page = await adminPage(lang);
      await page.getByRole('tab', { name: t.add }).click();
      await page.getByLabel(t.upload, { exact: true }).setInputFiles(RESUME);
      await page.getByRole('button', { name: t.process }).click();
      await expect.poll(() => page.locator('#candidate-name').inputValue(), { timeout: 20_000 }).toBe('Priya Raman');
      await page.screenshot({ path: `${SCREENSHOT_DIR}candidates-review-${lang}.png`, fullPage: true });
      await page.getByRole('button', { name: t.save }).click();
      await expect.poll(() => page.locator('#candidate-name').inputValue(), { timeout: 15_000 }).toBe('');

      // A second candidate typed by hand, so every filter has something to leave out.
      await page.locator('#candidate-name').fill(control);
      await page.locator('#candidate-phd').fill('Peking University');
      await page.locator('#candidate-role').selectOption('FAE');
      await page.locator('#candidate-tagsInChinese').fill('机器学习, 嵌入式');
      await page.locator('#candidate-position').fill('Field engineer');
      // Entering a position with no application date fills today.
      // In the page's language: month first in English, year first in Chinese.
      expect(await page.locator('#candidate-applyTime').inputValue()).toMatch(
        lang === 'zh' ? /^\d{4}\/\d{2}\/\d{2}$/ : /^\d{2}\/\d{2}\/\d{4}$/,
      );
      await page.getByRole('button', { name: t.save }).click();
      await expect.poll(() => page.locator('#candidate-name').inputValue(), { timeout: 15_000 }).toBe('');

      await page.getByRole('tab', { name: t.all }).click();
      await expect.poll(() => rows(page, PRIYA), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => rows(page, control), { timeout: 15_000 }).toBe(1);

      await page.getByRole('row', { name: PRIYA }).click();
      await scoreInterview(page, lang, '3.5', 'Pending');
      await scoreInterview(page, lang, '4.2', 'Recommended');
      const history = page.getByRole('region', { name: t.history });
      await expect.poll(() => changeLines(page, lang), { timeout: 15_000 }).toContain(t.englishChange);
      const lines = await changeLines(page, lang);
      expect(lines).toContain(t.resultChange);
      expect(lines).toContain(t.firstEnglish);
      const headlines = await history.locator('.tb-history__headline strong').allInnerTexts();
      expect(headlines.filter((h) => t.scoredBy.test(h))).toHaveLength(2);
      expect(headlines.at(-1)).toMatch(t.addedFrom);

      // As of the first scoring: the evaluation then, marked as a past view.
      await history.getByRole('button', { name: t.viewAsOf }).nth(1).click();
      const past = page.getByRole('region', { name: t.past });
      await expect
        .poll(() => past.locator('.tb-candidate__tile strong').first().textContent(), { timeout: 10_000 })
        .toBe('3.5');
      expect(await past.textContent()).toContain(t.pending);
      // The moment in the page's language like the other date boxes (the browser is en-US): year first in Chinese.
      expect(await page.locator('#candidate-as-of').inputValue()).toMatch(
        lang === 'zh' ? /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/ : /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/,
      );
      await past.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOT_DIR}candidates-dialog-${lang}.png` });
      await past.getByRole('button', { name: t.backToNow }).click();
      await expect.poll(() => past.count()).toBe(0);
      await page.locator('.bp6-dialog-close-button').click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      const search = page.getByPlaceholder(t.search);
      await search.fill('priya');
      await expect.poll(() => rows(page, control), { timeout: 10_000 }).toBe(0);
      await expect.poll(() => rows(page, PRIYA)).toBe(1);
      await search.fill('机器');
      await expect.poll(() => rows(page, PRIYA), { timeout: 10_000 }).toBe(0);
      await expect.poll(() => rows(page, control)).toBe(1);
      await search.fill('nobody-matches-this');
      await expect.poll(() => page.getByText(t.noMatch).count(), { timeout: 10_000 }).toBe(1);
      await search.fill('');
      await expect.poll(() => rows(page, PRIYA), { timeout: 10_000 }).toBe(1);

      await checkFilter(page, t.role, 'FAE', control, PRIYA);
      await checkFilter(page, t.degree, 'phd', control, PRIYA);
      await checkFilter(page, t.degree, 'master', PRIYA, control);
      await checkFilter(page, t.interviewed, 'yes', PRIYA, control);
      await checkFilter(page, t.interviewed, 'no', control, PRIYA);
      await checkFilter(page, t.result, 'Recommended', PRIYA, control);
      await page.screenshot({ path: `${SCREENSHOT_DIR}candidates-list-${lang}.png` });

      const id = await page.evaluate(async () => {
        const answer = await fetch('/api/admin/candidates?q=priya');
        const body = (await answer.json()) as { candidates: { id: string }[] };
        return body.candidates[0]?.id ?? '';
      });
      await page.getByRole('row', { name: PRIYA }).click();
      await expect.poll(() => page.getByRole('dialog', { name: PRIYA }).count()).toBe(1);
      const erased = page.waitForResponse(
        (answer) => answer.request().method() === 'DELETE' && answer.url().endsWith(`/api/admin/candidates/${id}`),
      );
      await page.getByRole('button', { name: t.delete }).click();
      const answer = await erased;
      expect(answer.status(), await answer.text()).toBe(200);
      await expect.poll(() => rows(page, PRIYA), { timeout: 15_000 }).toBe(0);
      await search.fill('priya');
      await expect.poll(() => page.getByText(t.noMatch).count(), { timeout: 10_000 }).toBe(1);
      const after = await page.evaluate(async (candidateId) => {
        const answer = await fetch(`/api/admin/candidates/${candidateId}/history`);
        return { status: answer.status, body: await answer.text() };
      }, id);
      expect(after.status).toBe(200);
      expect(after.body).toContain('"erased":true');
      expect(after.body).not.toMatch(/Priya|priya\.raman|555-0147/);
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
