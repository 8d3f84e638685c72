import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

export const entries = {
  'command-api': 'services/command-api/src/server.ts',
  'query-api': 'services/query-api/src/server.ts',
  projectors: 'services/projectors/src/server.ts',
  'inbox-worker': 'services/inbox-worker/src/server.ts',
  'projections-cli': 'services/projectors/src/cli.ts',
} as const;

export interface ServiceProcess {
  child: ChildProcess;
  /** The last of what the process wrote (both streams: its log lines and its own JSON lines are on stdout). */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Test support: a service as `npm start -w …` runs it (plain node, no wrapper process, so a
 * SIGKILL reaches the service itself and nothing gets to clean up).
 */
export function startService(
  entry: keyof typeof entries,
  env: Record<string, string>,
  args: string[] = [],
): ServiceProcess {
  const child = spawn(process.execPath, [entries[entry], ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: unknown) => {
    output = (output + String(chunk)).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    output: () => output,
    exited,
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Polls GET /healthz until the service answers (or fails after `timeoutMs`, with its output). */
export async function waitHealthy(service: ServiceProcess, port: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (service.child.exitCode !== null) throw new Error(`service exited early:\n${service.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`service not healthy after ${timeoutMs} ms:\n${service.output()}`);
}
