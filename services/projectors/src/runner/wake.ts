/**
 * Wakes one idle worker loop. A signal sent while the worker is busy is kept, so the next wait returns at
 * once and no new event waits for the poll interval.
 */
export class Wake {
  #pending = false;
  #resolvers: (() => void)[] = [];

  notify(): void {
    if (this.#resolvers.length === 0) {
      this.#pending = true;
      return;
    }
    for (const resolve of this.#resolvers.splice(0)) resolve();
  }

  wait(ms: number, signal?: AbortSignal): Promise<void> {
    if (this.#pending || signal?.aborted || ms <= 0) {
      this.#pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        this.#resolvers = this.#resolvers.filter((r) => r !== done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done, { once: true });
      this.#resolvers.push(done);
    });
  }
}

/** Resolves after `ms`, or at once when the signal aborts. */
export const sleep = (ms: number, signal?: AbortSignal) => new Wake().wait(ms, signal);
