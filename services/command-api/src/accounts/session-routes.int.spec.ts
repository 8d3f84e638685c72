import { localize, totpAt } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandTestApp, type SignedIn, startCommandTestApp } from '../testing/command-test-app.ts';
import { LOGIN_PER_ADDRESS } from './session-routes.ts';

let api: CommandTestApp;
let user: SignedIn;

beforeAll(async () => {
  api = await startCommandTestApp();
  user = await api.signIn();
});
afterAll(() => api?.close());

/** A sign-in from its own address, so each test meets its own per-address limit. */
const signIn = (address: string, payload: string | object, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: address, headers, payload });

describe('POST /api/auth/login', () => {
  it('is open to a visitor: the right password signs in and sets the session cookie', async () => {
    const answer = await signIn('10.0.1.1', { email: user.email, password: user.password });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ message: localize('auth.signedIn', 'en'), user: { email: user.email } });
    expect(answer.cookies.map((cookie) => [cookie.name, cookie.httpOnly])).toEqual([['tb_session', true]]);
  });

  it('refuses a wrong password with 401 in the caller’s language, and sets no cookie', async () => {
    const answer = await signIn('10.0.1.2', { email: user.email, password: 'not-the-password' }, { 'x-lang': 'zh' });
    expect([answer.statusCode, answer.json().message]).toEqual([401, localize('auth.wrongCredentials', 'zh')]);
    expect(answer.cookies).toEqual([]);
  });

  it('refuses a write from another site before reading its body', async () => {
    const answer = await signIn('10.0.1.3', 'not json at all', {
      'content-type': 'application/json',
      'sec-fetch-site': 'cross-site',
    });
    expect([answer.statusCode, answer.json().message]).toEqual([403, localize('common.notFromOurSite', 'en')]);
  });

  it('answers a body that is not a sign-in with 400 before counting it against the address', async () => {
    const address = '10.0.1.4';
    for (let attempt = 0; attempt <= LOGIN_PER_ADDRESS; attempt += 1) {
      const answer = await signIn(address, { email: 'not an email', password: '' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: expect.any(String) });
    }
    // More refused bodies than the address may try passwords, and a real attempt is still weighed on its merits.
    const real = await signIn(address, { email: user.email, password: user.password });
    expect(real.statusCode).toBe(200);
  });

  it('counts real attempts: past the per-address limit a sign-in gets 429', async () => {
    const address = '10.0.1.5';
    // At once: each wrong guess waits for a password hash, and the hashes run side by side.
    const guesses = Array.from({ length: LOGIN_PER_ADDRESS }, (_, attempt) =>
      signIn(address, { email: `nobody-${attempt}@example.com`, password: 'wrong-guess' }),
    );
    expect(new Set((await Promise.all(guesses)).map((answer) => answer.statusCode))).toEqual(new Set([401]));
    const answer = await signIn(address, { email: user.email, password: user.password });
    expect([answer.statusCode, answer.json().message]).toEqual([429, localize('auth.tooManySignIns', 'en')]);
  });
});

describe('POST /api/auth/login with two-factor sign-in on', () => {
  it("asks for the code, then refuses a wrong one, each 401 with twoFactorRequired in the caller's language", async () => {
    const admin = await api.signIn('admin');
    const post = (url: string, payload: object) =>
      api.app.inject({ method: 'POST', url, headers: { cookie: admin.cookie }, payload });
    const { secret } = (await post('/api/user/two-factor/setup', {})).json() as { secret: string };
    expect((await post('/api/user/two-factor/confirm', { code: totpAt(secret, new Date()) })).statusCode).toBe(200);
    // A code no step near now gives (the server takes the step before and after too).
    const near = [-60, -30, 0, 30, 60].map((seconds) => totpAt(secret, new Date(Date.now() + seconds * 1000)));
    const wrongCode = ['000000', '111111', '222222', '333333', '444444', '555555'].find((c) => !near.includes(c));
    for (const [lang, address] of [
      ['en', '10.0.2.1'],
      ['zh', '10.0.2.2'],
    ] as const) {
      const headers = { 'x-lang': lang };
      const asked = await signIn(address, { email: admin.email, password: admin.password }, headers);
      expect([asked.statusCode, asked.json()]).toEqual([
        401,
        { message: localize('security.codeNeeded', lang), twoFactorRequired: true },
      ]);
      const wrong = await signIn(address, { email: admin.email, password: admin.password, code: wrongCode }, headers);
      expect([wrong.statusCode, wrong.json()]).toEqual([
        401,
        { message: localize('security.codeWrong', lang), twoFactorRequired: true },
      ]);
      expect(wrong.cookies).toEqual([]);
    }
  });
});
