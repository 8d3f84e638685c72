import type { Logger } from '@tb/platform';
import { ImapFlow } from 'imapflow';

export interface ImapOptions {
  /** imap://user:password@host:port or imaps://… */
  url: string;
  mailbox: string;
}

export type OnMessage = (raw: Buffer, source: string, receivedAt: Date | null) => Promise<unknown>;

function clientFor(url: string, logger: Logger): ImapFlow {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'imaps:';
  return new ImapFlow({
    host: parsed.hostname,
    port: Number(parsed.port) || (secure ? 993 : 143),
    secure,
    auth: { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) },
    logger: false,
    // A server that goes away must not hang a sync: it fails and the next one reconnects.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    disableAutoIdle: true,
    ...(secure ? {} : { doSTARTTLS: false }),
  }).on('error', (error: unknown) => logger.warn({ err: error }, 'inbox: IMAP connection error'));
}

/**
 * Reads new messages of one mailbox. Each sync opens its own connection, so a restarted server costs one
 * failed sync, not a stuck client. The UID cursor moves only past messages handed on successfully, and a
 * message read twice is harmless (the email id dedupes it), so an interrupted sync loses and duplicates
 * nothing: the next one resumes where it stopped.
 */
export class ImapSource {
  private cursor: { uidValidity: string; lastUid: number } | null = null;
  private client: ImapFlow | null = null;
  private readonly options: ImapOptions;
  private readonly logger: Logger;

  constructor(options: ImapOptions, logger: Logger) {
    this.options = options;
    this.logger = logger;
  }

  async sync(onMessage: OnMessage): Promise<number> {
    const client = clientFor(this.options.url, this.logger);
    this.client = client;
    await client.connect();
    try {
      const lock = await client.getMailboxLock(this.options.mailbox, { readOnly: true });
      try {
        const mailbox = client.mailbox;
        const uidValidity = mailbox ? String(mailbox.uidValidity) : '0';
        if (this.cursor?.uidValidity !== uidValidity) this.cursor = { uidValidity, lastUid: 0 };
        const cursor = this.cursor;
        const uids = (await client.search({ uid: `${cursor.lastUid + 1}:*` }, { uid: true })) || [];
        let count = 0;
        for (const uid of uids.filter((u) => u > cursor.lastUid).sort((a, b) => a - b)) {
          const message = await client.fetchOne(String(uid), { source: true, internalDate: true }, { uid: true });
          // A connection that dies mid-fetch answers nothing rather than failing: stop here and let the next
          // sync fetch it again. (A message expunged meanwhile is simply not found by that sync's search.)
          if (!message || !message.source) throw new Error(`IMAP fetch of UID ${uid} returned no message`);
          const date = message.internalDate ? new Date(message.internalDate) : null;
          await onMessage(message.source, `imap:${this.options.mailbox}:${uidValidity}:${uid}`, date);
          count += 1;
          cursor.lastUid = uid;
        }
        return count;
      } finally {
        lock.release();
      }
    } finally {
      this.client = null;
      await client.logout().catch(() => client.close());
    }
  }

  /** Drops the connection of a sync in flight (on stop), so it fails now instead of at a timeout. */
  close(): void {
    this.client?.close();
  }
}
