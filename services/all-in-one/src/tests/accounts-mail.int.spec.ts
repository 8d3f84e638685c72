import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';
import { type ReceivedMail, startTestSmtp, type TestSmtp } from './test-smtp.ts';

/**
 * Accounts with a real mail server (`SMTP_URL`): the verification codes leave only by mail, never in the
 * answer, in both languages led by the visitor's, and registering and resetting the password work with them.
 */
interface Mail {
  to: string[];
  subject: string;
  text: string;
}

let smtp: TestSmtp;
let app: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Talent Bridge <no-reply@example.com>' });
});

afterAll(async () => {
  await app?.stop();
  await smtp?.close();
});

/** The newest mail to `email` and the 6-digit code in it (waits for the SMTP session to finish). */
async function mailTo(email: string, count: number): Promise<Mail & { code: string }> {
  const sent = () => smtp.received.filter((m) => m.to.includes(email));
  await expect.poll(() => sent().length, { timeout: 10_000 }).toBe(count);
  const last = sent().at(-1) as ReceivedMail;
  const parsed = await simpleParser(last.raw);
  const mail: Mail = { to: last.to, subject: parsed.subject ?? '', text: (parsed.text ?? '').replace(/\r\n/g, '\n') };
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
      password: 'secret1!',
      code: mail.code,
    });
    expect(created.status).toBe(201);
    expect((await client.post('/api/auth/login', { email, password: 'secret1!' })).status).toBe(200);
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
    expect((await client.post('/api/auth/login', { email, password: 'secret1!' })).status).toBe(401);
    expect((await client.post('/api/auth/login', { email, password: 'secret2' })).status).toBe(200);
  });
});
