import { randomUUID } from 'node:crypto';
import {
  checkEmailAnswer,
  checkEmailBody,
  registerBody,
  registeredAnswer,
  registrationCodeAnswer,
  sendRegistrationCodeBody,
} from '@tb/contracts';
import {
  IllegalStateError,
  type ReservationKind,
  reservationDecider,
  reservationStream,
  userDecider,
  userStream,
} from '@tb/domain';
import { handleCommand, hashPassword, messageFor } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { commandMetadata, exposePosition } from '../http/context.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { checkCode, issueCode, spendCode } from './codes.ts';
import { reservationHolder, userIdForEmail } from './lookup.ts';
import { refuseCommonPassword } from './password-rules.ts';
import { usernameSkeleton } from './username-skeleton.ts';

const emailTaken = () => new IllegalStateError('auth.emailTaken');
const usernameTaken = () => new IllegalStateError('auth.usernameTaken');
const lookAlike = () => new IllegalStateError('security.usernameLookAlike');

export async function registrationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/auth/check-email',
    {
      schema: {
        summary: 'Whether an e-mail address is registered',
        operationId: 'checkEmail',
        tags: ['auth'],
        response: { 200: checkEmailAnswer },
        body: checkEmailBody,
      },
      config: { access: 'visitor', rateLimited: true },
    },
    async (request) => {
      await enforceRateLimit(request, `check-email:${request.ip}`, 60, 60);
      return { exists: (await userIdForEmail(fastify.eventStore, request.body.email)) !== null };
    },
  );

  app.post(
    '/api/auth/send-registration-verification',
    {
      schema: {
        summary: 'Send a registration code to an e-mail address',
        operationId: 'sendRegistrationCode',
        tags: ['auth'],
        response: { 200: registrationCodeAnswer },
        body: sendRegistrationCodeBody,
      },
      config: { access: 'visitor', rateLimited: true, openapi: { refuses: [409] } },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      await enforceRateLimit(request, `send-code:${request.ip}`, 20, 3600);
      if (await userIdForEmail(fastify.eventStore, email)) throw emailTaken();
      const { code, position } = await issueCode(request, 'registration', email);
      exposePosition(reply, position);
      const message = messageFor(request, 'auth.codeSent');
      // Only without a mail server (dev mode) does the code come back to the browser, which then shows it for 10 s.
      return fastify.mailer.devMode ? { message, devMode: true, code } : { message, devMode: false };
    },
  );

  app.post(
    '/api/auth/register',
    {
      schema: {
        summary: 'Create an account with the code sent by e-mail',
        operationId: 'register',
        tags: ['auth'],
        response: { 201: registeredAnswer },
        body: registerBody,
      },
      config: { access: 'visitor', rateLimited: true, openapi: { refuses: [409] } },
    },
    async (request, reply) => {
      const body = request.body;
      const email = body.email.toLowerCase();
      await enforceRateLimit(request, `register:${request.ip}`, 20, 3600);
      // Everything that can refuse the registration runs before the code is spent, so a taken username or email
      // leaves the code valid for the next try instead of making the user wait 60 s for a new one.
      if (await userIdForEmail(fastify.eventStore, email)) throw emailTaken();
      if (await reservationHolder(fastify.eventStore, 'username', body.username)) throw usernameTaken();
      if (await reservationHolder(fastify.eventStore, 'username-skeleton', usernameSkeleton(body.username)))
        throw lookAlike();
      refuseCommonPassword(body.password);
      await checkCode(request, 'registration', email, body.code);
      const userId = randomUUID();
      const passwordHash = await hashPassword(body.password);
      const metadata = commandMetadata(request, userId);
      const reservation = (type: 'ReserveValue' | 'ReleaseValue', kind: ReservationKind, value: string) =>
        handleCommand(fastify.eventStore, reservationDecider, reservationStream(kind, value), {
          type,
          data: { kind, value: value.toLowerCase(), userId },
          metadata,
        });
      const reserved: [ReservationKind, string][] = [];
      try {
        // A concurrent registration may still take either value, or spend the same code, between the checks and
        // here; the reservations are then given back and the code, if unspent, stays valid.
        for (const [kind, value] of [
          ['email', email],
          ['username', body.username],
          ['username-skeleton', usernameSkeleton(body.username)],
        ] as const) {
          await reservation('ReserveValue', kind, value);
          reserved.push([kind, value]);
        }
        await spendCode(request, 'registration', email, body.code);
      } catch (error) {
        for (const [kind, value] of reserved.reverse()) await reservation('ReleaseValue', kind, value);
        throw error;
      }
      const result = await handleCommand(fastify.eventStore, userDecider, userStream(userId), {
        type: 'RegisterUser',
        data: {
          userId,
          email,
          username: body.username,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
        },
        metadata,
      });
      exposePosition(reply, result.position);
      return reply.status(201).send({ message: messageFor(request, 'auth.accountCreated'), userId });
    },
  );
}
