import { describe, expect, it } from 'vitest';
import { inboxReadiness, NOT_READY_AFTER_FAILURES } from './readiness.ts';
import { MAX_BACKOFF_MS, nextSyncDelay } from './sync-delay.ts';
import type { InboxWorkerStatus } from './worker.ts';

const status = (
  state: InboxWorkerStatus['state'],
  failures = 0,
  lastSyncAt: string | null = '2026-01-01T00:00:00Z',
  setAside = 0,
) =>
  ({
    mode: 'imap',
    state,
    lastSyncAt,
    lastError: failures > 0 ? 'connect ECONNREFUSED' : null,
    failures,
    counts: { received: 0, duplicate: 0, ignored: 0 },
    setAside,
  }) satisfies InboxWorkerStatus;

describe('inbox readiness', () => {
  it('is not ready before the first sync has ended', () => {
    expect(inboxReadiness(status('starting', 0, null)).ok).toBe(false);
    expect(inboxReadiness(status('syncing', 0, null)).ok).toBe(false);
  });

  it('is ready while the mailbox answers, and through a blip or two', () => {
    expect(inboxReadiness(status('idle')).ok).toBe(true);
    expect(inboxReadiness(status('syncing')).ok).toBe(true);
    expect(inboxReadiness(status('retrying', NOT_READY_AFTER_FAILURES - 1)).ok).toBe(true);
  });

  it('reports the mailbox down after repeated failures, and a stopped worker, with the state as detail', () => {
    const down = inboxReadiness(status('retrying', NOT_READY_AFTER_FAILURES));
    expect(down.ok).toBe(false);
    expect(down.detail).toMatchObject({ state: 'retrying', lastError: 'connect ECONNREFUSED' });
    expect(inboxReadiness(status('stopped')).ok).toBe(false);
  });

  it('is ready but degraded while messages that could not be read are set aside', () => {
    expect(inboxReadiness(status('idle', 0, '2026-01-01T00:00:00Z', 2))).toMatchObject({ ok: true, degraded: true });
    expect(inboxReadiness(status('idle')).degraded).toBe(false);
  });
});

describe('the wait before the next sync', () => {
  it('is the poll interval after a success', () => {
    expect(nextSyncDelay(0, 30_000)).toBe(30_000);
  });

  it('backs off exponentially after failures, up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((failures) => nextSyncDelay(failures, 30_000))).toEqual([
      1000,
      2000,
      4000,
      8000,
      16_000,
      32_000,
      MAX_BACKOFF_MS,
      MAX_BACKOFF_MS,
      MAX_BACKOFF_MS,
    ]);
  });
});
