import { randomUUID } from 'node:crypto';
import { listenForNotifications } from '@tb/event-store';
import pg from 'pg';
import type { Logger } from '../logger.ts';
import type { Pool } from '../postgres/pool.ts';

/**
 * "Read the mailbox now", across processes: Load Emails runs in the command API, the mailbox is read by the
 * inbox worker, possibly on another machine. Both already share PostgreSQL, so the request and its answer
 * travel as notifications: no port to open, no address to configure.
 */
const REQUEST_CHANNEL = 'tb_inbox_sync';
const ANSWER_CHANNEL = 'tb_inbox_synced';

interface SyncAnswer {
  id: string;
  ok: boolean;
  error?: string;
}

/**
 * Asks the inbox worker to read the mailbox and resolves once it has (the events of the mail it read are
 * then stored). Rejects when the worker reports a failure or does not answer in time (none running, or a
 * mailbox that hangs); the caller then goes on with the mail already read.
 */
export async function requestInboxSync(pool: Pool, timeoutMs = 20_000): Promise<void> {
  const id = randomUUID();
  const client = new pg.Client(pool.options);
  await client.connect();
  let timer: NodeJS.Timeout | undefined;
  try {
    const answered = new Promise<SyncAnswer>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`the inbox worker did not answer within ${timeoutMs} ms`)), timeoutMs);
      client.on('notification', (message) => {
        const answer = parseAnswer(message.payload);
        if (answer?.id !== id) return;
        resolve(answer);
      });
      client.on('error', reject);
    });
    // When LISTEN or the request fails, nobody waits for the answer any more: its rejection must not go unheard
    // (an unhandled rejection ends the process).
    answered.catch(() => {});
    // Listening before asking: an answer cannot come before we hear it.
    await client.query(`LISTEN ${ANSWER_CHANNEL}`);
    await client.query('SELECT pg_notify($1, $2)', [REQUEST_CHANNEL, id]);
    const answer = await answered;
    if (!answer.ok) throw new Error(`inbox sync failed: ${answer.error ?? 'unknown error'}`);
  } finally {
    clearTimeout(timer);
    await client.end().catch(() => {});
  }
}

/**
 * The worker's side: every request runs `sync` (which queues behind a sync in progress) and answers with its
 * outcome. Returns a function that stops listening.
 */
export async function answerInboxSyncRequests(
  pool: Pool,
  sync: () => Promise<void>,
  logger: Logger,
): Promise<() => Promise<void>> {
  const answer = (body: SyncAnswer) =>
    pool.query('SELECT pg_notify($1, $2)', [ANSWER_CHANNEL, JSON.stringify(body)]).catch((error: unknown) => {
      logger.warn({ err: error }, 'inbox: could not answer a sync request');
    });
  const listener = await listenForNotifications({
    connection: pool.options,
    channels: [REQUEST_CHANNEL],
    onNotification: (_channel, id) => {
      if (!id || id.length > 64) return;
      sync().then(
        () => answer({ id, ok: true }),
        (error: unknown) => answer({ id, ok: false, error: error instanceof Error ? error.message : String(error) }),
      );
    },
    onConnected: () => {},
    onError: (error) => logger.warn({ err: error }, 'inbox: sync request listener error'),
  });
  return () => listener.close();
}

function parseAnswer(payload: string | undefined): SyncAnswer | null {
  try {
    const value = JSON.parse(payload ?? '') as Partial<SyncAnswer>;
    return typeof value.id === 'string' && typeof value.ok === 'boolean' ? (value as SyncAnswer) : null;
  } catch {
    return null;
  }
}
