export interface RunnerOptions {
  /** Events read and committed per transaction. */
  batchSize: number;
  /** How long a retired schema stays after a switch, so queries that looked it up just before can finish. */
  retiredGraceMs: number;
  /** First retry delay of a failing projection; doubles per failure up to `maxBackoffMs`. */
  initialBackoffMs: number;
  maxBackoffMs: number;
  /** How often a replica without a projection's lock tries to take it over. */
  lockRetryMs: number;
  /** Safety net: an idle projection re-reads the log this often even without a wake-up. */
  idlePollMs: number;
  /**
   * After a batch that caught up with the log, how long (from that batch's start) a worker lets new events gather
   * before its next batch. The first event after a quiet spell is applied at once; under a stream of writes, batches
   * grow instead of each projection committing every few events (a batch costs about the same for 1 event as for
   * 50). A batch that took this long already gathered: the next one starts at once.
   */
  gatherMs: number;
  /**
   * A live checkpoint moved past a batch with nothing the projection reads is written to the catalog this much later,
   * together with the ones after it (readers are told of it at once); a batch it reads writes it at once.
   */
  checkpointSaveMs: number;
}

export const defaultRunnerOptions: RunnerOptions = {
  batchSize: 500,
  retiredGraceMs: 60_000,
  initialBackoffMs: 500,
  maxBackoffMs: 60_000,
  lockRetryMs: 2_000,
  idlePollMs: 5_000,
  gatherMs: 10,
  checkpointSaveMs: 250,
};
