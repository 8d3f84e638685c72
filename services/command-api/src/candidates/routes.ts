import { candidateLookup } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import { candidateRoutes } from './candidate-routes.ts';
import { openCandidateStore } from './candidate-store.ts';
import { uploadRoutes } from './upload-routes.ts';

/** The admin candidate database's commands; personal data is sealed with each candidate's own key. */
export async function candidatesRoutes(app: FastifyInstance) {
  const candidates = await openCandidateStore(app.pool, app.eventStore);
  await app.register(candidateRoutes, { candidates });
  await app.register(uploadRoutes, { candidates, lookup: candidateLookup(app.pool) });
}
