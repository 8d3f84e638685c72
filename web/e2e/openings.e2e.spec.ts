import { TestClient } from '@tb/all-in-one/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appTookOver, openPage } from './browser.ts';
import {
  ADMIN,
  app,
  browser,
  eventually,
  type Language,
  pathname,
  startProduct,
  toastText,
  track,
  visit,
  withLang,
} from './product.ts';

/**
 * The openings' pages after the data changes (issue 28, an outsider's findings): the server renders each request
 * with the current data (a shared query client kept the first answers forever), a page reached from the list
 * shows at once and moves nothing while its data loads, a closed or unknown opening answers 404 with its rendered
 * 'not found' (an admin still sees a closed one), and a visitor's opening page asks nothing about the session
 * until Apply is pressed.
 */
startProduct();

const text = {
  en: { notFound: 'Project not found', notFoundTitle: 'Project not found · Talent Bridge', apply: 'Apply Now' },
  zh: { notFound: '项目不存在', notFoundTitle: '项目不存在 · Talent Bridge', apply: '立即申请' },
} as const;

interface Opening {
  id: string;
  titleEn: string;
  titleZh: string;
}

async function adminClient() {
  const client = new TestClient(app.url);
  expect((await client.post('/api/auth/login', ADMIN)).status).toBe(200);
  return client;
}

async function createOpening(api: TestClient, name: string): Promise<Opening> {
  const created = await api.post('/api/projects', {
    titleEn: `${name} - AI Engineer`,
    titleZh: `${name} - AI 工程师`,
    descriptionEn: `<p>${'Build retrieval pipelines and evaluations. '.repeat(30)}</p>`,
    descriptionZh: `<p>${'构建检索管道与评测。'.repeat(30)}</p>`,
    locationEn: 'Remote',
    locationZh: '远程',
    typeEn: 'Part-time',
    typeZh: '兼职',
    salaryRangeEn: '$60-80/h',
  });
  expect(created.status).toBe(201);
  return created.body as Opening;
}

const titleIn = (opening: Opening, lang: Language) => (lang === 'en' ? opening.titleEn : opening.titleZh);

/** The HTML the server sends for `path` in `lang` (no script runs), its status, and its h1s. */
async function served(path: string, lang: Language) {
  const response = await fetch(`${app.url}${withLang(path, lang)}`);
  const html = await response.text();
  const headings = [...html.matchAll(/<h1\b[^>]*>(.*?)<\/h1>/g)].map((m) => (m[1] ?? '').replace(/<[^>]+>/g, ''));
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  const tiles = [...html.matchAll(/<h2 class="[^"]*tb-project-tile__title[^"]*">([^<]*)<\/h2>/g)].map((m) => m[1]);
  return { status: response.status, html, headings, title, tiles };
}

/**
 * Console warnings and errors of a page: a hydration mismatch is a warning (start.tsx), a failed request an error.
 * Chromium's own line for a page that answered 404 (the document itself) is what a 404 page is, not counted.
 */
function consoleOf(page: Page) {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'warning' && message.type() !== 'error') return;
    if (message.text().startsWith('Failed to load resource') && message.location().url === page.url()) return;
    seen.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  return seen;
}

describe('the openings rendered by the server', () => {
  it('show the current data after openings are edited, closed and added, in both languages', async () => {
    const admin = await adminClient();
    const kept = await createOpening(admin, 'Orbit Works');
    const closing = await createOpening(admin, 'Dusk Systems');
    const languages = ['en', 'zh'] as const;
    // The server renders every page once before the changes, as a running site has.
    for (const lang of languages) {
      await eventually(async () => (await served('/projects', lang)).tiles).toContain(titleIn(closing, lang));
      expect((await served(`/projects/${kept.id}`, lang)).headings).toEqual([titleIn(kept, lang)]);
      expect((await served(`/projects/${closing.id}`, lang)).headings).toEqual([titleIn(closing, lang)]);
    }

    const renamed = await admin.put(`/api/projects/${kept.id}`, {
      titleEn: 'Orbit Works - Staff Engineer',
      titleZh: 'Orbit Works - 资深工程师',
    });
    expect(renamed.status).toBe(200);
    expect((await admin.put(`/api/projects/${closing.id}`, { isActive: false })).status).toBe(200);
    const added = await createOpening(admin, 'Prism Labs');
    const now = { ...kept, titleEn: 'Orbit Works - Staff Engineer', titleZh: 'Orbit Works - 资深工程师' };

    for (const lang of languages) {
      await eventually(async () => (await served('/projects', lang)).tiles).toContain(titleIn(added, lang));
      const list = await served('/projects', lang);
      expect(list.tiles).toContain(titleIn(now, lang));
      expect(list.tiles).not.toContain(titleIn(kept, lang));
      expect(list.tiles).not.toContain(titleIn(closing, lang));
      expect(list.html).not.toContain(closing.id);

      const page = await served(`/projects/${kept.id}`, lang);
      expect(page.status).toBe(200);
      expect(page.headings).toEqual([titleIn(now, lang)]);
      expect(page.title).toBe(`${titleIn(now, lang)} · Talent Bridge`);

      const closed = await served(`/projects/${closing.id}`, lang);
      expect(closed.status).toBe(404);
      expect(closed.headings).toEqual([]);
      expect(closed.html).toContain(text[lang].notFound);
      expect(closed.title).toBe(text[lang].notFoundTitle);
    }

    // The app adopts each page as it is: no hydration mismatch (a warning from start.tsx, React's error #418).
    for (const lang of languages) {
      for (const path of ['/projects', `/projects/${kept.id}`]) {
        const page = track(await openPage(browser));
        const messages = consoleOf(page);
        await page.goto(`${app.url}${withLang(path, lang)}`);
        await appTookOver(page);
        await page.waitForLoadState('networkidle');
        expect(await page.locator('main h1').first().textContent(), path).toBe(
          path === '/projects' ? (lang === 'en' ? 'Available Projects' : '可申请项目') : titleIn(now, lang),
        );
        expect(messages, `${lang} ${path}`).toEqual([]);
      }
    }
  });
});

describe('a closed or unknown opening', () => {
  it.each(['en', 'zh'] as const)(
    'answers 404 with its rendered not-found page, titled, without asking again (%s)',
    async (lang) => {
      const admin = await adminClient();
      const closed = await createOpening(admin, `Faded ${lang}`);
      expect((await admin.put(`/api/projects/${closed.id}`, { isActive: false })).status).toBe(200);
      for (const id of [closed.id, 'garbage']) {
        const path = `/projects/${id}`;
        await eventually(async () => (await served(path, lang)).status).toBe(404);
        const still = track(await openPage(browser, { javaScriptEnabled: false }));
        await still.goto(`${app.url}${withLang(path, lang)}`);
        expect(await still.title()).toBe(text[lang].notFoundTitle);
        expect(await still.locator('main .bp6-non-ideal-state').textContent()).toContain(text[lang].notFound);

        const page = track(await openPage(browser));
        const messages = consoleOf(page);
        const asked: string[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname.startsWith('/api/projects')) asked.push(request.url());
        });
        const response = await page.goto(`${app.url}${withLang(path, lang)}`);
        expect(response?.status()).toBe(404);
        await appTookOver(page);
        await page.waitForLoadState('networkidle');
        expect(await page.locator('main .bp6-non-ideal-state').textContent()).toContain(text[lang].notFound);
        expect(await page.title()).toBe(text[lang].notFoundTitle);
        expect(asked, path).toEqual([]);
        expect(messages, path).toEqual([]);
      }
    },
  );

  it('is still shown to a signed-in admin (who sees closed openings)', async () => {
    const admin = await adminClient();
    const closed = await createOpening(admin, 'Hidden Harbor');
    expect((await admin.put(`/api/projects/${closed.id}`, { isActive: false })).status).toBe(200);
    await eventually(async () => (await served(`/projects/${closed.id}`, 'en')).status).toBe(404);
    const page = await visit('/login');
    await page.getByLabel('Email address').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await eventually(() => pathname(page)).toBe('/admin');
    const response = await page.goto(`${app.url}/projects/${closed.id}`);
    expect(response?.status()).toBe(200);
    await eventually(() => page.locator('main h1').first().textContent()).toBe(closed.titleEn);
    expect(await page.title()).toBe(`${closed.titleEn} · Talent Bridge`);
  });
});

/** Records the page's layout shifts as CLS counts them (not those within 500 ms of an input). */
const watchShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: { value: number; at: number }[] = [];
    Object.assign(window, { __shifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push({ value: entry.value, at: entry.startTime });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
const shiftSince = (page: Page, from: number) =>
  page.evaluate(
    (since) =>
      (window as unknown as { __shifts: { value: number; at: number }[] }).__shifts
        .filter((shift) => shift.at >= since)
        .reduce((sum, shift) => sum + shift.value, 0),
    from,
  );

/** Holds every request for one opening until released, as a slow phone network would. */
async function holdOpening(page: Page, id: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/projects/${id}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until the app shows the opening's page (its back button: loading or loaded) and answers the time from
 * which its own data can move things. The switch from the previous page is a new page, not counted here.
 */
async function detailShown(page: Page, id: string): Promise<number> {
  await eventually(() => pathname(page)).toBe(`/projects/${id}`);
  await page.locator('.tb-project-detail__back').waitFor();
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now()))),
      ),
  );
}

/** A phone with a 4× slower CPU (Lighthouse's mobile setting). */
async function phonePage(): Promise<Page> {
  const page = track(
    await openPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }),
  );
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

describe.each(['en', 'zh'] as const)('an opening reached inside the app, in %s', (lang) => {
  it('from the list: shows at once from the list’s data, nothing moves when its own answer arrives', async () => {
    const opening = await createOpening(await adminClient(), `Tapped ${lang}`);
    const page = await phonePage();
    await watchShifts(page);
    await eventually(async () => {
      await page.goto(`${app.url}${withLang('/projects', lang)}`);
      return page.locator('.tb-project-tile', { hasText: titleIn(opening, lang) }).count();
    }).toBe(1);
    await appTookOver(page);
    const release = await holdOpening(page, opening.id);
    await page
      .locator('.tb-project-tile', { hasText: titleIn(opening, lang) })
      .getByRole('link')
      .click();
    const from = await detailShown(page, opening.id);
    // The request is still held: the page shows from the list's data.
    expect(await page.locator('main h1').first().textContent()).toBe(titleIn(opening, lang));
    expect(await page.locator('.tb-project-detail__description').textContent()).toContain(
      lang === 'en' ? 'Build retrieval pipelines' : '构建检索管道',
    );
    await page.waitForTimeout(800);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/projects/${opening.id}`);
    release();
    await answered;
    await page.waitForTimeout(500);
    expect(await shiftSince(page, from)).toBeLessThan(0.1);
  });

  it('without the list: a skeleton of the page’s layout, and nothing in view moves when the opening arrives', async () => {
    const opening = await createOpening(await adminClient(), `Linked ${lang}`);
    const page = await phonePage();
    await watchShifts(page);
    await page.goto(`${app.url}${withLang('/login', lang)}`);
    await appTookOver(page);
    const release = await holdOpening(page, opening.id);
    // A link inside the app (My Projects' View Details): no list was loaded.
    await page.evaluate(
      (path) => {
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      },
      withLang(`/projects/${opening.id}`, lang),
    );
    const from = await detailShown(page, opening.id);
    expect(await page.locator('.tb-project-detail--skeleton').isVisible()).toBe(true);
    await eventually(() => page.title()).toBe(
      lang === 'en' ? 'Loading project... · Talent Bridge' : '正在加载项目... · Talent Bridge',
    );
    await page.waitForTimeout(800);
    release();
    await eventually(() => page.locator('main h1').first().textContent()).toBe(titleIn(opening, lang));
    await page.waitForTimeout(500);
    expect(await shiftSince(page, from)).toBeLessThan(0.1);
    expect(await page.locator('.bp6-skeleton').count()).toBe(0);
  });
});

describe('the apply block', () => {
  /** A registered user, signed in through the API only: a session cookie, an empty login cache. */
  async function cachelessUser(lang: Language): Promise<Page> {
    const client = new TestClient(app.url, lang);
    const email = `cacheless.apply.${lang}@example.com`;
    const sent = await client.post('/api/auth/send-registration-verification', { email });
    const registered = await client.post('/api/auth/register', {
      firstName: 'Mei',
      lastName: 'Chen',
      email,
      username: `cacheless_apply_${lang}`,
      password: 'secret-pass-1',
      code: sent.body.code,
    });
    expect(registered.status).toBe(201);
    const page = await visit('/favicon.svg');
    const login = await page.request.post(`${app.url}/api/auth/login`, { data: { email, password: 'secret-pass-1' } });
    expect(login.status()).toBe(200);
    return page;
  }

  it.each(['en', 'zh'] as const)(
    'asks nothing about the session of a visitor without a login cache until Apply is pressed (%s)',
    async (lang) => {
      const opening = await createOpening(await adminClient(), `Quiet ${lang}`);
      const visitor = track(await openPage(browser));
      const checks: number[] = [];
      visitor.on('response', (r) => {
        if (new URL(r.url()).pathname === '/api/user/profile') checks.push(r.status());
      });
      await eventually(async () =>
        (await visitor.goto(`${app.url}${withLang(`/projects/${opening.id}`, lang)}`))?.status(),
      ).toBe(200);
      await appTookOver(visitor);
      await visitor.waitForLoadState('networkidle');
      expect(checks).toEqual([]);
      // Pressing Apply asks (204: nobody), then sends the visitor to sign in.
      await visitor.getByRole('button', { name: text[lang].apply }).click();
      await eventually(() => pathname(visitor)).toBe('/login');
      expect(checks[0]).toBe(204);

      // A user signed in without a login cache (another tab, a sign-in through the API): Apply applies.
      const user = await cachelessUser(lang);
      const profile: string[] = [];
      user.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/user/profile') profile.push(r.url());
      });
      await user.goto(`${app.url}${withLang(`/projects/${opening.id}`, lang)}`);
      await appTookOver(user);
      await user.waitForLoadState('networkidle');
      expect(profile).toEqual([]);
      await user.getByRole('button', { name: text[lang].apply }).click();
      await eventually(() => user.locator('.tb-apply--done').isVisible()).toBe(true);
      expect(await toastText(user)).not.toBe('');
      expect(pathname(user)).toBe(`/projects/${opening.id}`);
    },
  );
});
