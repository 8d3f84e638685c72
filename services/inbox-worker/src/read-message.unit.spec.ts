import { describe, expect, it } from 'vitest';
import { cleanHtml, MESSAGE_LIMITS, nestingDepth, runInThread } from './read-message.ts';

const raw = (text: string) => new Uint8Array(Buffer.from(text));

describe('reading a message in a parser thread (the step itself)', () => {
  it('cleans HTML after entities decode: &#1; and C1 controls do not reach the event, a script never', () => {
    expect(cleanHtml('<p>a&#1;b&#x81;c&#xFDD0;d</p><script>x</script>')).toBe('<p>abcd</p>');
  });

  it('keeps only the text of HTML nested deeper than the cleaner can take in linear time', () => {
    const deep = `${'<div><b>'.repeat(20_000)}Hello deep`;
    expect(nestingDepth(deep)).toBe(40_000);
    const started = performance.now();
    expect(cleanHtml(deep)).toBe('<p>Hello deep</p>');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(nestingDepth('<p>a<br>b<img src=x/><b>c</b></p>')).toBe(2);
  });

  it('cuts HTML, subject and text to their limits', async () => {
    const message = await runInThread({
      raw: raw(`Subject: ${'s'.repeat(5_000)}\r\nContent-Type: text/html\r\n\r\n<p>${'word '.repeat(200_000)}</p>\r\n`),
    });
    expect(message.subject).toHaveLength(MESSAGE_LIMITS.subjectChars);
    expect(message.html.length).toBeLessThanOrEqual(MESSAGE_LIMITS.htmlChars + 10);
    expect(message.text.length).toBeLessThanOrEqual(MESSAGE_LIMITS.htmlChars);
    expect(message.text).toMatch(/^word word/);
  });

  it('a Date header that is no date gives none the read models cannot hold', async () => {
    const message = await runInThread({
      raw: raw('Date: Mon, 32 Foo 275761 99:99:99 +9999\r\nSubject: x\r\n\r\nbody\r\n'),
    });
    // mailparser puts the time of reading in its place; what matters is that it is a date the event can carry.
    const year = message.date?.getUTCFullYear() ?? 2000;
    expect(year >= 1970 && year <= 2100).toBe(true);
  });

  it('keeps an inline document sent without a name, named by its type; inline pictures stay out', async () => {
    const message = await runInThread({
      raw: raw(
        'MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=BB\r\n\r\n--BB\r\nContent-Type: text/plain\r\n\r\nhi\r\n' +
          '--BB\r\nContent-Type: application/pdf\r\nContent-Disposition: inline\r\nContent-Transfer-Encoding: base64\r\n\r\nJVBERi0xLjQK\r\n' +
          '--BB\r\nContent-Type: image/png\r\nContent-Disposition: inline\r\nContent-ID: <logo>\r\nContent-Transfer-Encoding: base64\r\n\r\niVBORw0KGgo=\r\n' +
          '--BB\r\nContent-Type: application/pkcs7-signature\r\nContent-Disposition: inline\r\nContent-Transfer-Encoding: base64\r\n\r\nMIIB\r\n--BB--\r\n',
      ),
    });
    expect(message.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['attachment.pdf', 'application/pdf'],
    ]);
  });

  it('reads the sender and subject from the headers alone', async () => {
    const headers = `From: A <a@example.com>\r\nSubject: Hi\r\n${'X-Pad: v\r\n'.repeat(20_000)}\r\nbody`;
    expect(await runInThread({ raw: raw(headers), headersOnly: true })).toMatchObject({
      from: 'A <a@example.com>',
      subject: 'Hi',
    });
  });
});

/** A multipart message with these attachments (base64, as mail clients send them). */
function withAttachments(files: { name: string; bytes: Buffer }[]): Uint8Array {
  const parts = files.map(({ name, bytes }) =>
    [
      '--b',
      `Content-Type: application/octet-stream; name="${name}"`,
      `Content-Disposition: attachment; filename="${name}"`,
      'Content-Transfer-Encoding: base64',
      '',
      bytes.toString('base64').replace(/.{76}/g, '$&\r\n'),
    ].join('\r\n'),
  );
  const text = ['--b', 'Content-Type: text/plain; charset=UTF-8', '', 'My files are attached.'].join('\r\n');
  return raw(
    `From: a@example.com\r\nSubject: Files\r\nContent-Type: multipart/mixed; boundary="b"\r\n\r\n${[text, ...parts].join('\r\n')}\r\n--b--\r\n`,
  );
}

describe('attachments past the first 50', () => {
  it('are named with their size, in order and without their bytes; the first 50 are kept whole', {
    timeout: 60_000,
  }, async () => {
    const small = Array.from({ length: 55 }, (_, i) => ({
      name: `page-${i + 1}.pdf`,
      bytes: Buffer.alloc(100 + i, 'x'),
    }));
    const video = { name: 'demo.mp4', bytes: Buffer.alloc(26 * 1024 * 1024, 'frame ') };
    const message = await runInThread({ raw: withAttachments([...small, video]) });
    expect(message.attachments.map((a) => a.filename)).toEqual(small.slice(0, 50).map((a) => a.name));
    expect(message.attachments[49]?.content).toHaveLength(149);
    expect(message.attachmentsPastLimit).toEqual([
      { filename: 'page-51.pdf', size: 150 },
      { filename: 'page-52.pdf', size: 151 },
      { filename: 'page-53.pdf', size: 152 },
      { filename: 'page-54.pdf', size: 153 },
      { filename: 'page-55.pdf', size: 154 },
      { filename: 'demo.mp4', size: 26 * 1024 * 1024 },
    ]);
  });

  it('are named at most 200 times', async () => {
    const files = Array.from({ length: 300 }, (_, i) => ({ name: `f${i}.txt`, bytes: Buffer.from('x') }));
    const message = await runInThread({ raw: withAttachments(files) });
    expect(message.attachments).toHaveLength(MESSAGE_LIMITS.attachments);
    expect(message.attachmentsPastLimit).toHaveLength(MESSAGE_LIMITS.attachmentsNamedPastLimit);
    expect(message.attachmentsPastLimit.at(-1)).toEqual({ filename: 'f249.txt', size: 1 });
  });
});
