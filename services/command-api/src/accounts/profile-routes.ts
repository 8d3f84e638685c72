import { adminFlagBody, messageAnswer, profileUpdateBody } from '@tb/contracts';
import { NotFoundError, type User, userDecider, userStream } from '@tb/domain';
import { handleCommand, messageFor, profileEtag, validationKey } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, loadUserById } from '../http/actor.ts';
import { idempotency, ifMatch } from '../http/concurrency.ts';
import { commandMetadata, exposePosition } from '../http/context.ts';

export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/api/user/profile',
    {
      schema: {
        summary: "Update the signed-in user's profile",
        operationId: 'updateProfile',
        tags: ['account'],
        response: { 200: messageAnswer },
        body: profileUpdateBody,
      },
      config: { access: 'user', honours: ['if-match', 'idempotency-key'] },
    },
    async (request, reply) => {
      const user = actorOf(request);
      const result = await handleCommand(
        fastify.eventStore,
        userDecider,
        userStream(user.userId),
        {
          type: 'UpdateProfile',
          data: { userId: user.userId, profile: request.body },
          metadata: commandMetadata(request, user.userId),
        },
        {
          ...idempotency(request),
          ...ifMatch(request, (state: User) => (state.status === 'active' ? profileEtag(state) : '')),
        },
      );
      exposePosition(reply, result.position);
      const updated = await loadUserById(request, user.userId);
      if (updated) reply.header('etag', profileEtag(updated));
      return { message: messageFor(request, 'auth.profileUpdated') };
    },
  );

  app.patch(
    '/api/admin/users/:id/admin',
    {
      schema: {
        summary: 'Make a user an admin, or not',
        operationId: 'setAdmin',
        tags: ['users'],
        response: { 200: messageAnswer },
        params: z.object({ id: z.string().uuid(validationKey('auth.userNotFound')) }),
        body: adminFlagBody,
      },
      config: { access: 'admin', openapi: { refuses: [409] } },
    },
    async (request, reply) => {
      const admin = actorOf(request);
      const target = await loadUserById(request, request.params.id);
      if (!target) throw new NotFoundError('auth.userNotFound');
      const result = await handleCommand(fastify.eventStore, userDecider, userStream(target.userId), {
        type: 'SetAdmin',
        data: { userId: target.userId, isAdmin: request.body.isAdmin },
        metadata: commandMetadata(request, admin.userId),
      });
      // The change must hold for the target's very next request, wherever it is served.
      if (result.position) await fastify.waitForProjections(['users'], result.position);
      exposePosition(reply, result.position);
      return { message: messageFor(request, 'auth.adminStatusUpdated') };
    },
  );
}
