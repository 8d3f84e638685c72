import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Linux's `/proc` counts CPU time in clock ticks of this length (USER_HZ is 100 on every Linux build we run). */
const MICROS_PER_TICK = 10_000;
const PAGE_BYTES = 4096;
/** How much of a parser's error output is kept: the end holds V8's fatal message. */
const STDERR_KEPT = 4096;

/**
 * One parser in a process of its own, forked from this one with an IPC channel (structured clone, so bytes
 * and results travel as they would between threads).
 *
 * A process, not a worker thread: V8 ends the whole process when a single allocation cannot fit in a heap, and a
 * worker's heap limit does not change that. A crafted document that made one large allocation in a parser
 * thread stopped the server (`FATAL ERROR: … JavaScript heap out of memory`, an outside attack found it); in a
 * process of its own it ends only that process, and the pool answers `too_complex`. Its memory and CPU time are
 * read from outside, in `/proc`, so a parser busy in a loop is measured as well as an idle one.
 */
export class ParserProcess {
  private readonly child: ChildProcess;
  private stderrTail = '';
  readonly exited: Promise<void>;

  constructor(moduleUrl: URL, heapMb: number) {
    this.child = fork(moduleUrl, [], {
      // Only the heap limit: the server's own flags (an inspector port, say) are not the parser's.
      execArgv: [`--max-old-space-size=${heapMb}`],
      serialization: 'advanced',
      // A parser's output is not the server's (whose log lines are JSON): its error output is kept, and a fatal
      // error's first line reaches the server's log inside the document's error (fatalLine).
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    this.child.stderr?.setEncoding('utf8');
    this.child.stderr?.on('data', (chunk: string) => {
      this.stderrTail = (this.stderrTail + chunk).slice(-STDERR_KEPT);
    });
    this.exited = new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      // A process that never started has no exit to wait for.
      this.child.once('error', () => this.child.pid === undefined && resolve());
    });
  }

  onMessage(listener: (message: never) => void): void {
    this.child.on('message', listener as (message: unknown) => void);
  }

  /** How the process ended: `signal` SIGABRT when V8 gave up on a heap, SIGKILL when killed from outside. */
  onExit(listener: (signal: NodeJS.Signals | null) => void): void {
    this.child.once('exit', (_code, signal) => listener(signal));
  }

  /** The fatal error's line from the parser's error output (V8's `FATAL ERROR: …`), if it wrote one. */
  fatalLine(): string | undefined {
    return /FATAL ERROR:[^\n]*/.exec(this.stderrTail)?.[0];
  }

  /** A spawn the system refused (no memory, process limit) comes as an error event, never a throw. */
  onError(listener: (error: Error) => void): void {
    this.child.on('error', listener);
  }

  send(message: unknown): void {
    // A process that has just died cannot be written to: its exit settles the job.
    if (this.child.connected) this.child.send(message as object, (error) => error && undefined);
  }

  /** Resident memory, in bytes; undefined where `/proc` cannot tell (another OS, or the process has ended). */
  memoryBytes(): number | undefined {
    return this.child.pid === undefined ? undefined : residentBytes(this.child.pid);
  }

  /**
   * CPU time of the parser's main thread, where documents are read (user and system), in µs; undefined where `/proc`
   * cannot tell. Not the whole process: its watchdog thread's start-up and V8's helper threads are not a document's.
   */
  cpuMicros(): number | undefined {
    // Fields after the command name, which is in brackets and may hold spaces: utime and stime are 12th and 13th.
    const stat = this.procFile(`task/${this.child.pid}/stat`);
    const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (!fields) return undefined;
    return (Number(fields[11]) + Number(fields[12])) * MICROS_PER_TICK;
  }

  /** A parser waiting for work does not keep the server running, nor do its channel and error output. */
  setHoldsProcess(holds: boolean): void {
    const stderr = this.child.stderr as (NodeJS.ReadableStream & { ref?(): void; unref?(): void }) | null;
    if (holds) {
      this.child.ref();
      this.child.channel?.ref();
      stderr?.ref?.();
    } else {
      this.child.unref();
      this.child.channel?.unref();
      stderr?.unref?.();
    }
  }

  /**
   * Kills the parser and waits for its end. The process is held meanwhile: an idle parser does not hold it, and
   * a caller awaiting the end (a stop closing the pool) would otherwise find nothing left to run and end with the
   * promise unsettled (Node's "unsettled top-level await" after every documents bench).
   */
  async kill(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.ref();
      this.child.kill('SIGKILL');
    }
    await this.exited;
  }

  private procFile(name: string): string | undefined {
    if (this.child.pid === undefined) return undefined;
    try {
      return readFileSync(`/proc/${this.child.pid}/${name}`, 'utf8');
    } catch {
      return undefined;
    }
  }
}

/** Resident memory of process `pid` in bytes, from `/proc`; undefined where it cannot tell (another OS, ended). */
export function residentBytes(pid: number): number | undefined {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_BYTES;
  } catch {
    return undefined;
  }
}
