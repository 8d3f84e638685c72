import { runInDocumentThread } from '@tb/documents';
import type { ReadInput, ParsedMessage as ThreadMessage } from './read-message.ts';
import { INBOX_ACCOUNT, whenThreadFree } from './thread-share.ts';

export interface ParsedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** What the thread answers (read-message.ts), with the attachments as Buffers again for the blob store. */
export interface ParsedMessage extends Omit<ThreadMessage, 'attachments'> {
  attachments: ParsedAttachment[];
}
export { textToHtml } from './read-message.ts';

/** A message larger than this is set aside unread: a resume and a letter are far smaller (attachments ≤ 25 MB). */
export const MAX_MESSAGE_BYTES = 40 * 1024 * 1024;

const READER = new URL('./read-message.ts', import.meta.url);

/** Why a message cannot be read, in words for the admin; it is set aside and the inbox goes on. */
export class UnreadableMessageError extends Error {
  override readonly name = 'UnreadableMessageError';
}

const read = (raw: Buffer, headersOnly: boolean) =>
  whenThreadFree(() =>
    runInDocumentThread<ReadInput, ThreadMessage>(
      READER,
      { raw, headersOnly },
      { account: INBOX_ACCOUNT, bytes: raw.length },
    ),
  );

/**
 * One RFC 822 message → its parts, parsed and cleaned in a parser thread under the documents' time and memory
 * budget (the inbox's share). Throws `UnreadableMessageError` for a message over `MAX_MESSAGE_BYTES`, and the
 * pool's `DocumentError` otherwise (`busy` after about half a minute of waiting).
 */
export async function parseMessage(raw: Buffer, totalBytes = raw.length): Promise<ParsedMessage> {
  if (totalBytes > MAX_MESSAGE_BYTES) {
    throw new UnreadableMessageError(
      `it is ${(totalBytes / 2 ** 20).toFixed(1)} MB, larger than the ${MAX_MESSAGE_BYTES / 2 ** 20} MB an e-mail may be`,
    );
  }
  const message = await read(raw, false);
  // Copied from the thread as plain bytes: Buffers again for the blob store.
  const attachments = message.attachments.map((a) => ({
    ...a,
    content: Buffer.from(a.content.buffer, a.content.byteOffset, a.content.length),
  }));
  return { ...message, attachments };
}

/** The sender and subject of a message that could not be read whole ('' when even its headers are unreadable). */
export async function headersOf(raw: Buffer): Promise<{ from: string; subject: string; messageId: string | null }> {
  try {
    const { from, subject, messageId } = await read(raw, true);
    return { from, subject, messageId };
  } catch {
    return { from: '', subject: '', messageId: null };
  }
}
