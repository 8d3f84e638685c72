import { ensureAdmin } from '@tb/command-api';
import { totpAt } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';
import { eventCount, type RawResponse, rawRequest, resetRateLimits } from './raw-http.ts';

/**
 * Issue 24, accounts: a stranger guessing cannot lock the owner out; a password change ends the other sessions;
 * idle sessions end; the Security tab's list; common passwords; look-alike usernames; two-factor sign-in.
 */
let app: TestApp;
const OWNER = 'owner@example.com';
const PASSWORD = 'Quiet-Harbor-51';

const login = (body: Record<string, string>, from: { localAddress?: string; lang?: string } = {}) =>
  rawRequest(app.url, {
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'content-type': 'application/json', 'x-lang': from.lang ?? 'en' },
    body: JSON.stringify(body),
    ...(from.localAddress ? { localAddress: from.localAddress } : {}),
  });
const message = (response: RawResponse) => JSON.parse(response.text).message as string;
const cookieOf = (response: RawResponse) => String([response.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';

async function register(client: TestClient, email: string, username: string, password = PASSWORD) {
  const sent = await client.post('/api/auth/send-registration-verification', { email });
  return client.post('/api/auth/register', { email, username, password, code: sent.body.code });
}

beforeAll(async () => {
  // No proxy in front: the socket's own address is the visitor's (127.0.0.1 and 127.0.0.2 are two visitors).
  app = await startTestApp({ TRUST_PROXY: '0' });
  expect((await register(new TestClient(app.url), OWNER, 'owner')).status).toBe(201);
});
afterAll(() => app?.stop());

describe('sign-in guesses', () => {
  it('slow only the guesser: the owner signs in from another address after a stranger guessed 12 times', async () => {
    await resetRateLimits(app);
    const stranger = { localAddress: '127.0.0.2' };
    const answers: number[] = [];
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      // Each guess comes once the previous delay has passed (moved back instead of waited for).
      await app.runtime.database.pool.query(
        `UPDATE platform.sign_in_failures SET next_try_at = now() - interval '1 second'`,
      );
      const guess = await login({ email: OWNER, password: `wrong-guess-${i}` }, stranger);
      answers.push(guess.status);
      waits.push(Number(guess.headers['retry-after'] ?? 0));
    }
    expect(answers).toEqual(Array(12).fill(401));
    // None for the first two failures, then 1 s doubling: growing delays, not a lock.
    expect(waits).toEqual([0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512]);
    const tooSoon = await login({ email: OWNER, password: PASSWORD }, stranger);
    expect(tooSoon.status).toBe(429);
    expect(message(tooSoon)).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(500);
    const owner = await login({ email: OWNER, password: PASSWORD }, { localAddress: '127.0.0.1' });
    expect(owner.status).toBe(200);
  });

  it('hold a burst of parallel guesses to the same delays: only the three free ones are checked', async () => {
    await resetRateLimits(app);
    const started = performance.now();
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login({ email: OWNER, password: `parallel-guess-${i}` }, { localAddress: '127.0.0.4' }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    // Each guess takes its slot before its password is checked: three go through, the others wait for the
    // delay the third set (all 12 were checked when the wait was read first and the failure written after).
    // On a machine so loaded that the burst outlasts a wait (1 s, then 2, 4 …), a guess arriving after it is
    // rightly checked: at most one more per wait that fitted in the burst's time.
    let waitsPassed = 0;
    while (2 ** (waitsPassed + 1) - 1 <= seconds) waitsPassed += 1;
    const checked = burst.filter((answer) => answer.status === 401).length;
    expect(checked).toBeGreaterThanOrEqual(3);
    expect(checked, `burst took ${seconds.toFixed(1)} s`).toBeLessThanOrEqual(3 + waitsPassed);
    expect(burst.filter((answer) => answer.status === 429)).toHaveLength(12 - checked);
    for (const refused of burst.filter((answer) => answer.status === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const { rows } = await app.runtime.database.pool.query<{ failures: number }>(
      `SELECT failures FROM platform.sign_in_failures WHERE address = '127.0.0.4'`,
    );
    expect(rows).toEqual([{ failures: checked }]);
    expect((await login({ email: OWNER, password: PASSWORD }, { localAddress: '127.0.0.1' })).status).toBe(200);
  });

  it('keep the limit of 30 sign-ins per address and 15 minutes', async () => {
    await resetRateLimits(app);
    await app.runtime.database.pool.query(
      `INSERT INTO platform.rate_limits (key, window_start, hits) VALUES ('login-ip:127.0.0.3', now(), 30)`,
    );
    const blocked = await login({ email: OWNER, password: PASSWORD }, { localAddress: '127.0.0.3' });
    expect(blocked.status).toBe(429);
  });
});

describe('sessions', () => {
  it('a password change ends every other session of the user; the one that changed it stays', async () => {
    await resetRateLimits(app);
    const laptop = cookieOf(await login({ email: OWNER, password: PASSWORD }));
    const phone = cookieOf(await login({ email: OWNER, password: PASSWORD }));
    const profile = (cookie: string) =>
      rawRequest(app.url, { method: 'GET', path: '/api/user/profile', headers: { cookie } });
    expect((await profile(phone)).status).toBe(200);
    const changed = await rawRequest(app.url, {
      method: 'POST',
      path: '/api/user/change-password',
      headers: { cookie: laptop, 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ currentPassword: PASSWORD, newPassword: 'Other-Harbor-52' }),
    });
    expect(changed.status).toBe(200);
    expect((await profile(laptop)).status).toBe(200);
    expect((await profile(phone)).status).toBe(401);
    // Back to the first password for the other tests.
    await rawRequest(app.url, {
      method: 'POST',
      path: '/api/user/change-password',
      headers: { cookie: laptop, 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ currentPassword: 'Other-Harbor-52', newPassword: PASSWORD }),
    });
  });

  it('a sign-in with the old password that is still being checked when the password changes gets no session', async () => {
    await resetRateLimits(app);
    const email = 'racing@example.com';
    expect((await register(new TestClient(app.url), email, 'racing')).status).toBe(201);
    const laptop = cookieOf(await login({ email, password: PASSWORD }));
    // Sign-ins with the old password start every 150 ms from just before the change until just after it ended;
    // those whose password check overlaps the change's end are the ones that raced it.
    const started = Date.now();
    let changedAt: number | null = null;
    const change = rawRequest(app.url, {
      method: 'POST',
      path: '/api/user/change-password',
      headers: { cookie: laptop, 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ currentPassword: PASSWORD, newPassword: 'Other-Harbor-52' }),
    }).then((answer) => {
      changedAt = Date.now();
      return answer;
    });
    const signIns: Promise<RawResponse>[] = [];
    for (let i = 0; i < 12 && (changedAt === null || Date.now() < changedAt + 200); i++) {
      signIns.push(login({ email, password: PASSWORD }, { localAddress: `127.0.1.${i + 1}` }));
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    expect((await change).status).toBe(200);
    const answers = await Promise.all(signIns);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 401)).toBe(true);
    const profile = (cookie: string) =>
      rawRequest(app.url, { method: 'GET', path: '/api/user/profile', headers: { cookie } });
    const alive = [];
    for (const answer of answers.filter((a) => a.status === 200)) {
      if ((await profile(cookieOf(answer))).status === 200) alive.push(answer);
    }
    expect({ signIns: answers.length, changedAfter: (changedAt ?? 0) - started, alive: alive.length }).toEqual({
      signIns: answers.length,
      changedAfter: (changedAt ?? 0) - started,
      alive: 0,
    });
    expect((await profile(laptop)).status).toBe(200);
  });

  it('lists the user’s sessions with their browser and ends one of them; an idle one ends by itself', async () => {
    await resetRateLimits(app);
    const first = new TestClient(app.url);
    const second = new TestClient(app.url);
    expect((await first.post('/api/auth/login', { email: OWNER, password: PASSWORD })).status).toBe(200);
    expect((await second.post('/api/auth/login', { email: OWNER, password: PASSWORD })).status).toBe(200);
    const listed = await first.get('/api/user/sessions');
    expect(listed.status).toBe(200);
    const sessions = listed.body as { id: string; current: boolean; userAgent: string; lastSeenAt: string }[];
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions[0]?.userAgent).toBeTruthy();
    const other = sessions.find((s) => !s.current);
    expect((await first.delete(`/api/user/sessions/${other?.id}`)).status).toBe(200);
    expect((await first.get('/api/user/sessions')).body).toHaveLength(sessions.length - 1);
    expect((await first.delete(`/api/user/sessions/${other?.id}`)).status).toBe(404);
    // Someone else's session id ends nothing either (404, not 403: ids are not confirmed).
    // Idle for a day: the session ends although its cookie would live 14 days.
    await app.runtime.database.pool.query(`UPDATE platform.sessions SET last_seen_at = now() - interval '25 hours'`);
    expect((await first.get('/api/user/profile')).status).toBe(401);
  });
});

describe('passwords and names', () => {
  it('refuses the most common passwords on registration, in both languages, appending nothing', async () => {
    await resetRateLimits(app);
    for (const [password, lang, text] of [
      ['123456', 'en', 'This password is one of the most common passwords and easy to guess. Please choose another.'],
      ['password', 'zh', '该密码属于最常见的密码，很容易被猜到，请换一个。'],
      ['Password', 'en', 'This password is one of the most common passwords and easy to guess. Please choose another.'],
      // The forms a guesser tries first: spaces around, fullwidth digits, leetspeak, a counted run after a word.
      [
        'password ',
        'en',
        'This password is one of the most common passwords and easy to guess. Please choose another.',
      ],
      [
        ' password',
        'en',
        'This password is one of the most common passwords and easy to guess. Please choose another.',
      ],
      ['１２３４５６', 'zh', '该密码属于最常见的密码，很容易被猜到，请换一个。'],
      ['P@ssw0rd', 'en', 'This password is one of the most common passwords and easy to guess. Please choose another.'],
      ['Pa$$w0rd', 'en', 'This password is one of the most common passwords and easy to guess. Please choose another.'],
      ['admin123', 'zh', '该密码属于最常见的密码，很容易被猜到，请换一个。'],
    ] as const) {
      const client = new TestClient(app.url, lang);
      const email = `common-${[...password].map((c) => c.codePointAt(0)).join('-')}@example.com`;
      const sent = await client.post('/api/auth/send-registration-verification', { email });
      expect(sent.body.code, JSON.stringify(sent.body)).toBeTruthy();
      const before = await eventCount(app);
      const refused = await client.post('/api/auth/register', {
        email,
        username: `common-${email.length}-${password.length}`,
        password,
        code: sent.body.code,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(text);
      expect(await eventCount(app)).toBe(before);
    }
  });

  it('answers a reset with a wrong code the same for registered and unknown e-mails, common password or not', async () => {
    await resetRateLimits(app);
    const visitor = new TestClient(app.url);
    const reset = (email: string, password: string) =>
      visitor.post('/api/auth/reset-password', { email, token: '000000', password });
    for (const password of ['123456', 'Fresh-Meadow-73']) {
      const registered = await reset(OWNER, password);
      const unknown = await reset('nobody-here@example.com', password);
      expect({ status: unknown.status, body: unknown.body }).toEqual({
        status: registered.status,
        body: registered.body,
      });
      expect(registered.status).toBe(400);
    }
    expect((await reset('nobody-here@example.com', '123456')).body.message).toBe(
      'This password is one of the most common passwords and easy to guess. Please choose another.',
    );
  });

  it('refuses a username that only looks like a taken one (Cyrillic о for Latin o)', async () => {
    await resetRateLimits(app);
    const refused = await register(new TestClient(app.url), 'lookalike@example.com', 'оwner');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This username is too similar to an existing one.');
    const zh = await register(new TestClient(app.url, 'zh'), 'lookalike2@example.com', 'OWNER'.replace('O', '0'));
    expect(zh.status).toBe(409);
    expect(zh.body.message).toBe('该用户名与已有用户名过于相似。');
    expect((await register(new TestClient(app.url), 'fresh@example.com', 'someone-else')).status).toBe(201);
  });

  it('refuses fullwidth look-alikes and usernames with invisible fillers, and direction marks in names', async () => {
    await resetRateLimits(app);
    const fullwidth = await register(new TestClient(app.url), 'wide@example.com', 'ｏｗｎｅｒ');
    expect(fullwidth.status).toBe(409);
    expect(fullwidth.body.message).toBe('This username is too similar to an existing one.');
    const invisible =
      'This field contains invisible characters or a line break. Please remove them (it must be one line of visible text).';
    for (const [username, lang] of [
      ['owner\u3164', 'en'],
      ['\u3164owner', 'en'],
      ['owner\uFFA0', 'en'],
      ['ow\u115Fner', 'zh'],
    ] as const) {
      const client = new TestClient(app.url, lang);
      const email = `filler-${username.codePointAt(0)}-${username.length}-${lang}@example.com`;
      const sent = await client.post('/api/auth/send-registration-verification', { email });
      const before = await eventCount(app);
      const refused = await client.post('/api/auth/register', {
        email,
        username,
        password: PASSWORD,
        code: sent.body.code,
      });
      expect(refused.status, JSON.stringify(username)).toBe(400);
      expect(refused.body.message).toBe(
        lang === 'en' ? invisible : '该字段含有不可见字符或换行符，请删除（此处只能填写一行可见文字）。',
      );
      expect(await eventCount(app)).toBe(before);
    }
    for (const [mark, text] of [
      ['\u200F', 'This field contains hidden text-direction characters. Please remove them.'],
      ['\u200B', invisible],
      ['\u2028', invisible],
    ] as const) {
      const client = new TestClient(app.url);
      const email = `mark-${mark.charCodeAt(0)}@example.com`;
      const sent = await client.post('/api/auth/send-registration-verification', { email });
      const named = await client.post('/api/auth/register', {
        email,
        username: `mark-${mark.charCodeAt(0)}`,
        firstName: `Ann${mark}(gpj.exe`,
        password: PASSWORD,
        code: sent.body.code,
      });
      expect(named.status).toBe(400);
      expect(named.body.message).toBe(text);
    }
  });

  it('refuses right-to-left override characters in names', async () => {
    await resetRateLimits(app);
    const refused = await register(new TestClient(app.url), 'bidi@example.com', 'admin\u202Egpj');
    expect(refused.status).toBe(400);
    const client = new TestClient(app.url);
    const sent = await client.post('/api/auth/send-registration-verification', { email: 'bidi2@example.com' });
    const named = await client.post('/api/auth/register', {
      email: 'bidi2@example.com',
      username: 'bidi-two',
      firstName: 'Ana\u202Egpj.exe',
      password: PASSWORD,
      code: sent.body.code,
    });
    expect(named.status).toBe(400);
    expect(named.body.message).toBe('This field contains hidden text-direction characters. Please remove them.');
  });
});

describe('two-factor sign-in', () => {
  it('an admin turns it on; sign-in then needs a current code or a recovery code, each good once', async () => {
    await resetRateLimits(app);
    await ensureAdmin(app.runtime.store, { email: 'twofa@example.com', password: PASSWORD });
    const admin = new TestClient(app.url);
    expect((await admin.post('/api/auth/login', { email: 'twofa@example.com', password: PASSWORD })).status).toBe(200);
    const setup = await admin.post('/api/user/two-factor/setup');
    expect(setup.status).toBe(200);
    const secret = setup.body.secret as string;
    expect(setup.body.uri).toContain(`secret=${secret}`);
    expect((await admin.post('/api/user/two-factor/confirm', { code: '000000' })).status).toBe(400);
    const confirmCode = totpAt(secret, new Date());
    const confirmed = await admin.post('/api/user/two-factor/confirm', { code: confirmCode });
    expect(confirmed.status).toBe(200);
    const recovery = confirmed.body.recoveryCodes as string[];
    expect(recovery).toHaveLength(10);

    const device = new TestClient(app.url, 'zh');
    const asked = await device.post('/api/auth/login', { email: 'twofa@example.com', password: PASSWORD });
    expect(asked.status).toBe(401);
    expect(asked.body).toEqual({
      message: '请输入身份验证器应用中的 6 位验证码，或一个恢复码。',
      twoFactorRequired: true,
    });
    // The very code spent on confirming is not good again (computing "the current code" anew could land in the next
    // 30-second step on a slow machine, and that code was never used).
    const replay = await device.post('/api/auth/login', {
      email: 'twofa@example.com',
      password: PASSWORD,
      code: confirmCode,
    });
    expect(replay.status).toBe(401);
    const withRecovery = await device.post('/api/auth/login', {
      email: 'twofa@example.com',
      password: PASSWORD,
      code: recovery[0] ?? '',
    });
    expect(withRecovery.status).toBe(200);
    const again = await new TestClient(app.url).post('/api/auth/login', {
      email: 'twofa@example.com',
      password: PASSWORD,
      code: recovery[0] ?? '',
    });
    expect(again.status).toBe(401);
    const next = await new TestClient(app.url).post('/api/auth/login', {
      email: 'twofa@example.com',
      password: PASSWORD,
      code: totpAt(secret, new Date(Date.now() + 30_000)),
    });
    expect(next.status).toBe(200);
    expect((await device.get('/api/user/two-factor')).body).toEqual({ enabled: true, recoveryCodesLeft: 9 });
  });

  it('is for admins only', async () => {
    const user = new TestClient(app.url);
    await resetRateLimits(app);
    expect((await user.post('/api/auth/login', { email: OWNER, password: PASSWORD })).status).toBe(200);
    const refused = await user.post('/api/user/two-factor/setup');
    expect(refused.status).toBe(403);
  });
});
