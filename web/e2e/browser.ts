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
 * closed. Call once at the top of a file; hand it every page opened (it answers the page).
 */
export function checkedPages(): (page: Page) => Page {
  const pages: Page[] = [];
  afterEach(async () => {
    for (const page of pages.splice(0)) {
      // A CSP refusal of a script, or a React error, is a console error here.
      expect(browserErrors(page), 'errors in the browser').toEqual([]);
      await page.context().close();
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
