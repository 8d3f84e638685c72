import { messageAnswer, twoFactorCodeBody, twoFactorOnAnswer, twoFactorSetupAnswer } from '@tb/contracts';
import { IllegalStateError, NotFoundError, ValidationError } from '@tb/domain';
import { messageFor, SESSION_COOKIE, TwoFactorStore, totpUri, validationKey } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../http/actor.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';

const wrongCode = () => new ValidationError('security.codeWrong');

/** The Security tab: ending one's own sessions, and two-factor sign-in for admins (TOTP, RFC 6238). */
export async function securityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const twoFactor = new TwoFactorStore(fastify.pool);

  app.delete(
    '/api/user/sessions/:id',
    {
      schema: {
        summary: "End one of the signed-in user's sessions",
        operationId: 'endSession',
        tags: ['account'],
        response: { 200: messageAnswer },
        params: z.object({ id: z.string().uuid(validationKey('security.sessionNotFound')) }),
      },
      config: { access: 'user' },
    },
    async (request, reply) => {
      const user = actorOf(request);
      const token = request.cookies[SESSION_COOKIE];
      const current = (await fastify.sessions.listFor(user.userId, token)).find((s) => s.current);
      if (!(await fastify.sessions.destroyById(user.userId, request.params.id))) {
        throw new NotFoundError('security.sessionNotFound');
      }
      if (current?.id === request.params.id) reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { message: messageFor(request, 'security.sessionEnded') };
    },
  );

  /** Two-factor sign-in is for admins: a user is told so (403) before anything is read. */
  const adminsOnly = {
    access: 'admin',
    forbidden: 'security.twoFactorAdminsOnly',
  } as const;

  app.post(
    '/api/user/two-factor/setup',
    {
      schema: {
        summary: 'Start turning on two-factor sign-in (admins)',
        operationId: 'beginTwoFactor',
        tags: ['account'],
        response: { 200: twoFactorSetupAnswer },
      },
      config: { ...adminsOnly, openapi: { refuses: [409] } },
    },
    async (request) => {
      const admin = actorOf(request);
      const secret = await twoFactor.begin(admin.userId);
      if (!secret) throw new IllegalStateError('security.twoFactorAlreadyOn');
      return { secret, uri: totpUri(secret, admin.email) };
    },
  );

  app.post(
    '/api/user/two-factor/confirm',
    {
      schema: {
        summary: 'Turn on two-factor sign-in with a first code (admins)',
        operationId: 'confirmTwoFactor',
        tags: ['account'],
        response: { 200: twoFactorOnAnswer },
        body: twoFactorCodeBody,
      },
      config: { ...adminsOnly, rateLimited: true, openapi: { refuses: [409] } },
    },
    async (request) => {
      const admin = actorOf(request);
      await enforceRateLimit(request, `two-factor:${admin.userId}`, 10, 15 * 60);
      if (await twoFactor.isEnabled(admin.userId)) throw new IllegalStateError('security.twoFactorAlreadyOn');
      const recoveryCodes = await twoFactor.confirm(admin.userId, request.body.code, fastify.clock());
      if (!recoveryCodes) throw wrongCode();
      return { message: messageFor(request, 'security.twoFactorOn'), recoveryCodes };
    },
  );

  app.post(
    '/api/user/two-factor/disable',
    {
      schema: {
        summary: 'Turn off two-factor sign-in with a code',
        operationId: 'disableTwoFactor',
        tags: ['account'],
        response: { 200: messageAnswer },
        body: twoFactorCodeBody,
      },
      config: { access: 'user', rateLimited: true },
    },
    async (request) => {
      const user = actorOf(request);
      await enforceRateLimit(request, `two-factor:${user.userId}`, 10, 15 * 60);
      // A stolen session alone cannot switch it off: it takes a code from the authenticator or a recovery code.
      if (!(await twoFactor.verify(user.userId, request.body.code, fastify.clock()))) throw wrongCode();
      await twoFactor.disable(user.userId);
      return { message: messageFor(request, 'security.twoFactorOff') };
    },
  );
}
