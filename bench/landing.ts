import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from 'playwright-core';
import { openBenchServer } from './lib/bench-server.ts';
import { startInProcessApp } from './lib/in-process-app.ts';
import { fmt, percentile, printTable } from './lib/stats.ts';

/**
 * `npm run bench -- landing`: what a first visit to / costs. The built web app (`npm run build -w web`;
 * nothing is built here) is served by the whole product on a throwaway PostgreSQL and opened in headless
 * chromium with an empty cache, in both languages: the JavaScript it downloads (gzip, as served over the
 * network), whether any of it comes from the admin area, the rich-text editor, the chart library, TanStack
 * Query, the form library or zod (read from the source maps), and the largest contentful paint. Targets:
 * ≤ 150 KB gzip JS, LCP ≤ 1 s.
 */
const RUNS = Number(process.env.BENCH_LANDING_RUNS ?? 7);
const JS_TARGET_KB = 150;
const LCP_TARGET_MS = 1000;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const WEB_DIST = new URL('../web/dist/', import.meta.url).pathname;

/** Source paths that must never reach the landing page. */
const FORBIDDEN = [
  {
    name: 'admin area',
    pattern: /src\/app\/pages\/admin-page|src\/features\/(candidates|dashboard|users|project-admin)\//,
  },
  { name: 'rich-text editor', pattern: /node_modules\/slate/ },
  { name: 'chart library', pattern: /node_modules\/(echarts|zrender)/ },
  // The contact form's libraries load with the form, as its section nears the screen (not on a first screen here).
  { name: 'TanStack Query', pattern: /node_modules\/@tanstack\// },
  { name: 'form library', pattern: /node_modules\/(react-hook-form|@hookform)\// },
  { name: 'zod', pattern: /node_modules\/zod\// },
];

interface Visit {
  lcpMs: number;
  scripts: { path: string; bytes: number; gzip: number }[];
}

/** Records the last largest-contentful-paint candidate, as the browser reports them. */
const LCP_SCRIPT = `
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(LCP_SCRIPT);
    const pending: Promise<Visit['scripts'][number]>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then((body) => ({
          path: new URL(response.url()).pathname,
          bytes: body.length,
          gzip: gzipSync(body).length,
        })),
      );
    });
    await page.goto(url, { waitUntil: 'load' });
    // The landing page arrives prerendered and the app's code loads after it has painted: wait for the app to
    // take it over (main.tsx drops data-prerendered), so every script of the visit is counted.
    await page.locator('#root:not([data-prerendered]) > *').first().waitFor();
    await page.locator('#contact-us').waitFor();
    await page.waitForLoadState('networkidle');
    // LCP is final at the first input; until then, give late candidates (web fonts, images) a moment.
    await page.waitForTimeout(300);
    const lcpMs = await page.evaluate(() => (globalThis as unknown as { __lcp: number }).__lcp);
    return { lcpMs, scripts: await Promise.all(pending) };
  } finally {
    await context.close();
  }
}

/** The forbidden areas whose sources appear in any downloaded script's source map (read from web/dist). */
function forbiddenIn(scripts: Visit['scripts']): string[] {
  const found = new Set<string>();
  for (const script of scripts) {
    const mapFile = join(WEB_DIST, `${script.path}.map`);
    if (!existsSync(mapFile)) continue;
    const { sources = [] } = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: string[] };
    for (const { name, pattern } of FORBIDDEN) {
      if (sources.some((source) => pattern.test(source))) found.add(`${name} (${script.path})`);
    }
  }
  return [...found];
}

export default async function run(): Promise<void> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error('web/dist is missing: run `npm run build -w web` first (this benchmark builds nothing).');
  }
  const server = await openBenchServer();
  const app = await startInProcessApp(await server.createDatabase('bench_landing'), 'tb-bench-landing-');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const baseUrl = app.url;
    const rows: string[][] = [];
    let failed = false;
    for (const [language, path] of [
      ['en', '/'],
      ['zh', '/?lang=zh'],
    ] as const) {
      await visit(browser, `${baseUrl}${path}`); // warm the server (first reads of web/dist from disk)
      const visits: Visit[] = [];
      for (let i = 0; i < RUNS; i++) visits.push(await visit(browser, `${baseUrl}${path}`));
      const lcps = visits.map((v) => v.lcpMs).sort((a, b) => a - b);
      const scripts = visits[0]?.scripts ?? [];
      const gzipKb = scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024;
      const rawKb = scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024;
      const forbidden = forbiddenIn(scripts);
      const lcpP50 = percentile(lcps, 50);
      failed ||= gzipKb > JS_TARGET_KB || lcpP50 > LCP_TARGET_MS || forbidden.length > 0;
      rows.push([
        language,
        String(scripts.length),
        fmt(rawKb, 1),
        `${fmt(gzipKb, 1)} (≤ ${JS_TARGET_KB})`,
        `${fmt(lcpP50)} / ${fmt(lcps.at(-1) ?? 0)} (p50 ≤ ${LCP_TARGET_MS})`,
        forbidden.length ? forbidden.join(', ') : 'none',
      ]);
      const largest = [...scripts].sort((a, b) => b.gzip - a.gzip);
      console.log(
        `${language} scripts (gzip): ${largest.map((s) => `${s.path.replace('/assets/', '')} ${fmt(s.gzip / 1024, 1)} KB`).join(', ')}`,
      );
    }
    console.log(`\nFirst visit to the landing page, empty cache, ${RUNS} runs per language, 1280 × 800:\n`);
    printTable(['language', 'scripts', 'JS KB', 'JS KB gzip', 'LCP ms p50 / max', 'code that must not load'], rows);
    console.log(failed ? '\nTargets: NOT met.' : '\nTargets: met.');
  } finally {
    await browser.close();
    await app.stop();
    await server.close();
  }
}
