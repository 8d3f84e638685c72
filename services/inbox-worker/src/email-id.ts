import { createHash } from 'node:crypto';

/**
 * The email's id, the same every time the message is read: from its Message-ID when it has one (the same
 * mail re-delivered or read after a restart is one email), else from where it was read (mailbox UID).
 */
export function emailIdOf(messageId: string | null | undefined, source: string): string {
  const key = messageId?.trim() ? `mid:${messageId.trim().toLowerCase()}` : `src:${source}`;
  return createHash('sha256').update(key).digest('hex').slice(0, 32);
}
