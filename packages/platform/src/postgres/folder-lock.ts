import { execFileSync } from 'node:child_process';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { StartupError } from '../config.ts';
import { isAlive } from './stale-server.ts';

/** Who holds a lock: a process, told apart from a later one with the same pid by when it started. */
interface Holder {
  pid: number;
  started: string | null;
}

export interface FolderLock {
  release(): void;
}

/**
 * Makes `lockFile` this process's, before anything is done to the data folder it guards: two starts on one new
 * folder both found it empty and both ran initdb or started PostgreSQL, and the one that lost said "lock file
 * postmaster.pid already exists". The file is made whole in one step (a link to a written file), so nobody reads
 * it half-written. A lock whose process ended (a crash, kill -9) is taken over; one held by a live process is
 * another Talent Bridge, refused in one sentence naming it. Released by `release()`, or at the process's exit.
 */
export function lockDataFolder(lockFile: string, folder: string): FolderLock {
  const me: Holder = { pid: process.pid, started: startTimeOf(process.pid) };
  const draft = `${lockFile}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(me));
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, lockFile);
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 3) throw error;
      }
      const holder = holderOf(lockFile);
      if (holder && holder.pid !== process.pid && stillRuns(holder)) {
        throw new StartupError(
          `Another Talent Bridge (process ${holder.pid}) is already running on ${folder}: stop it first, or set DATA_DIR to another folder.`,
        );
      }
      // Its process ended (or it is this one's, left by a start that failed half-way): taken over. Two starts
      // that find the same stale lock at the same instant can both get here; PostgreSQL's own postmaster.pid
      // still keeps the second from starting a server.
      rmSync(lockFile, { force: true });
    }
  } finally {
    rmSync(draft, { force: true });
  }
  const onExit = () => releaseIfMine(lockFile, me);
  process.on('exit', onExit);
  return {
    release() {
      process.removeListener('exit', onExit);
      releaseIfMine(lockFile, me);
    },
  };
}

function releaseIfMine(lockFile: string, me: Holder): void {
  const holder = holderOf(lockFile);
  if (holder?.pid === me.pid && holder.started === me.started) rmSync(lockFile, { force: true });
}

function holderOf(lockFile: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(lockFile, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' ? { pid: holder.pid, started: holder.started ?? null } : null;
  } catch {
    return null;
  }
}

/** Alive, and the same process that wrote the lock: after a reboot its pid may belong to another program. */
function stillRuns(holder: Holder): boolean {
  if (!isAlive(holder.pid)) return false;
  const started = startTimeOf(holder.pid);
  return holder.started === null || started === null || started === holder.started;
}

/** When a process started: its start time in clock ticks since boot (Linux), else what `ps` says (macOS). */
function startTimeOf(pid: number): string | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "pid (comm) ": state is the 3rd field of the line, starttime the 22nd.
    return text.slice(text.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    try {
      return execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], { encoding: 'utf8' }).trim() || null;
    } catch {
      return null;
    }
  }
}
