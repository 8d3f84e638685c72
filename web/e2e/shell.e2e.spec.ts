import { startTestApp, type TestApp } from '@tb/all-in-one/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appTookOver, checkedPages, launchBrowser, openPage, SCREENSHOT_DIR, scrollThrough } from './browser.ts';

let app: TestApp;
let browser: Browser;
const track = checkedPages(() => app);

beforeAll(async () => {
  // The trusted proxy's country header, as a deployment behind Cloudflare or the like would set it.
  [app, browser] = await Promise.all([startTestApp({ COUNTRY_HEADER: 'X-Visitor-Country' }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function visit(path: string, options: Parameters<typeof openPage>[1] = {}): Promise<Page> {
  const page = await openPage(browser, options);
  track(page);
  await page.goto(`${app.url}${path}`);
  await appTookOver(page);
  return page;
}

const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');
const search = (page: Page) => new URL(page.url()).search;
const storedLanguage = (page: Page) => page.evaluate(() => localStorage.getItem('talentbridge.lang'));
/** Waits for React to render what the timers just fired did: its scheduler runs on MessageChannel tasks. */
const renderedAfterTimers = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(null);
        channel.port2.postMessage(null);
      }),
  );
const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

describe('the web shell', () => {
  it('shows the header and footer on /', async () => {
    const page = await visit('/');
    await expect.poll(() => header(page).getByRole('link', { name: 'Popular Openings' }).isVisible()).toBe(true);
    const top = header(page);
    expect(await top.getByRole('link', { name: 'Talent Bridge home' }).getAttribute('href')).toBe('/');
    expect(await top.getByRole('link', { name: 'Popular Openings' }).getAttribute('href')).toBe('/projects');
    expect(await top.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(await top.getByRole('radio', { name: 'EN' }).getAttribute('aria-checked')).toBe('true');
    expect(await top.getByRole('radio', { name: '中' }).getAttribute('aria-checked')).toBe('false');

    const bottom = footer(page);
    const links = { About: '/#about', 'How it works': '/#how-it-works', FAQ: '/#faq', Contact: '/#contact-us' };
    for (const [name, href] of Object.entries(links)) {
      expect(await bottom.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }
    expect(await htmlLang(page)).toBe('en');
    await scrollThrough(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}landing-en.png`, fullPage: true });
  });

  it('switches to Chinese and back with the language toggle, following in the address and storage', async () => {
    const page = await visit('/');
    await header(page).getByRole('radio', { name: '中' }).click();
    await expect.poll(() => header(page).getByRole('link', { name: '热门职位' }).isVisible()).toBe(true);
    expect(search(page)).toBe('?lang=zh');
    expect(await storedLanguage(page)).toBe('zh');
    expect(await htmlLang(page)).toBe('zh');
    expect(await footer(page).getByRole('link', { name: '常见问题' }).isVisible()).toBe(true);
    await scrollThrough(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}landing-zh.png`, fullPage: true });

    await header(page).getByRole('radio', { name: 'EN' }).click();
    await expect.poll(() => header(page).getByRole('link', { name: 'Popular Openings' }).isVisible()).toBe(true);
    expect(search(page)).toBe('');
    expect(await storedLanguage(page)).toBe('en');
    expect(await htmlLang(page)).toBe('en');
  });

  it('removes ?lang=zh when English is chosen in a visit that started in Chinese (English texts not loaded yet)', async () => {
    const page = await visit('/projects', { locale: 'zh-CN' });
    await expect.poll(() => search(page)).toBe('?lang=zh');
    await header(page).getByRole('radio', { name: 'EN' }).click();
    await expect.poll(() => header(page).getByRole('link', { name: 'Popular Openings' }).isVisible()).toBe(true);
    await expect.poll(() => search(page)).toBe('');
    expect(await storedLanguage(page)).toBe('en');
  });

  it('shows the Chinese header on /?lang=zh', async () => {
    const page = await visit('/?lang=zh');
    await expect.poll(() => header(page).getByRole('link', { name: '热门职位' }).isVisible()).toBe(true);
    expect(await header(page).getByRole('radio', { name: '中' }).getAttribute('aria-checked')).toBe('true');
    expect(await htmlLang(page)).toBe('zh');
  });

  it('keeps the stored choice on the next visit and keeps ?lang=zh in the address while navigating', async () => {
    const page = await visit('/');
    await header(page).getByRole('radio', { name: '中' }).click();
    await expect.poll(() => search(page)).toBe('?lang=zh');
    await page.goto(`${app.url}/projects`);
    await expect.poll(() => page.getByRole('heading', { name: '可申请项目' }).isVisible()).toBe(true);
    await expect.poll(() => search(page)).toBe('?lang=zh');
    await header(page).getByRole('link', { name: 'Talent Bridge 首页' }).click();
    await expect.poll(() => new URL(page.url()).pathname + search(page)).toBe('/?lang=zh');
  });

  it('uses location detection before the browser language, and the browser language when detection fails', async () => {
    // On /, the server detects the location as it serves the prerendered page and hands the country to the app.
    const china = await openPage(browser, { locale: 'en-US', extraHTTPHeaders: { 'x-visitor-country': 'CN' } });
    track(china);
    const asked: string[] = [];
    china.on('request', (request) => {
      if (request.url().includes('/api/detect-location')) asked.push(request.url());
    });
    await china.goto(`${app.url}/`);
    await appTookOver(china);
    await expect.poll(() => header(china).getByRole('link', { name: '热门职位' }).isVisible()).toBe(true);
    expect(await htmlLang(china)).toBe('zh');
    expect(asked).toEqual([]);

    // Where the server renders no page (the signed-in areas), the app asks GET /api/detect-location itself.
    const elsewhere = await openPage(browser, { locale: 'en-US' });
    track(elsewhere);
    await elsewhere.route('**/api/detect-location', (route) => route.fulfill({ json: { country: 'CN' } }));
    await elsewhere.goto(`${app.url}/admin`);
    await expect.poll(() => header(elsewhere).getByRole('link', { name: '热门职位' }).isVisible()).toBe(true);

    const failing = await openPage(browser, { locale: 'zh-CN' });
    track(failing);
    await failing.route('**/api/detect-location', (route) => route.fulfill({ status: 500, body: 'down' }));
    await failing.goto(`${app.url}/admin`);
    await expect.poll(() => header(failing).getByRole('link', { name: '热门职位' }).isVisible()).toBe(true);

    // The real detection knows no country for a local address: the browser language decides, on / as well.
    const chinese = await visit('/', { locale: 'zh-CN' });
    await expect.poll(() => header(chinese).getByRole('link', { name: '热门职位' }).isVisible()).toBe(true);
    const local = await visit('/');
    await expect.poll(() => header(local).getByRole('link', { name: 'Popular Openings' }).isVisible()).toBe(true);
  });

  it('leads the footer links to the landing page sections', async () => {
    // A phone, so the section starts well below the first screen and has to be scrolled to.
    const page = await visit('/projects', { viewport: { width: 375, height: 700 } });
    await footer(page).getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/#faq');
    await expect.poll(() => page.locator('#faq').isVisible()).toBe(true);
    await expect
      .poll(() => page.locator('#faq').evaluate((el) => el.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const top = await page.locator('#faq').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThan(300);
  });

  it('shows 404 Page Not Found for any other path, with a link home', async () => {
    const page = await visit('/nonexistent');
    await expect.poll(() => page.getByText('404 Page Not Found').isVisible()).toBe(true);
    expect(await header(page).isVisible()).toBe(true);
    await page.screenshot({ path: `${SCREENSHOT_DIR}not-found-en.png` });
    await page.getByRole('link', { name: 'Go to home page' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');

    const zh = await visit('/projects/1/unknown?lang=zh');
    await expect.poll(() => zh.getByText('404 页面未找到').isVisible()).toBe(true);
  });

  it('serves every route of the product, and the 404 page only for other paths', async () => {
    const page = await visit('/');
    const routes = ['/projects', '/projects/abc', '/login', '/register', '/reset-password', '/profile', '/admin'];
    for (const path of routes) {
      await page.goto(`${app.url}${path}`);
      await expect.poll(() => page.locator('main h1, main h2, main h3, main h4').first().isVisible()).toBe(true);
      expect(await page.getByText('404 Page Not Found').count()).toBe(0);
    }
    // Signed out, the profile sends to sign-in and the admin area refuses.
    await page.goto(`${app.url}/profile`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    await page.goto(`${app.url}/admin`);
    await expect
      .poll(() => page.getByText("Access Denied - You don't have permission to access this page.").isVisible())
      .toBe(true);
  });

  it('does not download the admin code on the landing page', async () => {
    const page = await openPage(browser);
    track(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${app.url}/`);
    await appTookOver(page);
    await expect.poll(() => page.locator('#contact-us').isVisible()).toBe(true);
    expect(scripts.some((s) => s.includes('landing-page'))).toBe(true);
    expect(scripts.filter((s) => /admin|profile/.test(s))).toEqual([]);
  });

  it('shows the signed-in user in the header from the profile check', async () => {
    const page = await openPage(browser);
    track(page);
    const profile = { id: 'u1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isAdmin: false };
    // The profile is asked for only when the login cache names someone (a sign-in on this browser), here stale.
    await page.addInitScript(() => {
      if (localStorage.getItem('talentbridge.auth')) return;
      const user = { id: 'u1', email: 'ada@example.com', firstName: 'Old', lastName: '', isAdmin: false };
      localStorage.setItem('talentbridge.auth', JSON.stringify({ user, timestamp: 1 }));
    });
    await page.route('**/api/user/profile', (route) => route.fulfill({ json: profile }));
    await page.goto(`${app.url}/`);
    const link = header(page).getByRole('link', { name: 'Ada' });
    await expect.poll(() => link.isVisible()).toBe(true);
    expect(await link.getAttribute('href')).toBe('/profile');
    const cache = await page.evaluate(() => JSON.parse(localStorage.getItem('talentbridge.auth') ?? 'null'));
    expect(cache.user).toMatchObject({ id: 'u1', firstName: 'Ada' });

    await page.unroute('**/api/user/profile');
    await page.route('**/api/user/profile', (route) =>
      route.fulfill({ json: { ...profile, firstName: '', isAdmin: true } }),
    );
    await page.reload();
    const admin = header(page).getByRole('link', { name: 'User' });
    await expect.poll(() => admin.isVisible()).toBe(true);
    expect(await admin.getAttribute('href')).toBe('/admin');
  });

  it('clears the login cache when the profile check fails', async () => {
    const page = await visit('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'talentbridge.auth',
        JSON.stringify({
          user: { id: 'u1', email: 'a@b.co', firstName: 'Ada', lastName: '', isAdmin: false },
          timestamp: 1,
        }),
      ),
    );
    await page.reload();
    await appTookOver(page);
    await expect.poll(() => header(page).getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('talentbridge.auth'))).toBeNull();
  });

  it('shows one toast at a time, a new one replacing the previous at once, each for 5000 ms', async () => {
    const page = await openPage(browser);
    track(page);
    // The page's clock, not the test's: time runs on until paused, then only as far as the test moves it.
    await page.clock.install();
    await page.goto(`${app.url}/`);
    await appTookOver(page);
    await page.locator('#contact-us').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('#contact-name').isVisible()).toBe(true);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const toasts = page.locator('.tb-toaster .tb-toast');
    const send = page.getByRole('button', { name: 'Send Message' });
    const required = expect.stringContaining('Please fill out all required fields.');
    const invalidEmail = expect.stringContaining('Please enter a valid email address.');

    await send.click();
    await expect.poll(() => toasts.allTextContents()).toEqual([required]);
    await page.clock.runFor(3000);
    await page.locator('#contact-name').fill('Jane Smith');
    await page.locator('#contact-email').fill('jane-at-startup');
    await page.locator('#contact-message').fill('Hello');
    await send.click();
    // Replaced at once, the new one fully shown (not fading out while the old one stays).
    await expect.poll(() => toasts.allTextContents()).toEqual([invalidEmail]);
    expect(await toasts.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await page.mouse.move(0, 799); // away from the toast: hovering it pauses its timer
    await renderedAfterTimers(page);
    await renderedAfterTimers(page);

    // Its own 5000 ms, counted from its appearance, not the replaced toast's.
    await page.clock.runFor(4999);
    await renderedAfterTimers(page);
    expect(await toasts.allTextContents()).toEqual([invalidEmail]);
    await page.clock.runFor(2);
    await expect.poll(() => toasts.count()).toBe(0);
  });

  it('fits a 375 px wide phone', async () => {
    const page = await visit('/?lang=zh', { viewport: { width: 375, height: 740 } });
    await expect.poll(() => header(page).getByRole('link', { name: '热门职位' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await scrollThrough(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}landing-zh-375.png`, fullPage: true });
    await page.goto(`${app.url}/`);
    await appTookOver(page);
    await expect.poll(() => header(page).getByRole('link', { name: 'Popular Openings' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await scrollThrough(page);
    await page.screenshot({ path: `${SCREENSHOT_DIR}landing-en-375.png`, fullPage: true });
  });
});
