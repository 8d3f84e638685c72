import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.ts';
import { IllegalStateError, NotFoundError } from '../shared/errors.ts';
import { type EmailReceived, type InboxCommand, type InboxEvent, inboxDecider } from './inbox-email.ts';

const metadata = { actorId: 'system', now: '2025-01-02T03:04:05.000Z' };
const received: EmailReceived = {
  type: 'EmailReceived',
  data: {
    emailId: 'e1',
    source: 'drop:a.eml',
    receivedAt: '2025-01-01T00:00:00.000Z',
    attachmentCount: 0,
    hasResume: false,
    personal: null,
  },
  metadata: { actorId: 'system', at: metadata.now },
};
const given = (events: InboxEvent[]) => ({
  when: (command: InboxCommand) => () => inboxDecider.decide(command, fold(inboxDecider, events)),
});
const process = (action: 'save' | 'skip'): InboxCommand => ({
  type: 'ProcessEmail',
  data: { emailId: 'e1', action, candidateId: null },
  metadata,
});

describe('inbox email', () => {
  it('is received once, however often the message is read', () => {
    const receive: InboxCommand = { type: 'ReceiveEmail', data: received.data, metadata };
    expect(given([]).when(receive)()).toEqual([received]);
    expect(given([received]).when(receive)()).toEqual([]);
  });

  it('is processed once', () => {
    expect(given([received]).when(process('skip'))()).toEqual([
      {
        type: 'EmailProcessed',
        data: { emailId: 'e1', action: 'skip', candidateId: null },
        metadata: received.metadata,
      },
    ]);
    const processed = given([received]).when(process('skip'))();
    expect(given([received, ...processed]).when(process('save'))).toThrow(IllegalStateError);
  });

  it('is erased once with the candidate saved from it, and cannot be processed afterwards', () => {
    const erase: InboxCommand = { type: 'EraseEmail', data: { emailId: 'e1', candidateId: 'c1' }, metadata };
    const erased = given([received]).when(erase)();
    expect(erased).toEqual([
      { type: 'EmailErased', data: { emailId: 'e1', candidateId: 'c1' }, metadata: received.metadata },
    ]);
    expect(given([received, ...erased]).when(erase)()).toEqual([]);
    expect(given([received, ...erased]).when(process('save'))).toThrow(IllegalStateError);
    expect(given([]).when(erase)()).toEqual([]);
  });

  it('cannot process an email never received', () => {
    expect(given([]).when(process('save'))).toThrow(NotFoundError);
  });
});
