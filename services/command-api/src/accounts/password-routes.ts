import { changePasswordBody, forgotPasswordBody, messageAnswer, resetPasswordBody } from '@tb/contracts';
import { invalidCode, TooManyRequestsError, userDecider, userStream, ValidationError } from '@tb/domain';
import { handleCommand, hashPassword, messageFor, SESSION_COOKIE, verifyPassword } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../http/actor.ts';
import { commandMetadata, exposePosition } from '../http/context.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { issueCode, spendCode } from './codes.ts';
import { userIdForEmail } from './lookup.ts';
import { refuseCommonPassword } from './password-rules.ts';

/** Every forgot-password answer takes at least this long, registered email or not (issuing a code is slower). */
export const FORGOT_ANSWER_MS = 400;

export async function passwordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        summary: 'Send a password reset code',
        operationId: 'forgotPassword',
        tags: ['auth'],
        response: { 200: messageAnswer },
        body: forgotPasswordBody,
      },
      config: { access: 'visitor', rateLimited: true, openapi: { refuses: [409] } },
    },
    async (request) => {
      const started = performance.now();
      const email = request.body.email.toLowerCase();
      await enforceRateLimit(request, `forgot:${request.ip}`, 20, 3600);
      if (await userIdForEmail(fastify.eventStore, email)) {
        try {
          await issueCode(request, 'password_reset', email);
        } catch (error) {
          // "Wait 60 seconds" would only ever be said about registered emails.
          if (!(error instanceof TooManyRequestsError)) throw error;
        }
      }
      // The same answer whether or not the email is registered: same status and body, no event position (it
      // would only come with a registered email), and no quicker answer for an unknown one.
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, FORGOT_ANSWER_MS - (performance.now() - started))),
      );
      return {
        message: messageFor(request, 'auth.resetCodeMaybeSent'),
      };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        summary: 'Set a new password with the reset code',
        operationId: 'resetPassword',
        tags: ['auth'],
        response: { 200: messageAnswer },
        body: resetPasswordBody,
      },
      config: { access: 'visitor', rateLimited: true, openapi: { refuses: [409] } },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      await enforceRateLimit(request, `reset:${request.ip}`, 30, 3600);
      // The password rules first, for every e-mail: checked only for registered ones, the answer told which are.
      refuseCommonPassword(request.body.password);
      const userId = await userIdForEmail(fastify.eventStore, email);
      if (!userId) throw invalidCode();
      await spendCode(request, 'password_reset', email, request.body.token);
      const result = await handleCommand(fastify.eventStore, userDecider, userStream(userId), {
        type: 'ChangePassword',
        data: { userId, passwordHash: await hashPassword(request.body.password), via: 'reset' },
        metadata: commandMetadata(request, userId),
      });
      // Whoever knew the old password is signed out everywhere.
      await fastify.sessions.destroyAllFor(userId);
      exposePosition(reply, result.position);
      return { message: messageFor(request, 'auth.passwordReset') };
    },
  );

  app.post(
    '/api/user/change-password',
    {
      schema: {
        summary: "Change the signed-in user's password",
        operationId: 'changePassword',
        tags: ['account'],
        response: { 200: messageAnswer },
        body: changePasswordBody,
      },
      config: { access: 'user', rateLimited: true, openapi: { refuses: [409] } },
    },
    async (request, reply) => {
      const user = actorOf(request);
      await enforceRateLimit(request, `change-password:${user.userId}`, 10, 15 * 60);
      if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
        throw new ValidationError('auth.currentPasswordWrong');
      }
      refuseCommonPassword(request.body.newPassword);
      const result = await handleCommand(fastify.eventStore, userDecider, userStream(user.userId), {
        type: 'ChangePassword',
        data: { userId: user.userId, passwordHash: await hashPassword(request.body.newPassword), via: 'change' },
        metadata: commandMetadata(request, user.userId),
      });
      // Whoever knew the old password is signed out on every other device; this one stays signed in.
      await fastify.sessions.destroyAllExcept(user.userId, request.cookies[SESSION_COOKIE]);
      exposePosition(reply, result.position);
      return { message: messageFor(request, 'auth.passwordUpdated') };
    },
  );
}
