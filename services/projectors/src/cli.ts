import { createEventStore } from '@tb/event-store';
import { catalogMigrations, createLogger, migrate, openCliDatabase } from '@tb/platform';
import { rebuildWithProgress } from './cli/rebuild-command.ts';
import { statusLines } from './cli/status-command.ts';
import { loadCliConfig } from './config.ts';
import { projections } from './projections/index.ts';

const USAGE = `Usage: npm run projections -- status | rebuild NAME | rebuild --all

  status        position, lag and state of every projection
  rebuild NAME  rebuild NAME from the whole event log into a new schema, then switch to it
  rebuild --all rebuild every projection, one after the other

Database: DATABASE_URL; without it, the embedded PostgreSQL of the app running on DATA_DIR (found through
DATA_DIR/runtime.json), or, when no app is running, the embedded PostgreSQL in DATA_DIR started here.`;

async function main(args: string[]) {
  const [command, target] = args;
  if (command !== 'status' && command !== 'rebuild') return fail(USAGE);
  const chosen =
    command === 'rebuild' ? (target === '--all' ? projections : projections.filter((p) => p.name === target)) : [];
  if (command === 'rebuild' && chosen.length === 0)
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
    for (const projection of chosen)
      await rebuildWithProgress({ pool: database.pool, store, projection, logger, output });
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
