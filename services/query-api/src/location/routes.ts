import type { FastifyInstance } from 'fastify';

/**
 * `GET /api/detect-location` answers `{ country }` from a header that a trusted proxy sets; an empty
 * country tells the web client to fall back to the browser language.
 */
export async function locationRoutes(app: FastifyInstance, options: { countryHeader?: string | undefined }) {
  const header = options.countryHeader?.toLowerCase();
  app.get('/api/detect-location', async (request, reply) => {
    const raw = header ? request.headers[header] : undefined;
    const value = Array.isArray(raw) ? raw[0] : raw;
    const country = value && /^[A-Za-z]{2}$/.test(value.trim()) ? value.trim().toUpperCase() : '';
    reply.header('cache-control', 'no-store');
    return { country };
  });
}
