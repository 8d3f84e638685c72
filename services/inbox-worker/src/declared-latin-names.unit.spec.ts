import { describe, expect, it } from 'vitest';
import { declaredName, headerParameters, utf8NamesDeclaredLatin, windows1252Reading } from './declared-latin-names.ts';
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
    const garbled = new Map(
      Array.from({ length: 1_200 }, (_, n) => [String(n + 1), `${windows1252Reading([...utf8])}${n}`]),
    );
    const names = await utf8NamesDeclaredLatin(raw, garbled);
    expect(names.get('1')).toBe(`${UTF8_NAME}0`);
    expect(names.size).toBeGreaterThan(0);
    expect(names.size).toBeLessThanOrEqual(1_000);
  });
});

/** The message of `message` with a Content-Disposition line of any shape (`Content-Disposition: attachment; …`). */
const withHeaders = (headers: string) =>
  new Uint8Array(
    Buffer.from(
      `From: a@example.com\r\nMIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=BB\r\n\r\n--BB\r\nContent-Type: text/plain\r\n\r\nhi\r\n--BB\r\n${headers}\r\nContent-Transfer-Encoding: base64\r\n\r\nJVBERi0xLjQK\r\n--BB--\r\n`,
      'latin1',
    ),
  );
const namesIn = async (headers: string) =>
  (await runInThread({ raw: withHeaders(headers) })).attachments.map((a) => a.filename);
const garbled = (name: string) => percent(Buffer.from(name, 'utf8'));

describe('an outside attack on the second reading', () => {
  it('survives a continuation of 300,000 bytes beside a garbled name (it once overflowed the stack and ended the process)', async () => {
    const names = await namesIn(
      `Content-Type: application/pdf\r\nContent-Disposition: attachment; filename*0*=iso-8859-1''${garbled('简历-李雷')}; filename*1=${'a'.repeat(300_000)}.pdf`,
    );
    expect(names).toHaveLength(1);
    expect(names[0]).not.toContain('简历'); // too long to read again: mailparser's reading stands
  });

  it("never gives a message/rfc822 part's name to the part inside it", async () => {
    const raw = Buffer.from(
      `MIME-Version: 1.0\r\nContent-Type: multipart/mixed; boundary=AA\r\n\r\n--AA\r\nContent-Type: text/plain\r\n\r\nhi\r\n--AA\r\nContent-Type: message/rfc822; name*=iso-8859-1''${garbled('李-CONTAINER.exe')}\r\nContent-Disposition: inline\r\n\r\nSubject: inner\r\nContent-Type: application/pdf\r\nContent-Disposition: attachment; filename="=?windows-1252?Q?resume=81.pdf?="\r\nContent-Transfer-Encoding: base64\r\n\r\nJVBERi0xLjQK\r\n--AA--\r\n`,
      'latin1',
    );
    const names = (await runInThread({ raw: new Uint8Array(raw) })).attachments.map((a) => a.filename);
    expect(names.join()).not.toContain('CONTAINER');
  });

  it('keeps the text around encoded words, the extension included', async () => {
    const b64 = Buffer.from('简历-李雷', 'utf8').toString('base64');
    expect(
      await namesIn(
        `Content-Type: application/pdf\r\nContent-Disposition: attachment; filename="CV =?ISO-8859-1?B?${b64}?= =?ISO-8859-1?B?${b64}?=.pdf"`,
      ),
    ).toEqual(['CV 简历-李雷简历-李雷.pdf']);
  });

  it("reads a parameter inside another parameter's quotes as text, and a name written twice as its last value", async () => {
    const b64 = Buffer.from(UTF8_NAME, 'utf8').toString('base64');
    expect(
      await namesIn(
        `Content-Type: application/pdf\r\nContent-Disposition: attachment; x="; filename*=iso-8859-1''${garbled('李-fake.exe')}"; filename="=?ISO-8859-1?B?${b64}?="`,
      ),
    ).toEqual([UTF8_NAME]);
    expect(
      await namesIn(
        `Content-Type: application/pdf\r\nContent-Disposition: attachment; filename*=iso-8859-1''${garbled('李-A.pdf')}; filename*=iso-8859-1''${garbled('李-B.pdf')}`,
      ),
    ).toEqual(['李-B.pdf']);
  });

  it('takes the Content-Type name only when the disposition names no file at all', async () => {
    const names = await namesIn(
      `Content-Type: application/pdf; name*=iso-8859-1''${garbled('李-other.exe')}\r\nContent-Disposition: attachment; filename*=utf-8''resume%FF.pdf`,
    );
    expect(names.join()).not.toContain('other');
  });

  it('skips the second reading of a message of more than a million lines (the splitter alone took seconds)', async () => {
    const raw = Buffer.from(
      `Content-Type: multipart/mixed; boundary=BB\r\n\r\n--BB\r\nContent-Type: application/pdf\r\nContent-Disposition: attachment; filename*=latin1''${percent(utf8)}\r\n\r\n${'\n'.repeat(1_000_001)}\r\n--BB--\r\n`,
      'latin1',
    );
    const garbled = new Map([['1', windows1252Reading([...utf8])]]);
    expect((await utf8NamesDeclaredLatin(raw, garbled)).size).toBe(0);
    const short = Buffer.from(raw.toString('latin1').replace(/\n{2,}/, '\n'), 'latin1');
    expect((await utf8NamesDeclaredLatin(short, garbled)).get('1')).toBe(UTF8_NAME);
  });
});

describe('header parameters', () => {
  it('reads quoted values whole, bare words as nothing, and a repeated key as its last value', () => {
    expect([...headerParameters('attachment; a="x; b=1"; flag; b=2; B=3; c = "q\\"d"')]).toEqual([
      ['a', 'x; b=1'],
      ['b', '3'],
      ['c', 'q"d'],
    ]);
  });
});

describe('a second outside attack: headers the two readers split otherwise', () => {
  const q = (text: string) =>
    [...Buffer.from(text, 'utf8')].map((b) => `=${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');

  it("repairs only the very bytes mailparser read: another parameter's text never becomes the name", async () => {
    const evil = garbled('李-EVIL.exe');
    const stray = await namesIn(
      `Content-Type: application/pdf\r\nContent-Disposition: attachment; filename=CV"; filename*=iso-8859-1''${evil}; x="=?windows-1252?Q?=81?=.pdf`,
    );
    expect(stray.join()).not.toContain('EVIL');
    const starred = await namesIn(
      `Content-Type: application/pdf\r\nContent-Disposition: attachment; filename*0="=?windows-1252?Q?CV=81?=.exe"; filename="=?iso-8859-1?Q?${q('李')}?=.pdf"`,
    );
    expect(starred.join()).not.toBe('李.pdf');
  });

  it('never drops a continuation mailparser joins (a hidden .exe stays in the name)', async () => {
    const names = await namesIn(
      `Content-Type: application/pdf\r\nContent-Disposition: attachment; filename*=iso-8859-1''${garbled('李雷.pdf')}; filename*1*=.exe`,
    );
    expect(names.join()).not.toBe('李雷.pdf');
  });

  it("reads the Content-Type name when the disposition's filename is empty", async () => {
    expect(
      await namesIn(
        `Content-Type: application/pdf; name*=iso-8859-1''${garbled(UTF8_NAME)}\r\nContent-Disposition: attachment; filename=""`,
      ),
    ).toEqual([UTF8_NAME]);
  });
});
