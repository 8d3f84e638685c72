import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../postgres/pool.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';
import { catalogMigrations } from '../catalog.ts';
import { inboxLookup } from './lookup.ts';
import { readEmailAttachments, readUnprocessedEmails, UNPROCESSED_EMAILS_LIMIT } from './queries.ts';
import { inboxTables } from './tables.ts';
import { eraseEmailContent, insertReceivedEmail, markEmailProcessed, type ReceivedEmailRow } from './writes.ts';

/**
 * The inbox read model's writes and queries on its own tables (tables.ts): which emails the review lists and in
 * which order, what a processing and an erasure leave, and the command side's lookup through the catalog.
 */
const SCHEMA = 'rm_inbox_v2';
let db: TestDatabase;

const email = (emailId: string, receivedAt: string, more: Partial<ReceivedEmailRow> = {}): ReceivedEmailRow => ({
  emailId,
  source: `drop:${emailId}.eml`,
  receivedAt,
  subject: `Subject ${emailId}`,
  from: `${emailId}@example.com`,
  html: `<p>${emailId}</p>`,
  hasResume: true,
  attachments: [{ id: `blob-${emailId}`, fileName: "o'brien.pdf", contentType: 'application/pdf', size: 10 }],
  attachmentsNotKept: [{ fileName: `${emailId} video.mp4`, size: 27_000_000 }],
  extracted: { name: "O'Brien \\ 李" },
  resumeIndex: 0,
  ...more,
});

const write = (work: Parameters<typeof inTransaction>[1]) => inTransaction(db.pool, work);
const ids = async (sinceDate?: string) =>
  (await readUnprocessedEmails(db.pool, SCHEMA, sinceDate)).map((row) => row.email_id);

beforeAll(async () => {
  db = await createTestDatabase(2);
  for (const step of catalogMigrations) await db.pool.query(step);
  await db.pool.query(`CREATE SCHEMA ${SCHEMA}`);
  for (const ddl of inboxTables(SCHEMA)) await db.pool.query(ddl);
});
afterAll(() => db?.drop());

describe('inbox read model', () => {
  it('lists the unprocessed emails oldest first, from a date on, with ids breaking ties', async () => {
    await write(async (client) => {
      await insertReceivedEmail(client, SCHEMA, email('c', '2025-03-02T08:00:00Z'));
      await insertReceivedEmail(client, SCHEMA, email('b', '2025-03-02T08:00:00Z'));
      await insertReceivedEmail(client, SCHEMA, email('a', '2025-03-03T00:00:00Z'));
      await insertReceivedEmail(client, SCHEMA, email('old', '2025-02-28T23:59:59Z'));
      // Received again (a restart reads the message twice): the first row stands.
      await insertReceivedEmail(client, SCHEMA, email('a', '2020-01-01T00:00:00Z', { subject: 'again' }));
    });
    expect(await ids()).toEqual(['old', 'b', 'c', 'a']);
    expect(await ids('2025-03-01')).toEqual(['b', 'c', 'a']);
    expect(await ids('')).toEqual(['old', 'b', 'c', 'a']);
    const [a] = await readUnprocessedEmails(db.pool, SCHEMA, '2025-03-03');
    expect(a).toEqual({
      email_id: 'a',
      subject: 'Subject a',
      from_address: 'a@example.com',
      received_at: new Date('2025-03-03T00:00:00Z'),
      html: '<p>a</p>',
      has_resume: true,
      attachments: [{ id: 'blob-a', fileName: "o'brien.pdf", contentType: 'application/pdf', size: 10 }],
      attachments_not_kept: [{ fileName: 'a video.mp4', size: 27_000_000 }],
      extracted: { name: "O'Brien \\ 李" },
      resume_index: 0,
    });
  });

  it('drops a processed email from the list; the first processing stands', async () => {
    await write(async (client) => {
      await markEmailProcessed(client, SCHEMA, {
        emailId: 'b',
        at: '2025-03-05T00:00:00Z',
        action: 'skip',
        candidateId: null,
      });
      await markEmailProcessed(client, SCHEMA, {
        emailId: 'b',
        at: '2025-03-06T00:00:00Z',
        action: 'save',
        candidateId: 'x',
      });
    });
    expect(await ids()).toEqual(['old', 'c', 'a']);
    const { rows } = await db.pool.query(
      `SELECT action, candidate_id, processed_at FROM ${SCHEMA}.emails WHERE email_id = 'b'`,
    );
    expect(rows).toEqual([{ action: 'skip', candidate_id: null, processed_at: new Date('2025-03-05T00:00:00Z') }]);
  });

  it('keeps only the receipt and processing facts of an erased email', async () => {
    expect(await readEmailAttachments(db.pool, SCHEMA, 'c')).toEqual([
      { id: 'blob-c', fileName: "o'brien.pdf", contentType: 'application/pdf', size: 10 },
    ]);
    await write((client) =>
      eraseEmailContent(client, SCHEMA, { emailId: 'c', at: '2025-03-07T00:00:00Z', candidateId: 'cand-c' }),
    );
    expect(await ids()).toEqual(['old', 'a']);
    expect(await readEmailAttachments(db.pool, SCHEMA, 'c')).toEqual([]);
    expect(await readEmailAttachments(db.pool, SCHEMA, 'no-such-email')).toBeNull();
    const { rows } = await db.pool.query(`SELECT * FROM ${SCHEMA}.emails WHERE email_id = 'c'`);
    expect(rows[0]).toMatchObject({
      subject: '',
      from_address: '',
      html: '',
      attachments: [],
      attachments_not_kept: [],
      extracted: {},
      resume_index: null,
      has_resume: true,
      source: 'drop:c.eml',
      action: 'save',
      candidate_id: 'cand-c',
    });
  });

  it('reads at most a review’s worth at once', async () => {
    const many = Array.from({ length: UNPROCESSED_EMAILS_LIMIT + 5 }, (_, i) => `m${String(i).padStart(4, '0')}`);
    await write(async (client) => {
      for (const id of many) await insertReceivedEmail(client, SCHEMA, email(id, '2026-01-01T00:00:00Z'));
    });
    const listed = await ids('2026-01-01');
    expect(listed).toEqual(many.slice(0, UNPROCESSED_EMAILS_LIMIT));
  });

  it('lets the command side find the emails through the live schema, none before the first build', async () => {
    const lookup = inboxLookup(db.pool);
    expect(await lookup.unprocessed(undefined)).toEqual([]);
    await db.pool.query(
      `INSERT INTO projections.catalog (schema, name, version, generation, state) VALUES ($1, 'inbox', 1, 1, 'live')`,
      [SCHEMA],
    );
    const found = await lookup.unprocessed('2025-03-03');
    expect(found.map((row) => row.email_id).slice(0, 2)).toEqual(['a', 'm0000']);
    expect(found).toEqual(await readUnprocessedEmails(db.pool, SCHEMA, '2025-03-03'));
  });
});
