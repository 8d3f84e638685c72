import { webConfigView } from '@tb/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * `GET /api/web-config`: the deployment's settings the web app needs at run time (one build serves every
 * deployment). Today only the Google Analytics measurement id, null when analytics is off.
 */
export async function webConfigRoutes(app: FastifyInstance, options: { gaMeasurementId?: string | undefined }) {
  const body = { gaMeasurementId: options.gaMeasurementId ?? null };
  app.get(
    '/api/web-config',
    {
      schema: {
        summary: "The deployment's settings for the web app",
        operationId: 'getWebConfig',
        tags: ['site'],
        response: { 200: webConfigView },
      },
      config: { access: 'visitor', openapi: { storageless: true } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return body;
    },
  );
}
