import type { FastifyInstance } from 'fastify';
import { requireAdminViewer, requireViewer } from '../http/viewer.ts';
import { toUserView, type UserRow } from './user-row.ts';

export async function userRoutes(app: FastifyInstance) {
  const { qctx } = app;

  app.get('/api/user/profile', { config: { readModels: ['users'] } }, async (request, reply) => {
    const viewer = await requireViewer(request);
    const schema = await qctx.readModels.schemaOf('users');
    const { rows } = await qctx.pool.query<UserRow>(`SELECT * FROM ${schema}.users WHERE id = $1`, [viewer.id]);
    const row = rows[0];
    reply.header('cache-control', 'no-store');
    return row ? toUserView(row) : reply.status(401).send({ message: 'Please sign in first.' });
  });

  app.get('/api/admin/users', { config: { readModels: ['users'] } }, async (request) => {
    await requireAdminViewer(request);
    const schema = await qctx.readModels.schemaOf('users');
    const { rows } = await qctx.pool.query<UserRow>(`SELECT * FROM ${schema}.users ORDER BY created_at DESC`);
    return rows.map(toUserView);
  });
}
