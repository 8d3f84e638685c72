import { type CandidateEvent, type CommandMetadata, candidateStream, candidateSubject, type FileRef } from '@tb/domain';
import type { Position } from '@tb/event-store';
import { toDomainEvent } from '@tb/platform';
import type { CommandContext } from '../http/context.ts';
import { type CandidateStore, runCandidateCommand } from './candidate-store.ts';

/** Every file the candidate ever had, not only the current ones: replaced files are personal data too. */
async function filesOf(candidates: CandidateStore, candidateId: string): Promise<FileRef[]> {
  const events = await candidates.store.readStream(candidateStream(candidateId));
  const files: FileRef[] = [];
  for (const recorded of events) {
    const event = toDomainEvent<CandidateEvent>(recorded);
    if (event.type === 'CandidateAdded' && event.data.personal?.resume) files.push(event.data.personal.resume);
    if (
      (event.type === 'CandidateResumeAttached' || event.type === 'CandidatePortfolioAttached') &&
      event.data.personal
    ) {
      files.push(event.data.personal.file);
    }
  }
  return files;
}

/**
 * Erasure: the `CandidateErased` event records who and when; then the candidate's key is destroyed (the
 * sealed personal parts of every stored event become unreadable) and their files are deleted. Retrying a
 * failed erasure finishes the key and file steps, since the command itself is then a no-op.
 */
export async function eraseCandidate(
  ctx: CommandContext,
  candidates: CandidateStore,
  candidateId: string,
  metadata: CommandMetadata,
): Promise<Position | null> {
  const files = await filesOf(candidates, candidateId);
  const result = await runCandidateCommand(candidates, { type: 'EraseCandidate', data: { candidateId }, metadata });
  await candidates.keys.destroy(candidateSubject(candidateId));
  await Promise.all(files.map((file) => ctx.blobs.delete(file.id)));
  if (result.position) await ctx.waitForProjections(['candidates'], result.position);
  return result.position;
}
