export interface Queued {
  account: string;
  bytes: number;
}

/**
 * Waiting work per account, served round-robin: the next item comes from the account with the least work
 * running, and among those from the one served longest ago (or never). So one account's many documents
 * delay another account's by at most the one document of theirs that is running.
 */
export class FairQueue<T extends Queued> {
  private readonly waiting = new Map<string, T[]>();
  private readonly running = new Map<string, number>();
  /** When each account with work waiting or running was last served (a tick, not a time). */
  private readonly served = new Map<string, number>();
  private tick = 0;
  private count = 0;
  private byteCount = 0;

  get size(): number {
    return this.count;
  }

  get bytes(): number {
    return this.byteCount;
  }

  waitingFor(account: string): number {
    return this.waiting.get(account)?.length ?? 0;
  }

  push(item: T): void {
    const list = this.waiting.get(item.account);
    if (list) list.push(item);
    else this.waiting.set(item.account, [item]);
    this.count++;
    this.byteCount += item.bytes;
  }

  /** The next item to run (and it counts as running from now on), or undefined when nothing waits. */
  take(): T | undefined {
    let chosen: string | undefined;
    let chosenRunning = Number.POSITIVE_INFINITY;
    let chosenServed = Number.POSITIVE_INFINITY;
    for (const account of this.waiting.keys()) {
      const running = this.running.get(account) ?? 0;
      const served = this.served.get(account) ?? 0;
      if (running < chosenRunning || (running === chosenRunning && served < chosenServed)) {
        [chosen, chosenRunning, chosenServed] = [account, running, served];
      }
    }
    if (chosen === undefined) return undefined;
    const list = this.waiting.get(chosen) as T[];
    const item = list.shift() as T;
    if (list.length === 0) this.waiting.delete(chosen);
    this.count--;
    this.byteCount -= item.bytes;
    this.running.set(chosen, (this.running.get(chosen) ?? 0) + 1);
    this.served.set(chosen, ++this.tick);
    return item;
  }

  /** Takes an item out before it ran (it waited too long). */
  remove(item: T): boolean {
    const list = this.waiting.get(item.account);
    const at = list?.indexOf(item) ?? -1;
    if (!list || at < 0) return false;
    list.splice(at, 1);
    if (list.length === 0) this.waiting.delete(item.account);
    this.count--;
    this.byteCount -= item.bytes;
    this.forgetIfIdle(item.account);
    return true;
  }

  /** An item `take` gave out has finished. */
  done(item: T): void {
    const left = (this.running.get(item.account) ?? 1) - 1;
    if (left > 0) this.running.set(item.account, left);
    else this.running.delete(item.account);
    this.forgetIfIdle(item.account);
  }

  /** An account with nothing waiting or running has had no share lately: it starts afresh. */
  private forgetIfIdle(account: string): void {
    if (!this.waiting.has(account) && !this.running.has(account)) this.served.delete(account);
  }

  /** Everything still waiting, emptied. */
  drain(): T[] {
    const all = [...this.waiting.values()].flat();
    this.waiting.clear();
    for (const account of [...this.served.keys()]) this.forgetIfIdle(account);
    this.count = 0;
    this.byteCount = 0;
    return all;
  }
}
