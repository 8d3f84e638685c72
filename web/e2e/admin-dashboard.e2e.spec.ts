import { startTestApp, type TestApp, TestClient } from '@tb/all-in-one/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { browserErrors, launchBrowser, openPage, SCREENSHOT_DIR } from './browser.ts';

const ADMIN = { email: 'dash-admin@talentbridge.test', password: 'admin-secret-1' };
const BOB = { email: 'bob.dash@example.com', password: 'bob-secret-1' };

let app: TestApp;
let browser: Browser;
let api: TestClient;
const pages: Page[] = [];

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

afterEach(async () => {
  for (const page of pages.splice(0)) {
    expect(browserErrors(page), 'errors in the browser').toEqual([]);
    await page.context().close();
  }
});

async function signedIn(email: string, password: string): Promise<Page> {
  const page = await openPage(browser);
  pages.push(page);
  await page.goto(`${app.url}/login`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  return page;
}

const card = (page: Page, id: string) => page.getByTestId(id).locator('.tb-dashboard__card-value').innerText();
const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, fullPage: true });

describe('admin dashboard and users', () => {
  it('shows Access Denied to a signed-in non-admin', async () => {
    const page = await signedIn(BOB.email, BOB.password);
    await page.waitForURL('**/profile');
    await page.goto(`${app.url}/admin`);
    await eventually(() =>
      page.getByText("Access Denied - You don't have permission to access this page.").isVisible(),
    ).toBe(true);
  });

  it('moves with a new scored candidate, switches ranges, in both languages', async () => {
    const page = await signedIn(ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
    await eventually(() => card(page, 'total-candidates')).toBe('3');
    expect(await card(page, 'interview-rate')).toBe('33.3%');
    expect(await card(page, 'recommendation-rate')).toBe('0.0%');
    expect(await card(page, 'active-projects')).toBe('1');

    await addCandidate(
      { name: 'Zhou Min', position: 'Data Labeler' },
      { isInterviewed: true, interviewResult: 'Recommended', english: 4.5 },
    );
    await page.reload();
    await eventually(() => card(page, 'total-candidates')).toBe('4');
    expect(await card(page, 'interview-rate')).toBe('50.0%');
    expect(await card(page, 'recommendation-rate')).toBe('50.0%');
    await eventually(() => page.getByTestId('sum-users').innerText()).toContain('2');
    await eventually(() => page.locator('.echarts-for-react svg').count()).toBeGreaterThanOrEqual(3);

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

  it('makes another user admin, who then lands on /admin', async () => {
    const page = await signedIn(ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin');
    await page.goto(`${app.url}/admin?section=users`);
    await eventually(() => page.getByText('Users Management').isVisible()).toBe(true);
    const mine = page.locator(`[data-email="${ADMIN.email}"]`);
    await eventually(() => mine.isVisible()).toBe(true);
    expect(await mine.getByRole('button', { name: 'Make Admin' }).count()).toBe(0);
    expect(await mine.getByRole('button', { name: 'Remove Admin' }).count()).toBe(0);

    await page.getByLabel('Search users').fill('检索');
    await eventually(() => page.getByTestId('user-card').count()).toBe(1);
    const bob = page.locator(`[data-email="${BOB.email}"]`);
    await bob.getByRole('button', { name: 'Make Admin' }).click();
    await eventually(() => page.locator('.tb-toast').allTextContents()).toContain('Admin status updated successfully');
    await eventually(() => bob.getByRole('button', { name: 'Remove Admin' }).isVisible()).toBe(true);
    await shot(page, 'admin-users-en');

    await bob.getByRole('button', { name: 'View Details' }).click();
    await eventually(() => page.getByText('Applied Projects (1)').isVisible()).toBe(true);
    await eventually(() => page.getByText('Acme AI - LLM Engineer').isVisible()).toBe(true);
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
  });
});
