import { assertNever, attachmentsNotKeptOf, INBOX_EVENT_TYPES, type InboxEvent, inboxEmailSubject } from '@tb/domain';
import {
  eraseEmailContent,
  INBOX_READ_MODEL_VERSION,
  inboxTables,
  insertReceivedEmail,
  markEmailProcessed,
  openSealedEvents,
  toDomainEvent,
} from '@tb/platform';
import type { Projection, ProjectionContext } from '../../projection.ts';

async function apply(event: InboxEvent, { client, schema }: ProjectionContext): Promise<void> {
  switch (event.type) {
    case 'EmailReceived': {
      const d = event.data;
      // A sealed part whose key is gone opens as null: the row keeps the non-personal facts only.
      const p = d.personal;
      await insertReceivedEmail(client, schema, {
        emailId: d.emailId,
        source: d.source,
        receivedAt: d.receivedAt,
        subject: p?.subject ?? '',
        from: p?.from ?? '',
        html: p?.html ?? '',
        hasResume: d.hasResume,
        attachments: p?.attachments ?? [],
        // Emails read before these were recorded have none.
        attachmentsNotKept: attachmentsNotKeptOf(p),
        extracted: p?.extracted ?? {},
        resumeIndex: p?.resumeIndex ?? null,
      });
      return;
    }
    case 'EmailProcessed':
      await markEmailProcessed(client, schema, { ...event.data, at: event.metadata.at });
      return;
    case 'EmailErased':
      await eraseEmailContent(client, schema, { ...event.data, at: event.metadata.at });
      return;
    default:
      assertNever(event);
  }
}

/** `emails`: one row per inbox email, unprocessed until saved or skipped (@tb/platform read-models/inbox). */
export const inboxProjection: Projection = {
  name: 'inbox',
  version: INBOX_READ_MODEL_VERSION,
  tables: inboxTables,
  handlers: {},
  reads: INBOX_EVENT_TYPES,
  async applyBatch(events, ctx) {
    const opened = await openSealedEvents(ctx.client, events, (event) =>
      typeof event.data.emailId === 'string' ? inboxEmailSubject(event.data.emailId) : null,
    );
    for (const recorded of opened) await apply(toDomainEvent<InboxEvent>(recorded), ctx);
  },
};
