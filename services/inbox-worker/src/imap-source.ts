import type { Logger } from '@tb/platform';
import { ImapFlow } from 'imapflow';
import { MAX_MESSAGE_BYTES } from './parse-message.ts';

export interface ImapOptions {
  /** imap://user:password@host:port or imaps://… */
  url: string;
  mailbox: string;
}

/**
 * One message handed on: `raw` is the whole message, or only its headers when `totalBytes` says it is larger than
 * an e-mail may be. Answers `{ setAside: reason }` when it could not be read and was set aside.
 */
export type OnMessage = (raw: Buffer, source: string, receivedAt: Date | null, totalBytes: number) => Promise<unknown>;

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

  /** `retry`: set-aside sources of this mailbox an operator asked to read again; `onGone` for those not found. */
  async sync(
    onMessage: OnMessage,
    retry: readonly string[] = [],
    onGone?: (source: string) => Promise<void>,
  ): Promise<number> {
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
        const sourceOf = (uid: number) => `imap:${this.options.mailbox}:${uidValidity}:${uid}`;
        const fetch = async (uid: number) => {
          // The size first: a message larger than an e-mail may be is fetched as its headers only.
          const head = await client.fetchOne(String(uid), { size: true, internalDate: true }, { uid: true });
          if (!head) return false;
          const tooLarge = (head.size ?? 0) > MAX_MESSAGE_BYTES;
          const message = await client.fetchOne(String(uid), tooLarge ? { headers: true } : { source: true }, {
            uid: true,
          });
          const fetched = message || undefined;
          const raw = tooLarge ? fetched?.headers : fetched?.source;
          // A connection that dies mid-fetch answers nothing rather than failing: stop here and let the next
          // sync fetch it again. (A message expunged meanwhile is simply not found by that sync's search.)
          if (!raw) throw new Error(`IMAP fetch of UID ${uid} returned no message`);
          const date = head.internalDate ? new Date(head.internalDate) : null;
          await onMessage(raw, sourceOf(uid), date, head.size ?? raw.length);
          return true;
        };
        for (const source of retry) {
          if (!source.startsWith(`imap:${this.options.mailbox}:`)) continue; // another mailbox's
          const uid = Number(source.slice(source.lastIndexOf(':') + 1));
          // Of an older UIDVALIDITY, the UID names nothing any more.
          const current = source === sourceOf(uid) && Number.isSafeInteger(uid);
          if (!current || !(await fetch(uid))) await onGone?.(source);
        }
        const uids = (await client.search({ uid: `${cursor.lastUid + 1}:*` }, { uid: true })) || [];
        let count = 0;
        for (const uid of uids.filter((u) => u > cursor.lastUid).sort((a, b) => a - b)) {
          if (!(await fetch(uid))) throw new Error(`IMAP fetch of UID ${uid} returned no message`);
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
