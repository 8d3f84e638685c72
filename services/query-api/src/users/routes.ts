import type { FastifyInstance } from 'fastify';
import { requireAdminViewer, requireViewerRow } from '../http/viewer.ts';
import { toUserView, type UserRow } from './user-row.ts';

export async function userRoutes(app: FastifyInstance) {
  const { qctx } = app;

  app.get('/api/user/profile', { config: { readModels: ['users'] } }, async (request, reply) => {
    // The session and the profile in one query: a read that waited for its write (x-min-position) answers with one
    // round trip more, not two.
    const row = await requireViewerRow(request);
    reply.header('cache-control', 'no-store');
    return toUserView(row);
  });

  app.get('/api/admin/users', { config: { readModels: ['users'] } }, async (request) => {
    await requireAdminViewer(request);
    const schema = await qctx.readModels.schemaOf('users');
    const { rows } = await qctx.pool.query<UserRow>(`SELECT * FROM ${schema}.users ORDER BY created_at DESC`);
    return rows.map(toUserView);
  });
}
