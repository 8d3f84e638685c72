import { existsSync, readFileSync, renameSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAlive } from './stale-server.ts';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * Where data were kept before DATA_DIR was resolved against the folder npm was run in: npm runs a workspace's
 * script in the workspace's folder, so `npm start` from the repository root kept them in services/all-in-one/.data.
 */
const legacyDataDirIn = (root: string) => join(root, 'services', 'all-in-one', '.data');

/**
 * The data folder to use for `dataDir` (absolute): itself, unless it is the repository's `./.data`, absent, and the
 * old services/all-in-one/.data exists. Then the old folder is moved there (a rename, nothing copied or deleted),
 * or, while a process still runs on it, used where it is; either way with a line saying so.
 */
export function adoptLegacyDataDir(
  dataDir: string,
  log: (line: string) => void = console.warn,
  root = repositoryRoot,
): string {
  const legacyDataDir = legacyDataDirIn(root);
  if (resolve(dataDir) !== join(root, '.data') || existsSync(dataDir) || !existsSync(legacyDataDir)) return dataDir;
  const shown = relative(root, legacyDataDir);
  if (inUse(legacyDataDir)) {
    log(
      `Using the data in ${shown} (a Talent Bridge still runs on them); stop it and start again to move them to ./.data.`,
    );
    return legacyDataDir;
  }
  renameSync(legacyDataDir, dataDir);
  log(`Moved the data from ${shown} to ./.data, where they are kept from now on.`);
  return dataDir;
}

/** A live PostgreSQL or app recorded in the folder (postmaster.pid, runtime.json). */
function inUse(dir: string): boolean {
  const pidOf = (file: string, read: (text: string) => unknown) => {
    try {
      return Number(read(readFileSync(join(dir, file), 'utf8')));
    } catch {
      return 0;
    }
  };
  const postgres = pidOf('postgres/postmaster.pid', (text) => text.split('\n')[0]);
  const app = pidOf('runtime.json', (text) => (JSON.parse(text) as { pid?: number }).pid);
  return [postgres, app].some((pid) => Number.isInteger(pid) && pid > 0 && isAlive(pid));
}
