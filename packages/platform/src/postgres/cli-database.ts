import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Database, openDatabase } from './open-database.ts';
import { createPool } from './pool.ts';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The database for a command-line tool: `DATABASE_URL`; else the embedded server of an `npm start` that is
 * running now (it writes `DATA_DIR/runtime.json`); else the embedded server started here on the same data.
 */
export async function openCliDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (options.databaseUrl) return openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  const runtimeFile = join(resolve(options.dataDir), 'runtime.json');
  if (existsSync(runtimeFile)) {
    const running = JSON.parse(readFileSync(runtimeFile, 'utf8')) as { databaseUrl?: string; pid?: number };
    if (running.databaseUrl && running.pid && isAlive(running.pid)) {
      const pool = createPool(running.databaseUrl, 4);
      return { url: running.databaseUrl, pool, embedded: false, close: () => pool.end() };
    }
  }
  return openDatabase({ dataDir: options.dataDir, poolSize: 4 });
}
