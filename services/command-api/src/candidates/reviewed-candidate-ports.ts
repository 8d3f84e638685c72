import { candidateStream } from '@tb/domain';
import type { FastifyInstance } from 'fastify';
import { type CandidateStore, runCandidateCommand } from './candidate-store.ts';
import type { ReviewedCandidatePorts } from './save-reviewed-candidate.ts';
import { uploadFromLink } from './upload-tokens.ts';

/** `saveReviewedCandidate`'s ports on the service's blob store and the candidates' sealed event store. */
export const reviewedCandidatePorts = (
  app: Pick<FastifyInstance, 'blobStore' | 'clock' | 'eventStore'>,
  candidates: CandidateStore,
): ReviewedCandidatePorts => ({
  blobs: app.blobStore,
  openUpload: (link) => uploadFromLink(candidates.keys, link, app.clock()),
  addCandidate: (command, options) => runCandidateCommand(candidates, command, options),
  candidateAdded: async (candidateId) =>
    (await app.eventStore.readStream(candidateStream(candidateId), { maxCount: 1 })).length > 0,
});
