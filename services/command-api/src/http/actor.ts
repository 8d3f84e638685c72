import { ForbiddenError, UnauthorizedError, type User, userDecider, userStream } from '@tb/domain';
import { loadAggregate, SESSION_COOKIE } from '@tb/platform';
import type { FastifyRequest } from 'fastify';

export type ActiveUser = Extract<User, { status: 'active' }>;

const resolved = new WeakMap<FastifyRequest, Promise<ActiveUser | null>>();

/**
 * The signed-in user, from the session cookie and the user's own event stream (not a read model), so a
 * command always sees the latest admin flag and password.
 */
export function currentUser(request: FastifyRequest): Promise<ActiveUser | null> {
  let pending = resolved.get(request);
  if (!pending) {
    pending = loadUser(request);
    resolved.set(request, pending);
  }
  return pending;
}

async function loadUser(request: FastifyRequest): Promise<ActiveUser | null> {
  const { sessions } = request.server.ctx;
  const userId = await sessions.userIdFor(request.cookies[SESSION_COOKIE]);
  if (!userId) return null;
  return loadUserById(request, userId);
}

export async function loadUserById(request: FastifyRequest, userId: string): Promise<ActiveUser | null> {
  const { state } = await loadAggregate(request.server.ctx.store, userDecider, userStream(userId));
  return state.status === 'active' ? state : null;
}

export async function requireUser(request: FastifyRequest): Promise<ActiveUser> {
  const user = await currentUser(request);
  if (!user) throw new UnauthorizedError({ en: 'Please sign in first.', zh: '请先登录。' });
  return user;
}

export async function requireAdmin(request: FastifyRequest): Promise<ActiveUser> {
  const user = await requireUser(request);
  if (!user.isAdmin)
    throw new ForbiddenError({ en: "You don't have permission to do this.", zh: '您没有执行此操作的权限。' });
  return user;
}
