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

function answerWith(response: () => Response) {
  vi.stubGlobal('fetch', async () => response());
}

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the profile check', () => {
  it('signs in and caches { user, timestamp } when the profile loads', async () => {
    answerWith(() => Response.json(profile));
    const user = await fetchSessionUser();
    expect(user).toMatchObject({ id: 'u1', firstName: 'Ada', isAdmin: true });
    expect(useAuthStore.getState().status).toBe('authenticated');
    const cached = JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null');
    expect(cached.user).toMatchObject({ id: 'u1', firstName: 'Ada' });
    expect(typeof cached.timestamp).toBe('number');
  });

  it.each([401, 404, 500])('treats %i as signed out and clears the login cache', async (status) => {
    useAuthStore.getState().signIn({ id: 'u1', email: '', firstName: 'Ada', lastName: '', isAdmin: false });
    answerWith(() => new Response('{"message":"Please sign in first."}', { status }));
    expect(await fetchSessionUser()).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ user: null, status: 'anonymous' });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('treats a network failure as signed out', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('fetch failed');
    });
    expect(await fetchSessionUser()).toBeNull();
    expect(useAuthStore.getState().status).toBe('anonymous');
  });
});
