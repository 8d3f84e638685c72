import type { RecordedEvent } from '@tb/event-store';

/**
 * The newest events of the log, as the process's live subscription delivered them: a gap-free suffix of the
 * log (the subscription yields every event after its start, once, in order). Workers near the head take
 * their next batch from here instead of each reading the same events from the database again; a worker
 * further behind (a rebuild, a restart) reads the store.
 */
export class RecentEvents {
  /** The position the suffix starts after; undefined while nothing is known (no subscription running). */
  #base: string | null | undefined = undefined;
  #events: RecordedEvent[] = [];
  private readonly capacity: number;

  constructor(capacity = 2000) {
    this.capacity = capacity;
  }

  /** A subscription starts after `position`: the suffix begins there. */
  reset(position: string | null): void {
    this.#base = position;
    this.#events = [];
  }

  /** The subscription ended: the suffix may miss what is appended until the next one starts. */
  clear(): void {
    this.#base = undefined;
    this.#events = [];
  }

  push(event: RecordedEvent): void {
    if (this.#base === undefined) return;
    this.#events.push(event);
    if (this.#events.length >= this.capacity * 2) {
      const dropped = this.#events.splice(0, this.#events.length - this.capacity);
      this.#base = dropped.at(-1)?.position ?? this.#base;
    }
  }

  /**
   * Up to `limit` events after `position` when the suffix holds that position (an empty list: none received
   * yet), or undefined when it does not, and the store must be read.
   */
  after(position: string | null, limit: number): RecordedEvent[] | undefined {
    if (this.#base === undefined) return undefined;
    let start = -1;
    if (position === this.#base) start = 0;
    else {
      for (let i = this.#events.length - 1; i >= 0; i--) {
        if (this.#events[i]?.position === position) {
          start = i + 1;
          break;
        }
      }
    }
    return start < 0 ? undefined : this.#events.slice(start, start + limit);
  }
}
