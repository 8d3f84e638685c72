import {
  CANDIDATE_PORTFOLIO_MAX_BYTES,
  CANDIDATE_RESUME_MAX_BYTES,
  PORTFOLIO_TOO_LARGE,
  PORTFOLIO_WRONG_TYPE,
  RESUME_TOO_LARGE,
  RESUME_WRONG_TYPE,
} from '@tb/contracts';
import { extractResume, isDocumentError } from '@tb/documents';
import { ValidationError } from '@tb/domain';
import { localizeMessage, requestLanguage } from '@tb/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAdmin } from '../http/actor.ts';
import { commandMetadata, exposePosition } from '../http/context.ts';
import { readMultipart } from '../http/uploads.ts';
import { type CandidateStore, runCandidateCommand } from './candidate-store.ts';
import { findDuplicates } from './duplicates.ts';
import { linkFor } from './upload-tokens.ts';

const bilingual = (en: string) => (lang: 'en' | 'zh') => localizeMessage(en, lang);
const zhOf = (en: string) => ({ en, zh: bilingual(en)('zh') });

export const readResume = (request: FastifyRequest) =>
  readMultipart(request, {
    field: 'resume',
    maxBytes: CANDIDATE_RESUME_MAX_BYTES,
    accept: ['pdf', 'doc', 'docx'],
    tooLarge: zhOf(RESUME_TOO_LARGE),
    wrongType: zhOf(RESUME_WRONG_TYPE),
    required: true,
  });

/** Resume upload for review, portfolio upload, and attaching a resume to an existing candidate. */
export async function uploadRoutes(app: FastifyInstance, options: { candidates: CandidateStore }) {
  const { ctx } = app;
  const { candidates } = options;

  app.post('/api/admin/upload-candidate', async (request) => {
    await requireAdmin(request);
    const { upload } = await readResume(request);
    if (!upload?.bytes) throw new ValidationError(zhOf(RESUME_WRONG_TYPE));
    const lang = requestLanguage(request);
    // An unreadable document still gives a review form to fill by hand, with the file kept.
    const extracted = await extractResume(upload.bytes, upload.ref.fileName).catch((error: unknown) => {
      if (isDocumentError(error)) return null;
      throw error;
    });
    const fields = extracted?.fields;
    const fileName = extracted?.fileName ?? upload.ref.fileName;
    const ref = { ...upload.ref, fileName };
    const extractedData = {
      name: fields?.name ?? '',
      email: fields?.email ?? '',
      phone: fields?.phone ?? '',
      position: fields?.position ?? '',
      role: fields?.role ?? '',
      applyTime: '',
      tagsInEng: fields?.tagsInEng ?? '',
      tagsInChinese: fields?.tagsInChinese ?? '',
      university: fields?.university ?? '',
      bachelor: fields?.bachelor ?? '',
      master: fields?.master ?? '',
      phd: fields?.phd ?? '',
      github: fields?.github ?? '',
      personalSite: fields?.personalSite ?? '',
      gender: fields?.gender ?? '',
      degree: fields?.degree ?? '',
      birthday: fields?.birthday ?? '',
      resumeLink: await linkFor(candidates.keys, ref, ctx.clock()),
      resumeFileName: fileName,
      emailId: '',
    };
    return {
      requiresReview: true as const,
      extractedData,
      name: extractedData.name,
      message: localizeMessage('Resume processed. Please review the extracted information.', lang),
      duplicates: await findDuplicates(ctx.pool, extractedData.email, extractedData.phone),
    };
  });

  app.post('/api/admin/upload-candidate-portfolio', async (request, reply) => {
    const admin = await requireAdmin(request);
    const { fields, upload } = await readMultipart(request, {
      field: 'portfolio',
      maxBytes: CANDIDATE_PORTFOLIO_MAX_BYTES,
      accept: ['pdf', 'doc', 'docx', 'zip', 'rar'],
      tooLarge: zhOf(PORTFOLIO_TOO_LARGE),
      wrongType: zhOf(PORTFOLIO_WRONG_TYPE),
      required: true,
    });
    if (!upload) throw new ValidationError(zhOf(PORTFOLIO_WRONG_TYPE));
    const candidateName = (fields.candidateName ?? '').trim();
    const candidateId = z.string().uuid().safeParse(fields.candidateId);
    if (!candidateName && !candidateId.success) {
      await ctx.blobs.delete(upload.ref.id);
      throw new ValidationError(zhOf('Candidate name is required'));
    }
    if (candidateId.success) {
      const result = await runCandidateCommand(candidates, {
        type: 'AttachCandidateFile',
        data: { candidateId: candidateId.data, kind: 'portfolio', file: upload.ref },
        metadata: commandMetadata(request, ctx, admin.userId),
      });
      exposePosition(reply, result.position);
      return { portfolioLink: `/api/candidates/portfolio/${candidateId.data}`, portfolioFileName: upload.ref.fileName };
    }
    return {
      portfolioLink: await linkFor(candidates.keys, upload.ref, ctx.clock()),
      portfolioFileName: upload.ref.fileName,
    };
  });

  app.post('/api/admin/candidates/:id/resume', async (request, reply) => {
    const admin = await requireAdmin(request);
    const { id } = z.object({ id: z.string().uuid('Candidate not found') }).parse(request.params);
    const { fields, upload } = await readResume(request);
    if (!upload) throw new ValidationError(zhOf(RESUME_WRONG_TYPE));
    const result = await runCandidateCommand(candidates, {
      type: 'AttachCandidateFile',
      data: { candidateId: id, kind: fields.lang === 'en' ? 'englishResume' : 'resume', file: upload.ref },
      metadata: commandMetadata(request, ctx, admin.userId),
    });
    exposePosition(reply, result.position);
    return { id, message: localizeMessage('Resume uploaded', requestLanguage(request)) };
  });
}
