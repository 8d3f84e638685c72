import { assertNever, INBOX_EVENT_TYPES, type InboxEvent, inboxEmailSubject } from '@tb/domain';
import { openSealedEvents, toDomainEvent } from '@tb/platform';
import type { Projection, ProjectionContext } from '../../projection.ts';

async function apply(event: InboxEvent, { client, schema }: ProjectionContext): Promise<void> {
  switch (event.type) {
    case 'EmailReceived': {
      const d = event.data;
      // A sealed part whose key is gone opens as null: the row keeps the non-personal facts only.
      const p = d.personal;
      await client.query(
        `INSERT INTO ${schema}.emails
           (email_id, source, received_at, subject, from_address, html, has_resume, attachments, extracted, resume_index)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (email_id) DO NOTHING`,
        [
          d.emailId,
          d.source,
          d.receivedAt,
          p?.subject ?? '',
          p?.from ?? '',
          p?.html ?? '',
          d.hasResume,
          JSON.stringify(p?.attachments ?? []),
          JSON.stringify(p?.extracted ?? {}),
          p?.resumeIndex ?? null,
        ],
      );
      return;
    }
    case 'EmailProcessed':
      await client.query(
        `UPDATE ${schema}.emails SET processed_at = $2, action = $3, candidate_id = $4
          WHERE email_id = $1 AND processed_at IS NULL`,
        [event.data.emailId, event.metadata.at, event.data.action, event.data.candidateId],
      );
      return;
    case 'EmailErased':
      // Personal fields go; when it came, from where, whether it had a resume, and its processing remain.
      await client.query(
        `UPDATE ${schema}.emails
            SET subject = '', from_address = '', html = '', attachments = '[]', extracted = '{}', resume_index = NULL,
                processed_at = coalesce(processed_at, $2), action = coalesce(action, 'save'),
                candidate_id = coalesce(candidate_id, $3)
          WHERE email_id = $1`,
        [event.data.emailId, event.metadata.at, event.data.candidateId],
      );
      return;
    default:
      assertNever(event);
  }
}

/** `emails`: one row per inbox email, unprocessed until saved or skipped. */
export const inboxProjection: Projection = {
  name: 'inbox',
  version: 1,
  tables: (schema) => [
    `CREATE TABLE ${schema}.emails (
      email_id text PRIMARY KEY,
      source text NOT NULL,
      received_at timestamptz NOT NULL,
      subject text NOT NULL DEFAULT '',
      from_address text NOT NULL DEFAULT '',
      html text NOT NULL DEFAULT '',
      has_resume boolean NOT NULL DEFAULT false,
      attachments jsonb NOT NULL DEFAULT '[]',
      extracted jsonb NOT NULL DEFAULT '{}',
      resume_index integer,
      processed_at timestamptz,
      action text,
      candidate_id text
    )`,
    `CREATE INDEX ON ${schema}.emails (received_at) WHERE processed_at IS NULL`,
  ],
  handlers: {},
  reads: INBOX_EVENT_TYPES,
  async applyBatch(events, ctx) {
    const opened = await openSealedEvents(ctx.client, events, (event) =>
      typeof event.data.emailId === 'string' ? inboxEmailSubject(event.data.emailId) : null,
    );
    for (const recorded of opened) await apply(toDomainEvent<InboxEvent>(recorded), ctx);
  },
};
