import { spawn, spawnSync } from 'node:child_process';

export interface DetachedServer {
  /** Fast shutdown (SIGINT: open sessions end, a checkpoint is written); resolves once the server exited. */
  stop(): Promise<void>;
  /** Resolves when the server exits, however it ends (stopped, killed, crashed): how it ended, for a log line. */
  exited: Promise<string>;
}

const running = new Set<{ pid: number; stop(): Promise<void> }>();

/**
 * Starts the `postgres` binary in a process group of its own. A terminal's Ctrl-C, or `kill -TERM -<pgid>`,
 * signals every process of the foreground group: in the app's group, each PostgreSQL backend would end its session
 * at once ("terminating connection due to administrator command") while the services still flush their work.
 * Apart, it hears only its owner, which stops it last. Rejects with nothing when the server exits during start
 * (its log lines, given to `onLog`, say why).
 */
export function startDetachedPostgres(options: {
  binary: string;
  args: string[];
  onLog: (text: string) => void;
}): Promise<DetachedServer> {
  const child = spawn(options.binary, options.args, {
    ...postgresUser(),
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    // English messages: start failures are recognised from them.
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ? `killed by ${signal}` : `exit code ${code}`)),
  );
  const server = {
    pid: child.pid ?? -1,
    exited,
    async stop() {
      running.delete(server);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    },
  };
  return new Promise((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      options.onLog(text);
      if (text.includes('database system is ready to accept connections')) {
        running.add(server);
        resolve(server);
      }
    });
    child.once('error', reject);
    child.once('exit', () => {
      running.delete(server);
      reject(undefined);
    });
  });
}

/** As root, PostgreSQL must run as the unprivileged `postgres` user (created by the package's initialise()). */
function postgresUser(): { uid?: number; gid?: number } {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const [uid, gid] = [id('-u'), id('-g')];
  return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : {};
}

/**
 * Owners stop their server in their own shutdown. These are the safety nets for a process that does not: on exit
 * (a crash, process.exit) the server is asked to stop and finishes by itself; on a signal nothing else listens
 * to, the servers stop and the process exits as the signal would have ended it.
 */
let netsInstalled = false;
export function installSafetyNets(): void {
  if (netsInstalled) return;
  netsInstalled = true;
  process.on('exit', () => {
    for (const server of running) {
      try {
        process.kill(server.pid, 'SIGINT');
      } catch {
        // Already gone.
      }
    }
  });
  const codes = { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 } as const;
  for (const [signal, number] of Object.entries(codes) as [NodeJS.Signals, number][]) {
    const onSignal = () => {
      if (process.listenerCount(signal) > 1) return;
      void Promise.allSettled([...running].map((server) => server.stop())).then(() => process.exit(128 + number));
    };
    process.on(signal, onSignal);
  }
}
