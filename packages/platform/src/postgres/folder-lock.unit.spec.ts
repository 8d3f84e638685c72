import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { lockDataFolder } from './folder-lock.ts';

let folder: string;
let lockFile: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'tb-lock-'));
  lockFile = join(folder, 'postgres.lock');
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A live process other than this one, and when it started as its lock would record it. */
async function otherProcess() {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('spawn', resolve));
  const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
  const started = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill('SIGKILL');
    await exited;
  };
  return { pid: child.pid as number, started, stop };
}

it('holds the folder while the process that took it runs, and says who holds it', async () => {
  const other = await otherProcess();
  try {
    writeFileSync(lockFile, JSON.stringify({ pid: other.pid, started: other.started }));
    expect(() => lockDataFolder(lockFile, folder)).toThrow(
      `Another Talent Bridge (process ${other.pid}) is already running on ${folder}: stop it first, or set DATA_DIR to another folder.`,
    );
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(other.pid);
  } finally {
    await other.stop();
  }
});

it('takes over a lock whose process ended, or whose pid now belongs to a later process, and releases only its own', async () => {
  writeFileSync(lockFile, JSON.stringify({ pid: 2 ** 22 + 1, started: '1' }));
  const lock = lockDataFolder(lockFile, folder);
  expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
  lock.release();
  expect(existsSync(lockFile)).toBe(false);

  const other = await otherProcess();
  try {
    // The same pid, started at another time: the process that wrote it is gone (a reboot reused the pid).
    writeFileSync(lockFile, JSON.stringify({ pid: other.pid, started: `${other.started}0` }));
    const again = lockDataFolder(lockFile, folder);
    writeFileSync(lockFile, JSON.stringify({ pid: other.pid, started: other.started }));
    again.release();
    expect(existsSync(lockFile)).toBe(true);
  } finally {
    await other.stop();
  }
  // Its holder ended: free again.
  expect(() => lockDataFolder(lockFile, folder).release()).not.toThrow();
  expect(existsSync(lockFile)).toBe(false);
});
