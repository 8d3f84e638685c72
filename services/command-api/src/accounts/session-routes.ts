import { loginBody, messageAnswer, signInAnswer, signInRefusal } from '@tb/contracts';
import { TooManyRequestsError, UnauthorizedError, userDecider, userStream } from '@tb/domain';
import {
  type AnswerFields,
  dummyPasswordHash,
  handleCommand,
  messageFor,
  SESSION_COOKIE,
  SignInThrottle,
  TwoFactorStore,
  verifyPassword,
} from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser, loadUserById } from '../http/actor.ts';
import { commandMetadata, exposePosition } from '../http/context.ts';
import { enforceRateLimit } from '../http/rate-limit.ts';
import { userIdForEmail } from './lookup.ts';
import { toUserView } from './user-view.ts';

export const LOGIN_PER_ADDRESS = 30;
const TOO_MANY_SIGN_INS = 'auth.tooManySignIns';
const wrongCredentials = () => new UnauthorizedError('auth.wrongCredentials');

/**
 * The password was right and two-factor sign-in is on: 401 with `twoFactorRequired`, so the sign-in form asks for
 * the authenticator's code and sends email, password and code again. Worded by the error handler like any refusal.
 */
class TwoFactorCodeRefusal extends UnauthorizedError implements AnswerFields {
  readonly answerFields = { twoFactorRequired: true };
}

export async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const throttle = new SignInThrottle(fastify.pool);
  const twoFactor = new TwoFactorStore(fastify.pool);

  app.post(
    '/api/auth/login',
    {
      schema: {
        summary: 'Sign in (sets the session cookie)',
        operationId: 'signIn',
        tags: ['auth'],
        response: { 200: signInAnswer, 401: signInRefusal },
        body: loginBody,
      },
      config: { access: 'visitor', rateLimited: true, openapi: { refuses: [401, 409] } },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      // A spray over many accounts meets the per-address limit; guesses at one account meet delays that grow per
      // (address, account), so a stranger slows only their own guesses and the owner can always sign in.
      await enforceRateLimit(request, `login-ip:${request.ip}`, LOGIN_PER_ADDRESS, 15 * 60, TOO_MANY_SIGN_INS);
      // The attempt counts as a wrong guess before its password is checked (a right one clears it): parallel
      // guesses each take a slot, and every slot after the third waits for the delay the one before it set.
      const slot = await throttle.reserve(request.ip, email);
      if (!slot.granted) {
        reply.header('retry-after', String(slot.wait));
        throw new TooManyRequestsError(TOO_MANY_SIGN_INS);
      }
      const refuse = (error: UnauthorizedError) => {
        if (slot.delay > 0) reply.header('retry-after', String(slot.delay));
        return error;
      };
      const userId = await userIdForEmail(fastify.eventStore, email);
      // Read before the password hash: a password changed while this one is checked leaves this sign-in no session.
      const generation = userId ? await fastify.sessions.credentialGeneration(userId) : 0;
      const user = userId ? await loadUserById(request, userId) : null;
      if (!user) {
        await verifyPassword(await dummyPasswordHash(), request.body.password);
        throw refuse(wrongCredentials());
      }
      const passwordRight = await verifyPassword(user.passwordHash, request.body.password);
      const needsCode = passwordRight && (await twoFactor.isEnabled(user.userId));
      if (needsCode && request.body.code === undefined) {
        await throttle.release(request.ip, email);
        throw new TwoFactorCodeRefusal('security.codeNeeded');
      }
      const passed =
        passwordRight &&
        (!needsCode || (await twoFactor.verify(user.userId, request.body.code ?? '', fastify.clock())));
      // The session before the record: a password changed or reset while this one was checked gives no session, and
      // then the sign-in failed (recorded so, and counted as a wrong guess), like a password that is no longer right.
      const session = passed
        ? await fastify.sessions.create(user.userId, generation, {
            now: fastify.clock(),
            userAgent: request.headers['user-agent'] ?? '',
          })
        : null;
      const raced = passed && !session;
      let recorded: Awaited<ReturnType<typeof handleCommand>>;
      try {
        recorded = await handleCommand(fastify.eventStore, userDecider, userStream(user.userId), {
          type: 'RecordSignIn',
          data: { userId: user.userId, succeeded: session !== null, ...(raced ? { reason: 'password_changed' } : {}) },
          metadata: commandMetadata(request, user.userId),
        });
      } catch (error) {
        // Unrecorded, the sign-in did not happen: its session goes too.
        if (session) await fastify.sessions.destroy(session.token);
        throw error;
      }
      if (!session) {
        // A right password with a wrong code: asked for the code again (it counted as a wrong guess all the same).
        throw refuse(passwordRight && !passed ? new TwoFactorCodeRefusal('security.codeWrong') : wrongCredentials());
      }
      await throttle.succeeded(request.ip, email);
      // The query side finds a session's user in the users read model: a sign-in right after registering (or after
      // the database came back, when the projections catch up by polling) must not answer before that row is there,
      // or the first read with the new cookie says "Please sign in first."
      if (recorded.position) await fastify.waitForProjections(['users'], recorded.position);
      reply.setCookie(SESSION_COOKIE, session.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: fastify.secureCookies,
        expires: session.expiresAt,
      });
      exposePosition(reply, recorded.position);
      return { message: messageFor(request, 'auth.signedIn'), user: toUserView(user) };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        summary: 'Sign out (ends this session)',
        operationId: 'signOut',
        tags: ['auth'],
        response: { 200: messageAnswer },
      },
      config: { access: 'visitor', openapi: { refuses: [409] } },
    },
    async (request, reply) => {
      const user = await currentUser(request);
      await fastify.sessions.destroy(request.cookies[SESSION_COOKIE]);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      if (user) {
        const recorded = await handleCommand(fastify.eventStore, userDecider, userStream(user.userId), {
          type: 'RecordSignOut',
          data: { userId: user.userId },
          metadata: commandMetadata(request, user.userId),
        });
        exposePosition(reply, recorded.position);
      }
      return { message: messageFor(request, 'auth.signedOut') };
    },
  );
}
