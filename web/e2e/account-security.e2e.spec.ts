import { createHmac } from 'node:crypto';
import { startTestApp, type TestApp, TestClient } from '@tb/all-in-one/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedPages, launchBrowser, openPage, SCREENSHOT_DIR } from './browser.ts';

/**
 * Issue 24 in the browser, in English and Chinese: the Security section's sessions and two-factor set-up, the
 * sign-in code field, the dialog a stale save opens (412) with Reload and Re-apply, the confirmation of Make
 * Admin, and stored links that are no http(s) shown as text.
 */
const ADMIN = { email: 'sec-admin@talentbridge.test', password: 'Quiet-Harbor-51' };
const PASSWORD = 'Quiet-Harbor-51';

let app: TestApp;
let browser: Browser;
let api: TestClient;
const track = checkedPages(() => app);

beforeAll(async () => {
  [app, browser] = await Promise.all([
    startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: '0' }),
    launchBrowser(),
  ]);
  api = new TestClient(app.url);
  expect((await api.post('/api/auth/login', ADMIN)).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** RFC 6238 as an authenticator app computes it: SHA-1, 6 digits, 30 s steps; `steps` moves the clock. */
function totp(secret: string, steps = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + steps));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** A registered, signed-in account (dev mode: the code comes back in the answer). */
async function account(email: string, username: string, lang: 'en' | 'zh' = 'en'): Promise<TestClient> {
  const client = new TestClient(app.url, lang);
  const sent = await client.post('/api/auth/send-registration-verification', { email });
  const registered = await client.post('/api/auth/register', {
    email,
    username,
    firstName: username,
    lastName: 'Tester',
    password: PASSWORD,
    code: sent.body.code,
  });
  expect(registered.status).toBe(201);
  expect((await client.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
  return client;
}

async function makeAdmin(client: TestClient): Promise<void> {
  const id = ((await client.get('/api/user/profile')).body as { id: string }).id;
  await expect
    .poll(async () => (await api.get('/api/admin/users')).body.some((u: { id: string }) => u.id === id))
    .toBe(true);
  expect((await api.patch(`/api/admin/users/${id}/admin`, { isAdmin: true })).status).toBe(200);
}

async function signIn(email: string, lang: 'en' | 'zh', code?: () => string): Promise<Page> {
  const page = track(await openPage(browser));
  await page.goto(`${app.url}/login${lang === 'zh' ? '?lang=zh' : ''}`);
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  if (code) {
    await page.locator('#login-code').waitFor({ timeout: 15_000 });
    await shot(page, `login-two-factor-code-${lang}`);
    await page.locator('#login-code').fill(code());
    await page.locator('form button[type=submit]').click();
  }
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).not.toBe('/login');
  return page;
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SCREENSHOT_DIR}${name}.png`, fullPage: true });

const words = {
  en: {
    devices: 'Signed-in devices',
    thisDevice: 'This device',
    browser: 'Headless Chrome on Linux',
    unknown: 'Unknown browser',
    end: 'End session',
    endThis: 'End this session',
    logout: 'Logout',
    setUp: 'Set up two-factor sign-in',
    turnOn: 'Turn on',
    codes: 'Your recovery codes',
    on: 'On',
    reapply: 'Re-apply my changes',
    reload: 'Reload',
    conflictTitle: 'Changed by someone else',
    editInterview: 'Edit Interview',
    saveChanges: 'Save Changes',
    makeAdmin: 'Make Admin',
    removeAdmin: 'Remove Admin',
    cancel: 'Cancel',
    saveProfile: 'Save Changes',
    bio: 'Bio',
    editProject: 'Edit',
    management: 'Management',
    updateProject: 'Update Project',
    titleEn: 'English Title',
    changedBy: (who: string) => `Last changed by ${who} at `,
    you: 'you (in another tab or on another device)',
  },
  zh: {
    devices: '已登录的设备',
    thisDevice: '本设备',
    browser: 'Linux 上的 Headless Chrome',
    unknown: '未知浏览器',
    end: '结束会话',
    endThis: '结束此会话',
    logout: '退出登录',
    setUp: '设置两步验证登录',
    turnOn: '开启',
    codes: '您的恢复码',
    on: '已开启',
    reapply: '再次应用我的修改',
    reload: '重新加载',
    conflictTitle: '已被他人修改',
    editInterview: '编辑面试',
    saveChanges: '保存修改',
    makeAdmin: '设为管理员',
    removeAdmin: '取消管理员',
    cancel: '取消',
    saveProfile: '保存更改',
    bio: '个人简介',
    editProject: '编辑',
    management: '管理',
    updateProject: '更新项目',
    titleEn: '英文标题',
    changedBy: (who: string) => `最后由${who}于 `,
    you: '您（在其他标签页或设备上）',
  },
} as const;

describe.each(['en', 'zh'] as const)('Security (%s)', (lang) => {
  const w = words[lang];

  it('lists the sessions and ends another one; sets up two-factor sign-in, which the next sign-in asks for', async () => {
    const email = `sec-${lang}@talentbridge.test`;
    const other = await account(email, `sec_${lang}`, lang);
    await makeAdmin(other);
    const page = await signIn(email, lang);
    await page.goto(`${app.url}/admin?section=security${lang === 'zh' ? '&lang=zh' : ''}`);
    const sessions = page.getByTestId('sessions-card');
    await expect.poll(() => sessions.getByTestId('session-row').count(), { timeout: 15_000 }).toBe(2);
    const current = sessions.locator('[data-testid=session-row][data-current=true]');
    expect(await current.innerText()).toContain(w.browser);
    expect(await current.innerText()).toContain(w.thisDevice);
    // This device's own action is named apart from the header's sign-out (their names once overlapped in Chinese).
    expect(await current.getByRole('button').innerText()).toBe(w.endThis);
    expect(await page.getByRole('button', { name: w.logout }).count()).toBe(1);
    // The test client's session (no browser named) is the other one; ending it signs that client out.
    const stranger = sessions.locator('[data-testid=session-row][data-current=false]');
    expect(await stranger.innerText()).toContain(w.unknown);
    await shot(page, `security-sessions-${lang}`);
    await stranger.getByRole('button', { name: w.end }).click();
    await expect.poll(() => sessions.getByTestId('session-row').count()).toBe(1);
    expect((await other.get('/api/user/profile')).status).toBe(401);

    const twoFactor = page.getByTestId('two-factor-card');
    await twoFactor.getByRole('button', { name: w.setUp }).click();
    await twoFactor.getByTestId('qr-code').waitFor();
    const secret = (await twoFactor.getByTestId('two-factor-secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(await twoFactor.locator('a[href^="otpauth://totp/"]').count()).toBe(1);
    await shot(page, `security-two-factor-setup-${lang}`);
    await twoFactor.locator('#two-factor-confirm-code').fill(totp(secret));
    await twoFactor.getByRole('button', { name: w.turnOn, exact: true }).click();
    const codes = twoFactor.getByTestId('recovery-codes').locator('li');
    await expect.poll(() => codes.count(), { timeout: 10_000 }).toBe(10);
    expect(await twoFactor.getByText(w.codes).isVisible()).toBe(true);
    expect(await twoFactor.getByText(w.on, { exact: true }).isVisible()).toBe(true);
    await shot(page, `security-recovery-codes-${lang}`);
    const recovery = (await codes.first().innerText()).trim();

    // The next sign-in asks for a code: English signs in with a recovery code, Chinese with the app's next code.
    const again = await signIn(email, lang, () => (lang === 'en' ? recovery : totp(secret, 1)));
    expect(new URL(again.url()).pathname).toBe('/admin');
  });

  it('a stale interview form opens the conflict dialog naming the other admin; Reload or Re-apply', async () => {
    const created = await api.post('/api/admin/save-candidate', { name: `Conflict ${lang}`, english: 3.5 });
    const id = created.body.id as string;
    const page = await signIn(ADMIN.email, lang);
    await page.goto(`${app.url}/admin?section=candidates${lang === 'zh' ? '&lang=zh' : ''}`);
    await page.getByRole('row', { name: new RegExp(`Conflict ${lang}`) }).click();
    await page.getByRole('button', { name: w.editInterview }).click();
    await page.locator('#interviewer').fill('Ada (browser)');
    // Meanwhile another admin scores the same candidate.
    const second = await account(`second-${lang}@talentbridge.test`, `second_${lang}`);
    await makeAdmin(second);
    expect((await second.put(`/api/admin/candidates/${id}`, { english: 5 })).status).toBe(200);

    await page.getByRole('button', { name: w.saveChanges }).click();
    const dialog = page.getByRole('dialog', { name: w.conflictTitle });
    await dialog.waitFor({ timeout: 10_000 });
    const changes = dialog.getByTestId('conflict-changes');
    await expect.poll(() => changes.innerText(), { timeout: 10_000 }).toContain('second_');
    expect(await changes.innerText()).toMatch(/3\.5[\s\S]*5/);
    await page.waitForTimeout(400); // the dialog's fade-in
    await shot(page, `candidate-conflict-${lang}`);
    if (lang === 'en') {
      await dialog.getByRole('button', { name: w.reapply }).click();
      await expect.poll(() => page.getByRole('dialog', { name: w.conflictTitle }).count(), { timeout: 10_000 }).toBe(0);
      // Both changes stand: the other admin's score and this admin's interviewer.
      await expect
        .poll(async () => {
          const now = (await api.get(`/api/admin/candidates/${id}`)).body;
          return [now.english, now.interviewer];
        })
        .toEqual([5, 'Ada (browser)']);
    } else {
      await dialog.getByRole('button', { name: w.reload }).click();
      await expect.poll(() => page.locator('#score-english').inputValue()).toBe('5');
      expect(await page.locator('#interviewer').inputValue()).toBe('');
      expect((await api.get(`/api/admin/candidates/${id}`)).body.interviewer).toBe('');
    }
  });

  it('a stale project form shows the field another admin changed; Re-apply keeps both changes', async () => {
    const created = await api.post('/api/projects', {
      titleEn: `Stale ${lang} - Agent Engineer`,
      titleZh: `Stale ${lang} - 智能体工程师`,
      descriptionEn: '<p>Agents</p>',
      descriptionZh: '<p>智能体</p>',
      locationEn: 'Remote',
      locationZh: '远程',
      typeEn: 'Full-time',
      typeZh: '全职',
    });
    const id = created.body.id as string;
    const other = await account(`proj-${lang}@talentbridge.test`, `proj_${lang}`);
    await makeAdmin(other);
    const page = await signIn(ADMIN.email, lang);
    await page.goto(`${app.url}/admin?section=projects${lang === 'zh' ? '&lang=zh' : ''}`);
    await page.getByText(w.management, { exact: true }).click();
    await page.locator(`[data-project-id="${id}"]`).getByRole('button', { name: w.editProject }).click();
    await page.locator('#project-locationEn').waitFor();
    // The form reads the project for its ETag before the other admin's change lands.
    await expect.poll(() => page.locator('#project-titleEn').inputValue()).toBe(`Stale ${lang} - Agent Engineer`);
    await page.waitForTimeout(500);
    await page.locator('#project-locationEn').fill('Shanghai');
    expect((await other.put(`/api/projects/${id}`, { titleEn: `Stale ${lang} - Staff Engineer` })).status).toBe(200);
    await page.getByRole('button', { name: w.updateProject }).click();
    const dialog = page.getByRole('dialog', { name: w.conflictTitle });
    await dialog.waitFor({ timeout: 10_000 });
    expect(await dialog.getByTestId('conflict-changes').innerText()).toMatch(
      new RegExp(`${w.titleEn}[\\s\\S]*Agent Engineer[\\s\\S]*Staff Engineer`),
    );
    // Who changed it, as the candidate's dialog names the other admin.
    expect(await dialog.getByTestId('conflict-changes').innerText()).toContain(w.changedBy(`proj_${lang} Tester`));
    await page.waitForTimeout(400); // the dialog's fade-in
    await shot(page, `project-conflict-${lang}`);
    await dialog.getByRole('button', { name: w.reapply }).click();
    await expect
      .poll(async () => {
        const now = (await api.get(`/api/projects/${id}`)).body;
        return [now.titleEn, now.locationEn];
      })
      .toEqual([`Stale ${lang} - Staff Engineer`, 'Shanghai']);
  });

  it('the profile form opened before an edit elsewhere shows what changed and re-applies on top', async () => {
    const email = `profile-${lang}@talentbridge.test`;
    const elsewhere = await account(email, `profile_${lang}`);
    const page = await signIn(email, lang);
    await page.goto(`${app.url}/profile?tab=profile${lang === 'zh' ? '&lang=zh' : ''}`);
    await page.locator('#profile-position').waitFor();
    await page.locator('#profile-position').fill('ML Engineer');
    const profile = (await elsewhere.get('/api/user/profile')).body;
    const edited = await elsewhere.put('/api/user/profile', {
      firstName: profile.firstName,
      lastName: profile.lastName,
      bio: 'Written on my phone',
    });
    expect(edited.status).toBe(200);
    await page.getByRole('button', { name: w.saveProfile }).click();
    const dialog = page.getByRole('dialog', { name: w.conflictTitle });
    await dialog.waitFor({ timeout: 10_000 });
    expect(await dialog.getByTestId('conflict-changes').innerText()).toMatch(
      new RegExp(`${w.bio}[\\s\\S]*Written on my phone`),
    );
    // Changed by this user on another device: named as 'you', not as a stranger.
    expect(await dialog.getByTestId('conflict-changes').innerText()).toContain(w.changedBy(w.you));
    await page.waitForTimeout(400); // the dialog's fade-in
    await shot(page, `profile-conflict-${lang}`);
    await dialog.getByRole('button', { name: w.reapply }).click();
    await expect
      .poll(async () => {
        const now = (await elsewhere.get('/api/user/profile')).body;
        return [now.position, now.bio];
      })
      .toEqual(['ML Engineer', 'Written on my phone']);
  });

  it('Make Admin and Remove Admin ask first; Cancel changes nothing', async () => {
    const email = `promote-${lang}@talentbridge.test`;
    await account(email, `promote_${lang}`);
    const page = await signIn(ADMIN.email, lang);
    await page.goto(`${app.url}/admin?section=users${lang === 'zh' ? '&lang=zh' : ''}`);
    const card = page.locator(`[data-email="${email}"]`);
    await card.getByRole('button', { name: w.makeAdmin }).click();
    const alert = page.locator('.bp6-alert');
    await alert.waitFor();
    expect(await alert.innerText()).toContain(email);
    await shot(page, `admin-make-admin-confirm-${lang}`);
    await alert.getByRole('button', { name: w.cancel }).click();
    await expect.poll(() => alert.count()).toBe(0);
    const isAdmin = async () =>
      (await api.get('/api/admin/users')).body.find((u: { email: string }) => u.email === email)?.isAdmin;
    expect(await isAdmin()).toBe(false);

    await card.getByRole('button', { name: w.makeAdmin }).click();
    await alert.getByRole('button', { name: w.makeAdmin }).click();
    await expect.poll(isAdmin, { timeout: 10_000 }).toBe(true);
    await card.getByRole('button', { name: w.removeAdmin }).click();
    await alert.waitFor();
    await shot(page, `admin-remove-admin-confirm-${lang}`);
    await alert.getByRole('button', { name: w.removeAdmin }).click();
    await expect.poll(isAdmin, { timeout: 10_000 }).toBe(false);
  });
});

describe('stored links', () => {
  it('a link that is no http(s) (stored before the rule) shows as text in the Users dialog', async () => {
    const email = 'links@talentbridge.test';
    const user = await account(email, 'links_user');
    const id = ((await user.get('/api/user/profile')).body as { id: string }).id;
    const pool = app.runtime.database.pool;
    const { rows } = await pool.query<{ schema: string }>(
      `SELECT schema FROM projections.catalog WHERE name = 'users' AND state = 'live'`,
    );
    await pool.query(
      `UPDATE "${rows[0]?.schema}".users SET github = 'javascript:alert(document.cookie)', portfolio = 'https://ada.dev' WHERE id = $1`,
      [id],
    );
    const page = await signIn(ADMIN.email, 'en');
    await page.goto(`${app.url}/admin?section=users`);
    await page.locator(`[data-email="${email}"]`).getByRole('button', { name: 'View Details' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('javascript:alert(document.cookie)').waitFor();
    expect(await dialog.locator('a[href^="javascript"]').count()).toBe(0);
    expect(await dialog.locator('a[href="https://ada.dev"]').getAttribute('rel')).toBe('noopener noreferrer');
    await shot(page, 'admin-user-details-links-en');
  });
});
