/**
 * Answers (JSON texts) computed from a read model, kept while the read model's data version stays the same
 * (`ReadModels.dataVersionOf`): a version changes with every batch that may have changed the rows, so a kept
 * answer is exactly what a new query would give. Answers of an older version are dropped as soon as a newer one is
 * asked for (an erased candidate's data does not linger), and also after `idleMs` without a request.
 *
 * Concurrent requests for the same answer share one computation. Least recently used answers go first when the
 * total length passes `maxChars` (characters of JSON) or the count passes `maxEntries`.
 */
export class AnswerCache {
  #version: string | null = null;
  readonly #answers = new Map<string, Promise<string>>();
  readonly #sizes = new Map<string, number>();
  #chars = 0;
  #idleTimer: NodeJS.Timeout | null = null;
  private readonly limits: { maxChars: number; maxEntries: number; idleMs: number };

  constructor(
    limits: { maxChars: number; maxEntries: number; idleMs: number } = {
      maxChars: 16_000_000,
      maxEntries: 500,
      idleMs: 60_000,
    },
  ) {
    this.limits = limits;
  }

  /** The answer for `key` under `version`, computed by `compute` unless kept. */
  get(version: string, key: string, compute: () => Promise<string>): Promise<string> {
    if (version !== this.#version) {
      this.clear();
      this.#version = version;
    }
    this.#touchIdle();
    const kept = this.#answers.get(key);
    if (kept) {
      // Most recently used last.
      this.#answers.delete(key);
      this.#answers.set(key, kept);
      return kept;
    }
    const answer = compute();
    this.#answers.set(key, answer);
    answer.then(
      (text) => {
        if (this.#answers.get(key) !== answer) return; // cleared or replaced meanwhile
        this.#sizes.set(key, text.length);
        this.#chars += text.length;
        this.#evict();
      },
      () => {
        if (this.#answers.get(key) === answer) this.#answers.delete(key);
      },
    );
    this.#evict();
    return answer;
  }

  /** How many answers are kept (computed or in flight). */
  get size(): number {
    return this.#answers.size;
  }

  clear(): void {
    this.#answers.clear();
    this.#sizes.clear();
    this.#chars = 0;
    this.#version = null;
    if (this.#idleTimer) clearTimeout(this.#idleTimer);
    this.#idleTimer = null;
  }

  #evict() {
    for (const key of this.#answers.keys()) {
      if (this.#chars <= this.limits.maxChars && this.#answers.size <= this.limits.maxEntries) return;
      this.#answers.delete(key);
      this.#chars -= this.#sizes.get(key) ?? 0;
      this.#sizes.delete(key);
    }
  }

  #touchIdle() {
    if (this.#idleTimer) this.#idleTimer.refresh();
    else this.#idleTimer = setTimeout(() => this.clear(), this.limits.idleMs).unref();
  }
}
