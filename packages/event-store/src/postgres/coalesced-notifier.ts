import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { NOTIFY_CHANNEL } from './schema.ts';

/** Under a stream of appends, one notification per this long: a notification costs about what an append does. */
const MIN_INTERVAL_MS = 2;

/**
 * Wakes live subscribers in every process after appends commit: one `NOTIFY` on a connection of its own,
 * sent after the append's commit, and coalesced: appends that commit while a notification is on its way, or
 * within MIN_INTERVAL_MS after it, share the next one. The first append after a quiet spell notifies at once.
 *
 * Why not `pg_notify` inside the append: a transaction that notifies takes a database-wide lock at commit,
 * so notifying appends commit one at a time; measured here, it cost a third of the single-append throughput.
 * A notification alone writes no WAL and waits for no flush. If the process dies between a commit and its
 * notification, subscribers still read the events on their next wake-up (any later append, or their
 * periodic recheck).
 */
export class AppendNotifier {
  private readonly pool: pg.Pool;
  private pending = false;
  private draining: Promise<void> | null = null;
  private closed = false;

  constructor(connection: pg.PoolConfig) {
    this.pool = new pg.Pool({ ...connection, max: 1, idleTimeoutMillis: 10_000, allowExitOnIdle: true });
    // A dropped connection is replaced on the next notification; subscribers recheck meanwhile.
    this.pool.on('error', () => {});
  }

  /** After a commit: subscribers hear of it once a notification sent from now on arrives. */
  ring(): void {
    if (this.closed) return;
    this.pending = true;
    this.draining ??= this.drain();
  }

  private async drain(): Promise<void> {
    try {
      while (this.pending && !this.closed) {
        this.pending = false;
        try {
          await this.pool.query(`SELECT pg_notify('${NOTIFY_CHANNEL}', '')`);
        } catch {
          // The database is unreachable: subscribers poll while their LISTEN connection is down.
        }
        if (this.pending) await sleep(MIN_INTERVAL_MS);
      }
    } finally {
      // Set in the same turn as the last check of `pending`: a ring() after it starts a new drain.
      this.draining = null;
    }
  }

  /** Sends what is pending, then releases the connection. */
  async close(): Promise<void> {
    await this.draining;
    this.closed = true;
    await this.pool.end();
  }
}
