import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

describe('web security', () => {
  it('sends the security headers with every page', async () => {
    const response = await fetch(`${app.url}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('asks browsers for https only when PUBLIC_ORIGIN is https, so plain http from another machine still loads', async () => {
    // A page over http with upgrade-insecure-requests loads its scripts from https: a blank page on a LAN address.
    const plain = await fetch(`${app.url}/`);
    expect(plain.headers.get('content-security-policy')).not.toMatch(/upgrade-insecure-requests/);
    expect(plain.headers.get('strict-transport-security')).toBeNull();

    const behindTls = await startTestApp({ PUBLIC_ORIGIN: 'https://talentbridge.example' });
    try {
      const secure = await fetch(`${behindTls.url}/`);
      expect(secure.headers.get('content-security-policy')).toMatch(/(^|;)\s*upgrade-insecure-requests(;|$)/);
      expect(secure.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
    } finally {
      await behindTls.stop();
    }
  });

  it('refuses a write another site triggers, and accepts our own pages and non-browser callers', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com' });
    const post = (headers: Record<string, string>) =>
      fetch(`${app.url}/api/auth/check-email`, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', ...headers },
      });
    const crossSite = await post({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ message: 'This request did not come from our site.' });
    expect((await post({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ origin: app.url, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await post({})).status).toBe(200);
  });

  it('does not let a wrong password tell whether an email is registered', async () => {
    const login = (email: string) =>
      fetch(`${app.url}/api/auth/login`, {
        method: 'POST',
        body: JSON.stringify({ email, password: 'wrong-password' }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
      });
    const unknown = await login('nobody-here@example.com');
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ message: 'Invalid email or password' });
  });
});
