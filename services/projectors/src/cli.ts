import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { createEventStore } from '@tb/event-store';
import { catalogMigrations, createLogger, migrate, openCliDatabase } from '@tb/platform';
import { exportEvents } from './backup/export-events.ts';
import { ImportRefused, importEvents } from './backup/import-events.ts';
import { rebuildWithProgress } from './cli/rebuild-command.ts';
import { retryWithProgress } from './cli/retry-command.ts';
import { statusLines } from './cli/status-command.ts';
import { loadCliConfig } from './config.ts';
import { projections } from './projections/index.ts';
import { collectBlobs } from './reactors/blob-collector.ts';

const USAGE = `Usage: npm run projections -- status | rebuild NAME | rebuild --all | retry [NAME [EVENT_ID]]
                               | export FILE | import FILE | gc-blobs [--grace-hours N]

  status        position, lag and state of every projection, and the events a projection parked
  retry [NAME [EVENT_ID]]
                apply parked events again (after a fix): all of them, NAME's, or EVENT_ID's stream in NAME
  rebuild NAME  rebuild NAME from the whole event log into a new schema, then switch to it
  rebuild --all rebuild every projection, one after the other
  export FILE   write every event (personal fields sealed, as stored) and the subject keys to FILE (JSON lines).
                FILE then holds the keys of every candidate not erased: protect it like the database itself.
  import FILE   read an export into an EMPTY event store (refused otherwise), then run rebuild --all
  gc-blobs      delete uploaded files no event refers to (a refused or abandoned upload, a replaced profile file),
                older than the grace period (default 24 hours; the projectors service does it every 6 hours)

Database: DATABASE_URL; without it, the embedded PostgreSQL of the app running on DATA_DIR (found through
DATA_DIR/runtime.json), or, when no app is running, the embedded PostgreSQL in DATA_DIR started here.`;

async function main(args: string[]) {
  const [command, target] = args;
  if (command === 'gc-blobs') return gcBlobs(args.slice(1));
  if (command === 'export' || command === 'import') {
    if (!target) return fail(USAGE);
    return backup(command, target);
  }
  if (command !== 'status' && command !== 'rebuild' && command !== 'retry') return fail(USAGE);
  const named = (name: string | undefined) => projections.filter((p) => p.name === name);
  const chosen =
    command === 'rebuild'
      ? target === '--all'
        ? projections
        : named(target)
      : command === 'retry' && target
        ? named(target)
        : command === 'retry'
          ? projections
          : [];
  if ((command === 'rebuild' || (command === 'retry' && target)) && chosen.length === 0)
    return fail(`Unknown projection "${target ?? ''}". Known: ${projections.map((p) => p.name).join(', ')}`);

  const config = loadCliConfig();
  const database = await openCliDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const store = await createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool: database.pool });
  try {
    await migrate(database.pool, 'projections', catalogMigrations);
    if (command === 'status') {
      for (const line of await statusLines(database.pool, store)) console.log(line);
      return;
    }
    const tty = process.stderr.isTTY;
    let lastPrinted = 0;
    const output = {
      progress(line: string) {
        if (tty) process.stderr.write(`\r\x1b[2K${line}`);
        else if (Date.now() - lastPrinted > 2000) {
          lastPrinted = Date.now();
          console.error(line);
        }
      },
      line: (text: string) => console.error(text),
    };
    const logger = createLogger({
      level: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL,
      name: 'projections-cli',
    });
    if (command === 'retry') {
      const eventId = args[2];
      const left = await retryWithProgress({
        pool: database.pool,
        store,
        projections: chosen,
        eventId,
        logger,
        output,
      });
      if (left > 0) process.exitCode = 1;
      return;
    }
    for (const projection of chosen)
      await rebuildWithProgress({ pool: database.pool, store, projection, logger, output });
  } finally {
    await store.close();
    await database.close();
  }
}

async function backup(command: 'export' | 'import', file: string) {
  const config = loadCliConfig();
  // An import may start a new store; every other command needs the data to be there.
  const database = await openCliDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    create: command === 'import',
  });
  const store = await createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool: database.pool });
  try {
    if (command === 'export') {
      // Owner-only: the file holds the data keys.
      const out = createWriteStream(file, { mode: 0o600 });
      const { events, keys } = await exportEvents({ pool: database.pool, store, out });
      out.end();
      await finished(out);
      console.error(
        `Exported ${events} events and ${keys} subject keys to ${file}. It holds personal-data keys: keep it safe.`,
      );
      return;
    }
    const { events, keys } = await importEvents({
      pool: database.pool,
      store,
      path: file,
      postgresEvents: config.EVENTSTORE_URL === undefined,
    });
    console.error(`Imported ${events} events and ${keys} subject keys. Now run: npm run projections -- rebuild --all`);
  } catch (error) {
    if (!(error instanceof ImportRefused)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await store.close();
    await database.close();
  }
}

async function gcBlobs(args: string[]) {
  const hours = args[0] === '--grace-hours' ? Number(args[1]) : args.length === 0 ? 24 : Number.NaN;
  if (!Number.isFinite(hours) || hours < 0) return fail(USAGE);
  const config = loadCliConfig();
  const database = await openCliDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const store = await createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool: database.pool });
  try {
    const result = await collectBlobs({
      pool: database.pool,
      store,
      dataDir: config.DATA_DIR,
      graceMs: hours * 60 * 60 * 1000,
    });
    console.error(
      result.skipped
        ? 'Another collection is running (another process); nothing done.'
        : `${result.referenced} files referenced by events; removed ${result.removedFiles} unreferenced files ` +
            `(${(result.removedBytes / 1024 / 1024).toFixed(1)} MB) older than ${hours} hours.`,
    );
  } finally {
    await store.close();
    await database.close();
  }
}

function fail(message: string) {
  console.error(message);
  process.exitCode = 2;
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
