import { TestClient } from '@tb/all-in-one/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appTookOver, openPage, SCREENSHOT_DIR } from './browser.ts';
import {
  ADMIN,
  app,
  browser,
  eventually,
  type Language,
  pathname,
  startProduct,
  track,
  visit,
  withLang,
  words,
} from './product.ts';

/**
 * Addresses as a newcomer meets them (issue 27 follow-up): a signed-in user whose browser has no login cache
 * (signed in through another tab or the API, storage cleared) is sent from /login and /register to their page
 * and never sees the form; a page's name in another case is that page, whether the server or the app's router
 * meets it; /favicon.ico is an icon.
 */
startProduct();

const titles = {
  en: { profile: 'My Profile', admin: 'Admin Console', projects: 'Available Projects' },
  zh: { profile: '我的资料', admin: '管理后台', projects: '可申请项目' },
} as const;

const users = new Map<Language, { email: string; password: string }>();

/** A user registered through the API (once per language). */
async function registeredUser(lang: Language) {
  const known = users.get(lang);
  if (known) return known;
  const client = new TestClient(app.url, lang);
  const email = `cacheless.${lang}@example.com`;
  const sent = await client.post('/api/auth/send-registration-verification', { email });
  const user = { email, password: 'secret-pass-1' };
  const registered = await client.post('/api/auth/register', {
    firstName: 'Lin',
    lastName: 'Wei',
    email,
    username: `cacheless_${lang}`,
    password: user.password,
    code: sent.body.code,
  });
  expect(registered.status).toBe(201);
  users.set(lang, user);
  return user;
}

/**
 * A page whose context signed in through the API (the session cookie only, an empty login cache), watching from
 * the first byte whether a sign-in or registration form ever enters the page.
 */
async function signedInElsewhere(account: { email: string; password: string }): Promise<Page> {
  const page = await visit('/favicon.svg');
  expect((await page.request.post(`${app.url}/api/auth/login`, { data: account })).status()).toBe(200);
  await page.addInitScript(() => {
    const seen = window as unknown as { sawForm?: boolean };
    new MutationObserver(() => {
      if (document.querySelector('#login-email, #register-email')) seen.sawForm = true;
    }).observe(document, { childList: true, subtree: true });
  });
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  return page;
}

const sawForm = (page: Page) => page.evaluate(() => (window as unknown as { sawForm?: boolean }).sawForm === true);

describe.each(['en', 'zh'] as const)('signed in without a login cache, in %s', (lang) => {
  const t = titles[lang];

  it('/login and /register take a user to their profile, an admin to the console, never showing the form', async () => {
    const user = await registeredUser(lang);
    for (const [account, target, title] of [
      [user, '/profile', t.profile],
      [ADMIN, '/admin', t.admin],
    ] as const) {
      const page = await signedInElsewhere(account);
      for (const path of ['/login', '/register']) {
        await page.goto(`${app.url}${withLang(path, lang)}`);
        await eventually(() => pathname(page)).toBe(target);
        await eventually(() => page.getByText(title, { exact: true }).first().isVisible()).toBe(true);
      }
      expect(await sawForm(page), `${account.email}: a form was shown`).toBe(false);
      if (target === '/admin') await page.screenshot({ path: `${SCREENSHOT_DIR}addresses-login-admin-${lang}.png` });
    }
  });

  it("a sign-in's ?redirect= is kept; a signed-out visitor gets the form at once, without a 401", async () => {
    const page = await signedInElsewhere(await registeredUser(lang));
    await page.goto(`${app.url}${withLang('/login?redirect=%2Fprojects', lang)}`);
    await eventually(() => pathname(page)).toBe('/projects');

    const visitor = track(await openPage(browser));
    const refused: string[] = [];
    const checks: number[] = [];
    visitor.on('response', (response) => {
      if (response.status() === 401) refused.push(response.url());
      if (new URL(response.url()).pathname === '/api/user/profile') checks.push(response.status());
    });
    await visitor.goto(`${app.url}${withLang('/login', lang)}`);
    await appTookOver(visitor);
    // The form is there at once (rendered by the server), and stays once the profile check has answered (204).
    expect(await visitor.locator('#login-email').isVisible()).toBe(true);
    await eventually(() => checks).toEqual([204]);
    expect(pathname(visitor)).toBe('/login');
    expect(await visitor.locator('#login-email').isVisible()).toBe(true);
    expect(refused).toEqual([]);
    await visitor.screenshot({ path: `${SCREENSHOT_DIR}addresses-login-visitor-${lang}.png` });
  });
});

describe("a page's name in another case", () => {
  it.each(['en', 'zh'] as const)('is that page, from the server (301) and in the app (%s)', async (lang) => {
    const page = await visit('/PROJECTS', lang);
    expect(pathname(page)).toBe('/projects');
    await eventually(() => page.getByText(titles[lang].projects, { exact: true }).first().isVisible()).toBe(true);
    const redirected = await page.goto(`${app.url}${withLang('/Login', lang)}`);
    expect(redirected?.request().redirectedFrom()?.url()).toBe(`${app.url}${withLang('/Login', lang)}`);
    expect(pathname(page)).toBe('/login');
    await appTookOver(page);
    // A link inside the app written in another case (a project description's, say) goes to the page too.
    await page.evaluate(() => {
      history.pushState(null, '', '/Register?from=link');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await eventually(() => pathname(page)).toBe('/register');
    expect(new URL(page.url()).searchParams.get('from')).toBe('link');
    await eventually(() => page.getByRole('button', { name: words[lang].createAccount }).isVisible()).toBe(true);
    // A name no page has is the not-found page, as the server says.
    expect((await page.goto(`${app.url}/Nope`))?.status()).toBe(404);
    await eventually(() => page.getByText('404').first().isVisible()).toBe(true);
  });
});

describe('/favicon.ico', () => {
  it('is an icon Chromium draws, at 16, 32 and 48 pixels, not the not-found page', async () => {
    const answer = await fetch(`${app.url}/favicon.ico`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    const bytes = Buffer.from(await answer.arrayBuffer());
    // An icon (reserved 0, type 1) with three images.
    expect([...bytes.subarray(0, 6)]).toEqual([0, 0, 1, 0, 3, 0]);
    expect([0, 1, 2].map((i) => bytes[6 + 16 * i])).toEqual([16, 32, 48]);
    const page = await visit('/projects');
    const drawn = await page.evaluate(async () => {
      const image = new Image();
      image.src = '/favicon.ico';
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 32;
      const context = canvas.getContext('2d');
      context?.drawImage(image, 0, 0, 32, 32);
      // The icon's blue at its centre-left (the background; the bridge is drawn over the middle).
      const [r, g, b] = context?.getImageData(3, 16, 1, 1).data ?? [];
      return { width: image.naturalWidth, r, g, b };
    });
    expect(drawn.width).toBeGreaterThanOrEqual(16);
    expect(drawn).toMatchObject({ r: 0x0f, g: 0x3d, b: 0x91 });
  });
});
