import type { ApplicationView } from '@tb/contracts';
import { applicationView, userApplicationsQuery } from '@tb/contracts';
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

  /** 'My Projects': the signed-in user's applications; an admin may name another user. */
  app.get(
    '/api/user/projects',
    {
      schema: {
        summary: "The signed-in user's applications (admins: any user's)",
        operationId: 'listMyApplications',
        tags: ['applications'],
        response: { 200: z.array(applicationView) },
        querystring: userApplicationsQuery,
      },
      // Naming a user is the admin's view, decided with the access (before the query is read), even for oneself.
      config: { access: 'user', adminOnlyQuery: ['userId'], readModels: READ_MODELS },
    },
    async (request): Promise<ApplicationView[]> => {
      const viewer = viewerOf(request);
      const { userId } = request.query;
      const rows = await readApplications(fastify.pool, await schemas(), { userId: userId ?? viewer.id });
      return rows.map((row) => toApplicationView(row, viewer.isAdmin));
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
