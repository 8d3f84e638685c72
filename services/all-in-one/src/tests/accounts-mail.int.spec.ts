import { freePort } from '@tb/platform';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';

/**
 * Accounts with a real mail server (`SMTP_URL`): the verification codes leave only by mail, never in the
 * answer, in both languages led by the visitor's, and registering and resetting the password work with them.
 */
interface Mail {
  to: string[];
  subject: string;
  text: string;
}

const inbox: Mail[] = [];
let smtp: SMTPServer;
let app: TestApp;

/** Decodes RFC 2047 encoded words (`=?UTF-8?B?…?=` / `?Q?`), as nodemailer writes non-ASCII subjects. */
const decodeWords = (value: string) =>
  value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, encoding: string, data: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9a-f]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );

/** The text/plain part of a raw message, its transfer encoding undone. */
function plainText(raw: string): string {
  const boundary = raw.match(/boundary="?([^";\r\n]+)"?/i)?.[1];
  const start = raw.search(/Content-Type: text\/plain/i);
  const headersEnd = raw.indexOf('\r\n\r\n', start);
  const headers = raw.slice(start, headersEnd);
  const rest = raw.slice(headersEnd + 4);
  const body = boundary ? rest.slice(0, rest.indexOf(`\r\n--${boundary}`)) : rest;
  if (/Content-Transfer-Encoding: base64/i.test(headers)) return Buffer.from(body, 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
    const bytes = body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function parse(to: string[], raw: string): Mail {
  const headerBlock = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  const subject = decodeWords(headerBlock.match(/^Subject: (.*)$/im)?.[1] ?? '');
  return { to, subject, text: plainText(raw).replace(/\r\n/g, '\n') };
}

beforeAll(async () => {
  const port = await freePort();
  smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        inbox.push(parse(to, Buffer.concat(chunks).toString('utf8')));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(port, '127.0.0.1', () => resolve());
  });
  app = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Talent Bridge <no-reply@example.com>' });
});

afterAll(async () => {
  await app?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

/** The newest mail to `email` and the 6-digit code in it (waits for the SMTP session to finish). */
async function mailTo(email: string, count: number): Promise<Mail & { code: string }> {
  await expect.poll(() => inbox.filter((m) => m.to.includes(email)).length, { timeout: 10_000 }).toBe(count);
  const mail = inbox.filter((m) => m.to.includes(email)).at(-1) as Mail;
  const codes = [...mail.text.matchAll(/^\s{4}(\d{6})$/gm)].map((m) => m[1]);
  expect(new Set(codes).size).toBe(1);
  return { ...mail, code: codes[0] as string };
}

const wording = {
  en: {
    registration: ['Your Talent Bridge verification code', 'Use this code to finish creating your account:'],
    reset: ['Reset your Talent Bridge password', 'Use this code to set a new password:'],
    sent: 'Verification code sent to your inbox',
  },
  zh: {
    registration: ['您的 Talent Bridge 验证码', '请使用以下验证码完成注册：'],
    reset: ['重置您的 Talent Bridge 密码', '请使用以下验证码设置新密码：'],
    sent: '验证码已发送到您的邮箱',
  },
} as const;

describe.each(['en', 'zh'] as const)('account mail through SMTP in %s', (lang) => {
  const other = lang === 'en' ? 'zh' : 'en';
  const email = `mail.${lang}.${Date.now()}@example.com`;

  it('mails the registration code instead of answering with it, and registers with the mailed code', async () => {
    const client = new TestClient(app.url, lang);
    const sent = await client.post('/api/auth/send-registration-verification', { email });
    expect(sent).toMatchObject({ status: 200, body: { devMode: false, message: wording[lang].sent } });
    expect(sent.body).not.toHaveProperty('code');

    const mail = await mailTo(email, 1);
    const [subject, intro] = wording[lang].registration;
    expect(mail.subject).toBe(`${subject} / ${wording[other].registration[0]}`);
    expect(mail.text.startsWith(intro)).toBe(true);
    expect(mail.text).toContain(wording[other].registration[1]);
    expect(JSON.stringify(sent.body)).not.toContain(mail.code);

    const created = await client.post('/api/auth/register', {
      firstName: 'Lin',
      lastName: 'Zhou',
      email,
      username: `mail_${lang}_${Date.now()}`,
      password: 'secret1',
      code: mail.code,
    });
    expect(created.status).toBe(201);
    expect((await client.post('/api/auth/login', { email, password: 'secret1' })).status).toBe(200);
  });

  it('mails a reset code on forgot-password, and resets the password with it', async () => {
    const client = new TestClient(app.url, lang);
    const forgot = await client.post('/api/auth/forgot-password', { email });
    expect(forgot.status).toBe(200);
    expect(JSON.stringify(forgot.body)).not.toMatch(/\d{6}/);

    const mail = await mailTo(email, 2);
    const [subject, intro] = wording[lang].reset;
    expect(mail.subject).toBe(`${subject} / ${wording[other].reset[0]}`);
    expect(mail.text.startsWith(intro)).toBe(true);

    const reset = await client.post('/api/auth/reset-password', { email, token: mail.code, password: 'secret2' });
    expect(reset.status).toBe(200);
    expect((await client.post('/api/auth/login', { email, password: 'secret1' })).status).toBe(401);
    expect((await client.post('/api/auth/login', { email, password: 'secret2' })).status).toBe(200);
  });
});
