import {
  type Candidate,
  type CandidateEvent,
  type CommandMetadata,
  candidateStream,
  candidateSubject,
  inboxDecider,
  inboxEmailStream,
  inboxEmailSubject,
} from '@tb/domain';
import type { Position } from '@tb/event-store';
import { handleCommand, toDomainEvent } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import { type CandidateStore, runCandidateCommand } from './candidate-store.ts';

/**
 * The inbox emails that are the candidate's: the one it was saved from and those attached to it later (both
 * non-personal facts of their events).
 */
async function emailsOf(candidates: CandidateStore, candidateId: string): Promise<string[]> {
  const ids: string[] = [];
  for (const recorded of await candidates.store.readStream(candidateStream(candidateId))) {
    const event = toDomainEvent<CandidateEvent>(recorded);
    if (event.type === 'CandidateAdded' && event.data.emailId) ids.push(event.data.emailId);
    if (event.type === 'CandidateAppliedByEmail') ids.push(event.data.emailId);
  }
  return [...new Set(ids)];
}

/**
 * Erasure: the `CandidateErased` event records who and when; then the candidate's key is destroyed (the
 * sealed personal parts of every stored event become unreadable) and the candidate lets go of its files,
 * which are deleted unless another owner (another candidate, a user, an email) has the same bytes. A
 * candidate saved from an inbox email takes that email with it: `EmailErased`, the email's key, and its
 * attachments; so do the emails attached to it later. Every step is idempotent, so retrying a failed erasure finishes the key and file steps.
 */
export async function eraseCandidate(
  app: Pick<FastifyInstance, 'eventStore' | 'blobStore' | 'waitForProjections'>,
  candidates: CandidateStore,
  candidateId: string,
  metadata: CommandMetadata,
  check: { precondition?: (state: Candidate, revision: number | null) => void } = {},
): Promise<Position | null> {
  const emailIds = await emailsOf(candidates, candidateId);
  const result = await runCandidateCommand(
    candidates,
    { type: 'EraseCandidate', data: { candidateId }, metadata },
    check,
  );
  let position = result.position;
  for (const emailId of emailIds) {
    // The email's own events carry no sealed part of the candidate's, so the plain store appends this.
    const erased = await handleCommand(app.eventStore, inboxDecider, inboxEmailStream(emailId), {
      type: 'EraseEmail',
      data: { emailId, candidateId },
      metadata,
    });
    position = erased.position ?? position;
    await candidates.keys.destroy(inboxEmailSubject(emailId));
  }
  await candidates.keys.destroy(candidateSubject(candidateId));
  await app.blobStore.releaseOwner(candidateStream(candidateId));
  for (const emailId of emailIds) await app.blobStore.releaseOwner(inboxEmailStream(emailId));
  if (position) await app.waitForProjections(emailIds.length ? ['candidates', 'inbox'] : ['candidates'], position);
  return position;
}
