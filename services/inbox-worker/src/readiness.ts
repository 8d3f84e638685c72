import type { InboxWorkerStatus } from './worker.ts';

/** Failed syncs in a row after which the worker reports itself not ready (the mailbox is down, not a blip). */
export const NOT_READY_AFTER_FAILURES = 3;

/**
 * `/readyz`: ready once the first sync has ended, and while the mailbox answers (a blip or two is tolerated);
 * `degraded` while messages that could not be read are set aside (the mail after them is read; an operator looks).
 */
export function inboxReadiness(status: InboxWorkerStatus): {
  ok: boolean;
  degraded: boolean;
  detail: InboxWorkerStatus;
} {
  const ok =
    status.state === 'idle' ||
    status.state === 'syncing' ||
    (status.state === 'retrying' && status.failures < NOT_READY_AFTER_FAILURES);
  return { ok: ok && status.lastSyncAt !== null, degraded: status.setAside > 0, detail: status };
}
