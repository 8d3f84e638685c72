import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ensureAdmin } from '@tb/command-api';
import { localize } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';
import { startTestSmtp, type TestSmtp } from './test-smtp.ts';

/** Issue 24, item 10: in production a visitor gets /readyz's status only, no /metrics and no source maps. */
let app: TestApp;
let smtp: TestSmtp;
const TOKEN = 'scraper-token-0123456789';

beforeAll(async () => {
  // Production mails its codes: it does not start without SMTP_URL.
  smtp = await startTestSmtp();
  app = await startTestApp({ NODE_ENV: 'production', METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url });
});
afterAll(async () => {
  await app?.stop();
  await smtp?.close();
});

describe('operational data in production', () => {
  it('/readyz answers a visitor its status only, the token holder every check', async () => {
    const visitor = await fetch(`${app.url}/readyz`);
    expect(visitor.status).toBe(200);
    expect(await visitor.json()).toEqual({ status: expect.stringMatching(/^(ready|degraded)$/) });
    const scraper = await fetch(`${app.url}/readyz`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const body = (await scraper.json()) as { checks: { name: string }[] };
    expect(body.checks.map((check) => check.name)).toContain('projections');
  });

  it("a signed-in admin sees /readyz's checks in the browser; a signed-in user who is no admin does not", async () => {
    await ensureAdmin(app.runtime.store, { email: 'ops@example.com', password: 'Quiet-Harbor-51' });
    const admin = new TestClient(app.url);
    expect(
      (await admin.post('/api/auth/login', { email: 'ops@example.com', password: 'Quiet-Harbor-51' })).status,
    ).toBe(200);
    // The admin flag comes from the users read model, which shows the new admin a moment later.
    await expect.poll(async () => Object.keys((await admin.get('/readyz')).body)).toEqual(['status', 'checks']);
    const user = new TestClient(app.url);
    const sent = await user.post('/api/auth/send-registration-verification', { email: 'plain@example.com' });
    // The code goes by mail only, never in the answer.
    expect(sent.body).toEqual({ message: expect.any(String), devMode: false });
    await expect.poll(() => smtp.received.some((mail) => mail.to.includes('plain@example.com'))).toBe(true);
    const mail = smtp.received.find((m) => m.to.includes('plain@example.com'));
    const registered = await user.post('/api/auth/register', {
      email: 'plain@example.com',
      username: 'plain',
      password: 'Quiet-Harbor-51',
      code: /\b(\d{6})\b/.exec(mail?.raw ?? '')?.[1],
    });
    expect(registered.status).toBe(201);
    await user.post('/api/auth/login', { email: 'plain@example.com', password: 'Quiet-Harbor-51' });
    expect((await user.get('/api/user/profile')).status).toBe(200);
    expect(Object.keys((await user.get('/readyz')).body)).toEqual(['status']);
    // Admin flags are read per request: a forged cookie is a visitor.
    const forged = await fetch(`${app.url}/readyz`, { headers: { cookie: 'tb_session=forged' } });
    expect(Object.keys((await forged.json()) as object)).toEqual(['status']);
  });

  it('/metrics is there for the token only', async () => {
    const stranger = await fetch(`${app.url}/metrics`, { headers: { 'x-lang': 'zh' } });
    expect([stranger.status, await stranger.json()]).toEqual([404, { message: localize('common.notFound', 'zh') }]);
    expect(
      (await fetch(`${app.url}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status,
    ).toBe(404);
    const scraped = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('tb_http_request_duration_seconds');
  });

  // The web build writes the maps (for development); without a build there is none to refuse.
  const assets = join(import.meta.dirname, '../../../../web/dist/assets');
  const map = existsSync(assets) ? readdirSync(assets).find((name) => name.endsWith('.js.map')) : undefined;
  it.skipIf(!map)('serves no JavaScript source map (needs web/dist)', async () => {
    // Refused like any address it does not serve, in the caller's language.
    for (const lang of ['en', 'zh'] as const) {
      const refused = await fetch(`${app.url}/assets/${map}`, { headers: { 'x-lang': lang } });
      expect([refused.status, await refused.json()]).toEqual([404, { message: localize('common.notFound', lang) }]);
    }
    const script = map?.replace(/\.map$/, '') ?? '';
    // The static server decodes the path: an encoded dot or letter of '.map' is the same file.
    for (const encoded of ['%2emap', '%2Emap', '.%6dap', '%2e%6d%61%70', '.MAP']) {
      expect((await fetch(`${app.url}/assets/${script}${encoded}`)).status, encoded).toBe(404);
    }
    expect((await fetch(`${app.url}/assets/${script}`)).status).toBe(200);
  });
});
