import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** Under a stream of commits, one notification per this long: a notification costs about what an append does. */
const MIN_INTERVAL_MS = 2;

/**
 * Tells listeners in every process about commits: one `NOTIFY` on a connection of its own, sent after the commit,
 * and coalesced: commits that ring while a notification is on its way, or within MIN_INTERVAL_MS after it, share
 * the next one, whose payload `takePayload` gives when it is sent (what happened since the last one). The first
 * ring after a quiet spell notifies at once.
 *
 * Why not `pg_notify` inside the committing transaction: a transaction that notifies takes a database-wide lock at
 * commit, so notifying transactions commit one at a time, each holding the lock through its WAL flush; measured
 * here, it cost a third of the single-append throughput. A notification alone writes no WAL and waits for no
 * flush. If the process dies between a commit and its notification, listeners must find out otherwise: the event
 * store's subscribers on their next wake-up (any later append, or their periodic recheck), the read side's
 * waiters by rereading the catalog while they wait.
 */
export class CoalescedNotifier {
  private readonly pool: pg.Pool;
  private pending = false;
  private draining: Promise<void> | null = null;
  private closed = false;
  private readonly channel: string;
  private readonly takePayload: () => string;

  constructor(connection: pg.PoolConfig, channel: string, takePayload: () => string = () => '') {
    this.channel = channel;
    this.takePayload = takePayload;
    this.pool = new pg.Pool({ ...connection, max: 1, idleTimeoutMillis: 10_000, allowExitOnIdle: true });
    // A dropped connection is replaced on the next notification; listeners recheck meanwhile.
    this.pool.on('error', () => {});
  }

  /** After a commit: listeners hear of it once a notification sent from now on arrives. */
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
          await this.pool.query('SELECT pg_notify($1, $2)', [this.channel, this.takePayload()]);
        } catch {
          // The database is unreachable: listeners poll while their LISTEN connection is down.
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
