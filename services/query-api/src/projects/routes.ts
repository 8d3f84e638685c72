import type { FastifyInstance } from 'fastify';
import { applicationQueryRoutes } from './application-routes.ts';
import { projectQueryRoutes } from './project-routes.ts';

/** Openings and applications, read from the `projects`, `applications` and `users` read models. */
export async function projectRoutes(app: FastifyInstance) {
  await app.register(projectQueryRoutes);
  await app.register(applicationQueryRoutes);
}
