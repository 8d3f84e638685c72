import { randomUUID } from 'node:crypto';
import {
  candidateChangedAnswer,
  candidateDetailsPart,
  candidateIdParams,
  candidateSavedAnswer,
  interviewPart,
  saveCandidateBody,
  updateCandidateBody,
} from '@tb/contracts';
import { messageFor, revisionEtag } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../http/actor.ts';
import { idempotency, ifMatch } from '../http/concurrency.ts';
import { commandMetadata, exposePosition, idempotencyKey } from '../http/context.ts';
import { stableId } from '../projects/stable-id.ts';
import { type CandidateStore, runCandidateCommand } from './candidate-store.ts';
import { eraseCandidate } from './erase.ts';
import { hireOf, part } from './request-parts.ts';
import { reviewedCandidatePorts } from './reviewed-candidate-ports.ts';
import { saveReviewedCandidate } from './save-reviewed-candidate.ts';

export async function candidateRoutes(fastify: FastifyInstance, options: { candidates: CandidateStore }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { candidates } = options;

  app.post(
    '/api/admin/save-candidate',
    {
      schema: {
        summary: 'Add a candidate (typed or reviewed from a resume)',
        operationId: 'saveCandidate',
        tags: ['candidates'],
        response: { 201: candidateSavedAnswer },
        body: saveCandidateBody,
      },
      config: { access: 'admin', honours: ['idempotency-key'] },
    },
    async (request, reply) => {
      const admin = actorOf(request);
      // A retried request (same Idempotency-Key) names the same candidate, so it adds nobody a second time.
      const key = idempotencyKey(request);
      const result = await saveReviewedCandidate(reviewedCandidatePorts(fastify, candidates), {
        candidateId: key ? stableId('candidate', admin.userId, key) : randomUUID(),
        form: request.body,
        metadata: commandMetadata(request, admin.userId),
        idempotency: idempotency(request),
      });
      exposePosition(reply, result.position);
      return reply.status(201).send({
        id: result.candidateId,
        message: messageFor(request, 'candidate.saved'),
      });
    },
  );

  app.put(
    '/api/admin/candidates/:id',
    {
      schema: {
        summary: 'Edit a candidate',
        operationId: 'updateCandidate',
        tags: ['candidates'],
        response: { 200: candidateChangedAnswer },
        params: candidateIdParams,
        body: updateCandidateBody,
      },
      config: { access: 'admin', honours: ['if-match', 'idempotency-key'] },
    },
    async (request, reply) => {
      const admin = actorOf(request);
      const body = request.body;
      const details = part(candidateDetailsPart, body);
      const interview = part(interviewPart, body);
      const hire = hireOf(body);
      const result = await runCandidateCommand(
        candidates,
        {
          type: 'UpdateCandidate',
          data: {
            candidateId: request.params.id,
            ...(details ? { details } : {}),
            ...(interview ? { interview } : {}),
            ...(hire ? { hire } : {}),
          },
          metadata: commandMetadata(request, admin.userId),
        },
        { ...idempotency(request), ...ifMatch(request, (_state, revision) => revisionEtag(revision)) },
      );
      exposePosition(reply, result.position);
      reply.header('etag', revisionEtag(result.nextRevision));
      return { id: request.params.id, message: messageFor(request, 'candidate.updated') };
    },
  );

  app.delete(
    '/api/admin/candidates/:id',
    {
      schema: {
        summary: 'Erase a candidate (personal data shredded)',
        operationId: 'eraseCandidate',
        tags: ['candidates'],
        response: { 200: candidateChangedAnswer },
        params: candidateIdParams,
      },
      config: { access: 'admin', honours: ['if-match'] },
    },
    async (request, reply) => {
      const admin = actorOf(request);
      const position = await eraseCandidate(
        fastify,
        candidates,
        request.params.id,
        commandMetadata(request, admin.userId),
        ifMatch(request, (_state, revision) => revisionEtag(revision)),
      );
      exposePosition(reply, position);
      return { id: request.params.id, message: messageFor(request, 'candidate.removed') };
    },
  );
}
