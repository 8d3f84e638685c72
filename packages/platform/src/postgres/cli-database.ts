import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { StartupError } from '../config.ts';
import { adoptLegacyDataDir } from './data-dir.ts';
import { type Database, openDatabase } from './open-database.ts';
import { createPool } from './pool.ts';

export { adoptLegacyDataDir } from './data-dir.ts';

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
 * running now (it writes `DATA_DIR/runtime.json`); else the embedded server started here on the same data. A
 * folder holding no data is not made into a new, empty store (a tool run from the wrong folder would show
 * nothing, or import into the wrong place) unless `create` says so: the tool says where it looked instead.
 */
export async function openCliDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  create?: boolean;
}): Promise<Database> {
  if (options.databaseUrl) return openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  const dataDir = adoptLegacyDataDir(resolve(options.dataDir));
  const runtimeFile = join(dataDir, 'runtime.json');
  if (existsSync(runtimeFile)) {
    const running = JSON.parse(readFileSync(runtimeFile, 'utf8')) as { databaseUrl?: string; pid?: number };
    if (running.databaseUrl && running.pid && isAlive(running.pid)) {
      const pool = createPool(running.databaseUrl, 4);
      return { url: running.databaseUrl, pool, embedded: false, close: () => pool.end() };
    }
  }
  if (!options.create && !existsSync(join(dataDir, 'postgres', 'PG_VERSION'))) {
    throw new StartupError(
      `No Talent Bridge data in ${dataDir}: run this from the folder you ran npm start in, or set DATA_DIR to the data folder (or DATABASE_URL to the database).`,
    );
  }
  return openDatabase({ dataDir, poolSize: 4 });
}
