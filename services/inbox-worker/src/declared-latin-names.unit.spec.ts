import { describe, expect, it } from 'vitest';
import { declaredName, utf8NamesDeclaredLatin } from './declared-latin-names.ts';
import { runInThread } from './read-message.ts';

const UTF8_NAME = '简历-李雷.pdf'; // 李 is E6 9D 8E: 0x9D has no Windows-1252 character
const utf8 = Buffer.from(UTF8_NAME, 'utf8');
const percent = (bytes: Buffer) => [...bytes].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');
const quoted = (bytes: Buffer) =>
  [...bytes].map((b) => (b >= 0x80 ? `=${b.toString(16).toUpperCase()}` : String.fromCharCode(b))).join('');

/** A message with a text part and one PDF whose Content-Disposition parameters are `disposition`. */
const message = (disposition: string, contentType = 'application/pdf') =>
  new Uint8Array(
    Buffer.from(
      [
        'From: a@example.com',
        'Subject: resume',
        'MIME-Version: 1.0',
        'Content-Type: multipart/mixed; boundary=BB',
        '',
        '--BB',
        'Content-Type: text/plain',
        '',
        'hello',
        '--BB',
        `Content-Type: ${contentType}`,
        `Content-Disposition: attachment;${disposition}`,
        'Content-Transfer-Encoding: base64',
        '',
        'JVBERi0xLjQK',
        '--BB--',
        '',
      ].join('\r\n'),
      'latin1',
    ),
  );

const nameOf = async (disposition: string, contentType?: string) =>
  (await runInThread({ raw: message(disposition, contentType) })).attachments[0]?.filename;

describe('a UTF-8 attachment name declared Latin-1 (bytes Windows-1252 has no character for)', () => {
  it('RFC 2231 form: read as UTF-8, not "ç®€åŽ†-æ�Žé›·.pdf"', async () => {
    expect(await nameOf(` filename*=iso-8859-1''${percent(utf8)}`)).toBe(UTF8_NAME);
  });

  it('RFC 2231 continuations, folded over lines, joined in their numbered order', async () => {
    const encoded = percent(utf8);
    const cut = encoded.indexOf('%', 20);
    expect(
      await nameOf(`\r\n filename*1*=${encoded.slice(cut)};\r\n filename*0*=ISO-8859-1''${encoded.slice(0, cut)}`),
    ).toBe(UTF8_NAME);
  });

  it('encoded words, base64 and quoted-printable, and the Content-Type name when the disposition has none', async () => {
    expect(await nameOf(` filename="=?ISO-8859-1?B?${utf8.toString('base64')}?="`)).toBe(UTF8_NAME);
    expect(await nameOf(` filename="=?windows-1252?Q?${quoted(utf8)}?="`)).toBe(UTF8_NAME);
    expect(await nameOf('', `application/pdf; name*=latin1''${percent(utf8)}`)).toBe(UTF8_NAME);
  });

  it('a real Latin-1 name and a name in its declared charset stay as mailparser read them', async () => {
    expect(await nameOf(` filename*=iso-8859-1''r%E9sum%E9.pdf`)).toBe('résumé.pdf');
    const gbk = '%BC%F2%C0%FA.pdf'; // 简历 in GBK
    expect(await nameOf(` filename*=gbk''${gbk}`)).toBe('简历.pdf');
    expect(await nameOf(` filename*=utf-8''${percent(utf8)}`)).toBe(UTF8_NAME);
  });
});

describe('reading the declared name of one header line', () => {
  it('gives the bytes and the charset, or nothing when no charset is declared', () => {
    expect(declaredName(`attachment; filename*=iso-8859-1'en'%E7%AE`, 'filename')).toEqual({
      charset: 'iso-8859-1',
      bytes: [0xe7, 0xae],
    });
    expect(declaredName('attachment; filename="plain.pdf"', 'filename')).toBeUndefined();
    expect(declaredName('attachment; filename*0="no-charset"', 'filename')).toBeUndefined();
  });

  it('takes time linear in a hostile header line', () => {
    const started = performance.now();
    declaredName(`attachment; filename*=x''${'%'.repeat(200_000)}; ${'filename*1*=a;'.repeat(20_000)}`, 'filename');
    declaredName(`attachment; filename="${'=?a?B?'.repeat(50_000)}"`, 'filename');
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('a message the second reading refuses', () => {
  it('keeps the names found before it stopped and never fails the message', async () => {
    const part = (n: number) =>
      `--BB\r\nContent-Type: application/pdf\r\nContent-Disposition: attachment; filename*=latin1''${percent(utf8)}${n}\r\n\r\nx\r\n`;
    const parts = Array.from({ length: 1_200 }, (_, n) => part(n)).join('');
    const raw = Buffer.from(`Content-Type: multipart/mixed; boundary=BB\r\n\r\n${parts}--BB--\r\n`, 'latin1');
    const names = await utf8NamesDeclaredLatin(raw);
    expect(names.get('1')).toBe(`${UTF8_NAME}0`);
    expect(names.size).toBeGreaterThan(0);
    expect(names.size).toBeLessThanOrEqual(1_000);
  });
});
