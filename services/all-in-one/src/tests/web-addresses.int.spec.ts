import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing.ts';

/**
 * Addresses as web-static.ts answers them (issue 27): a page's name in another case redirects to the page (the
 * client router agrees, web/src/app/not-found-page.tsx); sign-in and registration go rendered only to a visitor
 * without a session cookie (with one, the app's shell, which asks who it is first); /favicon.ico is the build's
 * icon, not the 404 page. A stand-in build with a stand-in render module (the real one is built by `npm run
 * build`; the browser tests use it) keeps the rules apart from the pages.
 */
let app: TestApp;
let dir: string;

const SHELL =
  '<!doctype html><html lang="en"><head><title>Talent Bridge</title></head><body><div id="root"></div></body></html>';
const ICON = Buffer.from([0, 0, 1, 0, 3, 0, 16, 16]);

/** What the server uses of web/src/prerender/render-page.tsx: the pages without data and their files. */
const RENDER_MODULE = `
const PUBLIC_PAGES = ['landing', 'login', 'register', 'reset-password'].map((id) => ({
  id, route: id === 'landing' ? '/' : '/' + id, screen: '', data: [],
}));
export const ORIGIN_PLACEHOLDER = '%TB_ORIGIN%';
export { PUBLIC_PAGES };
export const prerenderedFile = (page, language) => (page.id === 'landing' ? 'index' : page.id) + '.' + language + '.html';
export function publicPageAt(path) {
  const segments = path.split('/').filter(Boolean);
  if (segments.length > 1) return undefined;
  const page = PUBLIC_PAGES.find((p) => p.route === '/' + (segments[0] ?? ''));
  return page ? { page } : undefined;
}
export async function preparePages() {}
export async function renderPage() { throw new Error('no page with data here'); }
export function documentFor() { throw new Error('no page with data here'); }
export const robotsTxt = () => 'User-agent: *\\n';
export const sitemapXml = () => '<urlset/>';
`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tb-web-addresses-'));
  const web = join(dir, 'dist');
  mkdirSync(join(web, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'dist-ssr'));
  writeFileSync(join(web, 'index.html'), SHELL);
  for (const page of ['index', 'login', 'register', 'reset-password']) {
    for (const language of ['en', 'zh'])
      writeFileSync(join(web, `${page}.${language}.html`), `${page} form ${language}`);
  }
  writeFileSync(join(web, 'favicon.ico'), ICON);
  writeFileSync(join(dir, 'dist-ssr', 'render-page.mjs'), RENDER_MODULE);
  writeFileSync(join(dir, 'dist-ssr', 'manifest.json'), JSON.stringify({ template: SHELL, head: {} }));
  app = await startTestApp({ WEB_DIST: web });
});

afterAll(async () => {
  await app?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${app.url}${path}`, { headers, redirect: 'manual' });

describe('sign-in and registration', () => {
  it('go rendered to a visitor without a session cookie, as the app shell to one with it', async () => {
    for (const page of ['login', 'register']) {
      const signedOut = await get(`/${page}`, { cookie: 'tb_lang=zh' });
      expect(signedOut.status, page).toBe(200);
      expect(await signedOut.text(), page).toBe(`${page} form zh`);
      for (const path of [`/${page}`, `/${page}/`, `/${page}?redirect=%2Fprojects`]) {
        const signedIn = await get(path, { cookie: 'tb_lang=zh; tb_session=abc123' });
        expect(signedIn.status, path).toBe(200);
        expect(await signedIn.text(), path).toBe(SHELL);
        // Caches keep the two apart.
        expect(signedIn.headers.get('vary'), path).toContain('Cookie');
        expect(signedIn.headers.get('cache-control'), path).toBe('no-cache');
      }
      // An empty cookie is no session.
      expect(await (await get(`/${page}`, { cookie: 'tb_session=' })).text()).toBe(`${page} form en`);
    }
    // Reset Password stays a form for everyone: a signed-in user who forgot the password sets a new one there.
    const reset = await get('/reset-password?lang=zh', { cookie: 'tb_session=abc123' });
    expect(await reset.text()).toBe('reset-password form zh');
  });
});

describe("a page's name in another case", () => {
  it('redirects (301) to the page, the query and an id kept as they were', async () => {
    const redirects = {
      '/Login?lang=zh&redirect=%2Fprojects%2F7': '/login?lang=zh&redirect=%2Fprojects%2F7',
      '/PROJECTS': '/projects',
      '/Projects/AbC-42/': '/projects/AbC-42/',
      '/RESET-PASSWORD': '/reset-password',
      '/Admin': '/admin',
      '/pRoFiLe': '/profile',
      '/REGISTER': '/register',
    };
    for (const [from, to] of Object.entries(redirects)) {
      const answer = await get(from);
      expect(answer.status, from).toBe(301);
      expect(answer.headers.get('location'), from).toBe(to);
    }
    expect((await fetch(`${app.url}/Login`, { method: 'HEAD', redirect: 'manual' })).status).toBe(301);
  });

  it('is no page when no page has that name: 404 with the app', async () => {
    for (const path of ['/LOGIN/x', '/Projects/1/2', '/Nope', '//Login', '/Login.php']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).toBe(SHELL);
    }
  });
});

describe('/favicon.ico', () => {
  it("is the build's icon, revalidated, not the 404 page", async () => {
    const icon = await get('/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
    expect(Buffer.from(await icon.arrayBuffer())).toEqual(ICON);
  });
});
