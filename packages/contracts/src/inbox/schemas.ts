import { z } from 'zod';
import { extractedCandidateData } from '../candidates/uploads.ts';
import { dateProblem } from '../dates.ts';
import { choiceOf } from '../messages/checks.ts';
import { messageRef } from '../messages/refs.ts';
import { lineText } from '../text/storable-text.ts';

/** An id, index or name in a request that names no e-mail or attachment is refused as not found. */
const EMAIL_NOT_FOUND = messageRef('inbox.emailNotFound');
const ATTACHMENT_NOT_FOUND = messageRef('inbox.attachmentNotFound');

/** POST /api/admin/load-emails. Without `sinceDate` (YYYY-MM-DD) every unprocessed email is answered. */
export const loadEmailsBody = z
  .object({
    sinceDate: z.iso
      .date({ message: messageRef('common.invalidDate') })
      .superRefine((value, ctx) => {
        const problem = dateProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional()
      .or(z.literal('', { error: messageRef('common.invalidDate') })),
  })
  .default({});
export type LoadEmailsBody = z.infer<typeof loadEmailsBody>;

export const emailAttachmentView = z.object({
  filename: z.string(),
  contentType: z.string(),
  size: z.number(),
  /** GET this for the file: /api/admin/email-attachment/{emailId}/{index}/{filename}. */
  url: z.string(),
});

/** Why an attachment was not copied: over 25 MB, or past the first 50 attachments of its e-mail. */
export const ATTACHMENT_NOT_KEPT_REASONS = ['tooLarge', 'tooMany'] as const;

/**
 * An attachment left in the mailbox, not stored, so it has no URL: too large to copy (over 25 MB) or past the first
 * 50 of its e-mail. The review names it so the admin knows it was there (a portfolio, a video).
 */
export const emailAttachmentNotKeptView = z.object({
  filename: z.string(),
  /** In bytes. */
  size: z.number(),
  /** Always given: 'tooLarge' for one recorded before the reason was (the only reason then). */
  reason: z.enum(ATTACHMENT_NOT_KEPT_REASONS),
});
export type EmailAttachmentNotKeptView = z.infer<typeof emailAttachmentNotKeptView>;

/** An HR inbox e-mail as the admin reviews it. `body` is HTML, sanitized by the server. */
export const inboxEmailView = z.object({
  id: z.string(),
  subject: z.string(),
  from: z.string(),
  receivedAt: z.string(),
  body: z.string(),
  hasResume: z.boolean(),
  attachments: z.array(emailAttachmentView),
  /** Attachments left in the mailbox, not copied; [] for e-mails read before they were recorded. */
  attachmentsNotKept: z.array(emailAttachmentNotKeptView),
  extractedData: extractedCandidateData,
});
export type InboxEmailView = z.infer<typeof inboxEmailView>;

export const loadEmailsAnswer = z.object({
  emails: z.array(inboxEmailView),
  requiresReview: z.boolean(),
  message: z.string(),
});
export type LoadEmailsAnswer = z.infer<typeof loadEmailsAnswer>;

/**
 * POST /api/admin/process-email. On `save`, `candidateData` is the reviewed candidate (at least a name); the
 * candidate is added with the email's resume and linked to the email. On `skip` it is ignored.
 */
export const processEmailBody = z.object({
  emailId: lineText(z.string().trim().min(1, EMAIL_NOT_FOUND).max(255, EMAIL_NOT_FOUND)),
  action: choiceOf(['save', 'skip']),
  candidateData: z.record(z.string(), z.unknown()).optional(),
  /**
   * On `save`: an existing candidate (a possible duplicate) to attach the email's resume to, instead of adding
   * a second candidate; `candidateData` is then ignored.
   */
  attachTo: z.uuid({ message: messageRef('candidate.notFound') }).optional(),
});
export type ProcessEmailBody = z.infer<typeof processEmailBody>;

export const processEmailAnswer = z.object({
  emailId: z.string(),
  action: z.enum(['save', 'skip']),
  candidateId: z.string().nullable(),
  message: z.string(),
});
export type ProcessEmailAnswer = z.infer<typeof processEmailAnswer>;

export const emailAttachmentParams = z.object({
  emailId: z.string().regex(/^[0-9a-f]{32}$/, ATTACHMENT_NOT_FOUND),
  index: z.coerce
    .number({ error: ATTACHMENT_NOT_FOUND })
    .int(ATTACHMENT_NOT_FOUND)
    .min(0, ATTACHMENT_NOT_FOUND)
    .max(1000, ATTACHMENT_NOT_FOUND),
  filename: z.string().max(1000, ATTACHMENT_NOT_FOUND),
});
