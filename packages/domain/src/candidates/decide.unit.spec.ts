import { describe, expect, it } from 'vitest';
import { IllegalStateError, NotFoundError, ValidationError } from '../shared/errors.ts';
import { specFor } from '../shared/testing.ts';
import { type CandidateEvent, changesOf, evolveCandidate, initialCandidate } from './candidate.ts';
import { type CandidateCommand, candidateDecider } from './decide.ts';
import { emptyCandidateRecord, PROFILE_FACT_FIELDS, type ProfileFacts } from './fields.ts';

const given = specFor(candidateDecider);
const now = '2026-11-22T10:00:00.000Z';
const metadata = { actorId: 'admin-1', now };
const at = { actorId: 'admin-1', at: now };
const id = 'c1';
const file = {
  id: 'f'.repeat(64),
  fileName: '简历.pdf',
  contentType: 'application/pdf',
  size: 10,
  sha256: 'f'.repeat(64),
};

const emptyFacts = Object.fromEntries(
  PROFILE_FACT_FIELDS.map((field) => [field, emptyCandidateRecord()[field]]),
) as ProfileFacts;

const added: CandidateEvent = {
  type: 'CandidateAdded',
  data: {
    candidateId: id,
    source: 'resume',
    emailId: null,
    // The catalogue's empty facts with what this resume gave: a new fact field needs nothing here.
    facts: { ...emptyFacts, position: 'AI Engineer', role: 'AI Engineer', tagsInEng: 'Python' },
    personal: { name: '张伟', email: 'zhang@example.com', resume: file },
    personalKeys: ['name', 'email', 'resume'],
  },
  metadata: at,
};
const erased: CandidateEvent = { type: 'CandidateErased', data: { candidateId: id }, metadata: at };

const cmd = <C extends CandidateCommand>(type: C['type'], data: C['data']) => ({ type, data, metadata }) as C;

describe('candidate decider', () => {
  it('adds a candidate, keeping personal fields apart from the facts', () => {
    given([])
      .when(
        cmd('AddCandidate', {
          candidateId: id,
          source: 'resume',
          emailId: null,
          details: {
            name: '张伟',
            email: 'zhang@example.com',
            position: 'AI Engineer',
            role: 'AI Engineer',
            tagsInEng: 'Python',
          },
          resume: file,
        }),
      )
      .expectEvents([added]);
  });

  it('requires a name', () => {
    const data = { candidateId: id, source: 'form' as const, emailId: null, details: { name: '  ' } };
    given([]).when(cmd('AddCandidate', data)).expectError(ValidationError, 'candidate.nameRequired');
    given([added])
      .when(cmd('EditCandidateDetails', { candidateId: id, details: { name: '' } }))
      .expectError(ValidationError);
  });

  it('adds a candidate only once', () => {
    const data = { candidateId: id, source: 'form' as const, emailId: null, details: { name: 'Ana' } };
    given([added]).when(cmd('AddCandidate', data)).expectError(IllegalStateError);
  });

  it('records only the details that changed', () => {
    given([added])
      .when(
        cmd('EditCandidateDetails', {
          candidateId: id,
          details: { name: '张伟', phone: '138 0000 0000', role: 'AI Engineer', degree: 'Master' },
        }),
      )
      .expectEvents([
        {
          type: 'CandidateDetailsEdited',
          data: {
            candidateId: id,
            changes: { degree: 'Master' },
            personal: { phone: '138 0000 0000' },
            personalKeys: ['phone'],
          },
          metadata: at,
        },
      ]);
    given([added])
      .when(cmd('EditCandidateDetails', { candidateId: id, details: { name: '张伟' } }))
      .expectEvents([]);
  });

  it('scores an interview with only the changed fields, comments sealed as personal', () => {
    given([added])
      .when(
        cmd('ScoreInterview', {
          candidateId: id,
          interview: {
            isInterviewed: true,
            english: 4.5,
            education: null,
            interviewResult: 'Recommend',
            interviewComments: '张伟 is strong',
          },
        }),
      )
      .expectEvents([
        {
          type: 'CandidateInterviewScored',
          data: {
            candidateId: id,
            changes: { isInterviewed: true, english: 4.5, interviewResult: 'Recommended' },
            personal: { interviewComments: '张伟 is strong' },
            personalKeys: ['interviewComments'],
          },
          metadata: at,
        },
      ]);
  });

  it('refuses scores outside 0-5 or not in steps of 0.1', () => {
    for (const english of [5.1, -0.1, 3.25]) {
      given([added])
        .when(cmd('ScoreInterview', { candidateId: id, interview: { english } }))
        .expectError(ValidationError, 'candidate.scoreOutOfRange');
    }
    given([added])
      .when(cmd('ScoreInterview', { candidateId: id, interview: { english: 0.3 } }))
      .expectEvents([
        {
          type: 'CandidateInterviewScored',
          data: { candidateId: id, changes: { english: 0.3 }, personal: {}, personalKeys: [] },
          metadata: at,
        },
      ]);
  });

  it('refuses an unknown interview result', () => {
    given([added])
      .when(cmd('ScoreInterview', { candidateId: id, interview: { interviewResult: 'Maybe' } }))
      .expectError(ValidationError);
  });

  it('hires and cancels a hire, only on change', () => {
    given([added])
      .when(cmd('SetCandidateHired', { candidateId: id, isHired: true, hireCompany: 'Acme' }))
      .expectEvents([{ type: 'CandidateHired', data: { candidateId: id, hireCompany: 'Acme' }, metadata: at }]);
    given([added])
      .when(cmd('SetCandidateHired', { candidateId: id, isHired: false }))
      .expectEvents([]);
  });

  it('splits a whole-candidate update into one event per concern', () => {
    const events = candidateDecider.decide(
      cmd('UpdateCandidate', {
        candidateId: id,
        details: { degree: 'PhD' },
        interview: { english: 4 },
        hire: { isHired: false },
      }),
      evolveCandidate(initialCandidate(), added),
    );
    expect(events.map((e) => e.type)).toEqual(['CandidateDetailsEdited', 'CandidateInterviewScored']);
  });

  it('attaches an English resume as a sealed file reference', () => {
    given([added])
      .when(cmd('AttachCandidateFile', { candidateId: id, kind: 'englishResume', file }))
      .expectEvents([
        {
          type: 'CandidateResumeAttached',
          data: { candidateId: id, lang: 'en', personal: { file }, personalKeys: ['file'] },
          metadata: at,
        },
      ]);
  });

  it('records an e-mail application on an existing candidate: later applied date, only missing contacts', () => {
    const application = {
      candidateId: id,
      emailId: 'e1',
      receivedAt: '2026-11-21T08:30:00.000Z',
      subject: 'Applying again',
      from: '张伟 <zw@example.net>',
      email: 'zw@example.net',
      phone: '+86 139 0000 1111',
      resume: null,
    };
    const [event] = candidateDecider.decide(
      cmd('AttachEmailApplication', application),
      evolveCandidate(initialCandidate(), added),
    );
    // The record has an e-mail address (kept), no phone (filled) and no applied date (the e-mail's day).
    expect(event).toEqual({
      type: 'CandidateAppliedByEmail',
      data: {
        candidateId: id,
        emailId: 'e1',
        receivedAt: application.receivedAt,
        changes: { applyTime: '2026-11-21T00:00:00.000Z' },
        personal: { subject: 'Applying again', from: '张伟 <zw@example.net>', phone: '+86 139 0000 1111' },
        personalKeys: ['subject', 'from', 'phone'],
      },
      metadata: at,
    });
    if (!event) throw new Error('no event');
    const after = evolveCandidate(evolveCandidate(initialCandidate(), added), event);
    expect(after).toMatchObject({
      phone: '+86 139 0000 1111',
      email: 'zhang@example.com',
      applyTime: '2026-11-21T00:00:00.000Z',
    });
    // An older e-mail keeps the newer applied date and still records the application, with its resume.
    const [older] = candidateDecider.decide(
      cmd('AttachEmailApplication', { ...application, receivedAt: '2026-01-02T00:00:00.000Z', resume: file }),
      after,
    );
    expect(older?.data).toMatchObject({ changes: {}, personalKeys: ['subject', 'from', 'resume'] });
    if (older) expect(changesOf(older).map((c) => c.field)).toEqual(['resume']);
  });

  it('erases once; an erased candidate cannot be changed', () => {
    given([added])
      .when(cmd('EraseCandidate', { candidateId: id }))
      .expectEvents([erased]);
    given([added, erased])
      .when(cmd('EraseCandidate', { candidateId: id }))
      .expectEvents([]);
    given([added, erased])
      .when(cmd('ScoreInterview', { candidateId: id, interview: { english: 3 } }))
      .expectError(IllegalStateError);
  });

  it('knows no candidate that was never added', () => {
    given([])
      .when(cmd('EditCandidateDetails', { candidateId: id, details: { phone: '1' } }))
      .expectError(NotFoundError);
    given([])
      .when(cmd('EraseCandidate', { candidateId: id }))
      .expectError(NotFoundError);
  });

  it('still says which personal fields changed once the key is gone, never their values', () => {
    const shredded: CandidateEvent = { ...added, data: { ...added.data, personal: null } };
    expect(changesOf(shredded).filter((c) => c.personal)).toEqual([
      { field: 'name', personal: true, unreadable: true },
      { field: 'email', personal: true, unreadable: true },
      { field: 'resume', personal: true, unreadable: true },
    ]);
  });
});
