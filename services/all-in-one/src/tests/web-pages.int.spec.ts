import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';

/**
 * An opening's page as web-pages.ts and web-static.ts answer it: rendered with the API's answer to a visitor in the
 * request's language; an opening a visitor cannot see (closed, deleted, never was) is its 'not found', rendered,
 * with 404; to a session that can see it (an admin, closed openings) the app's shell, 200, which asks for itself.
 * A stand-in render module writes what it was given, so the rules are checked apart from the real pages (the
 * browser tests, web/e2e/openings.e2e.spec.ts, use the real one).
 */
const ADMIN = { email: 'admin@talentbridge.test', password: 'admin-secret-1' };
let app: TestApp;
let dir: string;

const SHELL =
  '<!doctype html><html lang="en"><head><title>Talent Bridge</title></head><body><div id="root"></div></body></html>';

/** The server's side of web/src/prerender/render-page.tsx, for the openings: the page shows its answer's title. */
const RENDER_MODULE = `
const PUBLIC_PAGES = [
  { id: 'landing', route: '/', screen: '', data: [] },
  { id: 'projects', route: '/projects', screen: '', data: ['/api/projects'] },
  { id: 'project', route: '/projects/:id', screen: '', data: ['/api/projects/:id'] },
];
export const ORIGIN_PLACEHOLDER = '%TB_ORIGIN%';
export { PUBLIC_PAGES };
export const prerenderedFile = (page, language) => 'index.' + language + '.html';
export function publicPageAt(path) {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'projects' && segments.length === 2) return { page: PUBLIC_PAGES[2], id: decodeURIComponent(segments[1]) };
  if (segments.length > 1) return undefined;
  return PUBLIC_PAGES.find((p) => p.route === '/' + (segments[0] ?? '')) ? { page: PUBLIC_PAGES.find((p) => p.route === '/' + (segments[0] ?? '')) } : undefined;
}
export async function preparePages() {}
export async function renderPage(path, language, answers) {
  const answer = Object.values(answers)[0];
  const shown = answer === null ? 'NOT FOUND' : Array.isArray(answer) ? answer.map((p) => p.titleEn).join(',') : answer.titleEn;
  return { html: language + ':' + shown, title: shown, description: '' };
}
export function documentFor(template, parts) {
  return '<html lang="' + parts.language + '"><title>' + parts.title + '</title>' + parts.html + '</html>';
}
export const robotsTxt = () => 'User-agent: *\\n';
export const sitemapXml = () => '<urlset/>';
`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tb-web-pages-'));
  const web = join(dir, 'dist');
  mkdirSync(join(web, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'dist-ssr'));
  writeFileSync(join(web, 'index.html'), SHELL);
  for (const language of ['en', 'zh']) writeFileSync(join(web, `index.${language}.html`), `landing ${language}`);
  writeFileSync(join(dir, 'dist-ssr', 'render-page.mjs'), RENDER_MODULE);
  writeFileSync(join(dir, 'dist-ssr', 'manifest.json'), JSON.stringify({ template: SHELL, head: {} }));
  app = await startTestApp({ WEB_DIST: web, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
});

afterAll(async () => {
  await app?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${app.url}${path}`, { headers });
  return { status: response.status, body: await response.text() };
};

/** The admin's session cookie, as a browser would send it. */
async function adminCookie(): Promise<string> {
  const response = await fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

describe("an opening's page", () => {
  it('is rendered with its data; closed or unknown it is its rendered not-found with 404, in the language', async () => {
    const admin = new TestClient(app.url);
    expect((await admin.post('/api/auth/login', ADMIN)).status).toBe(200);
    const created = await admin.post('/api/projects', {
      titleEn: 'Beacon - AI Engineer',
      titleZh: 'Beacon - AI 工程师',
      descriptionEn: '<p>Build.</p>',
      descriptionZh: '<p>构建。</p>',
      locationEn: 'Remote',
      locationZh: '远程',
      typeEn: 'Part-time',
      typeZh: '兼职',
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    await expect.poll(async () => (await get(`/projects/${id}`)).status).toBe(200);
    expect((await get(`/projects/${id}`)).body).toContain('en:Beacon - AI Engineer');

    for (const path of ['/projects/garbage', `/projects/${'x'.repeat(150)}`]) {
      for (const [query, language] of [
        ['', 'en'],
        ['?lang=zh', 'zh'],
      ] as const) {
        const missing = await get(`${path}${query}`);
        expect(missing.status, path).toBe(404);
        expect(missing.body, path).toContain(`<html lang="${language}"><title>NOT FOUND</title>${language}:NOT FOUND`);
      }
    }

    expect((await admin.put(`/api/projects/${id}`, { isActive: false })).status).toBe(200);
    await expect.poll(async () => (await get(`/projects/${id}?lang=zh`)).status).toBe(404);
    expect((await get(`/projects/${id}?lang=zh`)).body).toContain('zh:NOT FOUND');
    expect((await get('/projects')).body).not.toContain('Beacon');

    // An admin sees closed openings: their session gets the app, which asks with their cookie.
    const cookie = await adminCookie();
    const forAdmin = await get(`/projects/${id}`, { cookie });
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.body).toBe(SHELL);
    // A session that cannot see it (a stale cookie) gets the rendered 404 like any visitor.
    const stale = await get(`/projects/${id}`, { cookie: 'tb_session=not-a-session' });
    expect(stale.status).toBe(404);
    expect(stale.body).toContain('en:NOT FOUND');
    // Open again: rendered for everyone.
    expect((await admin.put(`/api/projects/${id}`, { isActive: true })).status).toBe(200);
    await expect.poll(async () => (await get(`/projects/${id}`)).status).toBe(200);
    expect((await get(`/projects/${id}`, { cookie })).body).toContain('en:Beacon - AI Engineer');
  });
});
