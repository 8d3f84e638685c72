import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';
import { type ReceivedMail, startTestSmtp, type TestSmtp } from './test-smtp.ts';

/**
 * The contact form end to end over HTTP: a message with a PDF is accepted, and the
 * team's notification mail reaches a real SMTP server once, with the attachment; bad files and missing
 * fields are refused with their messages and leave no event behind.
 */
let smtp: TestSmtp;
let app: TestApp;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
// A Windows executable's header under a .pdf name: the server reads the bytes, not the name.
const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(2048, 0)]);

beforeAll(async () => {
  smtp = await startTestSmtp();
  app = await startTestApp({ SMTP_URL: smtp.url, CONTACT_TO: 'team@example.com' });
});

afterAll(async () => {
  await app?.stop();
  await smtp?.close();
});

const received = () => smtp.received;

function contactForm(fields: Record<string, string>, file?: { bytes: Buffer; name: string; type?: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) {
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.name);
  }
  return form;
}

const valid = (name: string) => ({
  name,
  email: 'founder@startup.example',
  company: 'Acme AI',
  message: 'We need two senior LLM engineers with at least 4 hours of overlap with Pacific time.',
});

async function contactEvents(): Promise<Record<string, unknown>[]> {
  const events = await app.runtime.store.readAll({ limit: 10_000 });
  return events.filter((e) => e.type === 'ContactMessageReceived').map((e) => e.data as Record<string, unknown>);
}

/** The decoded bytes of the MIME part named `fileName` (base64, as nodemailer sends binary attachments). */
function attachmentBytes(raw: string, fileName: string): Buffer | null {
  const at = raw.search(new RegExp(`filename="?${fileName.replace('.', '\\.')}"?`));
  if (at < 0) return null;
  const body = raw.slice(raw.indexOf('\r\n\r\n', at) + 4);
  const end = body.search(/\r\n--/);
  return Buffer.from(body.slice(0, end < 0 ? undefined : end).replace(/\s+/g, ''), 'base64');
}

async function mailsFor(subjectName: string, waitMs: number): Promise<ReceivedMail[]> {
  const deadline = Date.now() + waitMs;
  const matching = () => received().filter((m) => m.raw.includes(subjectName));
  while (Date.now() < deadline && matching().length === 0) await new Promise((r) => setTimeout(r, 100));
  return matching();
}

describe('contact', () => {
  it('accepts a message with a PDF and mails the team once, with the attachment', async () => {
    const client = new TestClient(app.url);
    const sent = await client.post(
      '/api/contact',
      contactForm(valid('Grace Hopper'), { bytes: PDF, name: 'brief.pdf' }),
    );
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ message: "Message sent successfully! We'll get back to you within 24 hours." });

    const mails = await mailsFor('Grace Hopper', 20_000);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toEqual(['team@example.com']);
    expect(mail?.raw).toMatch(/^Subject: New contact message from Grace Hopper \(Acme AI\)/m);
    expect(mail?.raw).toMatch(/^Reply-To: founder@startup\.example/m);
    // The body is quoted-printable: join its soft line breaks.
    expect(mail?.raw.replace(/=\r\n/g, '')).toContain('4 hours of overlap with Pacific time');
    expect(attachmentBytes(mail?.raw ?? '', 'brief.pdf')?.equals(PDF)).toBe(true);

    // At least once, never twice: the notifier's next rounds send nothing more for this message.
    await new Promise((r) => setTimeout(r, 6_000));
    expect(received().filter((m) => m.raw.includes('Grace Hopper'))).toHaveLength(1);
    expect((await contactEvents()).filter((e) => e.name === 'Grace Hopper')).toHaveLength(1);
  });

  it('answers in Chinese with x-lang zh', async () => {
    const client = new TestClient(app.url, 'zh');
    const sent = await client.post('/api/contact', contactForm(valid('李雷')));
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ message: '消息发送成功！我们会在 24 小时内回复您。' });
  });

  it('refuses an executable renamed .pdf and a file over 2 MB, appending nothing', async () => {
    const before = (await contactEvents()).length;

    const exe = await new TestClient(app.url).post(
      '/api/contact',
      contactForm(valid('Wrong Type'), { bytes: EXE, name: 'brief.pdf' }),
    );
    expect(exe.status).toBe(400);
    expect(exe.body).toEqual({ message: 'Please attach a PDF, DOC or DOCX file.' });

    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024 + 1 - PDF.length, 0x20)]);
    expect(big.length).toBe(2 * 1024 * 1024 + 1);
    const tooLarge = await new TestClient(app.url).post(
      '/api/contact',
      contactForm(valid('Too Large'), { bytes: big, name: 'deck.pdf' }),
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ message: 'File exceeds 2MB limit. Please choose a smaller file.' });

    const tooLargeZh = await new TestClient(app.url, 'zh').post(
      '/api/contact',
      contactForm(valid('Too Large'), { bytes: big, name: 'deck.pdf' }),
    );
    expect(tooLargeZh.status).toBe(413);
    expect(tooLargeZh.body).toEqual({ message: '文件超过 2MB 限制，请选择较小的文件。' });

    expect(await contactEvents()).toHaveLength(before);
  });

  it('answers missing fields with the required-fields message, in English and Chinese', async () => {
    const before = (await contactEvents()).length;
    for (const missing of ['name', 'email', 'message']) {
      const fields: Record<string, string> = valid('Missing Field');
      delete fields[missing];
      const en = await new TestClient(app.url).post('/api/contact', contactForm(fields));
      expect(en.status, missing).toBe(400);
      expect(en.body).toEqual({ message: 'Please fill out all required fields.' });
    }
    const zh = await new TestClient(app.url, 'zh').post(
      '/api/contact',
      contactForm({ name: '', email: '', message: '' }),
    );
    expect(zh.status).toBe(400);
    expect(zh.body).toEqual({ message: '请填写所有必填字段。' });

    const badEmail = await new TestClient(app.url).post(
      '/api/contact',
      contactForm({ ...valid('Bad Email'), email: 'not-an-email' }),
    );
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toEqual({ message: 'Please enter a valid email address.' });
    expect(await contactEvents()).toHaveLength(before);
  });
});
