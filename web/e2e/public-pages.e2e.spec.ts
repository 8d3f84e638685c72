import { mkdirSync } from 'node:fs';
import { startTestApp, type TestApp, TestClient } from '@tb/all-in-one/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appTookOver, checkedPages, launchBrowser, openPage, SCREENSHOT_DIR } from './browser.ts';

/**
 * The public pages as a phone gets them (issue 28): rendered in the visitor's language before any script runs
 * (the openings with their current data), with a description, hreflang alternates, robots.txt and a sitemap;
 * compressed; no failed request in the console of a signed-out visitor; the openings' loading cards as tall as
 * the cards that replace them.
 */
const ADMIN = { email: 'admin@talentbridge.test', password: 'admin-secret-1' };
let app: TestApp;
let browser: Browser;
let project: { id: string; titleEn: string; titleZh: string };
const track = checkedPages(() => app);
const eventually = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000, interval: 100 });

async function createProject(api: TestClient, title: string) {
  const created = await api.post('/api/projects', {
    titleEn: `${title} - AI Engineer`,
    titleZh: `${title} - AI 工程师`,
    // Long enough that the list of two is over the 1 KB from which JSON answers are compressed.
    descriptionEn: `<p>Build <strong>retrieval</strong> pipelines &amp; evaluations. ${'Ship models to production. '.repeat(12)}</p>`,
    descriptionZh: '<p>构建检索管道与评测。</p>',
    locationEn: 'Remote',
    locationZh: '远程',
    typeEn: 'Part-time',
    typeZh: '兼职',
    salaryRangeEn: '$60-80/h',
  });
  expect(created.status).toBe(201);
  return created.body as { id: string; titleEn: string; titleZh: string };
}

async function adminClient() {
  const api = new TestClient(app.url);
  expect((await api.post('/api/auth/login', ADMIN)).status).toBe(200);
  return api;
}

beforeAll(async () => {
  [app, browser] = await Promise.all([
    startTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
    launchBrowser(),
  ]);
  project = await createProject(await adminClient(), 'Quantum Leap');
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function open(options: Parameters<typeof openPage>[1] = {}): Promise<Page> {
  return track(await openPage(browser, options));
}

/** A screenshot's name for an address: the opening's page as `project`. */
const shotName = (language: string, path: string, state: string) =>
  `${SCREENSHOT_DIR}public-${language}${path.replace(/\/projects\/[^/]+$/, '/project').replace(/\//g, '_')}-${state}.png`;

const headings = {
  en: {
    projects: 'Available Projects',
    login: 'Sign in',
    register: 'Create your account',
    reset: 'Reset your password',
  },
  zh: { projects: '可申请项目', login: '登录', register: '创建账户', reset: '重置密码' },
} as const;

describe.each(['en', 'zh'] as const)('the public pages in %s', (language) => {
  const query = language === 'zh' ? '?lang=zh' : '';
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

  it('show their content before any script runs, with their title, description and alternates', async () => {
    const h = headings[language];
    const pages: [string, string][] = [
      ['/projects', h.projects],
      [`/projects/${project.id}`, language === 'en' ? project.titleEn : project.titleZh],
      ['/login', h.login],
      ['/register', h.register],
      ['/reset-password', h.reset],
    ];
    const still = await open({ javaScriptEnabled: false, ...phone });
    for (const [path, heading] of pages) {
      await still.goto(`${app.url}${path}${query}`);
      expect(await still.locator('main h1').first().textContent(), path).toBe(heading);
      expect(await still.evaluate(() => document.documentElement.lang), path).toBe(language);
      const description = await still.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length, path).toBeGreaterThan(5);
      const alternates = await still
        .locator('link[rel="alternate"]')
        .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
      expect(alternates, path).toEqual([
        ['en', `${app.url}${path}`],
        ['zh', `${app.url}${path}?lang=zh`],
        ['x-default', `${app.url}${path}`],
      ]);
      await still.screenshot({ path: shotName(language, path, 'still'), fullPage: true });
    }
    // The openings list with its data: the card of the opening made in beforeAll, in this language.
    await still.goto(`${app.url}/projects${query}`);
    const card = still.locator('.tb-project-tile', { hasText: language === 'en' ? 'Quantum Leap' : 'AI 工程师' });
    await expect.poll(() => card.count()).toBeGreaterThan(0);
    expect((await card.first().locator('[data-field="compensation"]').textContent())?.trim()).toBe(
      language === 'en' ? '$60-80/h' : '面议',
    );
    // A project page that does not exist is its rendered 'not found', answered 404 (openings.e2e.spec.ts).
    const missing = await still.goto(`${app.url}/projects/00000000-0000-4000-8000-000000000000${query}`);
    expect(missing?.status()).toBe(404);
    expect(await still.locator('main .bp6-non-ideal-state').count()).toBe(1);
  });

  it('are the same once the app has taken over, with no loading state in between and no failed request', async () => {
    for (const path of ['/projects', `/projects/${project.id}`, '/login', '/register', '/reset-password']) {
      const page = await open(phone);
      const failed: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') failed.push(m.text());
      });
      page.on('response', (r) => {
        if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
      });
      await page.addInitScript(() => {
        const seen = { loading: false };
        Object.assign(window, { __seen: seen });
        new MutationObserver(() => {
          if (document.querySelector('.tb-app-loading, .tb-projects__loading, .bp6-skeleton')) seen.loading = true;
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(`${app.url}${path}${query}`);
      // biome-ignore lint/performance/useDomNodeTextContent: the text as shown.
      const before = await page.locator('main').innerText();
      await appTookOver(page);
      await page.waitForLoadState('networkidle');
      // biome-ignore lint/performance/useDomNodeTextContent: the text as shown.
      expect(await page.locator('main').innerText(), path).toBe(before);
      expect(await page.evaluate(() => (window as unknown as { __seen: { loading: boolean } }).__seen), path).toEqual({
        loading: false,
      });
      // Signed out, the profile is not asked for (no 401 in the console).
      expect(failed, path).toEqual([]);
      await page.screenshot({ path: shotName(language, path, 'live'), fullPage: true });
    }
  });
});

describe('the signed-out visitor', () => {
  it('whose login cache names a user whose session has ended gets no 401 either, and the cache is cleared', async () => {
    const page = await open();
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'talentbridge.auth',
        JSON.stringify({ user: { id: 'gone', email: 'gone@example.com', firstName: 'Gone' }, timestamp: Date.now() }),
      );
    });
    const profile = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/profile');
    await page.goto(`${app.url}/login`);
    expect((await profile).status()).toBe(204);
    await eventually(() => page.evaluate(() => localStorage.getItem('talentbridge.auth'))).toBeNull();
    await expect.poll(() => page.locator('.tb-user-link').getAttribute('aria-label')).toBe('Sign in');
    expect(failed).toEqual([]);
  });

  it('keeps what was typed into the rendered sign-in form before the app took over, and signs in', async () => {
    const page = await open();
    // The app's code waits until the fields are filled, as on a slow phone.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${app.url}/login`);
    // The page's early script has taken the form (early-submit.e2e.spec.ts sends it before the app runs).
    expect(await page.locator('#root[data-prerendered] button[type="submit"]').isEnabled()).toBe(true);
    await page.locator('#login-email').fill(ADMIN.email);
    await page.locator('#login-password').fill(ADMIN.password);
    await page.locator('#login-password').focus();
    release();
    await appTookOver(page);
    expect(await page.locator('#login-email').inputValue()).toBe(ADMIN.email);
    expect(await page.locator('#login-password').inputValue()).toBe(ADMIN.password);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-password');
    await page.locator('button[type="submit"]').click();
    await eventually(() => new URL(page.url()).pathname).toBe('/admin');
  });
});

describe('the openings list', () => {
  it('is rendered again when an opening is added: the next request shows it', async () => {
    const before = await (await fetch(`${app.url}/projects`)).text();
    expect(before).not.toContain('Nebula Forge');
    await createProject(await adminClient(), 'Nebula Forge');
    await eventually(async () => (await (await fetch(`${app.url}/projects`)).text()).includes('Nebula Forge')).toBe(
      true,
    );
    const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${app.url}/projects/${project.id}?lang=zh</loc>`);
  });

  it('shows loading cards as tall as the cards that replace them: nothing moves when the list arrives', async () => {
    const page = await open({ viewport: { width: 390, height: 844 } });
    await page.goto(`${app.url}/login`);
    await appTookOver(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/projects', async (route) => {
      await held;
      await route.continue();
    });
    // A navigation inside the app: the list is asked for, not rendered by the server.
    await page.locator('a[href="/projects"]').first().click();
    const skeleton = page.locator('.tb-project-tile--skeleton').first();
    await skeleton.waitFor();
    const loading = await skeleton.boundingBox();
    const headingTop = (await page.locator('main h1').boundingBox())?.y;
    await page.screenshot({ path: `${SCREENSHOT_DIR}public-en_projects-skeleton.png` });
    release();
    const card = page.locator('.tb-project-tile:not(.tb-project-tile--skeleton)').first();
    await card.waitFor();
    const loaded = await card.boundingBox();
    expect(loaded?.y).toBe(loading?.y);
    expect(loaded?.height).toBe(loading?.height);
    expect((await page.locator('main h1').boundingBox())?.y).toBe(headingTop);
    expect(await page.locator('.bp6-skeleton').count()).toBe(0);
  });
});

describe('robots.txt and the sitemap', () => {
  it('name the public pages in both languages at the site’s own address', async () => {
    const robots = await fetch(`${app.url}/robots.txt`);
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots.text()).toBe(
      `User-agent: *\nDisallow: /admin\nDisallow: /profile\n\nSitemap: ${app.url}/sitemap.xml\n`,
    );
    const sitemap = await fetch(`${app.url}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/', '/projects', '/login', '/register', '/reset-password', `/projects/${project.id}`]) {
      expect(locs).toContain(`${app.url}${path}`);
      expect(locs).toContain(`${app.url}${path}?lang=zh`);
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="zh" href="${app.url}/login?lang=zh"/>`);
    expect(locs.some((loc) => /\/(admin|profile)/.test(loc ?? ''))).toBe(false);
  });
});

describe('the site’s address in pages', () => {
  it('is taken from the request only when it looks like one (forwarded host and scheme are written into pages)', async () => {
    const page = await fetch(`${app.url}/login`, {
      headers: { 'x-forwarded-host': 'evil"><script>alert(1)</script>', 'x-forwarded-proto': 'javascript' },
    });
    const html = await page.text();
    expect(html).toContain('<link rel="alternate" hreflang="zh" href="http://localhost/login?lang=zh">');
    expect(html).not.toContain('<script>alert(1)');
    const proxied = await fetch(`${app.url}/login`, {
      headers: { 'x-forwarded-host': 'talentbridge.example', 'x-forwarded-proto': 'https' },
    });
    expect(await proxied.text()).toContain('href="https://talentbridge.example/login?lang=zh"');
  });
});

describe('compression', () => {
  const get = (path: string, encoding?: string) =>
    fetch(`${app.url}${path}`, { headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends the build’s Brotli and gzip files as the browser accepts, each with its own length and ETag', async () => {
    const html = await (await get('/login')).text();
    const css = /href="(\/assets\/index-[^"]+\.css)"/.exec(html)?.[1] ?? '';
    const js = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)?.[1] ?? '';
    for (const path of [css, js]) {
      const plain = await get(path, 'identity');
      const brotli = await get(path, 'br, gzip');
      const gzip = await get(path, 'gzip');
      expect(plain.headers.get('content-encoding'), path).toBeNull();
      expect(brotli.headers.get('content-encoding'), path).toBe('br');
      expect(gzip.headers.get('content-encoding'), path).toBe('gzip');
      const body = await plain.text();
      // fetch decodes: the same text in every encoding.
      expect(await brotli.text(), path).toBe(body);
      expect(await gzip.text(), path).toBe(body);
      for (const answer of [plain, brotli, gzip]) {
        expect(answer.headers.get('vary')?.toLowerCase(), path).toContain('accept-encoding');
        expect(answer.headers.get('cache-control'), path).toBe('public, max-age=31536000, immutable');
      }
      const lengths = [plain, brotli, gzip].map((a) => Number(a.headers.get('content-length')));
      expect(lengths[0], path).toBe(Buffer.byteLength(body));
      expect(lengths[1], path).toBeLessThan(lengths[2] ?? 0);
      expect(lengths[2], path).toBeLessThan((lengths[0] ?? 0) / 2);
      expect(new Set([plain, brotli, gzip].map((a) => a.headers.get('etag'))).size, path).toBe(3);
    }
  });

  it('compresses pages, and JSON answers from 1 KB on', async () => {
    for (const path of ['/', '/projects?lang=zh', '/login', '/admin', '/sitemap.xml']) {
      const answer = await get(path, 'gzip, deflate, br');
      expect(answer.headers.get('content-encoding'), path).toBe('br');
      expect(answer.headers.get('vary'), path).toContain('Accept-Encoding');
      expect(await answer.text(), path).toMatch(/^<(!doctype html|\?xml)/);
    }
    const list = await get('/api/projects', 'gzip');
    expect(list.headers.get('content-encoding')).toBe('gzip');
    expect(list.headers.get('vary')).toContain('Accept-Encoding');
    const text = await list.text();
    expect(JSON.parse(text).length).toBe(2);
    expect(Buffer.byteLength(text)).toBeGreaterThan(1024);
    const small = await get('/api/web-config', 'gzip, br');
    expect(small.headers.get('content-encoding')).toBeNull();
    expect((await get('/api/projects', 'identity')).headers.get('content-encoding')).toBeNull();
  });
});
