import type { FastifyInstance } from 'fastify';
import { type CountryLookup, openCountryLookup } from './country-lookup.ts';

/** Two letters; XX is what Cloudflare and others send for "unknown". */
const countryCode = (value: string | undefined) => {
  const code = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' ? code : '';
};

/**
 * `GET /api/detect-location` answers `{ country }`: from the header a trusted proxy sets when it names a country,
 * else from the MaxMind database when one is configured; an empty country tells the web client to fall back to
 * the browser language.
 */
export async function locationRoutes(
  app: FastifyInstance,
  options: { countryHeader?: string | undefined; geoipDb?: string | undefined },
) {
  const header = options.countryHeader?.toLowerCase();
  const lookup: CountryLookup | null = options.geoipDb ? await openCountryLookup(options.geoipDb) : null;
  app.get('/api/detect-location', async (request, reply) => {
    const raw = header ? request.headers[header] : undefined;
    const fromHeader = countryCode(Array.isArray(raw) ? raw[0] : raw);
    const country = fromHeader || (lookup ? countryCode(lookup(request.ip)) : '');
    reply.header('cache-control', 'no-store');
    return { country };
  });
}
