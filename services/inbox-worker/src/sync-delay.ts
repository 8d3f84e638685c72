import { backoffMs } from '@tb/platform';

/** The longest wait between two attempts while the mailbox keeps failing. */
export const MAX_BACKOFF_MS = 60_000;

/**
 * How long the worker waits before its next sync: the poll interval after a success; after failures 1 s,
 * doubling with each one in a row, up to a minute (a server that went away is retried soon, never hammered).
 */
export function nextSyncDelay(failures: number, pollMs: number): number {
  return failures === 0 ? pollMs : backoffMs(failures, 1000, MAX_BACKOFF_MS);
}
