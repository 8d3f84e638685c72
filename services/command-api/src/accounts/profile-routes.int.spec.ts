import { userDecider, userStream } from '@tb/domain';
import { loadAggregate, localize } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommandTestApp, type SignedIn, startCommandTestApp } from '../testing/command-test-app.ts';

let api: CommandTestApp;
let user: SignedIn;

beforeAll(async () => {
  api = await startCommandTestApp();
  user = await api.signIn();
});
afterAll(() => api?.close());

const profile = (firstName: string) => ({ firstName, lastName: 'Tester', position: 'Engineer' });

const putProfile = (payload: object, headers: Record<string, string> = {}) =>
  api.app.inject({ method: 'PUT', url: '/api/user/profile', headers: { cookie: user.cookie, ...headers }, payload });

/** The user as its event stream holds it now. */
async function stored() {
  const { state } = await loadAggregate(api.resources.shared.store, userDecider, userStream(user.userId));
  if (state.status === 'unknown') throw new Error('the user is gone');
  return state;
}

describe('PUT /api/user/profile', () => {
  it('answers a stale If-Match with 412 and keeps the newer profile; the current tag is accepted', async () => {
    const first = await putProfile(profile('Ada'));
    expect(first.statusCode).toBe(200);
    const seen = String(first.headers.etag);
    // Someone else's edit (another tab) moves the profile on after this form was loaded with `seen`.
    const newer = await putProfile(profile('Grace'), { 'if-match': seen });
    expect(newer.statusCode).toBe(200);

    const stale = await putProfile(profile('Stale'), { 'if-match': seen, 'x-lang': 'zh' });
    expect([stale.statusCode, stale.json().message]).toEqual([412, localize('security.recordMovedOn', 'zh')]);
    expect((await stored()).firstName).toBe('Grace');

    const current = await putProfile(profile('Linus'), { 'if-match': String(newer.headers.etag) });
    expect(current.statusCode).toBe(200);
    expect((await stored()).firstName).toBe('Linus');
  });

  it('refuses a visitor with 401 whatever the body', async () => {
    const answer = await api.app.inject({ method: 'PUT', url: '/api/user/profile', payload: { firstName: 5 } });
    expect([answer.statusCode, answer.json().message]).toEqual([401, localize('common.signInFirst', 'en')]);
  });
});

describe('PATCH /api/admin/users/:id/admin', () => {
  // Bodies and ids the schema refuses: the caller's access is decided before any of them is read.
  const url = '/api/admin/users/not-a-uuid/admin';
  const junk = { isAdmin: 'yes please' };

  it('refuses a visitor with 401 and a user with 403 before reading the body', async () => {
    const visitor = await api.app.inject({ method: 'PATCH', url, payload: junk });
    expect([visitor.statusCode, visitor.json().message]).toEqual([401, localize('common.signInFirst', 'en')]);
    const signedIn = await api.app.inject({ method: 'PATCH', url, headers: { cookie: user.cookie }, payload: junk });
    expect([signedIn.statusCode, signedIn.json().message]).toEqual([403, localize('common.notAllowed', 'en')]);
  });

  it('reads the input of an admin: an id no user can have is not found (404), a junk body refused (400)', async () => {
    const admin = await api.signIn('admin');
    const answer = await api.app.inject({ method: 'PATCH', url, headers: { cookie: admin.cookie }, payload: junk });
    expect([answer.statusCode, answer.json().message]).toEqual([404, localize('auth.userNotFound', 'en')]);
    const junkBody = await api.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.userId}/admin`,
      headers: { cookie: admin.cookie, 'x-lang': 'zh' },
      payload: junk,
    });
    expect([junkBody.statusCode, junkBody.json().message]).toEqual([400, localize('auth.isAdminBoolean', 'zh')]);
  });

  it('lets an admin make the user an admin', async () => {
    const admin = await api.signIn('admin');
    const answer = await api.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.userId}/admin`,
      headers: { cookie: admin.cookie },
      payload: { isAdmin: true },
    });
    expect([answer.statusCode, answer.json().message]).toEqual([200, localize('auth.adminStatusUpdated', 'en')]);
    expect((await stored()).isAdmin).toBe(true);
  });
});
