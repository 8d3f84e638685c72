import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, startTestApp, type TestApp, type TestClient } from '../testing.ts';
import { buildEmail, PDF, resumes, type TestEmail } from './inbox-messages.ts';

/**
 * "Attach to the existing candidate" on an e-mail review card: the e-mail is recorded on that candidate (the
 * application with its date, subject and sender, a later applied date, the contacts the record lacked, the
 * resume) instead of being consumed with nothing to show for it.
 */
let app: TestApp;
let admin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app, { lang: 'zh' });
});
afterAll(() => app?.stop());

interface Change {
  field: string;
  old: unknown;
  new: unknown;
  redacted: boolean;
}

async function receive(file: string, email: TestEmail) {
  mkdirSync(join(app.dataDir, 'inbox'), { recursive: true });
  writeFileSync(join(app.dataDir, 'inbox', file), buildEmail(email));
  const loaded = (await admin.post('/api/admin/load-emails', {})).body;
  const found = loaded.emails.find((e: { subject: string }) => e.subject === email.subject);
  expect(found).toBeDefined();
  return found;
}

const history = async (id: string) => (await admin.get(`/api/admin/candidates/${id}/history`)).body;

describe('attaching an inbox e-mail to an existing candidate', () => {
  it('records the application, a later applied date, a missing phone and the resume; erasure takes it all', async () => {
    const saved = await admin.post('/api/admin/save-candidate', {
      name: 'Peter Novak',
      email: 'peter.novak@example.net',
      position: 'ML Engineer',
      applyTime: '2026-01-05',
    });
    expect(saved.status).toBe(201);
    const id = saved.body.id;

    const plain = await receive('again.eml', {
      messageId: 'again-1@example.net',
      from: 'peter.novak@example.net',
      fromName: 'Peter Novak',
      subject: 'Applying again: ML Engineer',
      text: 'Hello, I am Peter Novak and I would like to apply again. Phone: +86 139 2222 3333',
    });
    // The day the mailbox got it, as the review card shows it.
    const receivedDay = `${plain.receivedAt.slice(0, 10)}T00:00:00.000Z`;
    expect(plain.hasResume).toBe(false);
    const attached = await admin.post('/api/admin/process-email', {
      emailId: plain.id,
      action: 'save',
      attachTo: id,
      candidateData: plain.extractedData,
    });
    expect(attached.status).toBe(200);
    expect(attached.body).toMatchObject({ candidateId: id, message: '候选人保存成功' });

    const detail = (await admin.get(`/api/admin/candidates/${id}`)).body;
    // The new phone fills the empty field, the address typed before stays, the applied date moves on.
    expect(detail).toMatchObject({ email: 'peter.novak@example.net', applyTime: receivedDay });
    expect(detail.phone.replace(/\D/g, '')).toBe('8613922223333');

    const entry = (await history(id)).entries[0];
    expect(entry).toMatchObject({ kind: 'appliedByEmail', emailId: plain.id });
    const rows = Object.fromEntries(entry.changes.map((c: Change) => [c.field, c]));
    expect(rows.emailReceivedAt.new).toBe(plain.receivedAt);
    expect(rows.emailSubject.new).toBe('Applying again: ML Engineer');
    expect(rows.emailFrom.new).toContain('peter.novak@example.net');
    expect(rows.applyTime).toMatchObject({ old: '2026-01-05T00:00:00.000Z', new: receivedDay });
    expect(rows.phone.new).toBeTruthy();
    expect(rows.email).toBeUndefined();
    // The e-mail is done: it no longer waits for review.
    const again = (await admin.post('/api/admin/load-emails', {})).body.emails;
    expect(again.some((e: { id: string }) => e.id === plain.id)).toBe(false);

    // A second e-mail with a resume the same day: the resume is recorded, the applied date is already that day.
    const withPdf = await receive('older.eml', {
      messageId: 'again-2@example.net',
      from: 'peter.novak@example.net',
      fromName: 'Peter Novak',
      subject: 'My resume',
      text: 'Resume attached. Peter Novak',
      attachments: [{ filename: 'Peter-Novak.pdf', contentType: PDF, content: resumes.nguyen() }],
    });
    expect(
      (await admin.post('/api/admin/process-email', { emailId: withPdf.id, action: 'save', attachTo: id })).status,
    ).toBe(200);
    const second = (await history(id)).entries[0];
    expect(second.kind).toBe('appliedByEmail');
    expect(second.changes.map((c: Change) => c.field)).toEqual([
      'emailReceivedAt',
      'emailSubject',
      'emailFrom',
      'resume',
    ]);
    expect((await admin.get(`/api/admin/candidates/${id}`)).body).toMatchObject({
      resumeFileName: 'Peter-Novak.pdf',
      applyTime: receivedDay,
    });

    // Erasure takes the attached e-mails with it: their subject and sender are unreadable everywhere.
    expect((await admin.delete(`/api/admin/candidates/${id}`)).status).toBe(200);
    const { rows: events } = await app.runtime.database.pool.query<{ text: string }>(
      `SELECT string_agg(data::text, ' ') AS text FROM event_store.events`,
    );
    expect(events[0]?.text).not.toContain('Applying again');
    const erasedRows = (await history(id)).entries.find((e: { kind: string }) => e.kind === 'appliedByEmail');
    const subject = erasedRows.changes.find((c: Change) => c.field === 'emailSubject');
    expect(subject).toMatchObject({ new: null, redacted: true });
  });

  it('refuses an unknown candidate and leaves the e-mail waiting', async () => {
    const email = await receive('unknown.eml', {
      messageId: 'again-3@example.net',
      from: 'someone@example.net',
      fromName: 'Some One',
      subject: 'For nobody',
      text: 'Hello',
    });
    const refused = await admin.post('/api/admin/process-email', {
      emailId: email.id,
      action: 'save',
      attachTo: '00000000-0000-4000-8000-000000000000',
    });
    expect(refused.status).toBe(404);
    const waiting = (await admin.post('/api/admin/load-emails', {})).body.emails;
    expect(waiting.some((e: { id: string }) => e.id === email.id)).toBe(true);
  });
});
