import { loginBody } from '@tb/contracts';
import { UnauthorizedError, userDecider, userStream } from '@tb/domain';
import {
  dummyPasswordHash,
  handleCommand,
  localizeMessage,
  requestLanguage,
  SESSION_COOKIE,
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
export const LOGIN_PER_ACCOUNT = 10;
const TOO_MANY_SIGN_INS = {
  en: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  zh: '登录尝试次数过多，请几分钟后再试。',
};
const wrongCredentials = () => new UnauthorizedError({ en: 'Invalid email or password', zh: '邮箱或密码错误' });

export async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.post('/api/auth/login', { schema: { body: loginBody } }, async (request, reply) => {
    const email = request.body.email.toLowerCase();
    // Per address and per account, so neither a spray over many accounts nor a guess at one account works.
    await enforceRateLimit(request, `login-ip:${request.ip}`, LOGIN_PER_ADDRESS, 15 * 60, TOO_MANY_SIGN_INS);
    await enforceRateLimit(request, `login-email:${email}`, LOGIN_PER_ACCOUNT, 15 * 60, TOO_MANY_SIGN_INS);
    const userId = await userIdForEmail(ctx.store, email);
    const user = userId ? await loadUserById(request, userId) : null;
    if (!user) {
      await verifyPassword(await dummyPasswordHash(), request.body.password);
      throw wrongCredentials();
    }
    const succeeded = await verifyPassword(user.passwordHash, request.body.password);
    const recorded = await handleCommand(ctx.store, userDecider, userStream(user.userId), {
      type: 'RecordSignIn',
      data: { userId: user.userId, succeeded },
      metadata: commandMetadata(request, ctx, user.userId),
    });
    if (!succeeded) throw wrongCredentials();
    const session = await ctx.sessions.create(user.userId, ctx.clock());
    reply.setCookie(SESSION_COOKIE, session.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.secureCookies,
      expires: session.expiresAt,
    });
    exposePosition(reply, recorded.position);
    return { message: localizeMessage('Login successful', requestLanguage(request)), user: toUserView(user) };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const user = await currentUser(request);
    await ctx.sessions.destroy(request.cookies[SESSION_COOKIE]);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    if (user) {
      const recorded = await handleCommand(ctx.store, userDecider, userStream(user.userId), {
        type: 'RecordSignOut',
        data: { userId: user.userId },
        metadata: commandMetadata(request, ctx, user.userId),
      });
      exposePosition(reply, recorded.position);
    }
    return { message: localizeMessage('Signed out', requestLanguage(request)) };
  });
}
