import { startTestApp, type TestApp } from '@tb/all-in-one/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appTookOver, checkedPages, launchBrowser, openPage } from './browser.ts';

/**
 * Google Analytics (events go through the global tag function) is a deployment's choice:
 * without `GA_MEASUREMENT_ID` nothing is requested from Google and the CSP stays 'self'; with it, gtag.js is
 * loaded after the page is interactive, from a script tag the CSP allows. Requests to Google are answered
 * here by playwright, so no test touches the network.
 */
const ID = 'G-TB2E2E0001';
let plain: TestApp;
let measured: TestApp;
let browser: Browser;
const track = checkedPages();

beforeAll(async () => {
  [plain, measured, browser] = await Promise.all([
    startTestApp(),
    startTestApp({ GA_MEASUREMENT_ID: ID }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await plain?.stop();
  await measured?.stop();
});

/** Opens the landing page, answering anything Google is asked for with a tiny stand-in for gtag.js. */
async function visit(app: TestApp): Promise<{ page: Page; google: string[] }> {
  const page = await openPage(browser);
  track(page);
  const google: string[] = [];
  await page.route(/^https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics)\.com\//, (route) => {
    google.push(route.request().url());
    return route.fulfill({
      contentType: 'text/javascript',
      body: 'window.__gtagLoaded = Array.isArray(window.dataLayer);',
    });
  });
  // When the page finished loading, and when the gtag.js script tag appeared.
  await page.addInitScript(() => {
    const marks = { load: 0, script: 0 };
    Object.assign(window, { __marks: marks });
    window.addEventListener('load', () => {
      marks.load = performance.now();
    });
    new MutationObserver(() => {
      if (!marks.script && document.querySelector('script[src*="googletagmanager.com"]'))
        marks.script = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  const response = await page.goto(`${app.url}/`);
  expect(response?.status()).toBe(200);
  await appTookOver(page);
  await expect.poll(() => page.locator('#hero-title').isVisible()).toBe(true);
  return { page, google };
}

type Tagged = { gtag?: unknown; dataLayer?: ArrayLike<unknown>[] };

const csp = async (app: TestApp) => (await fetch(`${app.url}/`)).headers.get('content-security-policy') ?? '';

describe('analytics', () => {
  it('loads nothing from Google and keeps the CSP to self without a measurement id', async () => {
    expect(await (await fetch(`${plain.url}/api/web-config`)).json()).toEqual({ gaMeasurementId: null });
    expect(await csp(plain)).toContain("script-src 'self';");
    expect(await csp(plain)).not.toContain('google');

    const { page, google } = await visit(plain);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(google).toEqual([]);
    expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
    expect(await page.evaluate(() => typeof (window as unknown as Tagged).gtag)).toBe('undefined');
    // The page works the same: its analytics calls go nowhere, quietly.
    await page.getByRole('button', { name: 'Book a 15-minute discovery call' }).first().click();
  });

  it('loads gtag.js with the id after the page is interactive, allowed by the CSP, and sends events through it', async () => {
    expect(await (await fetch(`${measured.url}/api/web-config`)).json()).toEqual({ gaMeasurementId: ID });
    expect(await csp(measured)).toMatch(/script-src 'self' https:\/\/\*\.googletagmanager\.com;/);

    const { page, google } = await visit(measured);
    const tag = page.locator('script[src*="googletagmanager.com"]');
    await expect.poll(() => tag.count(), { timeout: 10_000 }).toBe(1);
    expect(await tag.getAttribute('src')).toBe(`https://www.googletagmanager.com/gtag/js?id=${ID}`);
    expect(await tag.evaluate((el) => (el as HTMLScriptElement).async)).toBe(true);
    // The stand-in ran (the CSP let the script in) and found the data layer the page queued its calls in.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: boolean }).__gtagLoaded))
      .toBe(true);
    expect(google).toEqual([`https://www.googletagmanager.com/gtag/js?id=${ID}`]);
    const marks = await page.evaluate(
      () => (window as unknown as { __marks: { load: number; script: number } }).__marks,
    );
    expect(marks.load).toBeGreaterThan(0);
    expect(marks.script).toBeGreaterThanOrEqual(marks.load);

    await page.getByRole('button', { name: 'Book a 15-minute discovery call' }).first().click();
    const layer = await page.evaluate(() =>
      ((window as unknown as Tagged).dataLayer ?? []).map((entry) => Array.from(entry)),
    );
    expect(layer[0]?.[0]).toBe('js');
    expect(layer[1]).toEqual(['config', ID]);
    expect(layer.some(([command, name]) => command === 'event' && name === 'cta_click')).toBe(true);
  });
});
