import { type InboxEmailView, REVIEW_FIELDS, type ReviewField, withCanonicalChoices } from '@tb/contracts';
import type { Pool } from '@tb/platform';

interface EmailRow {
  email_id: string;
  subject: string;
  from_address: string;
  received_at: Date;
  html: string;
  has_resume: boolean;
  attachments: { fileName: string; contentType: string; size: number }[];
  extracted: Record<string, string>;
  resume_index: number | null;
}

export const attachmentUrl = (emailId: string, index: number, fileName: string) =>
  `/api/admin/email-attachment/${emailId}/${index}/${encodeURIComponent(fileName)}`;

function toView(row: EmailRow): InboxEmailView {
  const resume = row.resume_index === null ? undefined : row.attachments[row.resume_index];
  // The review form's fields: what the e-mail's text yielded, '' for the others (the form's own, such as a new one).
  const extracted = Object.fromEntries(REVIEW_FIELDS.map((key) => [key, row.extracted[key] ?? '']));
  return {
    id: row.email_id,
    subject: row.subject,
    from: row.from_address,
    receivedAt: row.received_at.toISOString(),
    body: row.html,
    hasResume: row.has_resume,
    attachments: row.attachments.map((a, index) => ({
      filename: a.fileName,
      contentType: a.contentType,
      size: a.size,
      url: attachmentUrl(row.email_id, index, a.fileName),
    })),
    extractedData: {
      // Gender and degree in the form's stored words (硕士 → Master), as the upload answers them.
      ...withCanonicalChoices(extracted as Record<ReviewField, string>),
      applyTime: row.received_at.toISOString().slice(0, 10),
      resumeLink:
        resume && row.resume_index !== null ? attachmentUrl(row.email_id, row.resume_index, resume.fileName) : '',
      resumeFileName: resume?.fileName ?? '',
      emailId: row.email_id,
    },
  };
}

/**
 * Unprocessed emails received on or after `sinceDate` (YYYY-MM-DD; every one without it), oldest first so
 * the review goes in the order they arrived. Read from the inbox read model.
 */
export async function unprocessedEmails(pool: Pool, sinceDate: string | undefined): Promise<InboxEmailView[]> {
  const { rows: live } = await pool.query<{ schema: string }>(
    `SELECT schema FROM projections.catalog WHERE name = 'inbox' AND state = 'live'`,
  );
  const schema = live[0]?.schema;
  if (!schema) return [];
  const { rows } = await pool.query<EmailRow>(
    `SELECT * FROM ${schema}.emails
      WHERE processed_at IS NULL AND ($1::date IS NULL OR received_at >= $1::date)
      ORDER BY received_at, email_id LIMIT 500`,
    [sinceDate || null],
  );
  return rows.map(toView);
}
