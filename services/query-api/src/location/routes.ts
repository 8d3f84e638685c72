import { detectedLocation } from '@tb/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type CountryLookup, openCountryLookup } from './country-lookup.ts';

/** Two letters; XX is what Cloudflare and others send for "unknown". */
const countryCode = (value: string | undefined) => {
  const code = value?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' ? code : '';
};

export interface CountryDetectionOptions {
  /** Name of a header a trusted reverse proxy sets to the visitor's country code (e.g. cf-ipcountry). */
  countryHeader?: string | undefined;
  /** A MaxMind country database (`.mmdb`), asked when the header names no country. */
  geoipDb?: string | undefined;
}

/**
 * The visitor's country (two letters; '' when unknown): from the header a trusted proxy sets when it names a
 * country, else from the MaxMind database when one is configured.
 */
export async function countryDetector(options: CountryDetectionOptions): Promise<(request: FastifyRequest) => string> {
  const header = options.countryHeader?.toLowerCase();
  const lookup: CountryLookup | null = options.geoipDb ? await openCountryLookup(options.geoipDb) : null;
  return (request) => {
    const raw = header ? request.headers[header] : undefined;
    const fromHeader = countryCode(Array.isArray(raw) ? raw[0] : raw);
    return fromHeader || (lookup ? countryCode(lookup(request.ip)) : '');
  };
}

/**
 * `GET /api/detect-location` answers `{ country }` (countryDetector); an empty country tells the web client to fall
 * back to the browser language.
 */
export async function locationRoutes(app: FastifyInstance, options: { detect: (request: FastifyRequest) => string }) {
  const { detect } = options;
  app.get(
    '/api/detect-location',
    {
      schema: {
        summary: "The visitor's country, for the first language",
        operationId: 'detectLocation',
        tags: ['site'],
        response: { 200: detectedLocation },
      },
      config: { access: 'visitor', openapi: { storageless: true } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { country: detect(request) };
    },
  );
}
