import { availableParallelism } from 'node:os';
import { DocumentError, type DocumentErrorCode } from '../errors.ts';
import { FairQueue } from './fair-queue.ts';
import { ParserProcess } from './parser-process.ts';

export interface PoolLimits {
  /** Parsers, each a process of its own (see parser-process.ts); "threads" in the pool's names and stats. */
  size: number;
  /** Heap limit of each parser: a document that needs more ends as `too_complex`. */
  maxHeapMb: number;
  /**
   * The most memory one document may add to its parser's resident memory (heap, buffers, native allocations),
   * over what the parser held when the document started. Sampled every `memoryCheckMs`; past it the parser is
   * killed: `too_complex`.
   */
  maxMemoryMb: number;
  memoryCheckMs: number;
  /**
   * The most CPU time one document may use in its thread (parse and every extraction step); then it ends as
   * `timeout`. While other documents wait for a thread, also the most wall time it may hold its thread, so no one
   * waits longer than one budget for a thread that a slow document holds. CPU time otherwise: on a loaded machine a
   * thread gets a fraction of a core, and an ordinary document alone then took more than 5 s of wall time and was
   * stopped, while a hostile one spins a core and is stopped as soon as it has used its budget.
   */
  budgetMs: number;
  /**
   * The most wall time one document may hold a thread, whatever CPU time it used (a thread that waits, or gets
   * almost no core): it bounds when every caller has an answer. Never less than the document's budget.
   */
  maxRunMs: number;
  /** The most a document may wait for a thread, from its arrival; then it is refused as `busy`. */
  maxWaitMs: number;
  /** Documents waiting, in all, per account, and their bytes: one more is refused at once as `busy`. */
  maxQueued: number;
  maxQueuedPerAccount: number;
  maxQueuedBytes: number;
}

/**
 * Two threads on the 2-core machine this runs on: two accounts' hostile documents then hold both, and a
 * third account waits at most one budget, while the server's own thread still gets its share of the cores.
 */
export const DEFAULT_POOL_LIMITS: PoolLimits = {
  size: Math.min(4, Math.max(2, availableParallelism() - 1)),
  maxHeapMb: 512,
  maxMemoryMb: 384,
  memoryCheckMs: 25,
  budgetMs: 5_000,
  maxRunMs: 15_000,
  maxWaitMs: 10_000,
  maxQueued: 32,
  maxQueuedPerAccount: 8,
  maxQueuedBytes: 256 * 1024 * 1024,
};

export interface RunOptions {
  /** Whose document: fairness is per account. */
  account: string;
  /** Overrides the pool's budget for this document. */
  budgetMs?: number;
  /** Size of the request, counted against `maxQueuedBytes` while it waits. */
  bytes?: number;
  /** Told how long the document waited for a thread and then ran, once it is answered (or refused). */
  onTimes?: (times: PoolTimes) => void;
}

export interface PoolTimes {
  waitMs: number;
  runMs: number;
  /** The most memory its parser was seen adding (resident, over what it held when the document started), in MB. */
  peakMb?: number;
}

type WorkerReply<R> =
  | { ready: true; id?: undefined }
  | { id: number; ok: true; result: R }
  | { id: number; ok: false; error: { code: DocumentErrorCode; detail: string } };

interface Job<T, R> {
  id: number;
  account: string;
  bytes: number;
  task: T;
  budgetMs: number;
  startedAt?: number;
  peakBytes?: number;
  /** When the budget started: the job's start in a ready thread, or its thread's ready message. */
  budgetFrom?: number;
  /** The parser's CPU time (µs) and resident memory (bytes) when the job started in it; the budgets count from there. */
  cpuAtStartMicros?: number;
  cpuUsedMicros?: number;
  memoryAtStartBytes?: number;
  waitTimer?: NodeJS.Timeout;
  resolve: (result: R) => void;
  reject: (error: Error) => void;
}

interface Slot<T, R> {
  parser: ParserProcess;
  /** The parser has loaded its libraries; a job's budget runs from then, not from the process's start. */
  ready: boolean;
  job?: Job<T, R>;
  timer?: NodeJS.Timeout;
  /** Samples the parser's memory and CPU time while it holds a job. */
  watchdog?: NodeJS.Timeout;
}

export interface PoolStats {
  threads: number;
  /** Parsers that have loaded their libraries and can start a document at once. */
  ready: number;
  running: number;
  waiting: number;
}

const defaultWorker = new URL('./extract-worker.mjs', import.meta.url);
/** How long a new thread may take to load its parsers before its first document's budget starts anyway. */
const STARTUP_ALLOWANCE_MS = 10_000;
/** Below a fifth of its budget in CPU time, a document that held its parser a budget long was starved (usedItsShare). */
const STARVED_SHARE = 5;
/** A parser holding more than this after a document is replaced (recycleIfLarge); a warm parser that has read a few PDFs holds 170–240 MB. */
const RECYCLE_ABOVE_MB = 400;

/**
 * Long-lived parsers (processes, see parser-process.ts; "threads" in names and stats) behind a bounded, fair
 * queue. A document waits at most `maxWaitMs` from its arrival and then uses at most `budgetMs` of CPU and holds a
 * parser at most `maxRunMs` (at most `budgetMs` while others wait), so every caller has an answer within the wait
 * and the run of its arrival. A parser that runs past the budget, runs out of memory or dies costs only that
 * document: it is killed and replaced. While documents wait, one spare parser beyond `size` starts and stays idle,
 * so the next document runs as soon as a parser's work ends instead of waiting for a new one to start.
 */
export class WorkerPool<T, R> {
  private readonly slots = new Set<Slot<T, R>>();
  private readonly queue = new FairQueue<Job<T, R>>();
  private readonly limits: PoolLimits;
  private readonly workerUrl: URL;
  private nextId = 1;
  private closed = false;

  /** `workerUrl`: a thread that answers `{ id, task }` with `{ id, ok, result | error }` (tests use their own). */
  constructor(limits: Partial<PoolLimits> = {}, workerUrl: URL = defaultWorker) {
    this.limits = { ...DEFAULT_POOL_LIMITS, ...limits };
    this.workerUrl = workerUrl;
  }

  run(task: T, options: RunOptions): Promise<R> {
    const arrivedAt = performance.now();
    return new Promise((resolve, reject) => {
      const timed =
        <A>(settle: (value: A) => void) =>
        (value: A) => {
          const now = performance.now();
          const startedAt = job.startedAt ?? now;
          try {
            const peak = job.peakBytes === undefined ? {} : { peakMb: job.peakBytes / 2 ** 20 };
            options.onTimes?.({ waitMs: startedAt - arrivedAt, runMs: now - startedAt, ...peak });
          } catch {
            // A caller's report must not end the pool's timer or event handler that settles the document.
          }
          settle(value);
        };
      const job: Job<T, R> = {
        id: this.nextId++,
        account: options.account,
        bytes: options.bytes ?? 0,
        task,
        budgetMs: options.budgetMs ?? this.limits.budgetMs,
        resolve: timed(resolve),
        reject: timed(reject),
      };
      const refusal = this.closed ? 'pool closed' : this.hasRoom(job) ? undefined : 'queue full';
      if (refusal) return reject(new DocumentError('busy', refusal));
      this.queue.push(job);
      job.waitTimer = setTimeout(() => {
        if (this.queue.remove(job))
          job.reject(new DocumentError('busy', `no thread free after ${this.limits.maxWaitMs} ms`));
      }, this.limits.maxWaitMs);
      job.waitTimer.unref();
      this.pump();
    });
  }

  stats(): PoolStats {
    const ready = [...this.slots].filter((slot) => slot.ready).length;
    return { threads: this.slots.size, ready, running: this.running(), waiting: this.queue.size };
  }

  /**
   * Starts every parser now instead of on the first document. A parser takes seconds of CPU to load its
   * libraries, so without this the first uploads after a start wait for that (and, under load, past their wait).
   */
  warm(): void {
    if (this.closed) return;
    while (this.slots.size < this.limits.size && this.spawn());
  }

  private running(): number {
    return [...this.slots].filter((slot) => slot.job).length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.drain()) {
      clearTimeout(job.waitTimer);
      job.reject(new DocumentError('busy', 'pool closed'));
    }
    await Promise.all([...this.slots].map((slot) => this.retire(slot, new DocumentError('busy', 'pool closed'))));
  }

  /** A job that would only wait is refused when the queue is at one of its bounds. */
  private hasRoom(job: Job<T, R>): boolean {
    if (this.running() < this.limits.size && this.queue.size === 0) return true;
    const { maxQueued, maxQueuedPerAccount, maxQueuedBytes } = this.limits;
    return (
      this.queue.size < maxQueued &&
      this.queue.waitingFor(job.account) < maxQueuedPerAccount &&
      (this.queue.bytes + job.bytes <= maxQueuedBytes || this.queue.size === 0)
    );
  }

  private pump(): void {
    if (this.closed) return;
    while (this.queue.size > 0 && this.running() < this.limits.size) {
      const idle = [...this.slots].filter((s) => !s.job);
      const slot = idle.find((s) => s.ready) ?? idle[0] ?? this.spawn();
      // No thread could be started: the documents wait (and are refused as busy at their wait's end).
      if (!slot) return;
      const job = this.queue.take() as Job<T, R>;
      clearTimeout(job.waitTimer);
      this.start(slot, job);
    }
    // Once the pool is used, all its threads start (idle ones never keep the process alive), so a burst of
    // documents does not wait for threads to start; and while work waits, a spare is made ready — once the others
    // are: a third parser loading beside two that still load only slows them all (right after a start, under a
    // burst, the first uploads waited past their limit).
    while (this.slots.size < this.limits.size && this.spawn());
    const allReady = [...this.slots].every((slot) => slot.ready);
    if (this.queue.size > 0 && this.slots.size <= this.limits.size && allReady) this.spawn();
  }

  private start(slot: Slot<T, R>, job: Job<T, R>): void {
    slot.job = job;
    job.startedAt = performance.now();
    slot.parser.setHoldsProcess(true);
    // A thread still starting gets its start-up on top (bounded too: a thread that never starts is stopped).
    this.startWallLimit(slot, job, slot.ready ? 0 : STARTUP_ALLOWANCE_MS);
    if (slot.ready) this.startBudgets(slot, job);
    this.watch(slot, job);
    slot.parser.send({ id: job.id, task: job.task });
  }

  /**
   * The heap limit counts only JavaScript objects: a PDF whose font inflates to a gigabyte, or a DOCX whose ZIP
   * directory lies, fills buffers instead (1.8 GB in under 5 s, measured). So the parser's resident memory is
   * sampled, and a parser that has grown past `maxMemoryMb` since the document started is killed; its CPU time is
   * sampled the same way against the document's budget. Both are read from outside the process, so a parser busy
   * in a loop or in native code is measured as well as an idle one.
   */
  private watch(slot: Slot<T, R>, job: Job<T, R>): void {
    clearInterval(slot.watchdog);
    slot.watchdog = setInterval(() => {
      if (slot.job !== job || job.budgetFrom === undefined) return;
      const memory = slot.parser.memoryBytes();
      if (memory !== undefined && job.memoryAtStartBytes !== undefined) {
        const grown = memory - job.memoryAtStartBytes;
        job.peakBytes = Math.max(job.peakBytes ?? 0, grown);
        if (grown > this.limits.maxMemoryMb * 2 ** 20) {
          const mb = Math.round(grown / 2 ** 20);
          void this.retire(
            slot,
            new DocumentError('too_complex', `${mb} MB more in use > ${this.limits.maxMemoryMb} MB`),
          );
          return;
        }
      }
      const cpu = slot.parser.cpuMicros();
      if (cpu !== undefined && job.cpuAtStartMicros !== undefined) job.cpuUsedMicros = cpu - job.cpuAtStartMicros;
      const heldMs = performance.now() - job.budgetFrom;
      const cpuUsed = job.cpuUsedMicros ?? 0;
      if (cpuUsed > job.budgetMs * 1000) {
        const ms = Math.round(cpuUsed / 1000);
        void this.retire(slot, new DocumentError('timeout', `${ms} ms of CPU > budget of ${job.budgetMs} ms`));
      } else if (this.queue.size > 0 && heldMs > job.budgetMs && this.usedItsShare(job)) {
        const ms = Math.round(heldMs);
        void this.retire(slot, new DocumentError('timeout', `held its parser ${ms} ms while others waited`));
      }
    }, this.limits.memoryCheckMs);
    slot.watchdog.unref();
  }

  private startWallLimit(slot: Slot<T, R>, job: Job<T, R>, extraMs = 0): void {
    const wallMs = Math.max(this.limits.maxRunMs, job.budgetMs);
    clearTimeout(slot.timer);
    slot.timer = setTimeout(() => {
      void this.retire(slot, new DocumentError('timeout', `no result after ${wallMs} ms`));
    }, wallMs + extraMs);
  }

  /**
   * A document that held its parser a budget long while others waited is stopped only when it used the CPU it was
   * given: a fifth of the budget. One that got less was starved by other work on the machine, not hogging its
   * parser (an outside attack saw an ordinary resume stopped at 5 s having had almost no core); it goes on to its
   * CPU budget or the run limit. Where CPU time cannot be read, wall time alone decides.
   */
  private usedItsShare(job: Job<T, R>): boolean {
    return job.cpuUsedMicros === undefined || job.cpuUsedMicros >= (job.budgetMs * 1000) / STARVED_SHARE;
  }

  /**
   * Reads the parser's CPU time and memory as the job starts in it (a parser still starting: once it is ready, so
   * loading its libraries is not counted).
   */
  private startBudgets(slot: Slot<T, R>, job: Job<T, R>): void {
    job.budgetFrom = performance.now();
    job.cpuAtStartMicros = slot.parser.cpuMicros();
    job.memoryAtStartBytes = slot.parser.memoryBytes();
  }

  /** A new parser, or undefined when the system refuses one at once: never a throw. */
  private spawn(): Slot<T, R> | undefined {
    let parser: ParserProcess;
    try {
      parser = new ParserProcess(this.workerUrl, this.limits.maxHeapMb);
    } catch {
      return undefined;
    }
    const slot: Slot<T, R> = { parser, ready: false };
    parser.onMessage((reply: WorkerReply<R>) => {
      const job = slot.job;
      if ('ready' in reply) {
        slot.ready = true;
        if (job) {
          this.startWallLimit(slot, job);
          this.startBudgets(slot, job);
        }
        // Work may be waiting for the spare that waited for this parser to load.
        this.pump();
        return;
      }
      if (!job || job.id !== reply.id) return;
      this.finish(slot);
      if (reply.ok) job.resolve(reply.result);
      else job.reject(new DocumentError(reply.error.code, reply.error.detail));
      this.recycleIfLarge(slot);
      this.pump();
    });
    // The system could not start the process: its document is refused as busy, not blamed.
    parser.onError((error) => void this.retire(slot, new DocumentError('busy', error.message)));
    parser.onExit((signal) => void this.retire(slot, this.exitReason(parser, signal)));
    parser.setHoldsProcess(false);
    this.slots.add(slot);
    return slot;
  }

  /**
   * Why a parser ended while it held a document (the pool's own kills settle the document first). V8 aborting on
   * a heap is the document's doing; a kill from outside (the system short of memory, an operator) is not, so the
   * caller is told to try again rather than that the file is damaged.
   */
  private exitReason(parser: ParserProcess, signal: NodeJS.Signals | null): DocumentError {
    const fatal = parser.fatalLine();
    if (signal === 'SIGABRT' || fatal?.includes('out of memory')) {
      return new DocumentError('too_complex', fatal ?? `the parser ran out of its ${this.limits.maxHeapMb} MB heap`);
    }
    if (signal === 'SIGKILL') return new DocumentError('busy', 'the parser was stopped from outside');
    return new DocumentError('corrupt', fatal ?? `parser process exited (${signal ?? 'no signal'})`);
  }

  /**
   * A parser keeps the memory a document made it grow to (an outside attack saw one idle at 410 MB); past this
   * after a document, it is replaced while no document waits on it.
   */
  private recycleIfLarge(slot: Slot<T, R>): void {
    const memory = slot.parser.memoryBytes();
    if (memory !== undefined && memory > RECYCLE_ABOVE_MB * 2 ** 20) {
      void this.retire(slot, new DocumentError('busy', 'parser recycled'));
    }
  }

  private finish(slot: Slot<T, R>): Job<T, R> | undefined {
    const job = slot.job;
    clearTimeout(slot.timer);
    clearInterval(slot.watchdog);
    slot.watchdog = undefined;
    slot.job = undefined;
    slot.timer = undefined;
    slot.parser.setHoldsProcess(false);
    if (job) this.queue.done(job);
    return job;
  }

  private async retire(slot: Slot<T, R>, reason: DocumentError): Promise<void> {
    const job = this.finish(slot);
    const wasActive = this.slots.delete(slot);
    job?.reject(reason);
    if (!wasActive) return;
    // The replacement starts now, not when the next document arrives, unless the spare stands in for it.
    if (!this.closed && job && this.slots.size < this.limits.size) this.spawn();
    this.pump();
    // Called as `void this.retire(…)` from timers and events: nothing may reject here.
    await slot.parser.kill().catch(() => undefined);
  }
}
