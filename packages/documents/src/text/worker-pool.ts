import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { DocumentError, type DocumentErrorCode } from '../errors.ts';

export interface ParseRequest {
  kind: 'pdf' | 'docx' | 'doc';
  bytes: Uint8Array;
  maxPages: number;
}

export interface ParseResult {
  text: string;
  pages?: number;
}

type WorkerReply =
  | { id: number; ok: true; result: ParseResult }
  | { id: number; ok: false; error: { code: DocumentErrorCode; detail: string } };

interface Job {
  id: number;
  request: ParseRequest;
  timeoutMs: number;
  resolve: (result: ParseResult) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job?: Job;
  timer?: NodeJS.Timeout;
}

const workerUrl = new URL('./extract-worker.mjs', import.meta.url);

/**
 * A few long-lived parser threads. A job that runs past its time limit, or a thread that dies (out of
 * memory on a decompression bomb, a parser crash), costs only that thread: it is terminated and replaced.
 */
export class WorkerPool {
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  private nextId = 1;
  private readonly size: number;
  private readonly maxHeapMb: number;

  constructor(size = Math.max(1, Math.min(4, availableParallelism() - 1)), maxHeapMb = 512) {
    this.size = size;
    this.maxHeapMb = maxHeapMb;
  }

  run(request: ParseRequest, timeoutMs: number): Promise<ParseResult> {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, request, timeoutMs, resolve, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    for (const job of this.queue.splice(0)) job.reject(new DocumentError('timeout', 'pool closed'));
    await Promise.all([...this.slots].map((slot) => this.retire(slot, new DocumentError('timeout', 'pool closed'))));
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let slot = [...this.slots].find((s) => !s.job);
      if (!slot) {
        if (this.slots.size >= this.size) return;
        slot = this.spawn();
      }
      const job = this.queue.shift() as Job;
      slot.job = job;
      slot.worker.ref();
      slot.timer = setTimeout(() => {
        void this.retire(slot, new DocumentError('timeout', `no result after ${job.timeoutMs} ms`));
      }, job.timeoutMs);
      slot.worker.postMessage({ id: job.id, ...job.request });
    }
  }

  private spawn(): Slot {
    const worker = new Worker(workerUrl, { resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb } });
    const slot: Slot = { worker };
    worker.on('message', (reply: WorkerReply) => {
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      this.finish(slot);
      if (reply.ok) job.resolve(reply.result);
      else job.reject(new DocumentError(reply.error.code, reply.error.detail));
      this.pump();
    });
    worker.on('error', (error: Error & { code?: string }) => {
      const code = error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'too_large' : 'corrupt';
      void this.retire(slot, new DocumentError(code, error.message));
    });
    worker.on('exit', () => {
      void this.retire(slot, new DocumentError('corrupt', 'parser thread exited'));
    });
    worker.unref();
    this.slots.add(slot);
    return slot;
  }

  private finish(slot: Slot): Job | undefined {
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.job = undefined;
    slot.timer = undefined;
    slot.worker.unref();
    return job;
  }

  private async retire(slot: Slot, reason: DocumentError): Promise<void> {
    const job = this.finish(slot);
    const wasActive = this.slots.delete(slot);
    job?.reject(reason);
    if (wasActive) await slot.worker.terminate();
    this.pump();
  }
}
