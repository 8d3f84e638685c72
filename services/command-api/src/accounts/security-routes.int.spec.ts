import { randomUUID } from 'node:crypto';
import { localize, SESSION_COOKIE } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandTestApp, type SignedIn, startCommandTestApp } from '../testing/command-test-app.ts';

let api: CommandTestApp;

beforeAll(async () => {
  api = await startCommandTestApp();
});
afterAll(() => api?.close());

type Headers = Record<string, string>;
const tokenOf = (cookie: string) => cookie.slice(`${SESSION_COOKIE}=`.length);
const endSession = (id: string, headers: Headers) =>
  api.app.inject({ method: 'DELETE', url: `/api/user/sessions/${id}`, headers });
const post = (url: string, payload: object | undefined, headers: Headers) =>
  api.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

/** A second session of the same user (another device): its token. */
async function secondSession(user: SignedIn): Promise<string> {
  const answer = await post('/api/auth/login', { email: user.email, password: user.password }, {});
  return answer.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value ?? '';
}

/** The id of the user's session that `token` is. */
async function sessionId(user: SignedIn, token: string): Promise<string> {
  const sessions = await api.app.sessions.listFor(user.userId, token);
  const id = sessions.find((session) => session.current)?.id;
  if (!id) throw new Error('no such session');
  return id;
}

describe('DELETE /api/user/sessions/:id', () => {
  it('refuses a visitor with 401', async () => {
    expect((await endSession(randomUUID(), {})).statusCode).toBe(401);
  });

  it('ends another of the user’s own sessions, keeping this one and its cookie', async () => {
    const user = await api.signIn();
    const other = await secondSession(user);
    const answer = await endSession(await sessionId(user, other), { cookie: user.cookie, 'x-lang': 'zh' });
    expect([answer.statusCode, answer.json().message]).toEqual([200, localize('security.sessionEnded', 'zh')]);
    expect(await api.app.sessions.userIdFor(other)).toBeNull();
    expect(await api.app.sessions.userIdFor(tokenOf(user.cookie))).toBe(user.userId);
    expect(answer.cookies.find((cookie) => cookie.name === SESSION_COOKIE)).toBeUndefined();
  });

  it('ends this session and clears its cookie', async () => {
    const user = await api.signIn();
    const answer = await endSession(await sessionId(user, tokenOf(user.cookie)), { cookie: user.cookie });
    expect(answer.statusCode).toBe(200);
    expect(answer.cookies.find((cookie) => cookie.name === SESSION_COOKIE)?.value).toBe('');
    expect(await api.app.sessions.userIdFor(tokenOf(user.cookie))).toBeNull();
  });

  it('answers 404 in the caller’s language for an unknown session and for another user’s, ending nothing', async () => {
    const user = await api.signIn();
    const stranger = await api.signIn();
    const theirs = await sessionId(stranger, tokenOf(stranger.cookie));
    for (const id of [randomUUID(), theirs]) {
      const answer = await endSession(id, { cookie: user.cookie, 'x-lang': 'zh' });
      expect([answer.statusCode, answer.json().message]).toEqual([404, localize('security.sessionNotFound', 'zh')]);
    }
    expect(await api.app.sessions.userIdFor(tokenOf(stranger.cookie))).toBe(stranger.userId);
  });
});

describe('two-factor sign-in', () => {
  it('tells a user that it is for admins (403, in the caller’s language) before reading anything', async () => {
    const user = await api.signIn();
    for (const lang of ['en', 'zh'] as const) {
      const setup = await post('/api/user/two-factor/setup', undefined, { cookie: user.cookie, 'x-lang': lang });
      expect([setup.statusCode, setup.json().message]).toEqual([403, localize('security.twoFactorAdminsOnly', lang)]);
    }
    const confirm = await post('/api/user/two-factor/confirm', { code: [] }, { cookie: user.cookie });
    expect(confirm.statusCode).toBe(403);
  });

  it('gives an admin a secret for the authenticator, and refuses a wrong first code in both languages', async () => {
    const admin = await api.signIn('admin');
    const setup = await post('/api/user/two-factor/setup', undefined, { cookie: admin.cookie });
    expect(setup.statusCode).toBe(200);
    const { secret, uri } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain(`secret=${secret}`);
    for (const lang of ['en', 'zh'] as const) {
      const wrong = await post(
        '/api/user/two-factor/confirm',
        { code: 'abcdef' },
        { cookie: admin.cookie, 'x-lang': lang },
      );
      expect([wrong.statusCode, wrong.json().message]).toEqual([400, localize('security.codeWrong', lang)]);
    }
  });

  it('refuses to turn it off without a right code', async () => {
    const user = await api.signIn();
    const answer = await post(
      '/api/user/two-factor/disable',
      { code: 'abcdef' },
      { cookie: user.cookie, 'x-lang': 'zh' },
    );
    expect([answer.statusCode, answer.json().message]).toEqual([400, localize('security.codeWrong', 'zh')]);
  });
});
