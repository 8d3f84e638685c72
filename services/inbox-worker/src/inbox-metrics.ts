import type { Metrics } from '@tb/platform';
import { Gauge } from 'prom-client';
import type { InboxWorkerStatus } from './worker.ts';

const STATES: InboxWorkerStatus['state'][] = ['starting', 'idle', 'syncing', 'retrying', 'stopped'];

/**
 * The inbox worker's sync state at each scrape: one `tb_inbox_state` series per state (1 for the current one,
 * the usual encoding of an enum), consecutive failures, the last successful sync and messages read by outcome.
 */
export function registerInboxMetrics(metrics: Metrics, status: () => InboxWorkerStatus): void {
  const registers = [metrics.registry];
  new Gauge({
    name: 'tb_inbox_state',
    help: 'Inbox worker sync state (1 for the current state), by mode (imap or drop-folder)',
    labelNames: ['mode', 'state'],
    registers,
    collect() {
      const now = status();
      for (const state of STATES) this.set({ mode: now.mode, state }, now.state === state ? 1 : 0);
    },
  });
  new Gauge({
    name: 'tb_inbox_sync_failures',
    help: 'Consecutive failed mailbox syncs (0 after a successful one)',
    registers,
    collect() {
      this.set(status().failures);
    },
  });
  new Gauge({
    name: 'tb_inbox_last_sync_timestamp_seconds',
    help: 'Unix time of the last successful mailbox sync (absent before the first)',
    registers,
    collect() {
      const at = status().lastSyncAt;
      this.reset();
      if (at) this.set(Date.parse(at) / 1000);
    },
  });
  new Gauge({
    name: 'tb_inbox_messages_set_aside',
    help: 'Messages the inbox could not read and set aside (npm run inbox -- list; retry after a fix)',
    registers,
    collect() {
      this.set(status().setAside);
    },
  });
  new Gauge({
    name: 'tb_inbox_messages_read',
    help: 'Messages read since the worker started, by outcome (received, duplicate, ignored)',
    labelNames: ['outcome'],
    registers,
    collect() {
      for (const [outcome, count] of Object.entries(status().counts)) this.set({ outcome }, count);
    },
  });
}
