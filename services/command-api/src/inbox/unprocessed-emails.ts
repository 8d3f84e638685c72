import { type InboxEmailView, REVIEW_FIELDS, type ReviewField, withCanonicalChoices } from '@tb/contracts';
import { notKeptReasonOf } from '@tb/domain';
import type { InboxLookup, UnprocessedEmailRow } from '@tb/platform';

export const attachmentUrl = (emailId: string, index: number, fileName: string) =>
  `/api/admin/email-attachment/${emailId}/${index}/${encodeURIComponent(fileName)}`;

function toView(row: UnprocessedEmailRow): InboxEmailView {
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
    // Left in the mailbox (too large to copy, or past the first 50): named, with no link, and why.
    attachmentsNotKept: row.attachments_not_kept.map((a) => ({
      filename: a.fileName,
      size: a.size,
      reason: notKeptReasonOf(a),
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
 * the review goes in the order they arrived, as the review shows them. Read from the inbox read model.
 */
export async function unprocessedEmails(lookup: InboxLookup, sinceDate: string | undefined): Promise<InboxEmailView[]> {
  return (await lookup.unprocessed(sinceDate)).map(toView);
}
