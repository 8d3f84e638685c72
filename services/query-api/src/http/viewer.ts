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
  return qctx.sessions.viewerFor(token, `${await qctx.readModels.schemaOf('users')}.users`);
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
