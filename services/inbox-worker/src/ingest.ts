import { cleanText, mapStrings } from '@tb/contracts';
import { type AttachmentNotKept, type FileRef, inboxDecider, inboxEmailStream } from '@tb/domain';
import type { EventStore } from '@tb/event-store';
import { type BlobStore, handleCommand, type Logger } from '@tb/platform';
import { storedFileName } from './attachment-name.ts';
import { emailIdOf } from './email-id.ts';
import { extractCandidate } from './extract-candidate.ts';
import { type ParsedAttachment, parseMessage } from './parse-message.ts';

/**
 * Attachments bigger than this are left in the mailbox, not copied (a resume is far smaller); the event names
 * them (`attachmentsNotKept`, reason `tooLarge`) so the review says they are there. So are those past the first 50
 * of an e-mail (read-message.ts), reason `tooMany`.
 */
const MAX_ATTACHMENT_BYTES = 25 * 1024 * 1024;

export interface IngestDeps {
  /** The sealing event store: the email's content is personal data. */
  store: EventStore;
  blobs: BlobStore;
  logger: Logger;
  acceptsSender(address: string): boolean;
  senderIsApplicant: boolean;
}

export type IngestOutcome = 'received' | 'duplicate' | 'ignored';

/** One raw message → `EmailReceived` once (a message read again appends nothing). */
export async function ingestMessage(
  deps: IngestDeps,
  raw: Buffer,
  source: string,
  receivedAt: Date | null,
  totalBytes = raw.length,
): Promise<IngestOutcome> {
  // Parsed and cleaned in a parser thread: bounded in size, time and memory (parse-message.ts, read-message.ts).
  const message = await parseMessage(raw, totalBytes);
  if (!deps.acceptsSender(message.fromAddress)) {
    deps.logger.debug({ source }, 'inbox: sender outside the filter, ignored');
    return 'ignored';
  }
  const emailId = emailIdOf(message.messageId, source);
  const existing = await deps.store.readStream(inboxEmailStream(emailId));
  if (existing.length > 0) return 'duplicate';

  const attachments: FileRef[] = [];
  const notKept: AttachmentNotKept[] = [];
  const stored: ParsedAttachment[] = [];
  for (const attachment of message.attachments) {
    if (attachment.content.length === 0) continue;
    const fileName = storedFileName(attachment.filename);
    if (attachment.content.length > MAX_ATTACHMENT_BYTES) {
      // Left in the mailbox, but named on the email card so the admin knows a portfolio or video was there.
      notKept.push({ fileName, size: attachment.content.length, reason: 'tooLarge' });
      continue;
    }
    stored.push(attachment);
    attachments.push(
      await deps.blobs.put(attachment.content, {
        fileName,
        contentType: attachment.contentType,
        maxBytes: MAX_ATTACHMENT_BYTES,
        // The email's stream owns its attachments until the email is erased with the candidate saved from it.
        owner: inboxEmailStream(emailId),
      }),
    );
  }
  // Past the first 50: named in the order they came. One that is over 25 MB as well says so: copied it would not be
  // either way, and an empty one is passed over as a kept one is.
  for (const { filename, size } of message.attachmentsPastLimit) {
    if (size === 0) continue;
    notKept.push({
      fileName: storedFileName(filename),
      size,
      reason: size > MAX_ATTACHMENT_BYTES ? 'tooLarge' : 'tooMany',
    });
  }
  const candidate = await extractCandidate({ ...message, attachments: stored }, deps.senderIsApplicant);
  const now = new Date().toISOString();
  const result = await handleCommand(deps.store, inboxDecider, inboxEmailStream(emailId), {
    type: 'ReceiveEmail',
    data: {
      emailId,
      source,
      receivedAt: (receivedAt ?? message.date ?? new Date()).toISOString(),
      attachmentCount: attachments.length,
      hasResume: candidate.resumeIndex !== null,
      // Nobody here typed this text: what events may not hold (a NUL, a lone surrogate, control characters; direction
      // overrides outside the body) is removed by the contracts' one rule, not refused (storable-text.ts). Subject,
      // sender and body were cleaned so in the parser thread, the HTML to the rich-text allowlist too.
      personal: {
        subject: message.subject,
        from: message.from,
        html: message.html,
        extracted: mapStrings({ ...candidate.fields }, (text) => cleanText(text, 'line')),
        attachments: mapStrings(attachments, (text) => cleanText(text, 'line')),
        resumeIndex: candidate.resumeIndex,
        // Their names went through storedFileName, which applies the same rule.
        attachmentsNotKept: notKept,
      },
    },
    metadata: { actorId: 'inbox-worker', now, correlationId: emailId },
  });
  return result.events.length > 0 ? 'received' : 'duplicate';
}
