// E-mails that cost mailparser or the HTML cleaner far more than their size suggests, or that it refuses (issue 22's
// review found each stopping the inbox for good, or freezing the server). Built here, so no crafted file is committed.

const head = (id: string, subject: string, extra = '') =>
  `From: Mallory Sender <mallory@example.com>\r\nTo: hr@talentbridge.example\r\nSubject: ${subject}\r\n` +
  `Message-ID: <${id}@example.com>\r\nDate: Tue, 1 Jul 2025 10:00:00 +0000\r\nMIME-Version: 1.0\r\n${extra}`;

/** Multipart nested 3,000 deep: mailparser throws 'Max allowed child nodes exceeded' (200 KB). */
export function deeplyNestedEmail(id = 'deep'): Buffer {
  let open = '';
  let close = '';
  for (let i = 0; i < 3000; i++) {
    open += `--B${i}\r\nContent-Type: multipart/mixed; boundary="B${i + 1}"\r\n\r\n`;
    close = `--B${i}--\r\n${close}`;
  }
  const body = `${open}--B3000\r\nContent-Type: text/plain\r\n\r\ndeep body\r\n--B3000--\r\n${close}`;
  return Buffer.from(`${head(id, 'Deeply nested', 'Content-Type: multipart/mixed; boundary="B0"\r\n')}\r\n${body}`);
}

/** 200,000 header lines: mailparser throws 'Max header size exceeded' (2.7 MB). */
export function manyHeadersEmail(id = 'headers'): Buffer {
  const extra = `${Array.from({ length: 200_000 }, (_, i) => `X-H${i}: v`).join('\r\n')}\r\n`;
  return Buffer.from(`${head(id, 'Many headers', extra)}Content-Type: text/plain\r\n\r\nbody\r\n`);
}

/** 12 MB of nested, attribute-heavy HTML: cleaning it on the server's thread froze it for about 30 s. */
export function bigHtmlEmail(id = 'big-html'): Buffer {
  const unit = `<div class="a" style="x" onclick="y"><b><i><span>${'word '.repeat(20)}`;
  const html = `<html><body><p>My name is Hannah Big.</p>${unit.repeat(Math.floor(12e6 / unit.length))}</body></html>`;
  return Buffer.from(
    `${head(id, 'Big HTML', 'Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n')}\r\n${html}\r\n`,
  );
}

/** Larger than an e-mail may be (40 MB): set aside unread. */
export function oversizedEmail(id = 'oversized'): Buffer {
  const filler = 'A'.repeat(76);
  const lines = Array.from({ length: Math.ceil((41 * 2 ** 20) / 78) }, () => filler).join('\r\n');
  const extra = 'Content-Type: multipart/mixed; boundary="BB"\r\n';
  const attachment =
    '--BB\r\nContent-Type: application/octet-stream\r\nContent-Disposition: attachment; filename="big.bin"\r\n' +
    `Content-Transfer-Encoding: base64\r\n\r\n${lines}\r\n--BB--\r\n`;
  return Buffer.from(`${head(id, 'Oversized', extra)}\r\n--BB\r\nContent-Type: text/plain\r\n\r\nhi\r\n${attachment}`);
}

/** A Date header that is no date (year 275761, day 32): the event's time must not come from it. */
export function badDateEmail(id = 'bad-date'): Buffer {
  return Buffer.from(
    head(id, 'Bad date').replace(/Date: .*\r\n/, 'Date: Mon, 32 Foo 275761 99:99:99 +9999\r\n') +
      'Content-Type: text/plain\r\n\r\nMy name is Dana Date.\r\n',
  );
}

/** An ordinary application: it must arrive whatever came before it. */
export function normalEmail(id: string, name: string): Buffer {
  return Buffer.from(
    `${head(id, `Application from ${name}`)}Content-Type: text/plain; charset=utf-8\r\n\r\n` +
      `Hello, my name is ${name}, ${id}@example.com.\r\n`,
  );
}
