interface Entry {
  /** The decider that folded the state: a stream is only ever read back by the same one. */
  decider: object;
  revision: number;
  state: unknown;
}

/**
 * Folded aggregate states by stream, least recently used dropped first. Events never change, so a cached
 * state plus the events after its revision is the current state: a command reads only the stream's tail.
 * Per process; correctness never depends on it (appends still carry the expected revision).
 */
export class AggregateCache {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;

  constructor(maxEntries = 10_000) {
    this.maxEntries = maxEntries;
  }

  get<S>(streamId: string, decider: object): { revision: number; state: S } | undefined {
    const entry = this.entries.get(streamId);
    if (!entry || entry.decider !== decider) return undefined;
    this.entries.delete(streamId);
    this.entries.set(streamId, entry);
    return { revision: entry.revision, state: entry.state as S };
  }

  set<S>(streamId: string, decider: object, revision: number, state: S): void {
    this.entries.delete(streamId);
    this.entries.set(streamId, { decider, revision, state });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Forget a stream, e.g. when its personal data was erased. */
  delete(streamId: string): void {
    this.entries.delete(streamId);
  }
}
