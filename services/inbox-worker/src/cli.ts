import { baseConfigShape, openCliDatabase, parseConfig } from '@tb/platform';
import { SetAsideStore } from './set-aside.ts';

const USAGE = `Usage: npm run inbox -- list | retry [SOURCE]

  list            the messages the inbox could not read and set aside: source, when, sender, subject, why
  retry [SOURCE]  read them again at the next sync (all, or the one SOURCE, e.g. drop:a.eml or imap:INBOX:7:42);
                  one that still cannot be read is set aside again

Database: DATABASE_URL; without it, the embedded PostgreSQL of the app running on DATA_DIR.`;

async function main([command, source]: string[]) {
  if (command !== 'list' && command !== 'retry') {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const config = parseConfig(baseConfigShape, process.env);
  const database = await openCliDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const store = await SetAsideStore.open(database.pool);
    if (command === 'retry') {
      const count = await store.requestRetry(source);
      console.log(
        count === 0
          ? `Nothing set aside${source ? ` as ${source}` : ''}.`
          : `${count} message(s) will be read again at the next sync (Load Emails starts one).`,
      );
      return;
    }
    const listed = await store.list(1_000);
    if (listed.length === 0) console.log('No message is set aside.');
    for (const m of listed) {
      const retry = m.retryRequested ? ' (retry asked)' : '';
      console.log(
        `${m.source}  ${m.setAsideAt}${retry}\n  from: ${m.sender}\n  subject: ${m.subject}\n  why: ${m.reason}`,
      );
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
