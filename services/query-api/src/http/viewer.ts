import { UnauthorizedError } from '@tb/domain';
import { routeAccess, SESSION_COOKIE, type UserRow, usersTable } from '@tb/platform';
import type { FastifyRequest } from 'fastify';

export interface Viewer {
  id: string;
  isAdmin: boolean;
}

/** Who is asking: the session cookie's user, with the admin flag from the users read model (one query). */
export function currentViewer(request: FastifyRequest): Promise<Viewer | null> {
  return sessionUser(request, (token, usersTable) => request.server.sessions.viewerFor(token, usersTable));
}

/**
 * The signed-in user's own row of the users read model, read in the session's query (one round trip for both);
 * a 401 when nobody is signed in.
 */
export async function requireViewerRow(request: FastifyRequest): Promise<UserRow> {
  const row = await viewerRow(request);
  if (!row) throw new UnauthorizedError('common.signInFirst');
  return row;
}

/** The signed-in user's row, or null when no one is signed in. */
export function viewerRow(request: FastifyRequest): Promise<UserRow | null> {
  return sessionUser(request, (token, usersTable) => request.server.sessions.userRowFor<UserRow>(token, usersTable));
}

/** Asks `read` about the session cookie and the live users table; null without a cookie. */
async function sessionUser<T>(
  request: FastifyRequest,
  read: (token: string, usersTable: string) => Promise<T | null>,
): Promise<T | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  let users: string;
  try {
    users = await request.server.readModels.schemaOf('users');
  } catch (error) {
    // No users read model yet (a new store): a cookie without a live session still means "not signed in".
    if (!(await request.server.sessions.userIdFor(token))) return null;
    throw error;
  }
  return read(token, usersTable(users));
}

/**
 * Route access for the query API (`config: { access }`, decided in one `onRequest` hook before the query is read):
 * `viewerOf(request)` is the signed-in viewer the hook let in, typed, in a handler of a `user`, `owner` or `admin` route.
 */
export const { install: installRouteAccess, actorOf: viewerOf } = routeAccess<Viewer>(currentViewer);
