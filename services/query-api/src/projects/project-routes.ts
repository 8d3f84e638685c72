import { type ProjectView, projectIdParams, projectView } from '@tb/contracts';
import { NotFoundError } from '@tb/domain';
import { readProject, readProjects, revisionEtag } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentViewer } from '../http/viewer.ts';
import { lastEditor } from '../users/last-editor.ts';
import { toProjectView } from './project-row.ts';

const notFound = () => new NotFoundError('project.notFound');

/** The public list and detail: visitors and non-admins see active projects only; admins see all. */
export async function projectQueryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/projects',
    {
      schema: {
        summary: 'The openings (admins also see inactive ones)',
        operationId: 'listProjects',
        tags: ['projects'],
        response: { 200: z.array(projectView) },
      },
      config: { access: 'visitor', readModels: ['projects'] },
    },
    async (request): Promise<ProjectView[]> => {
      const viewer = await currentViewer(request);
      const schema = await fastify.readModels.schemaOf('projects');
      const rows = await readProjects(fastify.pool, schema, { withInactive: viewer?.isAdmin === true });
      return rows.map(toProjectView);
    },
  );

  app.get(
    '/api/projects/:id',
    {
      schema: {
        summary: 'One opening',
        operationId: 'getProject',
        tags: ['projects'],
        response: { 200: projectView },
        params: projectIdParams,
      },
      config: { access: 'visitor', readModels: ['projects'] },
    },
    async (request, reply): Promise<ProjectView> => {
      const schema = await fastify.readModels.schemaOf('projects');
      const row = await readProject(fastify.pool, schema, request.params.id);
      if (!row) throw notFound();
      const admin = (await currentViewer(request))?.isAdmin === true;
      // An inactive project does not exist for anyone but an admin.
      if (!row.is_active && !admin) throw notFound();
      // The edit form sends it back as If-Match, so a stale form cannot overwrite a newer edit.
      reply.header('etag', revisionEtag(row.revision)).header('cache-control', 'no-cache');
      // Who changed it last, for the edit form's conflict dialog: admins only, a visitor never learns who edits.
      return admin
        ? { ...toProjectView(row), updatedBy: await lastEditor(fastify, row.updated_by) }
        : toProjectView(row);
    },
  );
}
