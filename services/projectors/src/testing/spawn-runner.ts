import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../../..');

export interface RunnerProcess {
  child: ChildProcess;
  /** Resolves once the runner printed `started`. */
  started: Promise<void>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Test support: starts `run-projectors.ts` as a separate process (a projector replica). */
export function spawnRunner(env: Record<string, string>): RunnerProcess {
  // Node itself (no wrapper process): a signal reaches the runner directly.
  const child = spawn(process.execPath, [join(here, 'run-projectors.ts')], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('started')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`runner exited early (${code})`)));
  });
  started.catch(() => {});
  return {
    child,
    started,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
