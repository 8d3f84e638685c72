import { randomUUID } from 'node:crypto';
import {
  type AttachmentNotKept,
  candidateStream,
  inboxDecider,
  inboxEmailStream,
  inboxSubjectOfStream,
} from '@tb/domain';
import { handleCommand, localize, SubjectKeyStore, sealedEventStore } from '@tb/platform';
import { describe, expect, it } from 'vitest';
import { routeSpecContext } from '../testing/command-test-app.ts';
import { candidateIdForEmail } from './email-candidate-id.ts';

const spec = routeSpecContext();

type Headers = Record<string, string>;
const RESUME = Buffer.from('%PDF-1.4\n% a resume attached to an e-mail\n');

/**
 * An e-mail as the inbox worker records it (sealed with the e-mail's key), its resume stored and owned by it; with
 * `notKept`, the attachments it left in the mailbox (without, as events written before them).
 */
async function receivedEmail(subject: string, notKept?: AttachmentNotKept[]): Promise<string> {
  const emailId = randomUUID();
  const { store, pool, blobs } = spec.api.resources.shared;
  const resume = await blobs.put(RESUME, {
    fileName: 'cv.pdf',
    contentType: 'application/pdf',
    maxBytes: 1024,
    owner: inboxEmailStream(emailId),
  });
  const inbox = sealedEventStore(store, new SubjectKeyStore(pool), { subjectOf: inboxSubjectOfStream });
  await handleCommand(inbox, inboxDecider, inboxEmailStream(emailId), {
    type: 'ReceiveEmail',
    data: {
      emailId,
      source: `drop:${emailId}.eml`,
      receivedAt: '2026-03-04T05:06:07.000Z',
      attachmentCount: 1,
      hasResume: true,
      personal: {
        subject,
        from: 'Applicant <applicant@example.com>',
        html: '<p>Please find my resume attached.</p>',
        extracted: { name: 'Mail Applicant', email: 'applicant@example.com' },
        attachments: [resume],
        resumeIndex: 0,
        ...(notKept ? { attachmentsNotKept: notKept } : {}),
      },
    },
    metadata: { actorId: 'inbox-worker', now: new Date().toISOString() },
  });
  return emailId;
}

const loadEmails = (payload: object, headers: Headers = spec.asAdmin()) =>
  spec.api.app.inject({ method: 'POST', url: '/api/admin/load-emails', headers, payload });
const processEmail = (payload: object, headers: Headers = spec.asAdmin()) =>
  spec.api.app.inject({ method: 'POST', url: '/api/admin/process-email', headers, payload });

async function eventTypes(streamId: string): Promise<string[]> {
  return (await spec.api.resources.shared.store.readStream(streamId)).map((event) => event.type);
}

describe('POST /api/admin/load-emails', () => {
  it('refuses a visitor with 401 and a user with 403 before reading the body', async () => {
    expect((await loadEmails({ sinceDate: 'junk' }, {})).statusCode).toBe(401);
    const signedIn = await loadEmails({ sinceDate: 'junk' }, { cookie: spec.user.cookie });
    expect([signedIn.statusCode, signedIn.json().message]).toEqual([403, localize('common.notAllowed', 'en')]);
  });

  it('refuses a date that is not one, in both languages', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const answer = await loadEmails({ sinceDate: '2026-13-45' }, spec.asAdmin({ 'x-lang': lang }));
      expect([answer.statusCode, answer.json().message]).toEqual([400, localize('common.invalidDate', lang)]);
    }
  });

  it('answers the unprocessed e-mails with their review forms, and none from after the date asked', async () => {
    const emailId = await receivedEmail('Application: engineer');
    const answer = await loadEmails({}, spec.asAdmin({ 'x-lang': 'zh' }));
    expect(answer.statusCode).toBe(200);
    const listed = answer.json().emails.find((email: { id: string }) => email.id === emailId);
    expect(listed).toMatchObject({
      subject: 'Application: engineer',
      hasResume: true,
      extractedData: { name: 'Mail Applicant', emailId, resumeFileName: 'cv.pdf', applyTime: '2026-03-04' },
    });
    const n = answer.json().emails.length;
    expect(answer.json().message).toBe(localize('inbox.found', 'zh', { n }));

    // Written before attachments too large to copy were recorded: it has none.
    expect(listed.attachmentsNotKept).toEqual([]);

    const later = await loadEmails({ sinceDate: '2026-03-05' });
    expect(later.json()).toMatchObject({
      emails: [],
      requiresReview: false,
      message: localize('inbox.noneFound', 'en'),
    });
  });

  it('names the attachments left in the mailbox after the kept ones, with their sizes, why, and no link', async () => {
    // Recorded before the reason was (too large was the only one then), too large, and past the first 50.
    const video = { fileName: 'Demo video 演示.mp4', size: 27_262_976 };
    const reel = { fileName: 'reel.mov', size: 30_000_000, reason: 'tooLarge' as const };
    const page = { fileName: 'Page 51 作品.pdf', size: 4_096, reason: 'tooMany' as const };
    const emailId = await receivedEmail('Application with a video', [video, reel, page]);
    const listed = (await loadEmails({})).json().emails.find((email: { id: string }) => email.id === emailId);
    expect(listed.attachments).toHaveLength(1);
    expect(listed.attachments[0]).toMatchObject({ filename: 'cv.pdf' });
    expect(listed.attachmentsNotKept).toEqual([
      { filename: 'Demo video 演示.mp4', size: 27_262_976, reason: 'tooLarge' },
      { filename: 'reel.mov', size: 30_000_000, reason: 'tooLarge' },
      { filename: 'Page 51 作品.pdf', size: 4_096, reason: 'tooMany' },
    ]);
  });
});

describe('POST /api/admin/process-email', () => {
  it('refuses a user with 403 and answers 404 in the caller’s language for an unknown e-mail', async () => {
    const signedIn = await processEmail({ emailId: 'x', action: 'skip' }, { cookie: spec.user.cookie });
    expect(signedIn.statusCode).toBe(403);
    const unknown = await processEmail({ emailId: randomUUID(), action: 'skip' }, spec.asAdmin({ 'x-lang': 'zh' }));
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, localize('inbox.emailNotFound', 'zh')]);
  });

  it('refuses a review form without a name in both languages, adding nobody', async () => {
    const emailId = await receivedEmail('No name');
    for (const lang of ['en', 'zh'] as const) {
      const answer = await processEmail(
        { emailId, action: 'save', candidateData: { name: ' ' } },
        spec.asAdmin({ 'x-lang': lang }),
      );
      expect([answer.statusCode, answer.json().message]).toEqual([400, localize('candidate.nameRequired', lang)]);
    }
    expect(await eventTypes(candidateStream(candidateIdForEmail(emailId)))).toEqual([]);
    expect(await eventTypes(inboxEmailStream(emailId))).toEqual(['EmailReceived']);
  });

  it('saves the e-mail as a candidate who owns its resume, once: a second processing is 409', async () => {
    const emailId = await receivedEmail('Save me');
    const saved = await processEmail({ emailId, action: 'save', candidateData: { name: 'Mail Applicant' } });
    const candidateId = candidateIdForEmail(emailId);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      emailId,
      action: 'save',
      candidateId,
      message: localize('candidate.saved', 'en'),
    });
    expect(await eventTypes(candidateStream(candidateId))).toEqual(['CandidateAdded']);
    expect(await eventTypes(inboxEmailStream(emailId))).toEqual(['EmailReceived', 'EmailProcessed']);
    const { rows } = await spec.api.resources.shared.pool.query('SELECT 1 FROM platform.blob_owners WHERE owner = $1', [
      candidateStream(candidateId),
    ]);
    expect(rows).toHaveLength(1);

    const again = await processEmail({ emailId, action: 'skip' }, spec.asAdmin({ 'x-lang': 'zh' }));
    expect([again.statusCode, again.json().message]).toEqual([409, localize('inbox.alreadyProcessed', 'zh')]);
  });

  it('skips an e-mail, adding nobody', async () => {
    const emailId = await receivedEmail('Skip me');
    const skipped = await processEmail({ emailId, action: 'skip' }, spec.asAdmin({ 'x-lang': 'zh' }));
    expect(skipped.json()).toEqual({
      emailId,
      action: 'skip',
      candidateId: null,
      message: localize('inbox.skipped', 'zh'),
    });
    expect(await eventTypes(candidateStream(candidateIdForEmail(emailId)))).toEqual([]);
  });

  it('attaches the e-mail to an existing candidate instead of adding one; an unknown one is 404', async () => {
    const emailId = await receivedEmail('Known applicant');
    const unknown = await processEmail({ emailId, action: 'save', attachTo: randomUUID() });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, localize('candidate.notFound', 'en')]);

    const existing = await spec.api.app.inject({
      method: 'POST',
      url: '/api/admin/save-candidate',
      headers: spec.asAdmin(),
      payload: { name: 'Known Applicant' },
    });
    const candidateId = existing.json().id;
    const attached = await processEmail({ emailId, action: 'save', attachTo: candidateId });
    expect([attached.statusCode, attached.json().candidateId]).toEqual([200, candidateId]);
    expect(await eventTypes(candidateStream(candidateId))).toEqual(['CandidateAdded', 'CandidateAppliedByEmail']);
    expect(await eventTypes(candidateStream(candidateIdForEmail(emailId)))).toEqual([]);
  });
});
