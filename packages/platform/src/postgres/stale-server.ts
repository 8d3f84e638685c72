import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { StartupError } from '../config.ts';

/**
 * A process that dies without stopping its embedded PostgreSQL (SIGKILL, a crash, a closed terminal) leaves the
 * server running on the data folder, and the next start's server refuses the folder. Before starting, the
 * server left there is recognised: its owner (the node process that started it, its parent) is gone, so it is
 * stopped and this start takes over. A server whose owner still runs is another Talent Bridge: refused with
 * a sentence saying so.
 */
export async function stopStaleServer(databaseDir: string, log: (message: string) => void): Promise<void> {
  const lockFile = join(databaseDir, 'postmaster.pid');
  const pid = lockedPid(lockFile);
  // None, or one that died: PostgreSQL replaces a lock file whose process is gone by itself.
  if (pid === null || !isAlive(pid)) return;
  const command = commandLineOf(pid);
  if (command !== null && !runsOn(command, databaseDir)) {
    // The recorded pid now belongs to another program (pids are reused after a reboot): the lock is stale, but
    // PostgreSQL would only see a live pid and refuse the folder.
    log(`removing the stale lock file ${lockFile} (its process ${pid} is not PostgreSQL any more)`);
    rmSync(lockFile, { force: true });
    return;
  }
  const owner = parentOf(pid);
  if (owner !== null && owner > 1 && owner !== process.pid && isAlive(owner) && isNode(owner)) {
    throw new StartupError(
      `Another Talent Bridge (process ${owner}) is already running on ${resolve(databaseDir, '..')}: stop it first, or set DATA_DIR to another folder.`,
    );
  }
  log(`stopping the PostgreSQL (pid ${pid}) left running on ${databaseDir} by a process that ended`);
  await stopServer(pid, databaseDir);
}

function lockedPid(lockFile: string): number | null {
  if (!existsSync(lockFile)) return null;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Fast shutdown (SIGINT: ends the connections, writes a checkpoint), then immediate shutdown if it hangs. */
async function stopServer(pid: number, databaseDir: string): Promise<void> {
  for (const [signal, waitMs] of [
    ['SIGINT', 30_000],
    ['SIGQUIT', 10_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ESRCH') return;
      throw new StartupError(
        `A PostgreSQL of another user (pid ${pid}) is running on ${databaseDir}: stop it, or start Talent Bridge as that user.`,
      );
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      if (!isAlive(pid)) return;
      await sleep(100);
    }
  }
  throw new StartupError(
    `The PostgreSQL (pid ${pid}) left running on ${databaseDir} does not stop: end it (kill ${pid}), then start again.`,
  );
}

/** Alive and not a zombie (an orphan whose exit its new parent has not collected yet). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const stat = procStat(pid);
  return stat === null || stat.state !== 'Z';
}

function procStat(pid: number): { state: string; ppid: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so read after its last ')'.
    const [state = '', ppid = ''] = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state, ppid: Number(ppid) };
  } catch {
    return null;
  }
}

/** From /proc on Linux, else from `ps` (macOS); null when neither can tell. */
function commandLineOf(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return psField(pid, 'command');
  }
}

function parentOf(pid: number): number | null {
  const fromProc = procStat(pid)?.ppid;
  if (fromProc !== undefined) return fromProc;
  const fromPs = Number(psField(pid, 'ppid'));
  return Number.isInteger(fromPs) && fromPs > 0 ? fromPs : null;
}

function psField(pid: number, field: 'command' | 'ppid'): string | null {
  try {
    return execFileSync('ps', ['-o', `${field}=`, '-p', String(pid)], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

const runsOn = (command: string, databaseDir: string) =>
  /postgres/.test(command) && command.includes(resolve(databaseDir));

/** The owner of an embedded server is a node process; an orphan's adoptive parent (init, a subreaper) is not. */
function isNode(pid: number): boolean {
  const program = commandLineOf(pid)?.split(' ')[0];
  return program !== undefined && /node/i.test(basename(program));
}
