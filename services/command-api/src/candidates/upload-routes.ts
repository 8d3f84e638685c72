import {
  CANDIDATE_PORTFOLIO_MAX_BYTES,
  CANDIDATE_RESUME_MAX_BYTES,
  candidateChangedAnswer,
  candidateIdParams,
  candidatePortfolioForm,
  candidateResumeForm,
  REVIEW_FIELDS,
  type ReviewField,
  resumeForm,
  uploadCandidateAnswer,
  uploadPortfolioAnswer,
  withCanonicalChoices,
} from '@tb/contracts';
import { extractResume, isDocumentError } from '@tb/documents';
import { type CandidateCommand, candidateStream, NotFoundError, ValidationError } from '@tb/domain';
import { type CandidateLookup, messageFor } from '@tb/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf } from '../http/actor.ts';
import { commandMetadata, exposePosition } from '../http/context.ts';
import { documentReadError } from '../http/document-read-error.ts';
import { refuseWhenBusy } from '../http/documents-busy.ts';
import { receiveFile, releasedOnFailure, type Upload } from '../http/uploads.ts';
import { candidateNamed } from './candidate-named.ts';
import { type CandidateStore, runCandidateCommand } from './candidate-store.ts';
import { linkFor } from './upload-tokens.ts';

export const readResume = (request: FastifyRequest) =>
  receiveFile(request, {
    field: 'resume',
    maxBytes: CANDIDATE_RESUME_MAX_BYTES,
    accept: ['pdf', 'doc', 'docx'],
    tooLarge: 'candidate.resumeTooLarge',
    wrongType: 'candidate.resumeType',
    required: true,
  });

/**
 * The candidate's stream becomes an owner of the file before the event that references it. A candidate that
 * does not exist owned nothing before, so its ownership is dropped again; any other failure keeps it (a kept
 * file, never a lost one).
 */
async function attachFile(
  app: Pick<FastifyInstance, 'blobStore'>,
  candidates: CandidateStore,
  upload: Upload,
  command: Extract<CandidateCommand, { type: 'AttachCandidateFile' }>,
) {
  const owner = candidateStream(command.data.candidateId);
  await app.blobStore.claim(upload.ref.id, owner, upload.hold);
  try {
    return await runCandidateCommand(candidates, command);
  } catch (error) {
    if (error instanceof NotFoundError) await app.blobStore.release(upload.ref.id, owner);
    throw error;
  }
}

/** Resume upload for review, portfolio upload, and attaching a resume to an existing candidate. */
export async function uploadRoutes(
  app: FastifyInstance,
  options: { candidates: CandidateStore; lookup: CandidateLookup },
) {
  const { candidates, lookup } = options;

  app.post(
    '/api/admin/upload-candidate',
    {
      schema: {
        summary: 'Read a resume into a review form',
        operationId: 'uploadCandidateResume',
        tags: ['candidates'],
        response: { 200: uploadCandidateAnswer },
      },
      config: { openapi: { refuses: [409], form: resumeForm }, access: 'admin' },
    },
    async (request) => {
      const admin = actorOf(request);
      const { file: upload } = await readResume(request);
      if (!upload?.bytes) throw new ValidationError('candidate.resumeType');
      // An unreadable document still gives a review form to fill by hand, with the file kept, and says why.
      let readError: string | undefined;
      // All parser threads busy: a 503 (and the file let go of at once), not a form left empty for no reason.
      const { bytes } = upload;
      const extracted = await releasedOnFailure(app.blobStore, upload, () =>
        extractResume(bytes, upload.ref.fileName, { account: admin.userId }).catch((error: unknown) => {
          if (!isDocumentError(error) || error.code === 'busy') {
            refuseWhenBusy(error);
            throw error;
          }
          readError = documentReadError(request, error);
          return null;
        }),
      );
      const fields = extracted?.fields;
      const fileName = extracted?.fileName ?? upload.ref.fileName;
      const ref = { ...upload.ref, fileName };
      const found: Partial<Record<ReviewField, string>> = fields ?? {};
      // The review form's fields, each as the resume gave it or '' (the catalogue says which).
      const review = Object.fromEntries(REVIEW_FIELDS.map((field) => [field, found[field] ?? '']));
      const extractedData = {
        // Gender and degree in the form's stored words (本科 → Bachelor), so its selects show them.
        ...withCanonicalChoices(review as Record<ReviewField, string>),
        resumeLink: await linkFor(candidates.keys, ref, upload.hold, app.clock()),
        resumeFileName: fileName,
        emailId: '',
      };
      return {
        requiresReview: true as const,
        extractedData,
        name: extractedData.name,
        message: messageFor(request, 'candidate.resumeRead'),
        duplicates: await lookup.duplicates(extractedData.email, extractedData.phone),
        // Nothing silently comes back empty: a text layer nobody can read is said so (issue 23).
        warnings: extracted ? extracted.warnings : ['unreadableText'],
        ...(readError ? { readError } : {}),
      };
    },
  );

  app.post(
    '/api/admin/upload-candidate-portfolio',
    {
      schema: {
        summary: "Upload a candidate's portfolio",
        operationId: 'uploadCandidatePortfolio',
        tags: ['candidates'],
        response: { 200: uploadPortfolioAnswer },
      },
      config: { openapi: { refuses: [404, 409], form: candidatePortfolioForm }, access: 'admin' },
    },
    async (request, reply) => {
      const admin = actorOf(request);
      const { fields, file: upload } = await receiveFile(request, {
        field: 'portfolio',
        maxBytes: CANDIDATE_PORTFOLIO_MAX_BYTES,
        accept: ['pdf', 'doc', 'docx', 'zip', 'rar'],
        tooLarge: 'candidate.portfolioTooLarge',
        wrongType: 'candidate.portfolioType',
        required: true,
      });
      if (!upload) throw new ValidationError('candidate.portfolioType');
      const candidateName = (fields.candidateName ?? '').trim();
      let candidateId: string;
      try {
        // The review form stores the file for a candidate not saved yet: a link that save-candidate claims.
        if (fields.review === '1') {
          if (!candidateName) throw new ValidationError('candidate.candidateNameRequired');
          return {
            portfolioLink: await linkFor(candidates.keys, upload.ref, upload.hold, app.clock()),
            portfolioFileName: upload.ref.fileName,
          };
        }
        const byId = z.string().uuid().safeParse(fields.candidateId);
        candidateId = byId.success ? byId.data : await candidateNamed(app, lookup, candidateName);
      } catch (error) {
        await app.blobStore.release(upload.ref.id, upload.hold);
        throw error;
      }
      const result = await attachFile(app, candidates, upload, {
        type: 'AttachCandidateFile',
        data: { candidateId, kind: 'portfolio', file: upload.ref },
        metadata: commandMetadata(request, admin.userId),
      });
      if (result.position) await app.waitForProjections(['candidates'], result.position);
      exposePosition(reply, result.position);
      return {
        portfolioLink: `/api/candidates/portfolio/${candidateId}`,
        portfolioFileName: upload.ref.fileName,
        candidateId,
        message: messageFor(request, 'profileFile.portfolioUploaded'),
      };
    },
  );

  app.post(
    '/api/admin/candidates/:id/resume',
    {
      schema: {
        summary: 'Attach a resume to a candidate',
        operationId: 'attachCandidateResume',
        tags: ['candidates'],
        params: candidateIdParams,
        response: { 200: candidateChangedAnswer },
      },
      config: { openapi: { refuses: [409], form: candidateResumeForm }, access: 'admin' },
    },
    async (request, reply) => {
      const admin = actorOf(request);
      const { id } = candidateIdParams.parse(request.params);
      const { fields, file: upload } = await readResume(request);
      if (!upload) throw new ValidationError('candidate.resumeType');
      const result = await attachFile(app, candidates, upload, {
        type: 'AttachCandidateFile',
        data: { candidateId: id, kind: fields.lang === 'en' ? 'englishResume' : 'resume', file: upload.ref },
        metadata: commandMetadata(request, admin.userId),
      });
      exposePosition(reply, result.position);
      return { id, message: messageFor(request, 'profileFile.resumeUploaded') };
    },
  );
}
