import { localize, SESSION_COOKIE } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandTestApp, type SignedIn, startCommandTestApp } from '../testing/command-test-app.ts';

let api: CommandTestApp;

beforeAll(async () => {
  api = await startCommandTestApp();
});
afterAll(() => api?.close());

type Headers = Record<string, string>;
const post = (url: string, payload: object, headers: Headers = {}) =>
  api.app.inject({ method: 'POST', url, headers, payload });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });
const tokenOf = (cookie: string) => cookie.slice(`${SESSION_COOKIE}=`.length);

describe('POST /api/user/change-password', () => {
  const change = (user: SignedIn, payload: object, headers: Headers = {}) =>
    post('/api/user/change-password', payload, { cookie: user.cookie, ...headers });

  it('refuses a visitor with 401 before reading the body', async () => {
    const answer = await post('/api/user/change-password', { newPassword: 1 }, { 'x-lang': 'zh' });
    expect([answer.statusCode, answer.json().message]).toEqual([401, localize('common.signInFirst', 'zh')]);
  });

  it('refuses a wrong current password, a short one and a common one, in both languages', async () => {
    const user = await api.signIn();
    for (const lang of ['en', 'zh'] as const) {
      const headers = { 'x-lang': lang };
      const wrong = await change(user, { currentPassword: 'not-mine', newPassword: 'N3w-passphrase!' }, headers);
      expect([wrong.statusCode, wrong.json().message]).toEqual([400, localize('auth.currentPasswordWrong', lang)]);
      const short = await change(user, { currentPassword: user.password, newPassword: 'abc' }, headers);
      expect([short.statusCode, short.json().message]).toEqual([400, localize('auth.newPasswordTooShort', lang)]);
      const common = await change(user, { currentPassword: user.password, newPassword: 'password123' }, headers);
      expect([common.statusCode, common.json().message]).toEqual([400, localize('security.commonPassword', lang)]);
    }
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('changes the password, ending every other session of the user but this one', async () => {
    const user = await api.signIn();
    const elsewhere = await login(user.email, user.password);
    const otherToken = elsewhere.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? '';
    expect(await api.app.sessions.userIdFor(otherToken)).toBe(user.userId);

    const newPassword = 'Another-horse-battery-9';
    const answer = await change(user, { currentPassword: user.password, newPassword }, { 'x-lang': 'zh' });
    expect([answer.statusCode, answer.json().message]).toEqual([200, localize('auth.passwordUpdated', 'zh')]);
    expect(await api.app.sessions.userIdFor(otherToken)).toBeNull();
    expect(await api.app.sessions.userIdFor(tokenOf(user.cookie))).toBe(user.userId);
    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, newPassword)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/forgot-password and /api/auth/reset-password', () => {
  it('answers the same for a registered e-mail and an unknown one', async () => {
    const user = await api.signIn();
    const known = await post('/api/auth/forgot-password', { email: user.email }, { 'x-lang': 'zh' });
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody@example.com' }, { 'x-lang': 'zh' });
    expect([known.statusCode, known.json()]).toEqual([200, { message: localize('auth.resetCodeMaybeSent', 'zh') }]);
    expect([unknown.statusCode, unknown.json()]).toEqual([known.statusCode, known.json()]);
    expect(unknown.headers['x-event-position']).toBeUndefined();
    expect(known.headers['x-event-position']).toBeUndefined();
  });

  it('refuses a wrong code alike for a registered e-mail and an unknown one, keeping the password', async () => {
    const user = await api.signIn();
    const reset = (email: string) =>
      post('/api/auth/reset-password', { email, token: '000000', password: 'Fresh-passphrase-42' }, { 'x-lang': 'zh' });
    for (const answer of [await reset(user.email), await reset('nobody@example.com')]) {
      expect([answer.statusCode, answer.json().message]).toEqual([400, localize('auth.codeInvalid', 'zh')]);
    }
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('checks the password rules before the code, for every e-mail', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const answer = await post(
        '/api/auth/reset-password',
        { email: 'nobody@example.com', token: '000000', password: 'password123' },
        { 'x-lang': lang },
      );
      expect([answer.statusCode, answer.json().message]).toEqual([400, localize('security.commonPassword', lang)]);
    }
  });
});
