// Runs in a parser thread (runInDocumentThread, @tb/documents), never on the server's own thread: mailparser and the
// HTML cleaner take time that grows with what a sender wrote (12 MB of HTML froze the event loop for ~30 s).
// Everything here is bounded: what is kept of each part, and the work done on it.
import { cleanText } from '@tb/contracts';
import { sanitizeRichText } from '@tb/platform/html';
import { type AddressObject, simpleParser } from 'mailparser';
import { utf8NamesDeclaredLatin } from './declared-latin-names.ts';

export const MESSAGE_LIMITS = {
  /** HTML kept of a message's body; the rest is cut before cleaning. A real e-mail body is far smaller. */
  htmlChars: 256 * 1024,
  /** Plain text kept (what the extractors read too). */
  textChars: 200_000,
  subjectChars: 1_000,
  fromChars: 1_000,
  fileNameChars: 255,
  /** Attachments copied of one e-mail; those after are only named (`attachmentsPastLimit`). */
  attachments: 50,
  /** Attachments past `attachments` named, at most (mailparser reads at most 1,000 parts of a message). */
  attachmentsNamedPastLimit: 200,
  /** Deeper HTML is shown as its text: the cleaner's time grows with the square of the nesting. */
  htmlDepth: 256,
  /** Headers read when only the sender and subject are wanted (a message set aside). */
  headBytes: 64 * 1024,
} as const;

export interface ParsedAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** An attachment past the first `MESSAGE_LIMITS.attachments`: named, not copied (its bytes stay in the thread). */
export interface AttachmentPastLimit {
  filename: string;
  /** In bytes, decoded. */
  size: number;
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
  /** Cleaned to the rich-text allowlist and the text rule: ready to store. */
  html: string;
  text: string;
  /** The first `MESSAGE_LIMITS.attachments` attachments. */
  attachments: ParsedAttachment[];
  /** The ones after, in order, at most `MESSAGE_LIMITS.attachmentsNamedPastLimit`: name and size, no bytes. */
  attachmentsPastLimit: AttachmentPastLimit[];
}

export type ReadInput = { raw: Uint8Array; headersOnly?: boolean };

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

const VOID_TAGS = new Set(['br', 'img', 'hr', 'meta', 'link', 'input', 'wbr', 'area', 'base', 'col', 'source']);

/** How deep the tags nest, counted in one pass (`[^<>]*` never rescans: linear in the HTML). */
export function nestingDepth(html: string): number {
  let depth = 0;
  let deepest = 0;
  for (const [, closing, name = '', rest = ''] of html.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^<>]*)/g)) {
    if (VOID_TAGS.has(name.toLowerCase()) || rest.endsWith('/')) continue;
    depth = closing ? Math.max(0, depth - 1) : depth + 1;
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of cleaned HTML (only the allowlist's tags are left), for the extractors. */
export const htmlText = (html: string): string =>
  html
    .replace(/<(?:br|\/p|\/li|\/h[1-6])\b[^<>]*>/gi, '\n')
    .replace(/<[^<>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '');

/** A sender's HTML, cut, cleaned to the allowlist, and stripped of what the text rule removes. */
export function cleanHtml(html: string): string {
  const cut = html.slice(0, MESSAGE_LIMITS.htmlChars);
  // Tags nested thousands deep (no real e-mail) cost the cleaner quadratic time: keep their text only.
  const safe =
    nestingDepth(cut) > MESSAGE_LIMITS.htmlDepth ? textToHtml(htmlText(cut.replace(/<[^<>]*>?/g, ' '))) : cut;
  // Entities decode to characters while cleaning (&#1; is U+0001): the text rule runs on the result.
  return cleanText(sanitizeRichText(safe), 'prose');
}

function firstAddress(from: AddressObject | AddressObject[] | undefined) {
  const list = Array.isArray(from) ? from : from ? [from] : [];
  return list.flatMap((a) => a.value)[0];
}

const line = (value: string, max: number) => cleanText(value.slice(0, max), 'line');

/** A date the read models can hold (a Date header can say anything: year 275761, day 32). */
const plausibleDate = (date: Date | undefined): Date | null => {
  const year = date?.getUTCFullYear();
  return date && year !== undefined && year >= 1970 && year <= 2100 ? date : null;
};

/** The end of the header block (a blank line), within the first `headBytes`. */
function headOf(raw: Buffer): Buffer {
  const head = raw.subarray(0, MESSAGE_LIMITS.headBytes);
  const end = head.indexOf('\r\n\r\n');
  const endLf = head.indexOf('\n\n');
  const cut = end >= 0 ? end : endLf;
  return Buffer.concat([cut >= 0 ? head.subarray(0, cut) : head, Buffer.from('\r\n\r\n')]);
}

/** Extensions for the document types a resume comes in, for a part sent without a name. */
const EXTENSION_OF_TYPE: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/msword': '.doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': '.docx',
};

const isDocumentType = (contentType: string | undefined) =>
  EXTENSION_OF_TYPE[(contentType ?? '').toLowerCase()] !== undefined;

/** The name of a part sent without one: "attachment", with its type's extension when it is a document. */
export const unnamedAttachment = (contentType: string | undefined): string =>
  `attachment${EXTENSION_OF_TYPE[(contentType ?? '').toLowerCase()] ?? ''}`;

/**
 * One RFC 822 message → its parts, bounded and cleaned. mailparser decodes encoded-word headers (=?GB2312?B?…?=)
 * and bodies in legacy charsets (GB2312, GBK, Big5) to Unicode. `headersOnly`: the sender and subject of a
 * message that cannot be read whole (its headers alone, at most 64 KB of them).
 */
export async function runInThread({ raw, headersOnly }: ReadInput): Promise<ParsedMessage> {
  const bytes = Buffer.from(raw.buffer, raw.byteOffset, raw.length);
  const mail = await simpleParser(headersOnly ? headOf(bytes) : bytes, {
    skipImageLinks: true,
    skipTextToHtml: true,
    skipHtmlToText: true,
  });
  const sender = firstAddress(mail.from);
  const fromAddress = line((sender?.address ?? '').toLowerCase(), MESSAGE_LIMITS.fromChars);
  const fromName = line((sender?.name ?? '').trim(), MESSAGE_LIMITS.fromChars);
  const html = typeof mail.html === 'string' ? cleanHtml(mail.html) : '';
  const text = cleanText((mail.text || htmlText(html)).slice(0, MESSAGE_LIMITS.textChars), 'prose');
  // Inline parts without a name are a body's pictures, styles and signatures; an inline document (a PDF, DOC or
  // DOCX a client put inline with no name) is an attachment all the same, named by its type.
  const attachments = mail.attachments.filter(
    (a) => a.contentDisposition !== 'inline' || Boolean(a.filename) || isDocumentType(a.contentType),
  );
  // A name with U+FFFD lost bytes to a wrong charset declaration: read it again from the part's raw header.
  const garbled = new Map(
    attachments.flatMap((a) => (a.filename?.includes('\uFFFD') ? [[a.partId ?? null, a.filename] as const] : [])),
  );
  const repaired = garbled.size > 0 ? await utf8NamesDeclaredLatin(bytes, garbled) : new Map<string | null, string>();
  const filename = (a: (typeof attachments)[number]) =>
    (a.filename?.includes('\uFFFD') ? repaired.get(a.partId ?? null) : undefined) ??
    (a.filename?.trim() ? a.filename : unnamedAttachment(a.contentType));
  return {
    messageId: mail.messageId ? line(mail.messageId, MESSAGE_LIMITS.fromChars) : null,
    subject: line(mail.subject ?? '', MESSAGE_LIMITS.subjectChars),
    from: line(fromName ? `${fromName} <${fromAddress}>` : fromAddress, MESSAGE_LIMITS.fromChars),
    fromAddress,
    fromName,
    date: plausibleDate(mail.date),
    html: html || textToHtml(text),
    text,
    attachments: attachments.slice(0, MESSAGE_LIMITS.attachments).map((a) => ({
      filename: filename(a),
      contentType: (a.contentType || 'application/octet-stream').slice(0, 200),
      content: a.content,
    })),
    // Not copied, but named on the e-mail card: the admin learns they are in the mailbox. Names are cut as the
    // ingest cuts them (attachment-name.ts reads at most 1,000 characters of one).
    attachmentsPastLimit: attachments
      .slice(MESSAGE_LIMITS.attachments, MESSAGE_LIMITS.attachments + MESSAGE_LIMITS.attachmentsNamedPastLimit)
      .map((a) => ({ filename: filename(a).slice(0, 1_000), size: a.content.length })),
  };
}
