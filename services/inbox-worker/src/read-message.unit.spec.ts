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

  it('reads the sender and subject from the headers alone', async () => {
    const headers = `From: A <a@example.com>\r\nSubject: Hi\r\n${'X-Pad: v\r\n'.repeat(20_000)}\r\nbody`;
    expect(await runInThread({ raw: raw(headers), headersOnly: true })).toMatchObject({
      from: 'A <a@example.com>',
      subject: 'Hi',
    });
  });
});
