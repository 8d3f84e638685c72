import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { MESSAGES } from '@tb/contracts';
import { createEventStore } from '@tb/event-store';
import {
  baseConfigShape,
  migrate,
  openCliDatabase,
  parseConfig,
  platformMigrations,
  SessionStore,
  sessionSecurityMigrations,
} from '@tb/platform';
import { ensureAdmin } from './accounts/ensure-admin.ts';
import { brokenPasswordRule } from './accounts/password-rules.ts';

const usage = `Usage: npm run admin -- create EMAIL [--password PASSWORD]
  Creates the account (or takes the existing one) and makes it an admin.
  Without --password a new account gets a random password, printed once.`;

async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { password: { type: 'string' } } });
  const [command, email] = positionals;
  if (command !== 'create' || !email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
    console.error(usage);
    process.exit(2);
  }
  // The rules every password meets (registration, reset, change): an admin's is the one most worth guessing.
  const broken = values.password === undefined ? null : brokenPasswordRule(values.password);
  if (broken) {
    console.error(MESSAGES.en[broken]);
    process.exit(2);
  }
  const config = parseConfig(baseConfigShape, process.env);
  const database = await openCliDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const store = await createEventStore({ eventStoreUrl: config.EVENTSTORE_URL, pool: database.pool });
    const generated = values.password ? undefined : randomBytes(9).toString('base64url');
    // A new password ends the account's sessions: the tables they live in are made here if no service ran yet.
    await migrate(database.pool, 'platform', platformMigrations);
    await migrate(database.pool, 'session_security', sessionSecurityMigrations);
    const sessions = new SessionStore(database.pool);
    const result = await ensureAdmin(store, { email, password: values.password, initialPassword: generated }, sessions);
    if (result.created) console.log(`Created admin ${email}${generated ? ` with password ${generated}` : ''}`);
    else console.log(`${email} is an admin${values.password ? ' and has the new password' : ''}`);
    await store.close();
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
