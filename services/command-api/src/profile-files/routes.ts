import {
  addSkillsAnswer,
  addSkillsBody,
  portfolioUploadAnswer,
  resumeForm,
  resumeUploadAnswer,
  USER_PORTFOLIO_MAX_BYTES,
  USER_RESUME_MAX_BYTES,
  userPortfolioForm,
} from '@tb/contracts';
import { repairFileName } from '@tb/documents';
import { NotFoundError, type UserCommand, userDecider, userStream, ValidationError } from '@tb/domain';
import { handleCommand, messageFor } from '@tb/platform';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type ActiveUser, actorOf, loadUserById } from '../http/actor.ts';
import { commandMetadata, exposePosition } from '../http/context.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { receiveFile, releasedOnFailure } from '../http/uploads.ts';
import { documentTiming, skillsOf } from './resume-skills.ts';
import { profileFileOwner, storageQuota } from './storage-quota.ts';

/** 'Add to my skills' calls per account per minute. */
export const SKILLS_PER_MINUTE = 20;

/** The signed-in user's resume (with its skill tags), portfolio, and 'Add to my skills'. */
export async function profileFileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function run(reply: FastifyReply, user: ActiveUser, command: UserCommand) {
    const result = await handleCommand(fastify.eventStore, userDecider, userStream(user.userId), command);
    // The profile read right after must show the new file name or tags, wherever it is served.
    if (result.position) await fastify.waitForProjections(['users'], result.position);
    exposePosition(reply, result.position);
  }

  app.post(
    '/api/user/resume',
    {
      schema: {
        summary: "Upload the signed-in user's resume (skills read from it)",
        operationId: 'uploadMyResume',
        tags: ['account'],
        response: { 200: resumeUploadAnswer },
      },
      config: { openapi: { refuses: [409], form: resumeForm }, access: 'user' },
    },
    async (request, reply) => {
      const user = actorOf(request);
      const { file: upload } = await receiveFile(request, {
        field: 'resume',
        maxBytes: USER_RESUME_MAX_BYTES,
        accept: ['pdf', 'doc', 'docx'],
        tooLarge: 'profileFile.tooLarge',
        wrongType: 'profileFile.resumeType',
        required: true,
        account: user.userId,
        quota: storageQuota(request, user, profileFileOwner(user.userId, 'resume')),
      });
      if (!upload?.bytes) throw new ValidationError('profileFile.resumeType');
      const { bytes } = upload;
      const owner = profileFileOwner(user.userId, 'resume');
      const resume = { ...upload.ref, fileName: repairFileName(upload.ref.fileName) };
      // Refused (parser threads busy, 503): the file goes at once, not when its hold lapses days later.
      const {
        skills: extractedSkills,
        warnings,
        readError,
      } = await releasedOnFailure(fastify.blobStore, upload, () =>
        skillsOf(bytes, resume.fileName, request, user.userId, (t) => reply.header('server-timing', documentTiming(t))),
      );
      await releasedOnFailure(fastify.blobStore, upload, () =>
        run(reply, user, {
          type: 'UploadResume',
          data: { userId: user.userId, resume, extractedSkills },
          metadata: commandMetadata(request, user.userId),
        }),
      );
      // Owned once its event is stored; the resume it replaces is let go of (deleted unless used elsewhere).
      await fastify.blobStore.claimInstead(upload.ref.id, owner, upload.hold);
      return {
        message: messageFor(request, 'profileFile.resumeUploaded'),
        resumeFileName: resume.fileName,
        extractedSkills,
        warnings,
        ...(readError ? { readError } : {}),
      };
    },
  );

  app.post(
    '/api/user/portfolio',
    {
      schema: {
        summary: "Upload the signed-in user's portfolio",
        operationId: 'uploadMyPortfolio',
        tags: ['account'],
        response: { 200: portfolioUploadAnswer },
      },
      config: { openapi: { refuses: [409], form: userPortfolioForm }, access: 'user' },
    },
    async (request, reply) => {
      const user = actorOf(request);
      // A portfolio is never parsed: it goes to disk as it arrives, only its first bytes inspected.
      const { file: upload } = await receiveFile(request, {
        field: 'portfolio',
        maxBytes: USER_PORTFOLIO_MAX_BYTES,
        accept: ['pdf', 'doc', 'docx', 'zip', 'rar', '7z'],
        tooLarge: 'profileFile.tooLarge',
        wrongType: 'profileFile.portfolioType',
        required: true,
        keep: 'streamed',
        account: user.userId,
        quota: storageQuota(request, user, profileFileOwner(user.userId, 'portfolio')),
      });
      if (!upload) throw new ValidationError('profileFile.portfolioType');
      const { hold } = upload;
      const owner = profileFileOwner(user.userId, 'portfolio');
      const portfolio = { ...upload.ref, fileName: repairFileName(upload.ref.fileName) };
      await releasedOnFailure(fastify.blobStore, upload, async () => {
        await run(reply, user, {
          type: 'UploadPortfolio',
          data: { userId: user.userId, portfolio },
          metadata: commandMetadata(request, user.userId),
        });
      });
      await fastify.blobStore.claimInstead(upload.ref.id, owner, hold);
      return {
        message: messageFor(request, 'profileFile.portfolioUploaded'),
        portfolioFileName: portfolio.fileName,
      };
    },
  );

  app.post(
    '/api/user/skills',
    {
      schema: {
        summary: "Add skills to the signed-in user's profile",
        operationId: 'addMySkills',
        tags: ['account'],
        response: { 200: addSkillsAnswer },
        body: addSkillsBody,
      },
      config: { access: 'user', rateLimited: true, openapi: { refuses: [404, 409] } },
    },
    async (request, reply) => {
      const user = actorOf(request);
      // Each call stores the whole merged text in an event: bounded per account like the uploads.
      await enforceRateLimit(request, `skills:${user.userId}`, SKILLS_PER_MINUTE, 60);
      await run(reply, user, {
        type: 'AddSkills',
        data: { userId: user.userId, ...request.body },
        metadata: commandMetadata(request, user.userId),
      });
      const updated = await loadUserById(request, user.userId);
      if (!updated) throw new NotFoundError('auth.userNotFound');
      return {
        message: messageFor(request, 'profileFile.skillsAdded'),
        tagsEnglish: updated.tagsEnglish,
        tagsChinese: updated.tagsChinese,
      };
    },
  );
}
