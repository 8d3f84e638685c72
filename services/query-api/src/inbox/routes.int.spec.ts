import { randomBytes } from 'node:crypto';
import { inboxEmailStream } from '@tb/domain';
import { type BlobRef, localize } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QueryTestApp, startQueryTestApp } from '../testing/query-test-app.ts';
import { metadataNow, runInboxCommand, signedInUser } from '../testing/seed.ts';

let api: QueryTestApp;
let adminCookie: string;
let userCookie: string;
const RESUME = Buffer.from('%PDF-1.4\n% resume\n');
const PAGE = Buffer.from('<script>alert(1)</script>');
// E-mail ids are 32 hex digits (the worker derives them from the message).
const newEmailId = () => randomBytes(16).toString('hex');
const kept = newEmailId();
const erased = newEmailId();

async function receive(emailId: string) {
  const put = (bytes: Buffer, fileName: string, contentType: string): Promise<BlobRef> =>
    api.resources.shared.blobs.put(bytes, { fileName, contentType, maxBytes: 1024, owner: inboxEmailStream(emailId) });
  const attachments = [await put(RESUME, 'cv.pdf', 'application/pdf'), await put(PAGE, 'page.html', 'text/html')];
  await runInboxCommand(api, {
    type: 'ReceiveEmail',
    data: {
      emailId,
      source: `drop:${emailId}.eml`,
      receivedAt: '2026-03-04T05:06:07.000Z',
      attachmentCount: attachments.length,
      hasResume: true,
      personal: {
        subject: 'Application',
        from: 'Applicant <applicant@example.com>',
        html: '<p>Attached.</p>',
        extracted: { name: 'Applicant' },
        attachments,
        resumeIndex: 0,
      },
    },
    metadata: metadataNow('inbox-worker'),
  });
}

beforeAll(async () => {
  api = await startQueryTestApp();
  await receive(kept);
  await receive(erased);
  await runInboxCommand(api, {
    type: 'EraseEmail',
    data: { emailId: erased, candidateId: 'c1' },
    metadata: metadataNow(),
  });
  adminCookie = await api.adminCookie();
  userCookie = (await signedInUser(api)).cookie;
  await api.resources.caughtUp();
});
afterAll(() => api?.close());

const attachment = (path: string, headers: Record<string, string> = { cookie: adminCookie }) =>
  api.app.inject({ method: 'GET', url: `/api/admin/email-attachment/${path}`, headers });

describe('GET /api/admin/email-attachment/:emailId/:index/:filename', () => {
  it('refuses a visitor with 401 and a user with 403', async () => {
    expect((await attachment(`${kept}/0/cv.pdf`, {})).statusCode).toBe(401);
    const user = await attachment(`${kept}/0/cv.pdf`, { cookie: userCookie, 'x-lang': 'zh' });
    expect([user.statusCode, user.json().message]).toEqual([403, localize('common.notAllowed', 'zh')]);
  });

  it('opens a PDF in the browser, sandboxed and never cached', async () => {
    const answer = await attachment(`${kept}/0/cv.pdf`);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.equals(RESUME)).toBe(true);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': expect.stringMatching(/^inline; filename="cv.pdf"/),
      'content-security-policy': "sandbox; default-src 'none'",
      'cache-control': 'private, no-store',
    });
  });

  it('sends anything else a stranger mailed (HTML) as a download, never as a page', async () => {
    const answer = await attachment(`${kept}/1/page.html`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-disposition': expect.stringMatching(/^attachment; filename="page.html"/),
      'x-content-type-options': 'nosniff',
    });
  });

  it('answers 404 in the caller’s language for a wrong name, index or e-mail, and for an erased e-mail', async () => {
    const zh = { cookie: adminCookie, 'x-lang': 'zh' };
    for (const path of [`${kept}/1/cv.pdf`, `${kept}/2/cv.pdf`, `${newEmailId()}/0/cv.pdf`, `${erased}/0/cv.pdf`]) {
      const answer = await attachment(path, zh);
      expect([answer.statusCode, answer.json().message]).toEqual([404, localize('inbox.attachmentNotFound', 'zh')]);
    }
  });
});
