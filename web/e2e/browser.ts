import type { TestApp } from '@tb/all-in-one/testing';
import { type Browser, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';

/** Debian's chromium (`apt-get install -y chromium fonts-wqy-microhei`); never a browser download. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where browser tests leave their screenshots (the `.artifacts/` folder is git-ignored). */
export const SCREENSHOT_DIR = decodeURIComponent(new URL('../../.artifacts/screenshots/', import.meta.url).pathname);

export async function launchBrowser(): Promise<Browser> {
  try {
    return await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `Could not start ${CHROMIUM_PATH}. Install it with: apt-get install -y chromium fonts-wqy-microhei\n${reason}`,
    );
  }
}

const errors = new WeakMap<Page, string[]>();
const refusals = new WeakMap<Page, string[]>();

/** A page in a fresh context (no stored language, no cookies): an English browser at desktop size unless told. */
export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 }, ...options });
  const page = await context.newPage();
  const seen: string[] = [];
  errors.set(page, seen);
  page.on('pageerror', (error) => seen.push(error.message));
  page.on('console', (message) => {
    // A failed request is the server's answer (the profile check answers 401 when signed out), not a page error.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) seen.push(message.text());
  });
  // The API's refusals are kept to be shown if the test fails (a refused command the app only alerted about);
  // a 5xx from the server is a bug whatever the test checks.
  const refused: string[] = [];
  refusals.set(page, refused);
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (response.status() < 400 || !pathname.startsWith('/api/')) return;
    const body = await response.text().catch(() => '');
    const line = `${response.request().method()} ${pathname} answered ${response.status()}: ${body.slice(0, 300)}`;
    refused.push(line);
    // The server's own answer (it always sends a request id), not one a test made up with page.route.
    if (response.status() >= 500 && response.headers()['x-request-id']) seen.push(line);
  });
  return page;
}

/**
 * Waits until the app runs the page. The landing page arrives prerendered (web/build/prerender.ts) and shows at
 * once, but its buttons work only after main.tsx has replaced it with the live app, which then drops
 * `data-prerendered` from #root. Any other address renders into an empty #root.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.locator('#root:not([data-prerendered]) > *').first().waitFor();
}

/**
 * The pages a test file opens: after each test, each must have shown no errors in the browser, and its context is
 * closed. Call once at the top of a file; hand it every page opened (it answers the page). When a test fails, what
 * the API refused meanwhile and the server's last log lines (of `app`, the file's test app) are shown with it.
 */
export function checkedPages(app?: () => TestApp | undefined): (page: Page) => Page {
  const pages: Page[] = [];
  afterEach(async ({ task }) => {
    const opened = pages.splice(0);
    const refused = opened.flatMap((page) => refusals.get(page) ?? []);
    const errorsSeen = opened.flatMap((page) => browserErrors(page));
    await Promise.all(opened.map((page) => page.context().close()));
    // A CSP refusal of a script, a React error or a 5xx answer is an error here.
    expect(errorsSeen, 'errors in the browser').toEqual([]);
    // Shown beside a failure: what the API refused while the test ran (the app may only have alerted about it),
    // and what the server logged.
    if (task.result?.state !== 'fail') return;
    const logs = app?.()?.logs() ?? [];
    if (refused.length > 0 || logs.length > 0) {
      throw new Error(
        [
          'While this test ran:',
          `the API refused ${refused.length ? `\n${refused.join('\n')}` : 'nothing'}`,
          `the server's last log lines: ${logs.length ? `\n${logs.join('\n')}` : 'none'}`,
        ].join('\n'),
      );
    }
  });
  return (page) => {
    pages.push(page);
    return page;
  };
}

/** Uncaught exceptions and console errors of a page so far (CSP violations, React errors). */
export function browserErrors(page: Page): string[] {
  return errors.get(page) ?? [];
}

/**
 * Scrolls through the whole page, then back to the top, so a full-page screenshot shows what scrolling reveals:
 * sections that fade in when seen, and parts that load as they near the screen. On the landing page, waits for the
 * contact form (it loads as its section nears the screen).
 */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await page.waitForTimeout(30);
  }
  if ((await page.locator('#contact-us').count()) > 0) {
    await expect.poll(() => page.locator('#contact-name').isVisible()).toBe(true);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  // The landing's last how-it-works card fades in 300 ms after the first, over 600 ms.
  await page.waitForTimeout(1000);
}
