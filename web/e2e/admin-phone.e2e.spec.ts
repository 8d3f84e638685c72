import { TestClient } from '@tb/all-in-one/testing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOT_DIR } from './browser.ts';
import { ADMIN, app, eventually, type Language, pathname, signIn, startProduct, visit } from './product.ts';

/**
 * The admin on a phone (390 × 844): no section makes the page scroll sideways (wide tables scroll in their own
 * box) and every section of the menu can be reached, in both languages.
 */
startProduct();

const PHONE = { viewport: { width: 390, height: 844 } };
const SECTIONS = ['dashboard', 'candidates', 'projects', 'users', 'security'] as const;

async function withData() {
  const api = new TestClient(app.url);
  expect((await api.post('/api/auth/login', ADMIN)).status).toBe(200);
  for (const name of ['Alexandra Konstantinopoulou', '欧阳娜娜']) {
    const saved = await api.post('/api/admin/save-candidate', {
      name,
      email: `${name.length}.long.address.for.testing@example-university.edu`,
      position: 'Senior Machine Learning Infrastructure Engineer',
      applyTime: new Date().toISOString(),
    });
    expect(saved.status).toBe(201);
  }
}

const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);

describe('the admin on a phone', () => {
  it('fits every section into 390 px and reaches each of them, in English and Chinese', async () => {
    await withData();
    for (const lang of ['en', 'zh'] as Language[]) {
      const page = await visit('/login', lang, PHONE);
      await signIn(page, lang, ADMIN.email, ADMIN.password);
      await expect.poll(() => pathname(page), { timeout: 15_000 }).toBe('/admin');
      const menu = page.locator('.tb-account__menu');
      const items = menu.getByRole('menuitem');
      await eventually(() => items.count()).toBe(SECTIONS.length);
      for (const [i, section] of SECTIONS.entries()) {
        const item = items.nth(i);
        // In sight without scrolling anything: inside the phone's width.
        const box = await item.boundingBox();
        expect({
          section,
          lang,
          right: Math.min(390, Math.round(box?.x ?? 0) + Math.round(box?.width ?? 999)),
        }).toEqual({
          section,
          lang,
          right: Math.round((box?.x ?? 0) + (box?.width ?? 999)),
        });
        // Reachable: the item can be brought into view and pressed on the phone.
        await item.click();
        await eventually(() => new URL(page.url()).searchParams.get('section') ?? 'dashboard').toBe(section);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-phone-${section}-${lang}.png`, fullPage: true });
        expect({ section, lang, width: await pageWidth(page) }).toEqual({ section, lang, width: 390 });
      }
      await page.context().close();
    }
  });

  it('lets the dashboard follow the window when it narrows from 1280 to 390 px', async () => {
    const page = await visit('/login', 'en', { viewport: { width: 1280, height: 900 } });
    await signIn(page, 'en', ADMIN.email, ADMIN.password);
    await expect.poll(() => pathname(page), { timeout: 15_000 }).toBe('/admin');
    await eventually(() => page.locator('.tb-dashboard [_echarts_instance_]').count()).toBeGreaterThan(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await eventually(() => pageWidth(page)).toBe(390);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/admin-phone-dashboard-resized-en.png`, fullPage: true });
    // Each chart is drawn again at its box's width, not left at its 1280 px drawing cut at the box's edge.
    const drawnWider = () =>
      page.locator('.tb-dashboard [_echarts_instance_]').evaluateAll((charts) =>
        charts
          .map((chart) => ({
            box: chart.clientWidth,
            drawn: chart.querySelector('svg')?.getBoundingClientRect().width ?? 0,
          }))
          .filter(({ box, drawn }) => Math.abs(box - drawn) > 1),
      );
    await eventually(drawnWider).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await eventually(drawnWider).toEqual([]);
  });
});
