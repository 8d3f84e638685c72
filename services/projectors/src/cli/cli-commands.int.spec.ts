import type { EventStore } from '@tb/event-store';
import { createLogger } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eventLogStatsProjection } from '../projections/event-log-stats/event-log-stats-projection.ts';
import { startProjectors } from '../runner/start-projectors.ts';
import { appendDeposits, ledgerProjection } from '../testing/ledger-projection.ts';
import { createSequentialStore } from '../testing/sequential-store.ts';
import { rebuildWithProgress } from './rebuild-command.ts';
import { statusLines } from './status-command.ts';

const logger = createLogger({ level: 'silent' });
let db: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  db = await createTestDatabase(6);
  store = await createSequentialStore(db.pool);
  await appendDeposits(store, 3000, 5);
});

afterAll(() => db?.drop());

const capture = () => {
  const progress: string[] = [];
  const lines: string[] = [];
  return { progress, lines, output: { progress: (l: string) => progress.push(l), line: (l: string) => lines.push(l) } };
};

it('rebuilds with a progress bar when no projector is running, then reports the new schema live', async () => {
  const first = capture();
  await rebuildWithProgress({
    pool: db.pool,
    store,
    projection: eventLogStatsProjection,
    logger,
    output: first.output,
  });
  expect(first.lines.join('\n')).toMatch(/rm_event_log_stats_v1 is live: 3000 events/);

  const second = capture();
  const live = await rebuildWithProgress({
    pool: db.pool,
    store,
    projection: ledgerProjection(),
    logger,
    output: second.output,
    pollMs: 50,
  });
  expect(live.schema).toBe('rm_ledger_v1');
  expect(second.progress.some((l) => /\[#*-+\]\s+\d+%\s+[\d,]+\/3,000 events\s+[\d,]+ ev\/s\s+ETA/.test(l))).toBe(true);

  const status = await statusLines(db.pool, store);
  expect(status[0]).toMatch(/^NAME\s+VERSION\s+SCHEMA\s+STATE\s+POSITION\s+LAG\s+EVENTS\s+STATUS$/);
  expect(status.find((l) => l.startsWith('event_log_stats'))).toMatch(
    /^event_log_stats\s+1\s+rm_event_log_stats_v1\s+live\s+3000\s+0\s+3000\s+running$/,
  );
});

it('lets the running projectors do a requested rebuild and follows its progress', async () => {
  const app = await startProjectors({ pool: db.pool, store, logger, projections: [eventLogStatsProjection] });
  try {
    // The app's worker takes the projection's lock just after start: until then the command's own runner
    // could win it and do the rebuild itself, which is not what this test is about.
    await expect
      .poll(async () => (await app.status()).find((s) => s.name === 'event_log_stats' && s.state === 'live')?.runsHere)
      .toBe(true);
    const run = capture();
    const live = await rebuildWithProgress({
      pool: db.pool,
      store,
      projection: eventLogStatsProjection,
      logger,
      output: run.output,
    });
    expect(live.schema).toBe('rm_event_log_stats_v1_g2');
    const appStatus = await app.status();
    expect(appStatus.find((s) => s.schema === live.schema)).toMatchObject({ state: 'live', runsHere: true, lag: 0 });
  } finally {
    await app.stop();
  }
});
