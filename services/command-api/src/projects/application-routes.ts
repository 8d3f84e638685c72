import { createHash } from 'node:crypto';
import {
  APPLICATION_RESUME_MAX_BYTES,
  applicationFields,
  applicationForm,
  applicationStatusBody,
  applicationSubmittedAnswer,
  applicationUpdatedAnswer,
  personName,
} from '@tb/contracts';
import { applicationDecider, applicationStream, type SubmitApplication } from '@tb/domain';
import { type BlobRef, eventIdFor, handleCommand, messageFor, toDomainEvent, validationKey } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../http/actor.ts';
import { idempotency } from '../http/concurrency.ts';
import { commandMetadata, exposePosition } from '../http/context.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { receiveFile } from '../http/uploads.ts';
import { storageQuota } from '../profile-files/storage-quota.ts';
import { availabilityOf, loadProject } from './load-project.ts';
import { stableId } from './stable-id.ts';

const NOT_TEXT = 'application.resumeNotText';

/** The generated resume is UTF-8 text: no NUL bytes, no invalid sequences. */
function isPlainText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

export async function applicationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** One-click apply: a signed-in user applies once to an active project, with no form to fill. */
  app.post(
    '/api/application',
    {
      schema: {
        summary: 'Apply to an opening',
        operationId: 'applyToProject',
        tags: ['applications'],
        response: { 201: applicationSubmittedAnswer },
      },
      config: {
        openapi: { refuses: [404], form: applicationForm },
        access: 'user',
        rateLimited: true,
        honours: ['idempotency-key'],
      },
    },
    async (request, reply) => {
      const user = actorOf(request);
      await enforceRateLimit(request, `apply:${user.userId}`, 30, 60 * 60);
      // Read before anything is stored: a refused application (a second one, an inactive project) keeps no file.
      const { fields, file } = await receiveFile(request, {
        field: 'file',
        maxBytes: APPLICATION_RESUME_MAX_BYTES,
        accept: isPlainText,
        tooLarge: NOT_TEXT,
        wrongType: NOT_TEXT,
        keep: 'memory',
      });
      const form = applicationFields.parse(fields);
      const project = await loadProject(fastify.eventStore, form.projectId);
      const applicationId = stableId('application', user.userId, form.projectId);
      const stream = applicationStream(applicationId);
      const command: SubmitApplication = {
        type: 'SubmitApplication',
        data: {
          applicationId,
          userId: user.userId,
          projectId: form.projectId,
          name: form.name || personName(user.firstName, user.lastName) || user.username,
          email: form.email || user.email,
          position: form.position,
          company: form.company,
          message: form.message,
          resume: null,
          project: availabilityOf(project),
        },
        metadata: commandMetadata(request, user.userId),
      };
      // The fingerprint covers the form's fields and the resume's bytes: the same key with another form is refused.
      const { idempotencyKey: key, requestHash } = idempotency(request, {
        fields,
        file: file ? [file.fileName, createHash('sha256').update(file.bytes).digest('hex')] : null,
      });
      const recorded = await fastify.eventStore.readStream(stream);
      // A retry of an application that was stored but never answered (a crash, a lost connection) carries the
      // same Idempotency-Key: it gets the first answer again instead of "already applied".
      // handleCommand answers it with 422 when the key came with another form (the fingerprint in its metadata).
      const retried = key !== undefined && recorded.some((e) => e.id === eventIdFor(key, stream, 0));
      let resume: BlobRef | null = null;
      if (!retried) {
        // Decide once before storing the resume, so a refused application (a second one, an inactive project)
        // leaves no file behind; the real decision below runs again against the stream it appends to.
        const current = recorded.reduce(
          (state, e) => applicationDecider.evolve(state, toDomainEvent(e)),
          applicationDecider.initialState(),
        );
        applicationDecider.decide(command, current);
        resume = file
          ? await fastify.blobStore.put(file.bytes, {
              fileName: file.fileName,
              contentType: 'text/plain; charset=utf-8',
              maxBytes: APPLICATION_RESUME_MAX_BYTES,
              owner: stream,
              account: user.userId,
              quota: storageQuota(request, user),
            })
          : null;
      }
      const result = await handleCommand(
        fastify.eventStore,
        applicationDecider,
        stream,
        { ...command, data: { ...command.data, resume } },
        key ? { idempotencyKey: key, ...(requestHash ? { requestHash } : {}) } : {},
      );
      exposePosition(reply, result.position);
      const message = messageFor(request, 'application.submitted');
      return reply.status(201).send({ id: applicationId, applicationStatus: 'applied', message });
    },
  );

  /** An admin moves an application on (applied → reviewing → approved / rejected) with a note. */
  app.patch(
    '/api/admin/applications/:id',
    {
      schema: {
        summary: 'Move an application on, with a note',
        operationId: 'updateApplication',
        tags: ['applications'],
        response: { 200: applicationUpdatedAnswer },
        params: z.object({ id: z.string().max(100, validationKey('application.notFound')) }),
        body: applicationStatusBody,
      },
      config: { access: 'admin', openapi: { refuses: [409] } },
    },
    async (request, reply) => {
      const admin = actorOf(request);
      const applicationId = request.params.id;
      const { applicationStatus, notes } = request.body;
      const result = await handleCommand(fastify.eventStore, applicationDecider, applicationStream(applicationId), {
        type: 'ChangeApplicationStatus',
        data: { applicationId, status: applicationStatus, notes },
        metadata: commandMetadata(request, admin.userId),
      });
      exposePosition(reply, result.position);
      return {
        id: applicationId,
        applicationStatus,
        notes,
        message: messageFor(request, 'application.updated'),
      };
    },
  );
}
