import { readFileSync } from 'node:fs';
import { startTestApp, type TestApp, TestClient } from '@tb/all-in-one/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appTookOver, checkedPages, launchBrowser, openPage, SCREENSHOT_DIR } from './browser.ts';

const ADMIN = { email: 'dash-admin@talentbridge.test', password: 'admin-secret-1' };
const BOB = { email: 'bob.dash@example.com', password: 'bob-secret-1' };
const RESUME = readFileSync(new URL('../../packages/documents/fixtures/resumes/zh-ai-trainer.docx', import.meta.url));
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let app: TestApp;
let browser: Browser;
let api: TestClient;
const track = checkedPages(() => app);

const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

async function register(email: string, password: string, firstName: string) {
  const client = new TestClient(app.url);
  const sent = await client.post('/api/auth/send-registration-verification', { email });
  const done = await client.post('/api/auth/register', {
    email,
    username: email.split('@')[0]?.replace(/\W/g, '_'),
    password,
    firstName,
    lastName: 'Builder',
    code: sent.body.code,
  });
  expect(done.status).toBeLessThan(300);
  expect((await client.post('/api/auth/login', { email, password })).status).toBe(200);
  return client;
}

async function addCandidate(fields: Record<string, unknown>, interview?: Record<string, unknown>) {
  const saved = await api.post('/api/admin/save-candidate', {
    email: '',
    applyTime: new Date().toISOString(),
    ...fields,
  });
  expect(saved.status).toBe(201);
  if (interview) expect((await api.put(`/api/admin/candidates/${saved.body.id}`, interview)).status).toBe(200);
}

beforeAll(async () => {
  [app, browser] = await Promise.all([
    startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    launchBrowser(),
  ]);
  api = new TestClient(app.url);
  expect((await api.post('/api/auth/login', ADMIN)).status).toBe(200);
  const bob = await register(BOB.email, BOB.password, 'Bob');
  await bob.put('/api/user/profile', {
    firstName: 'Bob',
    lastName: 'Builder',
    position: 'LLM Engineer',
    bio: 'Fine-tunes open models for retrieval and agents.',
    tagsEnglish: 'LLM, RAG',
    tagsChinese: '大模型, 检索增强',
    github: 'https://github.com/bob',
  });
  const resume = new FormData();
  resume.append('resume', new Blob([RESUME], { type: DOCX }), 'bob-resume.docx');
  expect((await bob.request('POST', '/api/user/resume', resume)).status).toBeLessThan(300);
  const project = await api.post('/api/projects', {
    titleEn: 'Acme AI - LLM Engineer',
    titleZh: 'Acme AI - 大模型工程师',
    descriptionEn: '<p>Agents.</p>',
    descriptionZh: '<p>智能体。</p>',
    locationEn: 'Remote',
    locationZh: '远程',
    typeEn: 'Full-time',
    typeZh: '全职',
  });
  const form = new FormData();
  for (const [k, v] of Object.entries({ projectId: project.body.id, name: 'Bob', email: BOB.email, position: 'p' }))
    form.append(k, v);
  form.append('company', '');
  form.append('message', 'Applied via one-click application');
  form.append('file', new Blob(['Bob'], { type: 'text/plain' }), 'resume.txt');
  expect((await bob.request('POST', '/api/application', form)).status).toBe(201);
  await addCandidate({ name: 'Chen Hao', position: 'AI Engineer', phd: 'Tsinghua' });
  await addCandidate({ name: 'Li Na', position: 'Compiler Engineer', master: 'ZJU' }, { isInterviewed: true });
  await addCandidate({ name: 'Wang Lei', position: 'AI Engineer', bachelor: 'HUST' });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** The scripts each page downloaded: the chart library's chunk must come only with the admin dashboard. */
const scripts = new WeakMap<Page, string[]>();
const chartChunks = (page: Page) => (scripts.get(page) ?? []).filter((url) => /\/assets\/charts-[^/]*\.js$/.test(url));

async function signedIn(email: string, password: string): Promise<Page> {
  const page = await openPage(browser);
  track(page);
  const urls: string[] = [];
  scripts.set(page, urls);
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  await page.goto(`${app.url}/login`);
  // /login may arrive prerendered: typing before the app takes over would be lost.
  await appTookOver(page);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  return page;
}

const card = (page: Page, id: string) => page.getByTestId(id).locator('.tb-dashboard__card-value').innerText();
const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, fullPage: true });

describe('admin dashboard and users', () => {
  // /admin must know for sure: it asks the profile check even when the login cache is empty (a session cookie can
  // exist without it), and a visitor's check answers 204, not a 401 the console would show (issue 28). With a stale
  // login cache it also waits for the check instead of trusting the cache, which the 204 then clears.
  it.each([
    ['no login cache', null],
    ['a stale login cache', { id: 'gone', email: 'gone@example.com', firstName: '', lastName: '', isAdmin: true }],
  ])(
    "shows 'Loading...' until the profile check answers, then Access Denied to a visitor with %s",
    async (_, cached) => {
      const page = await openPage(browser);
      track(page);
      if (cached) {
        await page.addInitScript(
          (entry) => {
            if (!sessionStorage.getItem('cache-set')) localStorage.setItem('talentbridge.auth', entry);
            sessionStorage.setItem('cache-set', '1');
          },
          JSON.stringify({ user: cached, timestamp: Date.now() }),
        );
      }
      let answer: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        answer = resolve;
      });
      const checks: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/user/profile') checks.push(response.status());
      });
      await page.route('**/api/user/profile', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${app.url}/admin`);
      await eventually(() => page.getByText('Loading...').isVisible()).toBe(true);
      expect(await page.getByText("Access Denied - You don't have permission to access this page.").count()).toBe(0);
      answer();
      await eventually(() =>
        page.getByText("Access Denied - You don't have permission to access this page.").isVisible(),
      ).toBe(true);
      expect(await page.getByText('Loading...').count()).toBe(0);
      expect(checks.length).toBeGreaterThan(0);
      expect(new Set(checks)).toEqual(new Set([204]));
      expect(await page.locator('.tb-account-status').getByRole('link', { name: 'Sign in' }).count()).toBe(1);
      expect(await page.evaluate(() => localStorage.getItem('talentbridge.auth'))).toBeNull();
    },
  );

  it('shows Access Denied to a signed-in non-admin', async () => {
    const page = await signedIn(BOB.email, BOB.password);
    await page.waitForURL('**/profile');
    await page.goto(`${app.url}/admin`);
    await eventually(() =>
      page.getByText("Access Denied - You don't have permission to access this page.").isVisible(),
    ).toBe(true);
    await page.goto(`${app.url}/projects`);
    await eventually(() => page.getByText('Acme AI - LLM Engineer').first().isVisible()).toBe(true);
    expect(chartChunks(page)).toEqual([]);
  });

  it('moves with a new scored candidate, switches ranges, in both languages', async () => {
    const page = await signedIn(ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
    await eventually(() => card(page, 'total-candidates')).toBe('3');
    expect(await card(page, 'interview-rate')).toBe('33.3%');
    expect(await card(page, 'recommendation-rate')).toBe('0.0%');
    expect(await card(page, 'active-projects')).toBe('1');

    // Add and score a candidate in the admin console, then come back to the dashboard (no reload).
    page.on('dialog', (dialog) => void dialog.accept());
    await page.getByRole('menuitem', { name: 'Candidates' }).click();
    await page.getByRole('tab', { name: 'Add Candidate' }).click();
    await page.locator('#candidate-name').fill('Zhou Min');
    await page.locator('#candidate-position').fill('Data Labeler');
    await page.getByRole('button', { name: 'Save Candidate' }).click();
    await eventually(() => page.locator('#candidate-name').inputValue()).toBe('');
    await page.getByRole('tab', { name: 'All Candidates' }).click();
    await page.getByRole('row', { name: /Zhou Min/ }).click();
    await page.getByRole('button', { name: 'Edit Interview' }).click();
    // Blueprint hides the native box behind its indicator.
    await page.getByRole('checkbox', { name: 'Interviewed' }).check({ force: true });
    await page.locator('#score-english').fill('4.5');
    await page.locator('#score-english').blur();
    await page.locator('#interview-result').selectOption('Recommended');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await eventually(() => page.getByRole('button', { name: 'Edit Interview' }).count()).toBe(1);
    await page.locator('.bp6-dialog-close-button').click();
    await eventually(() => page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await eventually(() => card(page, 'total-candidates')).toBe('4');
    expect(await card(page, 'interview-rate')).toBe('50.0%');
    expect(await card(page, 'recommendation-rate')).toBe('50.0%');
    await eventually(() => page.getByTestId('sum-users').innerText()).toContain('2');
    await eventually(() => page.locator('.echarts-for-react svg').count()).toBeGreaterThanOrEqual(3);
    expect(chartChunks(page)).toHaveLength(1);

    const range = page.getByLabel('Time range');
    expect(await range.inputValue()).toBe('30');
    await range.selectOption('7');
    await eventually(() => page.getByTestId('total-candidates').innerText()).toContain('In the last 7 days');
    await range.selectOption('365');
    await eventually(() => page.getByTestId('total-candidates').innerText()).toContain('In the last 365 days');
    expect(await card(page, 'total-candidates')).toBe('4');
    await shot(page, 'admin-dashboard-en');

    await page.goto(`${app.url}/admin?lang=zh`);
    await eventually(() => page.getByText('候选人总数').isVisible()).toBe(true);
    await eventually(() => page.locator('.echarts-for-react svg').count()).toBeGreaterThanOrEqual(3);
    await shot(page, 'admin-dashboard-zh');
  });

  it('searches users, shows a card and every detail, makes a user admin who then lands on /admin, and removes it', async () => {
    const page = await signedIn(ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
    await page.goto(`${app.url}/admin?section=users`);
    await eventually(() => page.getByText('Users Management').isVisible()).toBe(true);
    const mine = page.locator(`[data-email="${ADMIN.email}"]`);
    await eventually(() => mine.isVisible()).toBe(true);
    expect(await mine.getByRole('button', { name: 'Make Admin' }).count()).toBe(0);
    expect(await mine.getByRole('button', { name: 'Remove Admin' }).count()).toBe(0);

    // The admin has no resume: no Resume button; Bob uploaded one.
    expect(await mine.getByRole('button', { name: 'Resume' }).count()).toBe(0);
    expect(await page.getByText('Showing 2 of 2 users').isVisible()).toBe(true);

    await page.getByLabel('Search users').fill('检索');
    await eventually(() => page.getByTestId('user-card').count()).toBe(1);
    expect(await page.getByText('Showing 1 of 2 users').isVisible()).toBe(true);
    const bob = page.locator(`[data-email="${BOB.email}"]`);
    expect(await bob.innerText()).toMatch(/Bob Builder[\s\S]*Verified[\s\S]*LLM Engineer[\s\S]*Fine-tunes open models/);
    expect(await bob.getByText('Admin', { exact: true }).count()).toBe(0);
    expect(await bob.getByRole('button', { name: 'Resume' }).isVisible()).toBe(true);
    await bob.getByRole('button', { name: 'Make Admin' }).click();
    // Asked once more (a Blueprint Alert); its own Make Admin confirms.
    await page.locator('.bp6-alert').getByRole('button', { name: 'Make Admin' }).click();
    await eventually(() => page.locator('.tb-toast').allTextContents()).toContain('Admin status updated successfully');
    await eventually(() => bob.getByRole('button', { name: 'Remove Admin' }).isVisible()).toBe(true);
    expect(await bob.getByText('Admin', { exact: true }).isVisible()).toBe(true);
    await shot(page, 'admin-users-en');

    await bob.getByRole('button', { name: 'View Details' }).click();
    await eventually(() => page.getByText('Applied Projects (1)').isVisible()).toBe(true);
    await eventually(() => page.getByText('Acme AI - LLM Engineer').isVisible()).toBe(true);
    const details = page.getByRole('dialog');
    const fields = await details.locator('.tb-users__field').allInnerTexts();
    const field = (label: string) => fields.find((f) => f.startsWith(label))?.replace(/\s+/g, ' ');
    expect(field('Name')).toBe('Name Bob Builder');
    expect(field('Email')).toBe(`Email ${BOB.email}`);
    expect(field('Username')).toBe('Username bob_dash');
    expect(field('Status')).toBe('Status Admin Verified');
    expect(field('GitHub')).toBe('GitHub https://github.com/bob');
    expect(field('Portfolio')).toBe('Portfolio Not provided');
    expect(field('Personal Site')).toBe('Personal Site Not provided');
    expect(field('Position')).toBe('Position LLM Engineer');
    expect(field('Tags')).toBe('Tags English LLM RAG Chinese 大模型 检索增强');
    expect(field('Member Since')).toMatch(/^Member Since \S/);
    expect(field('Last Updated')).toMatch(/^Last Updated \S/);
    expect(field('Bio')).toBe('Bio Fine-tunes open models for retrieval and agents.');
    expect(field('Resume')).toBe('Resume Resume: bob-resume.docx');
    const application = await details.getByTestId('user-application').innerText();
    expect(application.replace(/\s+/g, ' ')).toMatch(/^Acme AI - LLM Engineer Applied Remote · Full-time Applied \S/);
    await shot(page, 'admin-user-details-en');

    await page.goto(`${app.url}/admin?section=users&lang=zh`);
    await eventually(() => page.getByText('用户管理').isVisible()).toBe(true);
    await page.locator(`[data-email="${BOB.email}"]`).getByRole('button', { name: '查看详情' }).click();
    await eventually(() => page.getByText('已申请项目（1）').isVisible()).toBe(true);
    await shot(page, 'admin-user-details-zh');
    await page.keyboard.press('Escape');
    await shot(page, 'admin-users-zh');

    const again = await signedIn(BOB.email, BOB.password);
    await again.waitForURL('**/admin');
    await eventually(() => again.getByTestId('total-candidates').isVisible()).toBe(true);

    // Remove Admin: Bob's open console is refused at once (the server answers 403 on his next call).
    await page.goto(`${app.url}/admin?section=users`);
    const bobAgain = page.locator(`[data-email="${BOB.email}"]`);
    await bobAgain.getByRole('button', { name: 'Remove Admin' }).click();
    await page.locator('.bp6-alert').getByRole('button', { name: 'Remove Admin' }).click();
    await eventually(() => bobAgain.getByRole('button', { name: 'Make Admin' }).isVisible()).toBe(true);
    expect((await again.request.get(`${app.url}/api/admin/users`)).status()).toBe(403);
    await again.reload();
    await eventually(() =>
      again.getByText("Access Denied - You don't have permission to access this page.").isVisible(),
    ).toBe(true);
  });

  it.each(['en', 'zh'] as const)(
    'draws whole labels, fixed level colours and years on a long range (%s)',
    async (lang) => {
      const position = 'Machine Learning Engineer, Computer Vision Platform';
      if (lang === 'en') await addCandidate({ name: 'Long Position', position, bachelor: 'HUST' });
      const page = await signedIn(ADMIN.email, ADMIN.password);
      await page.waitForURL('**/admin');
      if (lang === 'zh') await page.goto(`${app.url}/admin?lang=zh`);
      const panel = (index: number) => page.locator('.tb-dashboard__panel').nth(index).locator('svg');
      const texts = (index: number) => panel(index).locator('text').allTextContents();
      await eventually(() => page.locator('.echarts-for-react svg').count()).toBeGreaterThanOrEqual(3);
      for (const days of ['7', '30', '365']) {
        await page.getByRole('combobox').first().selectOption(days);
        await eventually(async () => (await texts(1)).join(' ')).toMatch(lang === 'zh' ? /本科/ : /Bachelor/);
        const labels = [...(await texts(0)), ...(await texts(1))];
        // Nothing cut: no label ends in an ellipsis, and the long position is there word for word (over two lines).
        expect(
          labels.filter((label) => label.includes('…')),
          `${days} days`,
        ).toEqual([]);
        expect((await texts(0)).join(' ').replace(/\s+/g, ' ')).toContain(position);
      }
      // Each level has its own colour, whichever levels are present.
      const fills = await panel(1)
        .locator('path[fill]')
        .evaluateAll((paths) => paths.map((p) => p.getAttribute('fill')));
      const sectors = new Set(fills.filter((fill) => fill?.startsWith('#')));
      expect(sectors.has('#2d72d2'), 'Bachelor in its blue').toBe(true);
      for (const fill of sectors) expect(['#7961db', '#238551', '#2d72d2', '#8f99a8']).toContain(fill);
      // A year's weeks span two calendar years: their labels say which.
      const weeks = await page.locator('.tb-dashboard__panel').nth(2).locator('svg text').allTextContents();
      expect(weeks.filter((label) => /^\d{4}-\d{2}-\d{2}$/.test(label)).length).toBeGreaterThan(0);
      await shot(page, `issue27-dashboard-${lang}`);
    },
  );

  it('shows whole e-mails on user cards and Chinese names family name first', async () => {
    expect((await api.put('/api/user/profile', { firstName: '明', lastName: '李' })).status).toBe(200);
    await addCandidate({ name: 'Named Actor', position: 'AI Engineer' });
    const page = await signedIn(ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
    await page.goto(`${app.url}/admin?section=users&lang=zh`);
    const mine = page.locator(`[data-email="${ADMIN.email}"]`);
    await eventually(() => mine.locator('.tb-users__name').textContent()).toBe('李明');
    const cut = await page
      .locator('.tb-users__email')
      .evaluateAll((emails) => emails.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent));
    expect(cut).toEqual([]);
    // A wrapped address breaks after its '@': the domain stays on one line.
    const domainLines = await mine.locator('.tb-users__email').evaluate((e) => {
      const range = document.createRange();
      range.selectNodeContents(e.lastChild as Node);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(domainLines).toBe(1);
    await shot(page, 'issue27-users-zh');
    // The candidate's history names the admin the same way.
    await page.goto(`${app.url}/admin?section=candidates&lang=zh`);
    await page.getByRole('row', { name: /Named Actor/ }).click();
    await eventually(() => page.locator('.tb-history__headline').last().textContent()).toContain('李明');
  });
});
