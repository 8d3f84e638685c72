import { inboxEmailSubject } from '@tb/domain';
import type { RecordedEvent } from '@tb/event-store';
import { inTransaction, migrate, SubjectKeyStore, sealPersonal, subjectKeyMigrations } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxProjection } from './inbox-projection.ts';

/**
 * The inbox projection on sealed events as the worker stores them: the attachments an e-mail left in the mailbox
 * (too large to copy) reach the row, an e-mail recorded before they were has none, erasure drops them, and a
 * rebuild after the erasure gives the same rows.
 */
let db: TestDatabase;
let keys: SubjectKeyStore;
beforeAll(async () => {
  db = await createTestDatabase(2);
  await migrate(db.pool, 'subject_keys', subjectKeyMigrations);
  keys = new SubjectKeyStore(db.pool);
});
afterAll(() => db?.drop());

let position = 0;
const recorded = (streamId: string, type: string, data: Record<string, unknown>): RecordedEvent => {
  position += 1;
  return {
    id: crypto.randomUUID(),
    streamId,
    revision: 0,
    position: String(position),
    type,
    schemaVersion: 1,
    data,
    metadata: { actorId: 'inbox-worker', at: `2026-11-0${position}T10:00:00.000Z` },
    recordedAt: new Date(),
  };
};

/** An `EmailReceived` sealed with the e-mail's key, as the sealing store appends it. */
async function received(emailId: string, personal: Record<string, unknown>): Promise<RecordedEvent> {
  const subject = inboxEmailSubject(emailId);
  const data = {
    emailId,
    source: `drop:${emailId}.eml`,
    receivedAt: '2026-11-01T09:00:00.000Z',
    attachmentCount: 1,
    hasResume: true,
    personal,
  };
  return recorded(`inbox-email-${emailId}`, 'EmailReceived', sealPersonal(data, await keys.obtain(subject), subject));
}

const content = {
  subject: 'Application',
  from: 'Ana <ana@example.com>',
  html: '<p>Hello</p>',
  extracted: { name: 'Ana Li' },
  attachments: [{ id: 'blob-1', fileName: 'Ana-Li.pdf', contentType: 'application/pdf', size: 10, sha256: 'x' }],
  resumeIndex: 0,
};

async function build(schema: string, events: RecordedEvent[]) {
  await db.pool.query(`CREATE SCHEMA ${schema}`);
  for (const ddl of inboxProjection.tables(schema)) await db.pool.query(ddl);
  await inTransaction(
    db.pool,
    (client) => inboxProjection.applyBatch?.(events, { client, schema }) ?? Promise.resolve(),
  );
}

const rows = async (schema: string) =>
  (
    await db.pool.query(
      `SELECT email_id, attachments, attachments_not_kept, subject, processed_at, action, candidate_id
         FROM ${schema}.emails ORDER BY email_id`,
    )
  ).rows;

describe('inbox projection: attachments too large to copy', () => {
  it('keeps them, reads an older e-mail as having none, drops them on erasure, and rebuilds the same', async () => {
    const video = { fileName: 'Ana Li – demo 视频.mp4', size: 27_262_976 };
    const withVideo = await received('new', { ...content, attachmentsNotKept: [video] });
    // Recorded before the field existed: no `attachmentsNotKept` in its sealed part.
    const older = await received('old', content);
    await build('rm_inbox_t1', [withVideo, older]);
    expect(await rows('rm_inbox_t1')).toMatchObject([
      { email_id: 'new', attachments_not_kept: [video], subject: 'Application' },
      { email_id: 'old', attachments_not_kept: [], subject: 'Application' },
    ]);

    // The candidate saved from it is erased: the event is appended, then the e-mail's key destroyed.
    const erased = recorded('inbox-email-new', 'EmailErased', { emailId: 'new', candidateId: 'cand-1' });
    await keys.destroy(inboxEmailSubject('new'));
    await inTransaction(
      db.pool,
      (client) => inboxProjection.applyBatch?.([erased], { client, schema: 'rm_inbox_t1' }) ?? Promise.resolve(),
    );
    const live = await rows('rm_inbox_t1');
    expect(live[0]).toMatchObject({ email_id: 'new', attachments: [], attachments_not_kept: [], subject: '' });
    expect(JSON.stringify(live)).not.toContain('demo');

    // A rebuild from the events (the key gone, the sealed part unreadable) gives the same rows.
    await build('rm_inbox_t2', [withVideo, older, erased]);
    expect(await rows('rm_inbox_t2')).toEqual(live);
  });
});
