import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { DocumentError, type DocumentErrorCode } from '../errors.ts';
import { FairQueue } from './fair-queue.ts';

export interface PoolLimits {
  /** Parser threads. */
  size: number;
  /** Heap limit of each thread: a document that needs more ends as `too_complex`. */
  maxHeapMb: number;
  /**
   * The most memory one document may hold: its thread's heap plus its buffers (ArrayBuffers, Buffers), which the
   * heap limit does not count. Sampled every `memoryCheckMs`; past it the thread is terminated: `too_complex`.
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
  /** Told how long the document waited for a thread, ran and used the CPU, once it is answered (or refused). */
  onTimes?: (times: PoolTimes) => void;
}

export interface PoolTimes {
  waitMs: number;
  runMs: number;
  /** CPU time its thread used for it, in ms, as last sampled (undefined when it ended before a sample). */
  cpuMs?: number;
  /** The most memory (heap and buffers) its thread was seen holding, in MB, when it was sampled. */
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
  /** The thread's CPU time (µs) when the job started in it, once read; the budget counts from there. */
  cpuAtStartMicros?: number;
  cpuUsedMicros?: number;
  waitTimer?: NodeJS.Timeout;
  resolve: (result: R) => void;
  reject: (error: Error) => void;
}

interface Slot<T, R> {
  worker: Worker;
  /** The thread has loaded its parsers; a job's budget runs from then, not from the thread's start. */
  ready: boolean;
  job?: Job<T, R>;
  timer?: NodeJS.Timeout;
  /** Samples the thread's memory and CPU time while it holds a job. */
  watchdog?: NodeJS.Timeout;
  /** A sample is in flight (one at a time: a thread busy in native code answers late). */
  sampling?: boolean;
  /** Largest memory sample of the current job, in bytes. */
  peakBytes?: number;
}

export interface PoolStats {
  threads: number;
  running: number;
  waiting: number;
}

const defaultWorker = new URL('./extract-worker.mjs', import.meta.url);
/** How long a new thread may take to load its parsers before its first document's budget starts anyway. */
const STARTUP_ALLOWANCE_MS = 10_000;

/**
 * Long-lived parser threads behind a bounded, fair queue. A document waits at most `maxWaitMs` from its
 * arrival and then uses at most `budgetMs` of CPU and holds a thread at most `maxRunMs` (at most `budgetMs` while
 * others wait), so every caller has an answer within the wait and the run of its arrival. A thread that runs past the budget, runs out of memory or dies costs only that document: it is
 * terminated and replaced. While documents wait, one spare thread beyond `size` starts and stays idle, so
 * the next document runs as soon as a thread's work ends instead of waiting for a new thread to start.
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
            const cpu = job.cpuUsedMicros === undefined ? {} : { cpuMs: job.cpuUsedMicros / 1000 };
            options.onTimes?.({ waitMs: startedAt - arrivedAt, runMs: now - startedAt, ...peak, ...cpu });
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
    return { threads: this.slots.size, running: this.running(), waiting: this.queue.size };
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
    // documents does not wait for threads to start; and while work waits, a spare is made ready.
    while (this.slots.size < this.limits.size && this.spawn());
    if (this.queue.size > 0 && this.slots.size <= this.limits.size) this.spawn();
  }

  private start(slot: Slot<T, R>, job: Job<T, R>): void {
    slot.job = job;
    job.startedAt = performance.now();
    slot.worker.ref();
    // A thread still starting gets its start-up on top (bounded too: a thread that never starts is stopped).
    this.startWallLimit(slot, job, slot.ready ? 0 : STARTUP_ALLOWANCE_MS);
    if (slot.ready) this.startCpuBudget(slot, job);
    this.watch(slot, job);
    slot.worker.postMessage({ id: job.id, task: job.task });
  }

  /**
   * The heap limit counts only JavaScript objects: a PDF whose font inflates to a gigabyte, or a DOCX whose ZIP
   * directory lies, fills buffers instead (1.8 GB in under 5 s, measured). So the thread's heap and buffers are
   * sampled (`getHeapStatistics` answers while the thread runs), and a thread past `maxMemoryMb` is stopped. Its
   * CPU time is sampled the same way (`cpuUsage` answers from outside the thread) against the document's budget.
   */
  private watch(slot: Slot<T, R>, job: Job<T, R>): void {
    const limit = this.limits.maxMemoryMb * 2 ** 20;
    clearInterval(slot.watchdog);
    slot.watchdog = setInterval(() => {
      if (slot.sampling || slot.job !== job) return;
      slot.sampling = true;
      Promise.all([slot.worker.getHeapStatistics(), slot.worker.cpuUsage()])
        .then(([stats, cpu]) => {
          if (slot.job !== job) return;
          const used = stats.used_heap_size + stats.external_memory + stats.malloced_memory;
          job.peakBytes = Math.max(job.peakBytes ?? 0, used);
          if (used > limit) {
            const mb = Math.round(used / 2 ** 20);
            void this.retire(slot, new DocumentError('too_complex', `${mb} MB in use > ${this.limits.maxMemoryMb} MB`));
            return;
          }
          if (job.cpuAtStartMicros === undefined || job.budgetFrom === undefined) return;
          job.cpuUsedMicros = cpu.user + cpu.system - job.cpuAtStartMicros;
          const heldMs = performance.now() - job.budgetFrom;
          if (job.cpuUsedMicros > job.budgetMs * 1000) {
            const ms = Math.round(job.cpuUsedMicros / 1000);
            void this.retire(slot, new DocumentError('timeout', `${ms} ms of CPU > budget of ${job.budgetMs} ms`));
          } else if (this.queue.size > 0 && heldMs > job.budgetMs) {
            const ms = Math.round(heldMs);
            void this.retire(slot, new DocumentError('timeout', `held its thread ${ms} ms while others waited`));
          }
        })
        // A thread that is ending answers nothing: its exit settles the job.
        .catch(() => undefined)
        .finally(() => {
          slot.sampling = false;
        });
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
   * Reads the thread's CPU time as the job starts in it (a thread still starting: once it is ready, so loading the
   * parsers is not counted). The reading is asynchronous: what the thread spends before it arrives goes uncounted,
   * a few milliseconds against a budget of seconds.
   */
  private startCpuBudget(slot: Slot<T, R>, job: Job<T, R>): void {
    job.budgetFrom = performance.now();
    slot.worker
      .cpuUsage()
      .then((cpu) => {
        if (slot.job === job) job.cpuAtStartMicros = cpu.user + cpu.system;
      })
      // A thread that is ending answers nothing: its exit settles the job.
      .catch(() => undefined);
  }

  /** A new thread, or undefined when the system refuses one (no memory, thread limit): never a throw. */
  private spawn(): Slot<T, R> | undefined {
    let worker: Worker;
    try {
      worker = new Worker(this.workerUrl, { resourceLimits: { maxOldGenerationSizeMb: this.limits.maxHeapMb } });
    } catch {
      return undefined;
    }
    const slot: Slot<T, R> = { worker, ready: false };
    worker.on('message', (reply: WorkerReply<R>) => {
      const job = slot.job;
      if ('ready' in reply) {
        slot.ready = true;
        if (job) {
          this.startWallLimit(slot, job);
          this.startCpuBudget(slot, job);
        }
        return;
      }
      if (!job || job.id !== reply.id) return;
      this.finish(slot);
      if (reply.ok) job.resolve(reply.result);
      else job.reject(new DocumentError(reply.error.code, reply.error.detail));
      this.pump();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const code = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_complex' : 'corrupt';
      void this.retire(slot, new DocumentError(code, error.message));
    });
    worker.on('exit', () => {
      void this.retire(slot, new DocumentError('corrupt', 'parser thread exited'));
    });
    worker.unref();
    this.slots.add(slot);
    return slot;
  }

  private finish(slot: Slot<T, R>): Job<T, R> | undefined {
    const job = slot.job;
    clearTimeout(slot.timer);
    clearInterval(slot.watchdog);
    slot.watchdog = undefined;
    slot.job = undefined;
    slot.timer = undefined;
    slot.worker.unref();
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
    await slot.worker.terminate().catch(() => undefined);
  }
}
