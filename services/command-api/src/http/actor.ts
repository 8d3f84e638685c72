import { type User, userDecider, userStream } from '@tb/domain';
import { loadAggregate, routeAccess, SESSION_COOKIE } from '@tb/platform';
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
  const { sessions } = request.server;
  const userId = await sessions.userIdFor(request.cookies[SESSION_COOKIE]);
  if (!userId) return null;
  return loadUserById(request, userId);
}

export async function loadUserById(request: FastifyRequest, userId: string): Promise<ActiveUser | null> {
  const { state } = await loadAggregate(request.server.eventStore, userDecider, userStream(userId));
  return state.status === 'active' ? state : null;
}

/**
 * Route access for the command API (`config: { access }`, decided in one `onRequest` hook before the body is read):
 * `actorOf(request)` is the signed-in user the hook let in, typed, in a handler of a `user`, `owner` or `admin` route.
 */
export const { install: installRouteAccess, actorOf } = routeAccess<ActiveUser>(currentUser);
