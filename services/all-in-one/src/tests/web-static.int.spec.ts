import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing.ts';
import { writeMmdb } from './mmdb-writer.ts';

/**
 * The web app as the server hands it out (web-static.ts): `/` is the landing page prerendered in the language
 * the app will choose (lang parameter, stored choice via its cookie, location, browser language, in that order),
 * with the detected country for the app when detection ran; every other path is the app's index.html as before.
 * A stand-in build (WEB_DIST) keeps the rules apart from the real pages, which the browser tests check.
 */
let app: TestApp;
let dir: string;

const page = (language: string) =>
  `<!doctype html>\n<html lang="${language}">\n  <head>\n    <title>${language}</title>\n  </head>\n  <body><div id="root" data-prerendered="${language}">${language} page</div></body>\n</html>\n`;
const INDEX =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <title>Talent Bridge</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tb-web-static-'));
  const web = join(dir, 'dist');
  mkdirSync(join(web, 'assets'), { recursive: true });
  writeFileSync(join(web, 'index.html'), INDEX);
  for (const language of ['en', 'zh']) writeFileSync(join(web, `index.${language}.html`), page(language));
  writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log(1);');
  const geoip = join(dir, 'GeoLite2-Country.mmdb');
  writeFileSync(
    geoip,
    writeMmdb({
      '203.0.113.0/24': { country: { iso_code: 'CN' } },
      '198.51.100.7/32': { country: { iso_code: 'US' } },
    }),
  );
  app = await startTestApp({ WEB_DIST: web, COUNTRY_HEADER: 'X-Visitor-Country', GEOIP_DB: geoip });
});

afterAll(async () => {
  await app?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}${path}`, { headers });
  const body = await response.text();
  const language = /data-prerendered="(\w+)"/.exec(body)?.[1] ?? null;
  const country = /<meta name="tb-country" content="(\w*)" \/>/.exec(body)?.[1] ?? null;
  return { response, body, language, country };
}

const chineseBrowser = { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' };

describe('the landing page as served', () => {
  it('is the prerendered page, never cached, varying with the cookie and the browser language', async () => {
    const { response, body, language } = await get('/');
    expect(response.status).toBe(200);
    expect(language).toBe('en');
    expect(body).toContain('<html lang="en">');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toContain('Cookie, Accept-Language');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await fetch(`${app.url}/`, { method: 'HEAD' })).status).toBe(200);
  });

  it('follows the lang parameter first, then the stored choice (cookie), without asking for the location', async () => {
    expect(await get('/?lang=zh')).toMatchObject({ language: 'zh', country: null });
    expect(await get('/?lang=en', { cookie: 'tb_lang=zh', ...chineseBrowser })).toMatchObject({
      language: 'en',
      country: null,
    });
    expect(await get('/', { cookie: 'theme=dark; tb_lang=zh' })).toMatchObject({ language: 'zh', country: null });
    expect(await get('/', { cookie: 'tb_lang=en', 'x-visitor-country': 'CN' })).toMatchObject({
      language: 'en',
      country: null,
    });
  });

  it('then the detected country, handed to the app in the page, then the browser language', async () => {
    // The trusted proxy's header, as GET /api/detect-location reads it.
    expect(await get('/', { 'x-visitor-country': 'CN' })).toMatchObject({ language: 'zh', country: 'CN' });
    expect(await get('/', { 'x-visitor-country': 'us', ...chineseBrowser })).toMatchObject({
      language: 'en',
      country: 'US',
    });
    // The GeoLite2 database, by the visitor's address (through the trusted proxy's X-Forwarded-For).
    expect(await get('/', { 'x-forwarded-for': '203.0.113.20' })).toMatchObject({ language: 'zh', country: 'CN' });
    expect(await get('/', { 'x-forwarded-for': '198.51.100.7', ...chineseBrowser })).toMatchObject({
      language: 'en',
      country: 'US',
    });
    // No country known: the browser language; the app is told detection found nothing.
    expect(await get('/', chineseBrowser)).toMatchObject({ language: 'zh', country: '' });
    expect(await get('/', { 'accept-language': 'en-US,zh;q=0.5' })).toMatchObject({ language: 'en', country: '' });
    expect(await get('/?lang=fr', { cookie: 'tb_lang=de' })).toMatchObject({ language: 'en', country: '' });
  });

  it('leaves every other path as it was: the app shell (404 where the app has no page), assets, API 404s', async () => {
    const paths = {
      '/projects?lang=zh': 200,
      '/login': 200,
      '/admin': 200,
      '/nonexistent': 404,
      '/projects/1/unknown': 404,
    };
    for (const [path, status] of Object.entries(paths)) {
      const { response, body } = await get(path, { cookie: 'tb_lang=zh', 'x-visitor-country': 'CN' });
      expect(response.status, path).toBe(status);
      expect(body, path).toBe(INDEX);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
    const asset = await fetch(`${app.url}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const api = await fetch(`${app.url}/api/unknown`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found' });
    const apiZh = await fetch(`${app.url}/api/unknown`, { headers: { 'x-lang': 'zh' } });
    expect([apiZh.status, await apiZh.json()]).toEqual([404, { message: '未找到' }]);
  });

  it('falls back to index.html when the build has no prerendered page for the language', async () => {
    rmSync(join(dir, 'dist', 'index.zh.html'));
    try {
      expect((await get('/?lang=zh')).body).toBe(INDEX);
    } finally {
      writeFileSync(join(dir, 'dist', 'index.zh.html'), page('zh'));
    }
  });
});
