import { randomUUID } from 'node:crypto';
import {
  messageAnswer,
  projectCreateBody,
  projectIdParams,
  projectSavedAnswer,
  projectUpdateBody,
} from '@tb/contracts';
import { projectDecider, projectNotFound, projectStream } from '@tb/domain';
import { handleCommand, messageFor, revisionEtag } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../http/actor.ts';
import { idempotency, ifMatch } from '../http/concurrency.ts';
import { commandMetadata, exposePosition, idempotencyKey } from '../http/context.ts';
import { cleanDescriptions } from './clean-descriptions.ts';
import { toProjectView } from './load-project.ts';
import { stableId } from './stable-id.ts';

/** Admins create, edit, switch on and off, and delete openings. */
export async function projectManagementRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/projects',
    {
      schema: {
        summary: 'Create an opening',
        operationId: 'createProject',
        tags: ['projects'],
        response: { 201: projectSavedAnswer },
        body: projectCreateBody,
      },
      config: { access: 'admin', honours: ['idempotency-key'] },
    },
    async (request, reply) => {
      const admin = actorOf(request);
      const { isActive, ...fields } = cleanDescriptions(request.body);
      const key = idempotencyKey(request);
      const projectId = key ? stableId('project', admin.userId, key) : randomUUID();
      const result = await handleCommand(
        fastify.eventStore,
        projectDecider,
        projectStream(projectId),
        {
          type: 'CreateProject',
          data: { projectId, fields, isActive },
          metadata: commandMetadata(request, admin.userId),
        },
        idempotency(request),
      );
      exposePosition(reply, result.position);
      // The answer is the opening as this request created it: a retry with the same key gets the first answer
      // again (as Stripe does), even when the opening was edited or deleted in between.
      const project = result.state;
      if (project.status !== 'existing') throw projectNotFound();
      return reply.status(201).send({
        ...toProjectView(project),
        message: messageFor(request, 'project.created'),
      });
    },
  );

  app.put(
    '/api/projects/:id',
    {
      schema: {
        summary: 'Edit an opening',
        operationId: 'updateProject',
        tags: ['projects'],
        response: { 200: projectSavedAnswer },
        params: projectIdParams,
        body: projectUpdateBody,
      },
      config: { access: 'admin', honours: ['if-match'] },
    },
    async (request, reply) => {
      const admin = actorOf(request);
      const { isActive, ...fields } = cleanDescriptions(request.body);
      const projectId = request.params.id;
      const result = await handleCommand(
        fastify.eventStore,
        projectDecider,
        projectStream(projectId),
        {
          type: 'UpdateProject',
          data: { projectId, fields, isActive },
          metadata: commandMetadata(request, admin.userId),
        },
        ifMatch(request, (_state, revision) => revisionEtag(revision)),
      );
      exposePosition(reply, result.position);
      reply.header('etag', revisionEtag(result.nextRevision));
      // The answer is the opening as this edit left it. Reading the stream again would answer 404 for an edit that
      // succeeded when the opening was deleted just after it.
      const project = result.state;
      if (project.status !== 'existing') throw projectNotFound();
      return {
        ...toProjectView(project),
        message: messageFor(request, 'project.updated'),
      };
    },
  );

  app.delete(
    '/api/projects/:id',
    {
      schema: {
        summary: 'Delete an opening',
        operationId: 'deleteProject',
        tags: ['projects'],
        response: { 200: messageAnswer },
        params: projectIdParams,
      },
      config: { access: 'admin', honours: ['if-match'] },
    },
    async (request, reply) => {
      const admin = actorOf(request);
      const projectId = request.params.id;
      const result = await handleCommand(
        fastify.eventStore,
        projectDecider,
        projectStream(projectId),
        { type: 'DeleteProject', data: { projectId }, metadata: commandMetadata(request, admin.userId) },
        ifMatch(request, (_state, revision) => revisionEtag(revision)),
      );
      exposePosition(reply, result.position);
      return { message: messageFor(request, 'project.deleted') };
    },
  );
}
