import { randomUUID } from 'node:crypto';
import {
  candidateChangedAnswer,
  candidateDetailsPart,
  candidateIdParams,
  candidateSavedAnswer,
  interviewPart,
  saveCandidateBody,
  updateCandidateBody,
  webLinkOf,
} from '@tb/contracts';
import { candidateStream, type HireInput, ValidationError } from '@tb/domain';
import { localizeMessage, requestLanguage, revisionEtag } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../http/actor.ts';
import { idempotency, ifMatch } from '../http/concurrency.ts';
import { commandMetadata, exposePosition, idempotencyKey } from '../http/context.ts';
import { stableId } from '../projects/stable-id.ts';
import { type CandidateStore, runCandidateCommand } from './candidate-store.ts';
import { eraseCandidate } from './erase.ts';
import { claimUpload, isUploadLink, settleUpload, uploadFromLink } from './upload-tokens.ts';

/** The fields of one concern that the request sent; undefined when it sent none. */
function part<T extends object>(schema: { parse(value: unknown): T }, body: object): T | undefined {
  const parsed = schema.parse(body);
  return Object.values(parsed).some((value) => value !== undefined) ? parsed : undefined;
}

function hireOf(body: { isHired?: boolean | undefined; hireCompany?: string | undefined }): HireInput | undefined {
  if (body.isHired === undefined) return undefined;
  return body.hireCompany === undefined
    ? { isHired: body.isHired }
    : { isHired: body.isHired, hireCompany: body.hireCompany };
}

export async function candidateRoutes(fastify: FastifyInstance, options: { candidates: CandidateStore }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;
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
      config: { access: 'admin' },
    },
    async (request, reply) => {
      const admin = actorOf(request);
      const body = request.body;
      const now = ctx.clock();
      const resumeUpload = isUploadLink(body.resumeLink)
        ? await uploadFromLink(candidates.keys, body.resumeLink, now)
        : null;
      const portfolioUpload = isUploadLink(body.portfolioLink)
        ? await uploadFromLink(candidates.keys, body.portfolioLink, now)
        : null;
      const resume = resumeUpload?.ref ?? null;
      const portfolioFile = portfolioUpload?.ref ?? null;
      // A portfolio link that is not an upload token is a URL typed by hand.
      const typedLink = body.portfolioLink && !portfolioFile ? webLinkOf(body.portfolioLink.slice(0, 1024)) : '';
      if (typedLink === null) throw new ValidationError('security.linkScheme');
      const typedPortfolio = typedLink ? { portfolio: typedLink } : {};
      const details = { ...part(candidateDetailsPart, body), ...typedPortfolio, name: body.name };
      // A retried request (same Idempotency-Key) names the same candidate, so it adds nobody a second time.
      const key = idempotencyKey(request);
      const candidateId = key ? stableId('candidate', admin.userId, key) : randomUUID();
      const uploads = [resumeUpload, portfolioUpload].filter((u) => u !== null);
      const interview = part(interviewPart, body);
      const hire = hireOf(body);
      const owner = candidateStream(candidateId);
      for (const upload of uploads) await claimUpload(ctx.blobs, upload, owner);
      const result = await runCandidateCommand(
        candidates,
        {
          type: 'AddCandidate',
          data: {
            candidateId,
            source: body.emailId ? 'email' : resume ? 'resume' : 'form',
            emailId: body.emailId || null,
            details,
            ...(interview ? { interview } : {}),
            ...(hire ? { hire } : {}),
            resume: resume && body.resumeFileName ? { ...resume, fileName: body.resumeFileName } : resume,
            portfolioFile,
          },
          metadata: commandMetadata(request, ctx, admin.userId),
        },
        idempotency(request),
      ).catch(async (error: unknown) => {
        // A candidate that was not added owns nothing (the uploads' holds still keep the files for a retry);
        // one a retry's first attempt added keeps its files.
        const added = (await ctx.store.readStream(owner, { maxCount: 1 })).length > 0;
        if (!added) for (const upload of uploads) await ctx.blobs.release(upload.ref.id, owner);
        throw error;
      });
      for (const upload of uploads) await settleUpload(ctx.blobs, upload);
      exposePosition(reply, result.position);
      const id = result.events[0]?.data.candidateId ?? candidateId;
      return reply
        .status(201)
        .send({ id, message: localizeMessage('Candidate saved successfully', requestLanguage(request)) });
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
      config: { access: 'admin' },
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
          metadata: commandMetadata(request, ctx, admin.userId),
        },
        { ...idempotency(request), ...ifMatch(request, (_state, revision) => revisionEtag(revision)) },
      );
      exposePosition(reply, result.position);
      reply.header('etag', revisionEtag(result.nextRevision));
      return { id: request.params.id, message: localizeMessage('Candidate updated', requestLanguage(request)) };
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
      config: { access: 'admin' },
    },
    async (request, reply) => {
      const admin = actorOf(request);
      const position = await eraseCandidate(
        ctx,
        candidates,
        request.params.id,
        commandMetadata(request, ctx, admin.userId),
        ifMatch(request, (_state, revision) => revisionEtag(revision)),
      );
      exposePosition(reply, position);
      return { id: request.params.id, message: localizeMessage('Candidate deleted', requestLanguage(request)) };
    },
  );
}
