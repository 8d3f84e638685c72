import { readFileSync } from 'node:fs';
import iconv from 'iconv-lite';

export interface TestAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** The charset the name's encoded word declares; its bytes are UTF-8 whatever it says (a client's mislabel). */
  declaredNameCharset?: string;
}

export interface TestEmail {
  messageId: string;
  from: string;
  fromName: string;
  subject: string;
  /** Body and header charset: a legacy Chinese one exercises decoding. */
  charset?: 'UTF-8' | 'GB2312' | 'GBK';
  text: string;
  html?: string;
  attachments?: TestAttachment[];
  date?: Date;
}

const encodedWord = (value: string, charset: string, declared = charset) =>
  `=?${declared}?B?${iconv.encode(value, charset).toString('base64')}?=`;
const base64Lines = (bytes: Buffer) => bytes.toString('base64').replace(/.{76}/g, '$&\r\n');

/** A raw RFC 822 message written by hand, so the test controls every header and charset. */
export function buildEmail(email: TestEmail): Buffer {
  const charset = email.charset ?? 'UTF-8';
  const boundary = `b-${email.messageId.replace(/\W/g, '')}`;
  const part = (type: string, body: string) =>
    [`--${boundary}`, `Content-Type: ${type}; charset=${charset}`, 'Content-Transfer-Encoding: base64', '', body].join(
      '\r\n',
    );
  const parts = [part('text/plain', base64Lines(iconv.encode(email.text, charset)))];
  if (email.html) parts.push(part('text/html', base64Lines(iconv.encode(email.html, charset))));
  for (const a of email.attachments ?? []) {
    const name = encodedWord(a.filename, 'UTF-8', a.declaredNameCharset);
    parts.push(
      [
        `--${boundary}`,
        `Content-Type: ${a.contentType}; name="${name}"`,
        `Content-Disposition: attachment; filename="${name}"`,
        'Content-Transfer-Encoding: base64',
        '',
        base64Lines(a.content),
      ].join('\r\n'),
    );
  }
  const headers = [
    `From: ${encodedWord(email.fromName, charset)} <${email.from}>`,
    'To: hr@talentbridge.example',
    `Subject: ${encodedWord(email.subject, charset)}`,
    `Message-ID: <${email.messageId}>`,
    `Date: ${(email.date ?? new Date()).toUTCString()}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
  ];
  return Buffer.from(`${headers.join('\r\n')}\r\n\r\n${parts.join('\r\n')}\r\n--${boundary}--\r\n`, 'latin1');
}

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../packages/documents/fixtures/resumes/${name}`, import.meta.url));

export const resumes = {
  chen: () => fixture('zh-cv-sidebar.pdf'),
  becker: () => fixture('en-software-engineer.pdf'),
  nguyen: () => fixture('holdout-en-mlops.pdf'),
};
export const PDF = 'application/pdf';
