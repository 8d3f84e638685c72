import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';

/**
 * Test support for specs that start the product as `npm start` does (first-start, seed-resume): data folders that
 * are removed afterwards, starts in process groups of their own, and the piped output read as JSON log lines (also
 * the standalone services' output, in standalone-services and standalone-workers).
 */
export interface Started {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** Processes whose command line names the data folder: the embedded PostgreSQL and its workers. */
export const processesUsing = (dir: string) =>
  spawnSync('pgrep', ['-f', dir], { encoding: 'utf8' }).stdout.split(/\s+/).filter(Boolean);

/** One spec's starts and data folders; `stopAll` (its afterAll) kills what is left and removes the folders. */
export function startedApps(prefix: string) {
  const dataDirs: string[] = [];
  const starts: Started[] = [];
  return {
    /** A new, empty data folder: a start on it is a first start. */
    newDataDir(): string {
      const dir = mkdtempSync(join(tmpdir(), prefix));
      // As root (CI), PostgreSQL runs as an unprivileged user that must reach this folder.
      chmodSync(dir, 0o777);
      dataDirs.push(dir);
      return dir;
    },
    /** A command in a process group of its own (a signal to the group reaches it whole), output collected. */
    spawn(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Started {
      const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.stderr?.on('data', (chunk) => (output += chunk));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      const started = { child, output: () => output, exited };
      starts.push(started);
      return started;
    },
    async stopAll(): Promise<void> {
      for (const { child, exited } of starts) {
        if (child.exitCode === null && child.signalCode === null) {
          process.kill(-(child.pid as number), 'SIGKILL');
          await exited;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const dir of dataDirs) {
        for (const pid of processesUsing(dir)) spawnSync('kill', ['-9', pid]);
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Piped, every line is a JSON log line with a message: nothing plain mixed in. */
export function logLines(output: string): { level: number; msg: string }[] {
  return output
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      let parsed: { level?: unknown; msg?: unknown };
      try {
        parsed = JSON.parse(line);
      } catch {
        throw new Error(`not a JSON log line: ${line}`);
      }
      expect(typeof parsed.level, line).toBe('number');
      expect(typeof parsed.msg, line).toBe('string');
      return parsed as { level: number; msg: string };
    });
}

/** The messages of `logLines`. */
export const logMessages = (output: string): string[] => logLines(output).map((line) => line.msg);
