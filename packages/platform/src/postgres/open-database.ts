import { join } from 'node:path';
import { freePort } from '../testing/free-port.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { createPool, ensureDatabase, type Pool } from './pool.ts';

export interface Database {
  url: string;
  pool: Pool;
  /** True when this process started PostgreSQL itself (embedded default). */
  embedded: boolean;
  close(): Promise<void>;
}

const EMBEDDED_DATABASE = 'talentbridge';

/**
 * `DATABASE_URL` when given; otherwise an embedded PostgreSQL whose data lives in `DATA_DIR/postgres`,
 * reused by the next start.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  embeddedPort?: number;
  poolSize?: number;
  onLog?: (line: string) => void;
  /** Told when a server left running by a start that crashed is stopped before this start (a log line). */
  onNotice?: (message: string) => void;
  /** The embedded server stopped by itself and could not be started again (one sentence): the owner should exit. */
  onLost?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = createPool(options.databaseUrl, options.poolSize);
    return { url: options.databaseUrl, pool, embedded: false, close: () => pool.end() };
  }
  const port = options.embeddedPort || (await freePort());
  const server = await startEmbeddedPostgres({
    dataDir: join(options.dataDir, 'postgres'),
    port,
    ...(options.onLog ? { onLog: options.onLog } : {}),
    onNotice: options.onNotice ?? ((message) => console.warn(message)),
    ...(options.onLost ? { onLost: options.onLost } : {}),
  });
  try {
    await ensureDatabase(server.url, EMBEDDED_DATABASE);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const url = server.urlFor(EMBEDDED_DATABASE);
  const pool = createPool(url, options.poolSize);
  return {
    url,
    pool,
    embedded: true,
    async close() {
      await pool.end();
      await server.stop();
    },
  };
}
