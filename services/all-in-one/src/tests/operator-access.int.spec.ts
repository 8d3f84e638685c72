import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing.ts';

/** Issue 24, item 10: in production a visitor gets /readyz's status only, no /metrics and no source maps. */
let app: TestApp;
const TOKEN = 'scraper-token-0123456789';

beforeAll(async () => {
  app = await startTestApp({ NODE_ENV: 'production', METRICS_TOKEN: TOKEN });
});
afterAll(() => app?.stop());

describe('operational data in production', () => {
  it('/readyz answers a visitor its status only, the token holder every check', async () => {
    const visitor = await fetch(`${app.url}/readyz`);
    expect(visitor.status).toBe(200);
    expect(await visitor.json()).toEqual({ status: expect.stringMatching(/^(ready|degraded)$/) });
    const scraper = await fetch(`${app.url}/readyz`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const body = (await scraper.json()) as { checks: { name: string }[] };
    expect(body.checks.map((check) => check.name)).toContain('projections');
  });

  it('/metrics is there for the token only', async () => {
    expect((await fetch(`${app.url}/metrics`)).status).toBe(404);
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
    expect((await fetch(`${app.url}/assets/${map}`)).status).toBe(404);
    const script = map?.replace(/\.map$/, '') ?? '';
    expect((await fetch(`${app.url}/assets/${script}`)).status).toBe(200);
  });
});
