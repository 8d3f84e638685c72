import type { PoolClient } from '../../postgres/pool.ts';

/** An email as received; the personal values are '' (or empty) when its sealed part could not be opened. */
export interface ReceivedEmailRow {
  emailId: string;
  source: string;
  receivedAt: string;
  subject: string;
  from: string;
  html: string;
  hasResume: boolean;
  /** Stored file references (`{ id, fileName, contentType, size, … }`), never bytes. */
  attachments: readonly unknown[];
  /** Attachments left in the mailbox (`{ fileName, size, reason? }`); [] for emails read before. */
  attachmentsNotKept: readonly unknown[];
  extracted: Readonly<Record<string, string>>;
  resumeIndex: number | null;
}

/** The inbox projection's writes (services/projectors), inside its batch transaction. An email seen before stays. */
export async function insertReceivedEmail(client: PoolClient, schema: string, email: ReceivedEmailRow) {
  await client.query(
    `INSERT INTO ${schema}.emails
       (email_id, source, received_at, subject, from_address, html, has_resume, attachments, extracted, resume_index,
        attachments_not_kept)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (email_id) DO NOTHING`,
    [
      email.emailId,
      email.source,
      email.receivedAt,
      email.subject,
      email.from,
      email.html,
      email.hasResume,
      JSON.stringify(email.attachments),
      JSON.stringify(email.extracted),
      email.resumeIndex,
      JSON.stringify(email.attachmentsNotKept),
    ],
  );
}

export interface EmailProcessing {
  emailId: string;
  /** When it was processed (the event's time). */
  at: string;
  action: 'save' | 'skip';
  candidateId: string | null;
}

/** Saved or skipped; the first processing stands. */
export async function markEmailProcessed(client: PoolClient, schema: string, processed: EmailProcessing) {
  await client.query(
    `UPDATE ${schema}.emails SET processed_at = $2, action = $3, candidate_id = $4
      WHERE email_id = $1 AND processed_at IS NULL`,
    [processed.emailId, processed.at, processed.action, processed.candidateId],
  );
}

/**
 * Erased with the candidate saved from it: personal fields go; when it came, from where, whether it had a resume,
 * and its processing remain (an email not yet marked processed counts as saved to that candidate).
 */
export async function eraseEmailContent(
  client: PoolClient,
  schema: string,
  erased: { emailId: string; at: string; candidateId: string },
) {
  await client.query(
    `UPDATE ${schema}.emails
        SET subject = '', from_address = '', html = '', attachments = '[]', attachments_not_kept = '[]',
            extracted = '{}', resume_index = NULL,
            processed_at = coalesce(processed_at, $2), action = coalesce(action, 'save'),
            candidate_id = coalesce(candidate_id, $3)
      WHERE email_id = $1`,
    [erased.emailId, erased.at, erased.candidateId],
  );
}
