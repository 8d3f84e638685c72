import { startTestApp, type TestApp } from '@tb/all-in-one/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dovecotMissing, TestDovecot } from '../../services/all-in-one/src/tests/inbox-dovecot.ts';
import { buildEmail, PDF, resumes } from '../../services/all-in-one/src/tests/inbox-messages.ts';
import { appTookOver, checkedPages, launchBrowser, openPage, SCREENSHOT_DIR } from './browser.ts';

/**
 * The HR inbox in a real browser against a real Dovecot (admin's Add Candidate → Load from Email): three emails → Load
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
/** What each email's resume says (packages/documents/fixtures/resumes/*.expected.json), by a word of its subject. */
const RESUMES: Record<string, { name: string; email: string; bytes: number }> = {
  陈晓雯: { name: '陈晓雯', email: 'chenxw_cv@outlook.com', bytes: resumes.chen().length },
  Becker: { name: 'Thomas Becker', email: 'tom.becker.dev@gmail.com', bytes: resumes.becker().length },
  Nguyen: { name: 'Kevin Nguyen', email: 'kevin.nguyen.ops@gmail.com', bytes: resumes.nguyen().length },
};
const resumeOf = (subject: string | null) =>
  Object.entries(RESUMES).find(([key]) => (subject ?? '').includes(key))?.[1] as (typeof RESUMES)[string];

const lateEmail = (id: string, subject: string) =>
  buildEmail({
    messageId: `${id}@zhipin.com`,
    from: 'notify@zhipin.com',
    fromName: 'BOSS直聘',
    subject,
    text: `${subject}\n\n简历见附件。`,
    attachments: [{ filename: `${id}.pdf`, contentType: PDF, content: resumes.becker() }],
  });

let dovecot: TestDovecot;
let app: TestApp;
let browser: Browser;
const track = checkedPages(() => app);

/** An admin on the Add Candidate tab; `dialogs` collects the confirmation texts (each is accepted). */
async function adminPage(lang: 'en' | 'zh'): Promise<{ page: Page; dialogs: string[] }> {
  const page = await openPage(browser);
  track(page);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.goto(`${app.url}/login${lang === 'zh' ? '?lang=zh' : ''}`);
  // /login may arrive prerendered: typing before the app takes over would be lost.
  await appTookOver(page);
  await page.locator('input[type=email]').fill(ADMIN.email);
  await page.locator('input[type=password]').fill(ADMIN.password);
  await page.locator('form button[type=submit]').click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/admin');
  await page.goto(`${app.url}/admin?section=candidates${lang === 'zh' ? '&lang=zh' : ''}`);
  await page.getByRole('tab', { name: lang === 'zh' ? '添加候选人' : 'Add Candidate' }).click();
  return { page, dialogs };
}

const subjectShown = (page: Page) => page.locator('.tb-inbox__subject').textContent();
const texts = (page: Page, selector: string) => page.locator(selector).allTextContents();
const shot = (page: Page, name: string) =>
  page.locator('.tb-inbox').screenshot({ path: `${SCREENSHOT_DIR}inbox-${name}.png`, animations: 'disabled' });

/**
 * The spec's default start date: yesterday on the viewer's calendar (the browser runs on this machine), written in
 * the page's language (11/25/2026, 2026/11/25).
 */
function yesterdayHere(lang: 'en' | 'zh'): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  const [y, m, d] = [
    String(day.getFullYear()),
    String(day.getMonth() + 1).padStart(2, '0'),
    String(day.getDate()).padStart(2, '0'),
  ];
  return lang === 'zh' ? `${y}/${m}/${d}` : `${m}/${d}/${y}`;
}

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

  it('loads three emails, saves one as a candidate, skips one, cancels, and finds the remaining one', async () => {
    await dovecot.append('INBOX', ...emails);
    const { page, dialogs } = await adminPage('en');
    await expect.poll(() => page.getByRole('button', { name: 'Load Emails' }).count()).toBe(1);
    expect(await page.locator('.tb-inbox h4').textContent()).toBe('Load from Email');
    expect(await page.locator('.tb-inbox p').first().textContent()).toBe(
      "Candidates are loaded from the company's HR inbox. Only emails from the recruiting platform's sender are read.",
    );
    expect(await page.getByLabel('Load emails since date:').inputValue()).toBe(yesterdayHere('en'));
    await shot(page, 'card-en');
    await page.getByRole('button', { name: 'Load Emails' }).click();
    await expect.poll(() => page.getByText('Found 3 emails to review').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByText('Sequential Processing Mode').count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Email Review' }).count()).toBe(1);
    await expect.poll(() => page.getByText('Email 1 of 3').count()).toBe(1);
    await shot(page, 'review-en');

    // The card: subject, sender, received time, body, attachments (name, type, size), resume present.
    expect(await texts(page, '.tb-inbox__meta dt')).toEqual(['Subject', 'From', 'Received', 'Resume']);
    const savedSubject = await subjectShown(page);
    const saved = resumeOf(savedSubject);
    const meta = await texts(page, '.tb-inbox__meta dd');
    expect(meta[1]).toBe('BOSS直聘 <notify@zhipin.com>');
    expect(meta[2]).toMatch(/\d{1,2}\/\d{1,2}\/\d{4}, \d{1,2}:\d{2}:\d{2} [AP]M/);
    expect(meta[3]).toBe('Resume attached');
    expect(await page.locator('.tb-inbox__body').textContent()).toContain(saved.name);
    expect(await texts(page, '.tb-inbox__heading')).toEqual(['Attachments', 'Candidate data']);
    expect(await page.locator('.tb-inbox__attachments li').textContent()).toMatch(
      // Sizes are shown rounded up to a tenth (never below what they are).
      new RegExp(`\\.pdfapplication/pdf · ${(Math.ceil((saved.bytes / 1024) * 10) / 10).toFixed(1)} KB$`),
    );
    expect(await page.locator('.tb-inbox__data').textContent()).toContain(saved.email);
    for (const name of ['Save', 'Edit', 'Skip', 'Next Email', 'Cancel Review']) {
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(1);
    }

    // Edit, then Save: the candidate keeps the resume's data and the correction.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const card = page.locator('.tb-inbox__email');
    expect(await card.getByLabel('Name', { exact: true }).inputValue()).toBe(saved.name);
    await card.getByLabel('Phone', { exact: true }).fill('+1 415 555 0100');
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    await expect
      .poll(() => page.getByText("Changes saved locally - Click 'Save Candidate' to finalize").count())
      .toBe(1);
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
    expect(dialogs).toEqual([
      'Are you sure you want to cancel the review process? Unprocessed emails will remain in the inbox.',
    ]);

    await page.getByRole('button', { name: 'Load Emails' }).click();
    await expect.poll(() => page.getByText('Found 1 emails to review').count(), { timeout: 15_000 }).toBe(1);
    expect(await subjectShown(page)).toBe(remainingSubject);
    expect([savedSubject, skippedSubject]).not.toContain(remainingSubject);

    // Mail that arrives during the review is offered after the last email; then nothing is left.
    await dovecot.append('INBOX', lateEmail('e2e-late', 'New application: Late Applicant'));
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect.poll(() => page.getByText('Found 1 more emails to process').count(), { timeout: 15_000 }).toBe(1);
    expect(await subjectShown(page)).toBe('New application: Late Applicant');
    expect(await page.getByText('Email 1 of 1').count()).toBe(1);
    await page.getByRole('button', { name: 'Skip' }).click();
    await expect.poll(() => page.getByText('All processed').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByRole('button', { name: 'Load Emails' }).count()).toBe(1);

    await page.getByRole('tab', { name: 'All Candidates' }).click();
    const row = page.locator('.tb-candidates__table').getByRole('row', { name: new RegExp(saved.name) });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    await row.click();
    const dialog = page.getByRole('dialog');
    await expect.poll(async () => (await dialog.textContent())?.includes(saved.email), { timeout: 15_000 }).toBe(true);
    expect(await dialog.textContent()).toContain('+1 415 555 0100');
    await expect
      .poll(() => dialog.locator('.tb-history__headline').last().textContent(), { timeout: 15_000 })
      .toMatch(/^Candidate added from an email by/);
  });

  it('shows the card and the review in Chinese', async () => {
    await dovecot.append(
      'INBOX',
      lateEmail('e2e-zh-1', '【软件工程师】王磊 应聘贵公司职位'),
      lateEmail('e2e-zh-2', '【软件工程师】李娜 应聘贵公司职位'),
    );
    const { page, dialogs } = await adminPage('zh');
    await expect.poll(() => page.getByRole('button', { name: '导入邮件' }).count()).toBe(1);
    expect(await page.locator('.tb-inbox h4').textContent()).toBe('从邮件导入');
    expect(await page.locator('.tb-inbox p').first().textContent()).toBe(
      '从公司 HR 邮箱导入候选人，只读取招聘平台发件人发来的邮件。',
    );
    expect(await page.getByLabel('导入此日期之后的邮件：').inputValue()).toBe(yesterdayHere('zh'));
    await shot(page, 'card-zh');
    await page.getByRole('button', { name: '导入邮件' }).click();
    await expect.poll(() => page.getByText('找到 2 封待审核邮件').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByText('逐封处理模式').count()).toBe(1);
    expect(await page.getByRole('heading', { name: '邮件审核' }).count()).toBe(1);
    expect(await page.getByText('第 1 封，共 2 封').count()).toBe(1);
    expect(await texts(page, '.tb-inbox__meta dt')).toEqual(['主题', '发件人', '接收时间', '简历']);
    expect((await texts(page, '.tb-inbox__meta dd'))[3]).toBe('已附简历');
    expect(await texts(page, '.tb-inbox__heading')).toEqual(['附件', '候选人信息']);
    for (const name of ['保存', '编辑', '跳过', '下一封', '取消审核']) {
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(1);
    }
    await shot(page, 'review-zh');

    // Next Email leaves the first unprocessed: after the last it is offered again.
    const first = await subjectShown(page);
    await page.getByRole('button', { name: '下一封' }).click();
    await expect.poll(() => page.getByText('第 2 封，共 2 封').count()).toBe(1);
    await page.getByRole('button', { name: '跳过' }).click();
    await expect.poll(() => page.getByText('已跳过邮件').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.getByText('又找到 1 封待处理邮件').count(), { timeout: 15_000 }).toBe(1);
    expect(await subjectShown(page)).toBe(first);
    await page.getByRole('button', { name: '取消审核' }).click();
    await expect.poll(() => page.getByRole('button', { name: '导入邮件' }).count()).toBe(1);
    expect(dialogs).toEqual(['确定要取消审核吗？未处理的邮件将保留在收件箱中。']);
  });

  it.each(['en', 'zh'] as const)(
    'offers to attach an email from a known candidate and keeps the name its body gives (%s)',
    async (lang) => {
      const zh = lang === 'zh';
      const person = zh
        ? { name: '王磊', email: 'wanglei.dev@example.com' }
        : { name: 'Peter Novak', email: 'peter.novak@example.com' };
      const { page } = await adminPage(lang);
      // The applicant is a candidate already (added by hand, with this email address).
      const saved = await page.evaluate(async (body) => {
        const answer = await fetch('/api/admin/save-candidate', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return answer.status;
      }, person);
      expect(saved).toBe(201);
      // A second application by email, without a resume: the name is only in the body.
      await dovecot.append(
        'INBOX',
        buildEmail({
          messageId: `e2e-known-${lang}@zhipin.com`,
          from: 'notify@zhipin.com',
          fromName: 'BOSS直聘',
          subject: zh ? '新的申请：软件工程师' : 'New application: Software Engineer',
          text: zh
            ? `您好，\n\n我是${person.name}，联系邮箱 ${person.email}。`
            : `Hello,\n\nI am ${person.name}. You can reach me at ${person.email}.`,
          attachments: [],
        }),
      );
      const subject = zh ? '新的申请：软件工程师' : 'New application: Software Engineer';
      await page.getByRole('button', { name: zh ? '导入邮件' : 'Load Emails' }).click();
      await expect.poll(() => page.locator('.tb-inbox__email').count(), { timeout: 15_000 }).toBe(1);
      // Emails an earlier test left unprocessed come first.
      for (let i = 0; i < 5 && (await subjectShown(page)) !== subject; i++) {
        await page.getByRole('button', { name: zh ? '下一封' : 'Next Email' }).click();
      }
      expect(await subjectShown(page)).toBe(subject);
      expect(await page.locator('.tb-inbox__data').textContent()).toContain(person.name);
      const duplicates = page.locator('.tb-inbox__duplicates');
      await expect
        .poll(() => duplicates.textContent(), { timeout: 10_000 })
        .toContain(zh ? '· 邮箱相同' : '· same email');
      // Neither has a phone: an empty phone is no match.
      expect(await duplicates.textContent()).not.toContain(zh ? '电话相同' : 'same email and phone');
      await shot(page, `duplicate-${lang}`);

      // The editor offers every field the candidate form has.
      await page.getByRole('button', { name: zh ? '编辑' : 'Edit', exact: true }).click();
      const card = page.locator('.tb-inbox__email');
      const labels = zh
        ? ['性别', '出生日期', '本科', '硕士', '博士', 'GitHub']
        : ['Gender', 'Birthday', 'Bachelor', 'Master', 'PhD', 'GitHub'];
      for (const label of labels) expect(await card.getByLabel(label, { exact: true }).count(), label).toBe(1);
      expect(await card.getByLabel(zh ? '姓名' : 'Name', { exact: true }).inputValue()).toBe(person.name);
      // Gender and degree are offered in the page's language (stored as Male, Master…).
      expect(await card.locator('#tb-inbox-gender option').allTextContents()).toEqual(
        zh ? ['-', '男', '女'] : ['-', 'Male', 'Female'],
      );
      expect(await card.locator('#tb-inbox-degree option').allTextContents()).toContain(zh ? '硕士' : 'Master');
      await shot(page, `editor-${lang}`);

      await duplicates.getByRole('button', { name: zh ? `关联到 ${person.name}` : `Attach to ${person.name}` }).click();
      await expect
        .poll(
          () => page.getByText(zh ? '邮件已关联到现有候选人' : 'Email attached to the existing candidate').count(),
          {
            timeout: 15_000,
          },
        )
        .toBe(1);
      // Still one candidate of that name, and the email is processed.
      const named = await page.evaluate(async (name) => {
        const answer = await fetch(`/api/admin/candidates?q=${encodeURIComponent(name)}`);
        return ((await answer.json()) as { candidates: { name: string }[] }).candidates.filter((c) => c.name === name)
          .length;
      }, person.name);
      expect(named).toBe(1);
    },
  );
});
