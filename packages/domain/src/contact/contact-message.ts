import { assertNever, type Command, type Decider, type DomainEvent, eventMeta } from '../shared/decider.ts';
import { IllegalStateError } from '../shared/errors.ts';

/** A reference to a stored file, never its bytes. */
export interface FileRef {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
}

export interface ContactMessage {
  messageId: string;
  name: string;
  email: string;
  company: string;
  message: string;
  attachment: FileRef | null;
  /** Who wrote it: the visitor's language, so the team can answer in it. */
  lang: 'en' | 'zh';
}

export type ContactMessageReceived = DomainEvent<'ContactMessageReceived', ContactMessage>;
export type ContactEvent = ContactMessageReceived;

export type ReceiveContactMessage = Command<'ReceiveContactMessage', ContactMessage>;
export type ContactCommand = ReceiveContactMessage;

export type ContactState = { status: 'none' } | { status: 'received' };

export function decideContact(command: ContactCommand, state: ContactState): ContactEvent[] {
  switch (command.type) {
    case 'ReceiveContactMessage':
      if (state.status === 'received') throw new IllegalStateError('contact.alreadyReceived');
      return [{ type: 'ContactMessageReceived', data: command.data, metadata: eventMeta(command) }];
    default:
      return assertNever(command.type);
  }
}

export const contactDecider: Decider<ContactCommand, ContactEvent, ContactState> = {
  decide: decideContact,
  evolve: () => ({ status: 'received' }),
  initialState: () => ({ status: 'none' }),
};

export const contactStream = (messageId: string) => `contact-${messageId}`;
