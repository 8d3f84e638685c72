import { candidateStream } from '@tb/domain';
import type { CommandContext } from '../http/context.ts';
import { type CandidateStore, runCandidateCommand } from './candidate-store.ts';
import type { ReviewedCandidatePorts } from './save-reviewed-candidate.ts';
import { uploadFromLink } from './upload-tokens.ts';

/** `saveReviewedCandidate`'s ports on the service's blob store and the candidates' sealed event store. */
export const reviewedCandidatePorts = (
  ctx: Pick<CommandContext, 'blobs' | 'clock' | 'store'>,
  candidates: CandidateStore,
): ReviewedCandidatePorts => ({
  blobs: ctx.blobs,
  openUpload: (link) => uploadFromLink(candidates.keys, link, ctx.clock()),
  addCandidate: (command, options) => runCandidateCommand(candidates, command, options),
  candidateAdded: async (candidateId) =>
    (await ctx.store.readStream(candidateStream(candidateId), { maxCount: 1 })).length > 0,
});
