// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY, useAuthStore } from './auth-store';
import { fetchSessionUser } from './session-check';

const profile = {
  id: 'u1',
  email: 'ada@example.com',
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  isAdmin: true,
};

const requests: Request[] = [];

function answerWith(response: () => Response) {
  vi.stubGlobal('fetch', async (input: RequestInfo, init?: RequestInit) => {
    requests.push(new Request(new URL(String(input), 'http://localhost'), init));
    return response();
  });
}

const cachedUser = () =>
  useAuthStore.getState().signIn({ id: 'u1', email: '', firstName: 'Ada', lastName: '', isAdmin: false });

beforeEach(() => {
  localStorage.clear();
  requests.length = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the profile check', () => {
  it('asks nothing when the login cache names no one: signed out, with no request to fail in the console', async () => {
    useAuthStore.getState().signOut();
    answerWith(() => Response.json(profile));
    expect(await fetchSessionUser()).toBeNull();
    expect(requests).toEqual([]);
    expect(useAuthStore.getState()).toMatchObject({ user: null, status: 'anonymous' });
  });

  it('asks without a cached user when told to (the signed-in areas): signed in by the server, cached', async () => {
    useAuthStore.getState().signOut();
    answerWith(() => Response.json(profile));
    expect(await fetchSessionUser({ always: true })).toMatchObject({ id: 'u1' });
    expect(requests.map((r) => r.headers.get('x-session-check'))).toEqual(['1']);
    expect(useAuthStore.getState().status).toBe('authenticated');
  });

  it('signs in and caches { user, timestamp } when the profile loads', async () => {
    cachedUser();
    answerWith(() => Response.json(profile));
    const user = await fetchSessionUser();
    expect(user).toMatchObject({ id: 'u1', firstName: 'Ada', isAdmin: true });
    expect(useAuthStore.getState().status).toBe('authenticated');
    const cached = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null');
    expect(cached.user).toMatchObject({ id: 'u1', firstName: 'Ada' });
    expect(typeof cached.timestamp).toBe('number');
    // Marked as the session check, so a session that ended answers 204, not a 401 the browser logs.
    expect(requests.map((r) => [r.url, r.headers.get('x-session-check')])).toEqual([
      ['http://localhost/api/user/profile', '1'],
    ]);
  });

  it('treats 204 (the session has ended) as signed out and clears the login cache', async () => {
    cachedUser();
    answerWith(() => new Response(null, { status: 204 }));
    expect(await fetchSessionUser()).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, status: 'anonymous' });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it.each([401, 404, 500])('treats %i as signed out and clears the login cache', async (status) => {
    cachedUser();
    answerWith(() => new Response('{"message":"Please sign in first."}', { status }));
    expect(await fetchSessionUser()).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, status: 'anonymous' });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('treats a network failure as signed out', async () => {
    cachedUser();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    expect(await fetchSessionUser()).toBeNull();
    expect(useAuthStore.getState().status).toBe('anonymous');
  });
});
