import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';
import { eventCount, type RawResponse, rawRequest, resetRateLimits } from './raw-http.ts';

/**
 * Throttling and privacy of the account endpoints: sign-in limited per email and per address (with the
 * catalogue's sign-in message), contact per address, uploads per account; forgot-password and sign-in answer
 * alike for registered and unknown emails; the session cookie's flags behind an https origin.
 */
let app: TestApp;
const REGISTERED = 'known@example.com';

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  rawRequest(app.url, {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const message = (response: RawResponse) => JSON.parse(response.text).message as string;

beforeAll(async () => {
  app = await startTestApp();
  const client = new TestClient(app.url);
  const sent = await client.post('/api/auth/send-registration-verification', { email: REGISTERED });
  const registered = await client.post('/api/auth/register', {
    email: REGISTERED,
    username: 'known',
    password: 'secret12',
    code: sent.body.code,
  });
  expect(registered.status).toBeLessThan(300);
});
afterAll(() => app?.stop());

describe('rate limits', () => {
  it('delays guesses at one email from one address, with the sign-in message, and never locks the owner out', async () => {
    await resetRateLimits(app);
    // Ten wrong passwords from ten addresses (a spread-out stranger): each address has 1 failure, no delay.
    for (let i = 0; i < 10; i++) {
      const tried = await post(
        '/api/auth/login',
        { email: REGISTERED, password: 'wrong-1' },
        { 'x-forwarded-for': `10.1.0.${i + 1}` },
      );
      expect(tried.status).toBe(401);
    }
    const owner = await post(
      '/api/auth/login',
      { email: REGISTERED, password: 'secret12' },
      { 'x-forwarded-for': '10.1.1.1' },
    );
    expect(owner.status).toBe(200);
    // Three wrong passwords from one address: its next try waits (the owner's address above did not).
    for (let i = 0; i < 3; i++) {
      await post('/api/auth/login', { email: REGISTERED, password: 'wrong-2' }, { 'x-forwarded-for': '10.1.2.1' });
    }
    // The third set the first wait (1 s) for this pair only. A loaded machine can spend longer than that on the
    // password check itself, so the test lengthens the wait the product set rather than racing its clock.
    const waits = await app.runtime.database.pool.query<{ failures: number; waiting: boolean }>(
      `UPDATE platform.sign_in_failures SET next_try_at = now() + interval '1 minute'
        WHERE address = '10.1.2.1' AND next_try_at > last_failure_at RETURNING failures, true AS waiting`,
    );
    expect(waits.rows).toEqual([{ failures: 3, waiting: true }]);
    const blocked = await post(
      '/api/auth/login',
      { email: REGISTERED, password: 'secret12' },
      { 'x-forwarded-for': '10.1.2.1' },
    );
    expect(blocked.status).toBe(429);
    expect(message(blocked)).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
    const zh = await post(
      '/api/auth/login',
      { email: REGISTERED, password: 'secret12' },
      { 'x-forwarded-for': '10.1.2.1', 'x-lang': 'zh' },
    );
    expect(message(zh)).toBe('登录尝试次数过多，请几分钟后再试。');
  });

  it('stops sign-in after 30 tries from one address, whatever the emails', async () => {
    await resetRateLimits(app);
    // Each try costs a password hash (argon2id, on purpose): 28 earlier tries are counted up front, the last two
    // are made for real.
    await app.runtime.database.pool.query(
      `INSERT INTO platform.rate_limits (key, window_start, hits) VALUES ('login-ip:10.2.0.1', now(), 28)`,
    );
    for (let i = 0; i < 2; i++) {
      const tried = await post(
        '/api/auth/login',
        { email: `spray${i}@example.com`, password: 'guess12' },
        { 'x-forwarded-for': '10.2.0.1' },
      );
      expect(tried.status).toBe(401);
    }
    const blocked = await post(
      '/api/auth/login',
      { email: REGISTERED, password: 'secret12' },
      { 'x-forwarded-for': '10.2.0.1' },
    );
    expect(blocked.status).toBe(429);
    expect(message(blocked)).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
    // Another address still signs in.
    expect(
      (await post('/api/auth/login', { email: REGISTERED, password: 'secret12' }, { 'x-forwarded-for': '10.2.0.2' }))
        .status,
    ).toBe(200);
  });

  it('stops the contact form after 5 messages from one address in 10 minutes, appending nothing', async () => {
    await resetRateLimits(app);
    const send = () => {
      const form = new FormData();
      form.append('name', 'Ada');
      form.append('email', 'ada@example.com');
      form.append('message', 'Hello there');
      return fetch(`${app.url}/api/contact`, {
        method: 'POST',
        body: form,
        headers: { 'x-forwarded-for': '10.3.0.1' },
      });
    };
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(200);
    const before = await eventCount(app);
    const blocked = await send();
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ message: 'Too many requests. Please wait a moment and try again.' });
    expect(await eventCount(app)).toBe(before);
  });

  it('stops uploads after 30 a minute per account, in the caller language', async () => {
    await resetRateLimits(app);
    const login = await post(
      '/api/auth/login',
      { email: REGISTERED, password: 'secret12' },
      { 'x-forwarded-for': '10.4.0.1' },
    );
    const cookie = String([login.headers['set-cookie']].flat()[0]).split(';')[0] ?? '';
    const upload = (path: string, field: string, lang = 'en') => {
      const form = new FormData();
      form.append(field, new Blob([new Uint8Array(Buffer.from('MZ not a document'))]), 'cv.pdf');
      // A new address each time: the budget belongs to the account, not to where it calls from.
      const address = `10.4.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      return fetch(`${app.url}${path}`, {
        method: 'POST',
        body: form,
        headers: { cookie, 'x-lang': lang, 'x-forwarded-for': address },
      });
    };
    for (let i = 0; i < 30; i++) {
      expect(
        (await upload(i % 2 ? '/api/user/resume' : '/api/user/portfolio', i % 2 ? 'resume' : 'portfolio')).status,
      ).toBe(400);
    }
    const blocked = await upload('/api/user/resume', 'resume');
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ message: 'Too many uploads. Please wait a minute and try again.' });
    expect(await (await upload('/api/user/portfolio', 'portfolio', 'zh')).json()).toEqual({
      message: '上传过于频繁，请一分钟后再试。',
    });
    // JSON writes of the same account are not uploads.
    expect(
      (
        await fetch(`${app.url}/api/user/skills`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: '{"tagsEnglish":"Python","tagsChinese":""}',
        })
      ).status,
    ).toBe(200);
  });
});

describe('no user enumeration', () => {
  const headerNames = (r: RawResponse) =>
    Object.keys(r.headers)
      .filter((h) => !['date', 'x-request-id'].includes(h))
      .sort();

  it('answers forgot-password alike for a registered and an unknown email (status, body, headers, timing)', async () => {
    await resetRateLimits(app);
    const ask = (email: string) => post('/api/auth/forgot-password', { email }, { 'x-forwarded-for': '10.5.0.1' });
    const answers = { known: [] as RawResponse[], unknown: [] as RawResponse[] };
    // Twice each: the second code for a registered email falls in its 60-second resend lock.
    for (let i = 0; i < 2; i++) {
      answers.known.push(await ask(REGISTERED));
      answers.unknown.push(await ask(`nobody${i}@example.com`));
    }
    const reference = answers.unknown[0] as RawResponse;
    for (const answer of [...answers.known, ...answers.unknown]) {
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(reference.text);
      expect(headerNames(answer)).toEqual(headerNames(reference));
      expect(answer.headers['x-event-position']).toBeUndefined();
      expect(answer.ms).toBeGreaterThanOrEqual(390);
    }
    // Timing: every answer waits out the same floor (checked above), which covers the extra work for a
    // registered email; comparing measured times would only test how busy the machine is.
    // The registered email did get its code.
    const events = await app.runtime.database.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM event_store.events WHERE type = 'VerificationCodeIssued' AND data::text LIKE '%password_reset%'`,
    );
    expect(events.rows[0]?.n).toBe(1);
  });

  it('answers sign-in alike for an unknown email and a wrong password', async () => {
    await resetRateLimits(app);
    const unknown = await post(
      '/api/auth/login',
      { email: 'ghost@example.com', password: 'wrong-pass' },
      { 'x-forwarded-for': '10.6.0.1' },
    );
    const wrong = await post(
      '/api/auth/login',
      { email: REGISTERED, password: 'wrong-pass' },
      { 'x-forwarded-for': '10.6.0.2' },
    );
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.text).toBe(wrong.text);
    expect(message(unknown)).toBe('Invalid email or password');
    expect(headerNames(unknown)).toEqual(headerNames(wrong));
  });
});

describe('session cookie behind an https origin', () => {
  it('is Secure, HttpOnly and SameSite=Lax', async () => {
    const secure = await startTestApp({ PUBLIC_ORIGIN: 'https://talent.example' });
    try {
      const client = new TestClient(secure.url);
      const sent = await client.post('/api/auth/send-registration-verification', { email: 'secure@example.com' });
      await client.post('/api/auth/register', {
        email: 'secure@example.com',
        username: 'secure',
        password: 'secret12',
        code: sent.body.code,
      });
      const login = await rawRequest(secure.url, {
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'secure@example.com', password: 'secret12' }),
      });
      expect(login.status).toBe(200);
      const cookie = String([login.headers['set-cookie']].flat()[0]);
      const flags = cookie.split(';').map((f) => f.trim().toLowerCase());
      expect(flags).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=lax']));
    } finally {
      await secure.stop();
    }
  });
});
