import type { FastifyInstance } from 'fastify';
import { applicationRoutes } from './application-routes.ts';
import { projectExtractRoutes } from './extract-route.ts';
import { projectManagementRoutes } from './project-routes.ts';

/** Openings and applications: every write of the project and application calls. */
export async function projectRoutes(app: FastifyInstance) {
  await app.register(projectManagementRoutes);
  await app.register(projectExtractRoutes);
  await app.register(applicationRoutes);
}
