import type { Pool, PoolClient } from '../../postgres/pool.ts';

type Db = Pool | PoolClient;

/** A stored attachment reference as the projection wrote it (from the email's sealed part). */
export interface InboxAttachmentRow {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * An attachment left in the mailbox, as the projection wrote it: too large to copy, or past the first 50 of its
 * e-mail. `reason` is absent in rows (and events) written before it was recorded: those read as 'tooLarge'.
 */
export interface InboxAttachmentNotKeptRow {
  fileName: string;
  size: number;
  reason?: 'tooLarge' | 'tooMany';
}

/** What the review shows of an unprocessed email. */
export interface UnprocessedEmailRow {
  email_id: string;
  subject: string;
  from_address: string;
  received_at: Date;
  html: string;
  has_resume: boolean;
  attachments: InboxAttachmentRow[];
  attachments_not_kept: InboxAttachmentNotKeptRow[];
  extracted: Record<string, string>;
  resume_index: number | null;
}

/** The review reads at most this many at once. */
export const UNPROCESSED_EMAILS_LIMIT = 500;

/**
 * Unprocessed emails received on or after `sinceDate` (YYYY-MM-DD; every one without it), oldest first so the
 * review goes in the order they arrived; ties by id.
 */
export async function readUnprocessedEmails(
  db: Db,
  schema: string,
  sinceDate: string | undefined,
): Promise<UnprocessedEmailRow[]> {
  const { rows } = await db.query<UnprocessedEmailRow>(
    `SELECT email_id, subject, from_address, received_at, html, has_resume, attachments, attachments_not_kept,
            extracted, resume_index
       FROM ${schema}.emails
      WHERE processed_at IS NULL AND ($1::date IS NULL OR received_at >= $1::date)
      ORDER BY received_at, email_id LIMIT $2`,
    [sinceDate || null, UNPROCESSED_EMAILS_LIMIT],
  );
  return rows;
}

/**
 * An email's attachment references, as stored (jsonb: the caller checks each before use); null when the read model
 * has no such email. Empty once the email was erased.
 */
export async function readEmailAttachments(db: Db, schema: string, emailId: string): Promise<unknown[] | null> {
  const { rows } = await db.query<{ attachments: unknown[] }>(
    `SELECT attachments FROM ${schema}.emails WHERE email_id = $1`,
    [emailId],
  );
  return rows[0]?.attachments ?? null;
}
