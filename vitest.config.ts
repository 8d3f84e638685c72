import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const globalSetup = ['packages/platform/src/testing/global-setup.ts'];
const resolve = { alias: { '@/': fileURLToPath(new URL('./web/src/', import.meta.url)) } };
const exclude = ['**/node_modules/**', '**/dist/**', '**/.data/**'];

// Test levels by file name: *.unit.spec.ts (no I/O), *.int.spec.ts (real PostgreSQL and servers),
// *.e2e.spec.ts (the built product in a real browser).
export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['**/*.unit.spec.{ts,tsx}'],
          exclude,
          // The web app loads one language at a time; its unit tests get both up front.
          setupFiles: ['web/src/shared/i18n/test-setup.ts'],
          // A unit test catches a hang, never a slow machine: the extractor's tests take about a second each when
          // idle and timed out at the default 5 s under a load of 10 on 2 cores (a CI run beside two benches).
          testTimeout: 60_000,
        },
      },
      {
        resolve,
        test: {
          name: 'int',
          sequence: { groupOrder: 1 },
          include: ['**/*.int.spec.ts'],
          exclude,
          globalSetup,
          // Generous: a test catches a hang, never a slow machine (CI saw load 20 with a broker, PostgreSQL and
          // Chromium running; the Kafka kill-and-restart test took over 60 s there).
          testTimeout: 180_000,
          hookTimeout: 240_000,
          // expect.poll waits for something that will happen: a slow machine must not fail it (default 1 s).
          expect: { poll: { timeout: 10_000 } },
          pool: 'forks',
          maxWorkers: 2,
        },
      },
      {
        resolve,
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['**/*.e2e.spec.ts'],
          exclude,
          globalSetup,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          expect: { poll: { timeout: 10_000 } },
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});
