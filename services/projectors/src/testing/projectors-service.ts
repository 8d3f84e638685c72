import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@tb/platform';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ProjectorsService {
  readonly child: ChildProcess;
  readonly port: number;
  /** Everything the service printed so far. */
  output(): string;
  /** `/readyz`'s status and the Kafka export's part of it; null while the service does not answer. */
  readiness(): Promise<{ http: number; status: string; kafka?: { state: string; lastError: string | null } } | null>;
  /** Sends the signal (SIGKILL: as a crash would) and waits for the process to exit. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Test support: the projectors service as it is deployed — `services/projectors/src/server.ts` in its own Node
 * process on 127.0.0.1 (the real event store, every registered projection, the Kafka export when KAFKA_BROKERS is
 * given), with a data folder of its own. `env` adds DATABASE_URL, KAFKA_BROKERS, KAFKA_TOPIC, LOG_LEVEL….
 */
export async function startProjectorsService(env: Record<string, string>): Promise<ProjectorsService> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-projectors-service-'));
  // Node itself (no wrapper process): a signal reaches the service directly.
  const child = spawn(process.execPath, ['services/projectors/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve();
    }),
  );
  return {
    child,
    port,
    output: () => output,
    async readiness() {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
      if (!response) return null;
      const body = (await response.json()) as {
        status: string;
        checks: { name: string; detail?: { kafka?: { state: string; lastError: string | null } } }[];
      };
      const kafka = body.checks.find((c) => c.detail?.kafka)?.detail?.kafka;
      return { http: response.status, status: body.status, ...(kafka ? { kafka } : {}) };
    },
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
