import { startTestApp, type TestApp } from '@tb/all-in-one/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appTookOver, checkedPages, launchBrowser, openPage } from './browser.ts';

/**
 * The landing page arrives prerendered (web/build/prerender.ts) in the language the server chose by the app's
 * rules (services/all-in-one/src/web-static.ts), and the app then takes it over: the page must be the same before
 * and after, in both languages, with no loading screen in between, and work as the live app afterwards.
 */
let app: TestApp;
let browser: Browser;
const track = checkedPages(() => app);

beforeAll(async () => {
  [app, browser] = await Promise.all([startTestApp(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function open(options: Parameters<typeof openPage>[1] = {}): Promise<Page> {
  const page = await openPage(browser, options);
  track(page);
  return page;
}

/** What a visitor reads: the document's language and title, and the text of header, sections and footer. */
const snapshot = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    title: document.title,
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown (hidden FAQ answers left out).
    text: document.getElementById('root')?.innerText ?? '',
  }));

const heroes = {
  en: 'Hire vetted AI engineers in 14 days, and save 60%+',
  zh: '不用出国，也能为全球 AI 公司工作',
} as const;

describe.each([
  ['en', '/'],
  ['zh', '/?lang=zh'],
] as const)('the prerendered landing page in %s', (language, path) => {
  it('shows the page before any script runs, and the same page once the app has taken over', async () => {
    const still = await open({ javaScriptEnabled: false });
    await still.goto(`${app.url}${path}`);
    expect(await still.locator('#hero-title').textContent()).toBe(heroes[language]);
    const before = await snapshot(still);
    expect(before.lang).toBe(language);
    for (const section of ['#about', '#how-it-works', '#faq', '#contact-us']) {
      expect(await still.locator(section).count(), section).toBe(1);
    }

    const live = await open();
    // Whether the loading screen ever showed, and whether the prerendered markup was there from the first paint.
    await live.addInitScript(() => {
      const seen = { loading: false, prerendered: false };
      Object.assign(window, { __seen: seen });
      new MutationObserver(() => {
        if (document.querySelector('.tb-app-loading')) seen.loading = true;
        if (document.querySelector('#root[data-prerendered] #hero-title')) seen.prerendered = true;
      }).observe(document, { childList: true, subtree: true, attributes: true });
    });
    await live.goto(`${app.url}${path}`);
    await appTookOver(live);
    expect(await snapshot(live)).toEqual(before);
    expect(await live.evaluate(() => (window as unknown as { __seen: unknown }).__seen)).toEqual({
      loading: false,
      prerendered: true,
    });
  });

  it('works as the live app after the takeover: FAQ and hero button', async () => {
    const page = await open();
    await page.goto(`${app.url}${path}`);
    await appTookOver(page);
    await page.locator('#faq-second').click();
    await expect.poll(() => page.locator('#faq-second-answer').isVisible()).toBe(true);
    await page.locator('#faq-second').click();
    await expect.poll(() => page.locator('#faq-second-answer').isVisible()).toBe(false);
    const hero = page.locator('.tb-hero__actions').getByRole(language === 'en' ? 'button' : 'link');
    await hero.click();
    if (language === 'en') {
      await expect
        .poll(() => page.locator('#contact-us').evaluate((el) => Math.abs(el.getBoundingClientRect().top)))
        .toBeLessThan(120);
    } else {
      await expect.poll(() => new URL(page.url()).pathname).toBe('/projects');
    }
  });
});

describe('the language of the prerendered page', () => {
  const served = async (page: Page, path = '/') => {
    const response = await page.request.get(`${app.url}${path}`);
    return /<div id="root" data-prerendered="(\w+)"/.exec(await response.text())?.[1];
  };

  it('follows the stored choice through its cookie on the next visit', async () => {
    const page = await open();
    await page.goto(`${app.url}/`);
    await appTookOver(page);
    expect(await served(page)).toBe('en');
    await page.getByRole('radio', { name: '中' }).click();
    await expect
      .poll(() => page.context().cookies())
      .toContainEqual(expect.objectContaining({ name: 'tb_lang', value: 'zh' }));
    expect(await served(page)).toBe('zh');

    const response = await page.goto(`${app.url}/`);
    expect(await response?.text()).toContain(
      `<h1 id="hero-title" class="bp6-heading tb-hero__title">${heroes.zh}</h1>`,
    );
    await appTookOver(page);
    expect(await page.locator('#hero-title').textContent()).toBe(heroes.zh);
    await page.getByRole('radio', { name: 'EN' }).click();
    await expect.poll(() => served(page)).toBe('en');
  });

  it('is corrected by the app when the server could not know the stored choice (stored before the cookie)', async () => {
    const page = await open();
    await page.goto(`${app.url}/projects`);
    await page.evaluate(() => localStorage.setItem('talentbridge.lang', 'zh'));
    await page.context().clearCookies();
    await page.goto(`${app.url}/`);
    await appTookOver(page);
    // Served in English (an English browser, no cookie), shown in Chinese as the stored choice says.
    expect(await page.locator('#hero-title').textContent()).toBe(heroes.zh);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh');
    // And the cookie now says so, for the next visit.
    expect(await served(page)).toBe('zh');
  });

  it('follows the browser language, and leaves the signed-in areas to the app', async () => {
    const page = await open({ locale: 'zh-CN' });
    const response = await page.goto(`${app.url}/`);
    expect(await response?.text()).toContain('<div id="root" data-prerendered="zh">');
    await appTookOver(page);
    expect(await page.locator('#hero-title').textContent()).toBe(heroes.zh);
    const other = await page.request.get(`${app.url}/profile`);
    expect(await other.text()).toContain('<div id="root"></div>');
    // Every public page is rendered in the browser's language (public-pages.e2e.spec.ts has them all).
    const login = await page.request.get(`${app.url}/login`, { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(await login.text()).toContain('<div id="root" data-prerendered="zh">');
  });
});
