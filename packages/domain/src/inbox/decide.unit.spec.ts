import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider.ts';
import { IllegalStateError, NotFoundError } from '../shared/errors.ts';
import {
  attachmentsNotKeptOf,
  type EmailContent,
  type EmailReceived,
  type InboxCommand,
  type InboxEvent,
  inboxDecider,
  notKeptReasonOf,
} from './inbox-email.ts';

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

  describe('attachments too large to copy', () => {
    const content: EmailContent = {
      subject: 'Application',
      from: 'Ana <ana@example.com>',
      html: '',
      extracted: {},
      attachments: [],
      resumeIndex: null,
    };
    const video = { fileName: 'demo.mp4', size: 27_262_976 };
    const withVideo: EmailReceived = {
      ...received,
      data: { ...received.data, personal: { ...content, attachmentsNotKept: [video] } },
    };

    it('are kept in the received email, and read as none in an email recorded before them', () => {
      const state = fold(inboxDecider, [withVideo]);
      expect(state.status === 'received' && attachmentsNotKeptOf(state.email.personal)).toEqual([video]);
      // An event written before the field existed, and one whose sealed part can no longer be opened.
      const older = fold(inboxDecider, [{ ...received, data: { ...received.data, personal: content } }]);
      expect(older.status === 'received' && attachmentsNotKeptOf(older.email.personal)).toEqual([]);
      expect(attachmentsNotKeptOf(null)).toEqual([]);
    });

    it('say why; one recorded before the reason was is too large (the only reason then)', () => {
      expect(notKeptReasonOf(video)).toBe('tooLarge');
      expect(notKeptReasonOf({ ...video, reason: 'tooMany' })).toBe('tooMany');
      expect(notKeptReasonOf({ ...video, reason: 'tooLarge' })).toBe('tooLarge');
    });

    it('are gone with the rest of the content once the email is erased', () => {
      const erased: InboxEvent = {
        type: 'EmailErased',
        data: { emailId: 'e1', candidateId: 'c1' },
        metadata: received.metadata,
      };
      expect(fold(inboxDecider, [withVideo, erased])).toEqual({ status: 'erased' });
      expect(JSON.stringify(fold(inboxDecider, [withVideo, erased]))).not.toContain('demo.mp4');
    });
  });
});
