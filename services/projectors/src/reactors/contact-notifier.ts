import type { EventStore, RecordedEvent } from '@tb/event-store';
import {
  type BlobReader,
  backoffMs,
  inTransaction,
  type Logger,
  type Mailer,
  type MailMessage,
  migrate,
  type Pool,
} from '@tb/platform';
import { postgresExportCheckpoints } from '../kafka/export-checkpoints.ts';
import { createLockSession } from '../runner/lock-session.ts';
import { Wake } from '../runner/wake.ts';

const NAME = 'contact-notifier';
const READ_LIMIT = 200;
/** Nothing new: look again after this (a contact message is mailed within it). */
const IDLE_WAIT_MS = 5_000;
/**
 * Caught up after reading some events: look again after this, not at once. Under a steady stream of writes
 * (every one an event) reading again at once read the log event by event beside the projectors, with four
 * statements a round on the requests' connections; a contact message still goes out within a second of its
 * batch, sooner than the idle wait.
 */
const CAUGHT_UP_WAIT_MS = 1_000;

export const contactNotifierMigrations = [
  `CREATE TABLE IF NOT EXISTS projections.sent_notifications (
     message_id text PRIMARY KEY,
     sent_at timestamptz NOT NULL DEFAULT now()
   )`,
];

export interface ContactNotifierOptions {
  pool: Pool;
  store: EventStore;
  mailer: Mailer;
  blobs: BlobReader;
  /** The team's address. */
  to: string;
  logger: Logger;
}

/**
 * Mails the team every contact message. It follows the log from its own checkpoint (a projection rebuild
 * never re-sends), one replica at a time. Each message is claimed by its id in the same transaction that
 * sends it: a failed send is retried (at least once); a sent one is never sent again.
 */
export async function startContactNotifier(options: ContactNotifierOptions) {
  const { pool, store, logger } = options;
  await migrate(pool, NAME, contactNotifierMigrations);
  const checkpoints = postgresExportCheckpoints(pool, NAME);
  const locks = createLockSession(pool.options, (error) => logger.warn({ err: error }, 'contact notifier lock lost'));
  const wake = new Wake();
  const controller = new AbortController();

  const notify = async (event: RecordedEvent) => {
    const data = event.data;
    const messageId = String(data.messageId);
    await inTransaction(pool, async (client) => {
      const claimed = await client.query(
        'INSERT INTO projections.sent_notifications (message_id) VALUES ($1) ON CONFLICT DO NOTHING',
        [messageId],
      );
      if (claimed.rowCount === 0) return;
      await options.mailer.send(await notificationMail(options, data, messageId));
    });
  };

  const loop = (async () => {
    let failures = 0;
    while (!controller.signal.aborted) {
      let waitMs = 5_000;
      try {
        if (await locks.tryLock(NAME)) {
          const events = await store.readAll({ after: await checkpoints.load(), limit: READ_LIMIT });
          for (const event of events) if (event.type === 'ContactMessageReceived') await notify(event);
          const last = events.at(-1);
          if (last) await checkpoints.save(last.position, events.length);
          waitMs = events.length === READ_LIMIT ? 0 : events.length > 0 ? CAUGHT_UP_WAIT_MS : IDLE_WAIT_MS;
        }
        failures = 0;
      } catch (error) {
        failures += 1;
        waitMs = backoffMs(failures, 1_000, 60_000);
        logger.error({ err: error, retryInMs: waitMs }, 'contact notification failed; retrying');
      }
      await wake.wait(waitMs, controller.signal);
    }
  })();

  return {
    wake: () => wake.notify(),
    async stop() {
      controller.abort();
      await loop;
      await locks.close();
    },
  };
}

async function notificationMail(
  options: ContactNotifierOptions,
  data: Record<string, unknown>,
  messageId: string,
): Promise<MailMessage> {
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  const attachment = data.attachment as { id: string; fileName: string; contentType: string } | null;
  const attachments: NonNullable<MailMessage['attachments']> = [];
  if (attachment) {
    const stream = await options.blobs.read(attachment.id);
    if (stream) {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      attachments.push({
        filename: attachment.fileName,
        content: Buffer.concat(chunks),
        contentType: attachment.contentType,
      });
    }
  }
  return {
    to: options.to,
    subject: `New contact message from ${text('name')}${text('company') ? ` (${text('company')})` : ''}`,
    text: [
      `Name: ${text('name')}`,
      `Email: ${text('email')}`,
      `Company: ${text('company') || '-'}`,
      `Language: ${text('lang') === 'zh' ? 'Chinese' : 'English'}`,
      '',
      text('message'),
      '',
      `Message id: ${messageId}`,
    ].join('\n'),
    replyTo: text('email'),
    messageId: `<contact-${messageId}@talentbridge>`,
    attachments,
  };
}
