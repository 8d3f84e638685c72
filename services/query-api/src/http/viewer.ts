import { ForbiddenError, UnauthorizedError } from '@tb/domain';
import { SESSION_COOKIE } from '@tb/platform';
import type { FastifyRequest } from 'fastify';

export interface Viewer {
  id: string;
  isAdmin: boolean;
}

/** Who is asking: the session cookie's user, with the admin flag from the users read model (one query). */
export async function currentViewer(request: FastifyRequest): Promise<Viewer | null> {
  const { qctx } = request.server;
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  let users: string;
  try {
    users = await qctx.readModels.schemaOf('users');
  } catch (error) {
    // No users read model yet (a new store): a cookie without a live session still means "not signed in".
    if (!(await qctx.sessions.userIdFor(token))) return null;
    throw error;
  }
  return qctx.sessions.viewerFor(token, `${users}.users`);
}

export async function requireViewer(request: FastifyRequest): Promise<Viewer> {
  const viewer = await currentViewer(request);
  if (!viewer) throw new UnauthorizedError({ en: 'Please sign in first.', zh: '请先登录。' });
  return viewer;
}

export async function requireAdminViewer(request: FastifyRequest): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (!viewer.isAdmin)
    throw new ForbiddenError({ en: "You don't have permission to do this.", zh: '您没有执行此操作的权限。' });
  return viewer;
}
