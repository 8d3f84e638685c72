import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FileBlobStore } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, startTestApp, type TestApp, type TestClient } from '../testing.ts';
import { buildEmail, PDF, resumes } from './inbox-messages.ts';

/**
 * An attachment too large to copy (over 25 MB) is left in the mailbox, but not without a word: the e-mail's event
 * names it, the review answers it after the kept attachments, and erasure takes its name with the rest.
 */
let app: TestApp;
let admin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await signedInAdmin(app);
});
afterAll(() => app?.stop());

const BIG = 26 * 1024 * 1024;
const VIDEO_NAME = 'Zephyrine portfolio 作品集.mp4';
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every file under the blob folder, with its size (the big one must not be among them). */
function blobSizes(dir: string): number[] {
  const sizes: number[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else sizes.push(statSync(path).size);
    }
  };
  try {
    walk(dir);
  } catch {
    // No blob folder yet: nothing stored.
  }
  return sizes;
}

describe('an e-mail attachment too large to copy', () => {
  it('is named with its size beside the kept resume, not stored, and erased with the candidate', {
    timeout: 120_000,
  }, async () => {
    const big = Buffer.alloc(BIG, 'portfolio frame ');
    const raw = buildEmail({
      messageId: 'too-large@example.net',
      from: 'quinn.z@example.net',
      fromName: 'Quinn Zephyrine',
      subject: 'Application with a portfolio video',
      text: 'Dear HR, my resume and a portfolio video are attached. Quinn Zephyrine',
      attachments: [
        { filename: 'Quinn-resume.pdf', contentType: PDF, content: resumes.becker() },
        { filename: VIDEO_NAME, contentType: 'video/mp4', content: big },
      ],
    });
    // Over 25 MB of attachment, under the 40 MB a message may be.
    expect(raw.length).toBeLessThan(40 * 1024 * 1024);
    mkdirSync(join(app.dataDir, 'inbox'), { recursive: true });
    writeFileSync(join(app.dataDir, 'inbox', 'too-large.eml'), raw);
    // What an earlier version kept of every message it read.
    mkdirSync(join(app.dataDir, 'inbox', 'processed'), { recursive: true });
    writeFileSync(join(app.dataDir, 'inbox', 'processed', 'read-long-ago.eml'), raw);

    const loaded = (await admin.post('/api/admin/load-emails', {})).body;
    // No copy of the raw message stays in the drop folder: erasing the candidate could not reach it there.
    expect(readdirSync(join(app.dataDir, 'inbox'), { recursive: true })).toEqual(['rejected']);
    const email = loaded.emails.find((e: { subject: string }) => e.subject === 'Application with a portfolio video');
    expect(email).toBeDefined();
    // The resume is kept and read; the video is named with its size in bytes, with no link.
    expect(email.attachments).toHaveLength(1);
    expect(email.attachments[0]).toMatchObject({ filename: 'Quinn-resume.pdf', contentType: PDF });
    expect(email.hasResume).toBe(true);
    expect(email.extractedData.resumeFileName).toBe('Quinn-resume.pdf');
    expect(email.extractedData.name).toBeTruthy();
    expect(email.attachmentsNotKept).toEqual([{ filename: VIDEO_NAME, size: BIG, reason: 'tooLarge' }]);

    // Not stored: no blob of its bytes, nothing near its size in the blob folder, only the resume owned by the e-mail.
    const blobs = new FileBlobStore(join(app.dataDir, 'blobs'));
    expect(await blobs.exists(sha256(big))).toBe(false);
    expect(await blobs.exists(sha256(resumes.becker()))).toBe(true);
    expect(Math.max(0, ...blobSizes(join(app.dataDir, 'blobs')))).toBeLessThan(BIG);
    const pool = app.runtime.database.pool;
    const { rows: owned } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM platform.blob_owners WHERE owner = $1`,
      [`inbox-email-${email.id}`],
    );
    expect(owned[0]?.n).toBe(1);

    // Saved, then the candidate erased: the video's name goes from the read model with the rest.
    const processed = await admin.post('/api/admin/process-email', {
      emailId: email.id,
      action: 'save',
      candidateData: { ...email.extractedData, name: 'Quinn Zephyrine' },
    });
    expect(processed.status).toBe(200);
    const inboxRow = async () =>
      (
        await pool.query<{ text: string }>(
          `SELECT to_jsonb(e)::text AS text FROM rm_inbox_v2.emails e WHERE email_id = $1`,
          [email.id],
        )
      ).rows[0]?.text ?? '';
    expect(await inboxRow()).toContain('portfolio 作品集');
    expect((await admin.delete(`/api/admin/candidates/${processed.body.candidateId}`)).status).toBe(200);
    await expect.poll(inboxRow, { timeout: 10_000 }).not.toContain('portfolio');
    const { rows: erased } = await pool.query(
      'SELECT attachments, attachments_not_kept, has_resume FROM rm_inbox_v2.emails WHERE email_id = $1',
      [email.id],
    );
    expect(erased).toEqual([{ attachments: [], attachments_not_kept: [], has_resume: true }]);
    const { rows: events } = await pool.query<{ text: string }>(
      `SELECT string_agg(data::text, ' ') AS text FROM event_store.events`,
    );
    expect(events[0]?.text).not.toContain('Zephyrine');
  });
});

describe('attachments past the first 50 of an e-mail', () => {
  it('are named with their size and why, after the 50 kept: past the limit, or too large as well', {
    timeout: 120_000,
  }, async () => {
    const pages = Array.from({ length: 55 }, (_, i) => ({
      filename: `Page ${i + 1} 作品.pdf`,
      contentType: PDF,
      content: Buffer.from(`portfolio page ${i + 1} `.repeat(20 + i)),
    }));
    const big = Buffer.alloc(BIG, 'demo frame ');
    const raw = buildEmail({
      messageId: 'too-many@example.net',
      from: 'rowan.v@example.net',
      fromName: 'Rowan Valdivieso',
      subject: 'Application with 56 attachments',
      text: 'Dear HR, my portfolio pages and a demo video are attached. Rowan Valdivieso',
      attachments: [...pages, { filename: 'Rowan demo.mp4', contentType: 'video/mp4', content: big }],
    });
    expect(raw.length).toBeLessThan(40 * 1024 * 1024);
    mkdirSync(join(app.dataDir, 'inbox'), { recursive: true });
    writeFileSync(join(app.dataDir, 'inbox', 'too-many.eml'), raw);

    const loaded = (await admin.post('/api/admin/load-emails', {})).body;
    const email = loaded.emails.find((e: { subject: string }) => e.subject === 'Application with 56 attachments');
    expect(email).toBeDefined();
    expect(email.attachments.map((a: { filename: string }) => a.filename)).toEqual(
      pages.slice(0, 50).map((p) => p.filename),
    );
    expect(email.attachmentsNotKept).toEqual([
      ...pages.slice(50).map((p) => ({ filename: p.filename, size: p.content.length, reason: 'tooMany' })),
      // Over 25 MB: it would not have been copied among the first 50 either.
      { filename: 'Rowan demo.mp4', size: BIG, reason: 'tooLarge' },
    ]);
    const blobs = new FileBlobStore(join(app.dataDir, 'blobs'));
    expect(await blobs.exists(sha256(pages[49]?.content ?? Buffer.alloc(0)))).toBe(true);
    expect(await blobs.exists(sha256(pages[50]?.content ?? Buffer.alloc(0)))).toBe(false);
  });
});
