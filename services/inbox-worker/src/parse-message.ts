import { type AddressObject, simpleParser } from 'mailparser';

export interface ParsedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface ParsedMessage {
  messageId: string | null;
  subject: string;
  /** `Name <address>` as the reader should see it. */
  from: string;
  fromAddress: string;
  /** The sender's display name ('' when the From header has none). */
  fromName: string;
  date: Date | null;
  html: string;
  text: string;
  attachments: ParsedAttachment[];
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as paragraphs, so a text-only email reads the same way as an HTML one. */
export const textToHtml = (text: string): string =>
  text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');

function firstAddress(from: AddressObject | AddressObject[] | undefined) {
  const list = Array.isArray(from) ? from : from ? [from] : [];
  return list.flatMap((a) => a.value)[0];
}

/**
 * One RFC 822 message → its parts. mailparser decodes encoded-word headers (=?GB2312?B?…?=) and bodies in
 * legacy charsets (GB2312, GBK, Big5) to Unicode.
 */
export async function parseMessage(raw: Buffer): Promise<ParsedMessage> {
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  const sender = firstAddress(mail.from);
  const fromAddress = (sender?.address ?? '').toLowerCase();
  const from = sender?.name ? `${sender.name} <${fromAddress}>` : fromAddress;
  const text = mail.text ?? '';
  return {
    messageId: mail.messageId ?? null,
    subject: mail.subject ?? '',
    from,
    fromAddress,
    fromName: (sender?.name ?? '').trim(),
    date: mail.date ?? null,
    html: typeof mail.html === 'string' ? mail.html : textToHtml(text),
    text,
    attachments: mail.attachments
      .filter((a) => a.contentDisposition !== 'inline' || Boolean(a.filename))
      .map((a) => ({
        filename: a.filename ?? 'attachment',
        contentType: a.contentType || 'application/octet-stream',
        content: a.content,
      })),
  };
}
