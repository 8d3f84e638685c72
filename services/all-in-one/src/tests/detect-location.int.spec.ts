import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startTestApp, type TestApp } from '../testing.ts';
import { writeMmdb } from './mmdb-writer.ts';

/**
 * `GET /api/detect-location` (CN selects Chinese): the trusted proxy's header first, then a
 * MaxMind country database (`GEOIP_DB`), else an empty country. The database is a real `.mmdb` file, written
 * here and read by the `maxmind` package as a GeoLite2-Country download would be.
 */
let app: TestApp;
let dir: string;
let database: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tb-geoip-'));
  database = join(dir, 'GeoLite2-Country.mmdb');
  writeFileSync(
    database,
    writeMmdb({
      '127.0.0.1/32': { country: { iso_code: 'CN', names: { en: 'China', 'zh-CN': '中国' } } },
      '203.0.113.0/24': { country: { iso_code: 'CN' } },
      '198.51.100.7/32': { country: { iso_code: 'US', names: { en: 'United States' } } },
      // Anonymous proxies and the like carry only the registered country.
      '192.0.2.64/26': { registered_country: { iso_code: 'SG' } },
    }),
  );
  app = await startTestApp({ COUNTRY_HEADER: 'X-Visitor-Country', GEOIP_DB: database });
});

afterAll(async () => {
  await app?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function detect(headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(`${app.url}/api/detect-location`, { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return response.json();
}

describe('detect-location', () => {
  it('answers from the database by the visitor address', async () => {
    expect(await detect({ 'x-forwarded-for': '203.0.113.20' })).toEqual({ country: 'CN' });
    expect(await detect({ 'x-forwarded-for': '198.51.100.7' })).toEqual({ country: 'US' });
    expect(await detect({ 'x-forwarded-for': '192.0.2.70' })).toEqual({ country: 'SG' });
    // Without a proxy in front the socket address is asked: the test client is 127.0.0.1.
    expect(await detect({})).toEqual({ country: 'CN' });
  });

  it("prefers the trusted proxy's header, and falls back to the database when it names no country", async () => {
    expect(await detect({ 'x-forwarded-for': '203.0.113.20', 'x-visitor-country': 'us' })).toEqual({ country: 'US' });
    expect(await detect({ 'x-forwarded-for': '198.51.100.7', 'x-visitor-country': 'CN' })).toEqual({ country: 'CN' });
    // Cloudflare says XX for unknown and T1 for Tor: not countries, so the database is asked.
    expect(await detect({ 'x-forwarded-for': '198.51.100.7', 'x-visitor-country': 'T1' })).toEqual({ country: 'US' });
    expect(await detect({ 'x-forwarded-for': '203.0.113.20', 'x-visitor-country': 'XX' })).toEqual({ country: 'CN' });
    expect(await detect({ 'x-forwarded-for': '203.0.113.20', 'x-visitor-country': '' })).toEqual({ country: 'CN' });
  });

  it('answers an empty country for an address the database does not know', async () => {
    expect(await detect({ 'x-forwarded-for': '198.51.100.8' })).toEqual({ country: '' });
    expect(await detect({ 'x-forwarded-for': '2001:db8::1' })).toEqual({ country: '' });
  });

  it('refuses to start with GEOIP_DB naming no .mmdb file, saying which variable is wrong', () => {
    expect(() => loadConfig({ GEOIP_DB: join(dir, 'missing.mmdb') })).toThrow(/GEOIP_DB: names no readable file/);
    expect(() => loadConfig({ GEOIP_DB: join(dir, 'GeoLite2-Country.tar.gz') })).toThrow(/GEOIP_DB: must be/);
    expect(loadConfig({ GEOIP_DB: database }).GEOIP_DB).toBe(database);
  });
});
