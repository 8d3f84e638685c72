import { userDecider, userStream } from '@tb/domain';
import { handleCommand, localize } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QueryTestApp, startQueryTestApp } from '../testing/query-test-app.ts';
import { signedInUser } from '../testing/seed.ts';

let api: QueryTestApp;
let adminCookie: string;
let user: { userId: string; cookie: string };

beforeAll(async () => {
  api = await startQueryTestApp();
  user = await signedInUser(api);
  adminCookie = await api.adminCookie();
});
afterAll(() => api?.close());

/** A profile edit by `actorId` (the user, or someone else such as an admin). */
async function editProfile(actorId: string, profile: Record<string, string>) {
  await handleCommand(api.resources.shared.store, userDecider, userStream(user.userId), {
    type: 'UpdateProfile',
    data: { userId: user.userId, profile },
    metadata: { actorId, now: new Date().toISOString() },
  });
  await api.resources.caughtUp();
}

const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ method: 'GET', url, headers });

describe('GET /api/user/profile', () => {
  it('refuses a visitor with 401 in the caller’s language, or answers 204 to the web app’s session check', async () => {
    const visitor = await get('/api/user/profile', { 'x-lang': 'zh' });
    expect([visitor.statusCode, visitor.json().message]).toEqual([401, localize('common.signInFirst', 'zh')]);
    const check = await get('/api/user/profile', { 'x-session-check': '1' });
    expect([check.statusCode, check.body]).toEqual([204, '']);
  });

  it('answers the signed-in user’s profile with the tag its form sends back, and who changed it last', async () => {
    const made = await get('/api/user/profile', { cookie: user.cookie });
    expect(made.statusCode).toBe(200);
    expect(made.headers).toMatchObject({ 'cache-control': 'no-store', etag: expect.any(String) });
    // Made by the system (no user): nobody is named.
    expect(made.json()).toMatchObject({ id: user.userId, isAdmin: false, updatedBy: null });

    await editProfile(user.userId, { firstName: 'Ada', lastName: 'Lovelace' });
    const ownEdit = await get('/api/user/profile', { cookie: user.cookie });
    expect(ownEdit.json()).toMatchObject({ firstName: 'Ada', updatedBy: { id: user.userId, name: 'Ada Lovelace' } });
    expect(ownEdit.headers.etag).not.toBe(made.headers.etag);

    const other = await signedInUser(api);
    await editProfile(other.userId, { position: 'Engineer' });
    const edited = await get('/api/user/profile', { cookie: user.cookie });
    expect(edited.json().updatedBy).toMatchObject({ id: other.userId });
  });

  it('answers a session whose cookie is unknown as signed out', async () => {
    const answer = await get('/api/user/profile', { cookie: 'tb_session=forged', 'x-session-check': '1' });
    expect(answer.statusCode).toBe(204);
  });
});

describe('GET /api/user/sessions and /api/user/two-factor', () => {
  it('refuses a visitor with 401', async () => {
    expect((await get('/api/user/sessions')).statusCode).toBe(401);
    expect((await get('/api/user/two-factor')).statusCode).toBe(401);
  });

  it('lists where the user is signed in, this session marked current, and two-factor off', async () => {
    const sessions = await get('/api/user/sessions', { cookie: user.cookie });
    expect(sessions.statusCode).toBe(200);
    expect(sessions.json()).toEqual([expect.objectContaining({ current: true })]);
    const twoFactor = await get('/api/user/two-factor', { cookie: user.cookie });
    expect(twoFactor.json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
  });
});

describe('GET /api/admin/users', () => {
  it('refuses a user with 403 and answers every user to an admin', async () => {
    const refused = await get('/api/admin/users', { cookie: user.cookie, 'x-lang': 'zh' });
    expect([refused.statusCode, refused.json().message]).toEqual([403, localize('common.notAllowed', 'zh')]);
    const answer = await get('/api/admin/users', { cookie: adminCookie });
    expect(answer.statusCode).toBe(200);
    const users = answer.json() as { id: string; isAdmin: boolean }[];
    expect(users.filter((row) => row.isAdmin)).toHaveLength(1);
    expect(users.find((row) => row.id === user.userId)).toMatchObject({ isAdmin: false });
  });
});
