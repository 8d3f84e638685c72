import type { FastifyInstance } from 'fastify';
import { candidateDetailRoutes } from './detail-routes.ts';
import { candidateDuplicateRoutes } from './duplicate-routes.ts';
import { candidateFileRoutes } from './file-routes.ts';
import { type CandidateRoutesOptions, candidateListRoutes } from './list-routes.ts';

/** The admin candidate database's reads, from the `candidates` read model. */
export async function candidateRoutes(app: FastifyInstance, options: CandidateRoutesOptions) {
  await app.register(candidateListRoutes, options);
  await app.register(candidateDuplicateRoutes);
  await app.register(candidateDetailRoutes);
  await app.register(candidateFileRoutes);
}
