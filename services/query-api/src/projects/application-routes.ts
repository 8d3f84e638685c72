import type { ApplicationView } from '@tb/contracts';
import { applicationView } from '@tb/contracts';
import { readApplications } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../http/viewer.ts';
import { toApplicationView } from './application-row.ts';

const READ_MODELS = ['applications', 'projects', 'users'];

export async function applicationQueryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const schemas = async () => ({
    applications: await fastify.readModels.schemaOf('applications'),
    projects: await fastify.readModels.schemaOf('projects'),
    users: await fastify.readModels.schemaOf('users'),
  });

  /** 'My Projects': the signed-in user's own applications (another user's are the admin route below). */
  app.get(
    '/api/user/projects',
    {
      schema: {
        summary: "The signed-in user's applications",
        operationId: 'listMyApplications',
        tags: ['applications'],
        response: { 200: z.array(applicationView) },
      },
      config: { access: 'user', readModels: READ_MODELS },
    },
    async (request): Promise<ApplicationView[]> => {
      const viewer = viewerOf(request);
      const rows = await readApplications(fastify.pool, await schemas(), { userId: viewer.id });
      return rows.map((row) => toApplicationView(row, viewer.isAdmin));
    },
  );

  /**
   * One user's applications, as an admin sees them. A route of its own (it was `?userId=` on the route above) so that
   * access is decided from the route before the id is read: a non-admin gets 403 whatever id they send.
   */
  app.get(
    '/api/admin/users/:id/applications',
    {
      schema: {
        summary: "A user's applications",
        operationId: 'listUserApplications',
        tags: ['applications'],
        params: z.object({ id: z.string().max(100) }),
        response: { 200: z.array(applicationView) },
      },
      config: { access: 'admin', readModels: READ_MODELS },
    },
    async (request): Promise<ApplicationView[]> => {
      const rows = await readApplications(fastify.pool, await schemas(), { userId: request.params.id });
      return rows.map((row) => toApplicationView(row, true));
    },
  );

  /** Every application with its applicant and project, newest first. */
  app.get(
    '/api/admin/applications',
    {
      schema: {
        summary: 'Every application, newest first',
        operationId: 'listApplications',
        tags: ['applications'],
        response: { 200: z.array(applicationView) },
      },
      config: { access: 'admin', readModels: READ_MODELS },
    },
    async (_request): Promise<ApplicationView[]> => {
      const rows = await readApplications(fastify.pool, await schemas());
      return rows.map((row) => toApplicationView(row, true));
    },
  );
}
