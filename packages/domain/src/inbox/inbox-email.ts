import type { FileRef } from '../contact/contact-message.ts';
import { assertNever, type Command, type Decider, type DomainEvent, eventMeta } from '../shared/decider.ts';
import { IllegalStateError, NotFoundError } from '../shared/errors.ts';

/** What the worker read from one message: personal, so the event store seals it with the email's key. */
export interface EmailContent {
  subject: string;
  from: string;
  /** The body as HTML (a plain-text body is escaped into paragraphs); sanitized again on display. */
  html: string;
  /** The candidate fields found in the e-mail and its resume, '' where nothing was found. */
  extracted: Record<string, string>;
  /** Stored blobs; their names often carry the applicant's name. */
  attachments: FileRef[];
  /** Index in `attachments` of the resume the candidate data came from, or null. */
  resumeIndex: number | null;
  /**
   * Attachments left in the mailbox, not copied — too large (over the worker's 25 MB) or past the first 50 an
   * e-mail's attachments are copied of: their names (cleaned as the kept ones are), sizes and why, so the admin
   * learns they were there. Events written before this field have none: read them as `[]`
   * (`attachmentsNotKeptOf`). Personal like the rest: erased with the email.
   */
  attachmentsNotKept?: AttachmentNotKept[];
}

/** Why an attachment was left in the mailbox: over 25 MB, or past the first 50 of its e-mail. */
export type AttachmentNotKeptReason = 'tooLarge' | 'tooMany';

/** An attachment the worker left in the mailbox: what the review can say of it. */
export interface AttachmentNotKept {
  fileName: string;
  /** In bytes. */
  size: number;
  /**
   * Why it was not copied. Absent in events written before attachments past the first 50 were named: those only
   * ever named attachments too large to copy (`notKeptReasonOf`).
   */
  reason?: AttachmentNotKeptReason;
}

/** The attachments an email's content left in the mailbox; none for content read before they were recorded. */
export const attachmentsNotKeptOf = (content: EmailContent | null): AttachmentNotKept[] =>
  content?.attachmentsNotKept ?? [];

/** Why an attachment was not copied; 'tooLarge' for one recorded before the reason was (the only reason then). */
export const notKeptReasonOf = (item: AttachmentNotKept): AttachmentNotKeptReason => item.reason ?? 'tooLarge';

export type EmailReceived = DomainEvent<
  'EmailReceived',
  {
    emailId: string;
    /** Where it came from: `imap:<mailbox>:<uidValidity>:<uid>` or `drop:<file>`. */
    source: string;
    receivedAt: string;
    attachmentCount: number;
    hasResume: boolean;
    personal: EmailContent | null;
  }
>;
export type EmailProcessed = DomainEvent<
  'EmailProcessed',
  { emailId: string; action: 'save' | 'skip'; candidateId: string | null }
>;
/**
 * The candidate saved from this email was erased: the email's key is destroyed with it (its sealed content
 * can no longer be read) and read models drop its personal fields. Receipt and processing facts remain.
 */
export type EmailErased = DomainEvent<'EmailErased', { emailId: string; candidateId: string }>;
export type InboxEvent = EmailReceived | EmailProcessed | EmailErased;
export const INBOX_EVENT_TYPES: readonly InboxEvent['type'][] = ['EmailReceived', 'EmailProcessed', 'EmailErased'];

export type InboxEmail =
  | { status: 'none' }
  | { status: 'received'; email: EmailReceived['data'] }
  | { status: 'processed'; email: EmailReceived['data']; action: 'save' | 'skip' }
  | { status: 'erased' };

export type ReceiveEmail = Command<'ReceiveEmail', EmailReceived['data']>;
export type ProcessEmail = Command<
  'ProcessEmail',
  { emailId: string; action: 'save' | 'skip'; candidateId: string | null }
>;
export type EraseEmail = Command<'EraseEmail', { emailId: string; candidateId: string }>;
export type InboxCommand = ReceiveEmail | ProcessEmail | EraseEmail;

export function decideInbox(command: InboxCommand, state: InboxEmail): InboxEvent[] {
  switch (command.type) {
    case 'ReceiveEmail':
      // A message read again (restart, second fetch) changes nothing: the first read stands.
      if (state.status !== 'none') return [];
      return [{ type: 'EmailReceived', data: command.data, metadata: eventMeta(command) }];
    case 'ProcessEmail':
      if (state.status === 'none') throw new NotFoundError('inbox.emailNotFound');
      if (state.status === 'processed' || state.status === 'erased') {
        throw new IllegalStateError('inbox.alreadyProcessed');
      }
      return [{ type: 'EmailProcessed', data: command.data, metadata: eventMeta(command) }];
    case 'EraseEmail':
      // Erasing again (a retried candidate erasure) changes nothing.
      if (state.status === 'none' || state.status === 'erased') return [];
      return [{ type: 'EmailErased', data: command.data, metadata: eventMeta(command) }];
    default:
      return assertNever(command);
  }
}

export function evolveInbox(state: InboxEmail, event: InboxEvent): InboxEmail {
  switch (event.type) {
    case 'EmailReceived':
      return state.status === 'none' ? { status: 'received', email: event.data } : state;
    case 'EmailProcessed':
      return state.status === 'received'
        ? { status: 'processed', email: state.email, action: event.data.action }
        : state;
    case 'EmailErased':
      return { status: 'erased' };
    default:
      return assertNever(event);
  }
}

export const inboxDecider: Decider<InboxCommand, InboxEvent, InboxEmail> = {
  decide: decideInbox,
  evolve: evolveInbox,
  initialState: () => ({ status: 'none' }),
};

export const inboxEmailStream = (emailId: string) => `inbox-email-${emailId}`;
export const inboxEmailSubject = (emailId: string) => `inbox-email:${emailId}`;
export const inboxSubjectOfStream = (streamId: string): string | null =>
  streamId.startsWith('inbox-email-') ? inboxEmailSubject(streamId.slice('inbox-email-'.length)) : null;
