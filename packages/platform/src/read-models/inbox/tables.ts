/**
 * `emails`: one row per inbox email, unprocessed until saved or skipped. The personal columns (subject, sender,
 * body, attachments, the attachments too large to copy, extracted fields) are blanked when the email is erased; when it came, from where, whether it
 * had a resume and how it was processed remain. The partial index serves the review's unprocessed list.
 */
export const inboxTables = (schema: string): string[] => [
  `CREATE TABLE ${schema}.emails (
      email_id text PRIMARY KEY,
      source text NOT NULL,
      received_at timestamptz NOT NULL,
      subject text NOT NULL DEFAULT '',
      from_address text NOT NULL DEFAULT '',
      html text NOT NULL DEFAULT '',
      has_resume boolean NOT NULL DEFAULT false,
      attachments jsonb NOT NULL DEFAULT '[]',
      attachments_not_kept jsonb NOT NULL DEFAULT '[]',
      extracted jsonb NOT NULL DEFAULT '{}',
      resume_index integer,
      processed_at timestamptz,
      action text,
      candidate_id text
    )`,
  `CREATE INDEX ON ${schema}.emails (received_at) WHERE processed_at IS NULL`,
];

/**
 * The inbox read model's version (its schema is `rm_inbox_v<version>`): raised when the tables change meaning.
 * 2: the attachments left in the mailbox, too large to copy (`attachments_not_kept`: `[{ fileName, size }]`).
 * Later, in the same version, items may carry `reason` ('tooLarge' | 'tooMany': past the first 50 attachments);
 * an item without it was too large, so rows written before read as they did.
 */
export const INBOX_READ_MODEL_VERSION = 2;
