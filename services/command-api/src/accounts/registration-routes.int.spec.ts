import { randomUUID } from 'node:crypto';
import { localize } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandTestApp, startCommandTestApp } from '../testing/command-test-app.ts';

let api: CommandTestApp;

beforeAll(async () => {
  api = await startCommandTestApp();
});
afterAll(() => api?.close());

type Headers = Record<string, string>;
const post = (url: string, payload: object, headers: Headers = {}) =>
  api.app.inject({ method: 'POST', url, headers, payload });
const exists = async (email: string) => (await post('/api/auth/check-email', { email })).json().exists;
const newEmail = () => `new-${randomUUID()}@example.com`;
const PASSWORD = 'Correct-horse-battery-7';

/** A registration code for `email`: without a mail server (the test app's mailer) it comes back in the answer. */
async function codeFor(email: string): Promise<string> {
  const answer = await post('/api/auth/send-registration-verification', { email });
  expect(answer.json()).toMatchObject({ devMode: true, message: localize('auth.codeSent', 'en') });
  return answer.json().code;
}

const register = (payload: { email: string; username: string; code: string }, headers: Headers = {}) =>
  post('/api/auth/register', { firstName: 'Ada', lastName: 'Lovelace', password: PASSWORD, ...payload }, headers);

describe('POST /api/auth/check-email and /api/auth/send-registration-verification', () => {
  it('says whether an address is registered, and sends no code to a registered one (409)', async () => {
    const user = await api.signIn();
    expect([await exists(user.email), await exists(newEmail())]).toEqual([true, false]);
    const taken = await post('/api/auth/send-registration-verification', { email: user.email }, { 'x-lang': 'zh' });
    expect([taken.statusCode, taken.json().message]).toEqual([409, localize('auth.emailTaken', 'zh')]);
  });
});

describe('POST /api/auth/register', () => {
  it('creates the account with the code sent, which then signs in; the address is then taken', async () => {
    const email = newEmail();
    const username = `ada_${randomUUID().slice(0, 8)}`;
    const created = await register({ email, username, code: await codeFor(email) }, { 'x-lang': 'zh' });
    expect([created.statusCode, created.json().message]).toEqual([201, localize('auth.accountCreated', 'zh')]);
    expect(await exists(email)).toBe(true);
    const login = await post('/api/auth/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);

    const again = await register({ email, username: `${username}x`, code: '123456' });
    expect([again.statusCode, again.json().message]).toEqual([409, localize('auth.emailTaken', 'en')]);
  });

  it('refuses a wrong code in both languages, creating nothing', async () => {
    const email = newEmail();
    const code = await codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const lang of ['en', 'zh'] as const) {
      const answer = await register(
        { email, username: `u_${randomUUID().slice(0, 8)}`, code: wrong },
        { 'x-lang': lang },
      );
      expect([answer.statusCode, answer.json().message]).toEqual([400, localize('auth.codeInvalid', lang)]);
    }
    expect(await exists(email)).toBe(false);
  });

  it('refuses a username someone holds, leaving the code valid for the next try', async () => {
    const first = newEmail();
    const username = `grace_${randomUUID().slice(0, 8)}`;
    expect((await register({ email: first, username, code: await codeFor(first) })).statusCode).toBe(201);

    const second = newEmail();
    const code = await codeFor(second);
    const taken = await register({ email: second, username: username.toUpperCase(), code }, { 'x-lang': 'zh' });
    expect([taken.statusCode, taken.json().message]).toEqual([409, localize('auth.usernameTaken', 'zh')]);
    expect(await exists(second)).toBe(false);
    const retried = await register({ email: second, username: `${username}_2`, code });
    expect(retried.statusCode).toBe(201);
  });

  it('refuses a username that is too short in both languages', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const answer = await register({ email: newEmail(), username: 'ab', code: '123456' }, { 'x-lang': lang });
      expect([answer.statusCode, answer.json().message]).toEqual([400, localize('auth.usernameTooShort', lang)]);
    }
  });
});
