import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureAdmin } from '@tb/command-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';
import { XSS_DANGER as DANGER, XSS_PAYLOADS as PAYLOADS, XSS_KEPT_WORDS } from './xss-payloads.ts';

/**
 * An email's HTML is a stranger's markup: every XSS payload in it comes out of Load Emails neutralised (no
 * script, no event handler, no javascript:/data: address, no style, frame, form or meta refresh), while the
 * readable text stays.
 */

function eml(id: number, html: string): string {
  return [
    'From: Mallory <mallory@example.com>',
    'To: hr@talentbridge.example',
    `Subject: Application ${id} <script>alert("subject")</script>`,
    `Message-ID: <xss-${id}@example.com>`,
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from(`<html><head><title>t</title></head><body>${html}</body></html>`).toString('base64'),
    '',
  ].join('\r\n');
}

let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  await ensureAdmin(app.runtime.store, { email: 'xss-boss@example.com', password: 'secret12' });
  admin = new TestClient(app.url);
  expect((await admin.post('/api/auth/login', { email: 'xss-boss@example.com', password: 'secret12' })).status).toBe(
    200,
  );
  const dropDir = join(app.dataDir, 'inbox');
  mkdirSync(dropDir, { recursive: true });
  // Each payload alone (one email each) and all of them together.
  PAYLOADS.forEach((payload, i) => {
    writeFileSync(join(dropDir, `xss-${i}.eml`), eml(i, payload));
  });
  writeFileSync(join(dropDir, 'xss-all.eml'), eml(999, PAYLOADS.join('\n')));
});
afterAll(() => app?.stop());

describe('email HTML in Load Emails', () => {
  it('comes out with every XSS payload neutralised and the readable text kept', async () => {
    const answer = await admin.post('/api/admin/load-emails', {});
    expect(answer.status).toBe(200);
    const emails = answer.body.emails as { subject: string; body: string }[];
    const numbers = emails.map((e) => e.subject.split(' ')[1]).sort();
    expect(numbers, 'one email per payload and one with them all').toEqual(
      [...PAYLOADS.map((_, i) => String(i)), '999'].sort(),
    );
    for (const email of emails) {
      for (const danger of DANGER) expect(email.body, `${email.subject}: ${email.body}`).not.toMatch(danger);
    }
    const all = emails.find((e) => e.subject.startsWith('Application 999'))?.body ?? '';
    for (const words of XSS_KEPT_WORDS) expect(all).toContain(words);
    expect(all).toContain('<a href="https://example.com/portfolio">my portfolio</a>');
    // The subject is plain text, shown as text by the web app: it is passed through, not interpreted.
    expect(emails.some((e) => e.subject.includes('<script>'))).toBe(true);
  });

  it('answers the same neutralised bodies on a second load (read models hold the sanitised HTML)', async () => {
    const again = (await admin.post('/api/admin/load-emails', {})).body.emails as { body: string }[];
    for (const email of again) for (const danger of DANGER) expect(email.body).not.toMatch(danger);
  });
});
