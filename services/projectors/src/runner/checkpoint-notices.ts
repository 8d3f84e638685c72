import { CoalescedNotifier } from '@tb/event-store';
import { CHECKPOINT_CHANNEL, type CheckpointNotice, type Pool } from '@tb/platform';

/**
 * Tells the query side (`ReadModels`) where live projections got to, after their batches commit: the newest notice
 * per schema since the last notification, all in one `NOTIFY` (a JSON array), coalesced across this process's
 * projections (see CoalescedNotifier for why not inside the batch's transaction). Readers that wait meanwhile
 * also reread the catalog now and then, so a notice lost to a crash only delays them.
 */
export class CheckpointNotices {
  readonly #pending = new Map<string, CheckpointNotice>();
  readonly #notifier: CoalescedNotifier;
  private readonly local?: (notice: CheckpointNotice) => void;

  /**
   * `local`: told of each notice at once, for a query side in this same process (the all-in-one app), which then
   * does not wait for the NOTIFY's trip through PostgreSQL; the NOTIFY still goes out for other processes.
   */
  constructor(connection: Pool['options'], local?: (notice: CheckpointNotice) => void) {
    this.local = local;
    this.#notifier = new CoalescedNotifier(connection, CHECKPOINT_CHANNEL, () => {
      const payload = JSON.stringify([...this.#pending.values()]);
      this.#pending.clear();
      return payload;
    });
  }

  /** After the batch that moved the checkpoint committed. */
  post(notice: CheckpointNotice): void {
    this.local?.(notice);
    this.#pending.set(notice.schema, notice);
    this.#notifier.ring();
  }

  /** Sends what is pending, then releases the connection. */
  close(): Promise<void> {
    return this.#notifier.close();
  }
}
