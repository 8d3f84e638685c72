import { accessSync, constants, statSync } from 'node:fs';
import { baseConfigShape, httpConfigShape, parseConfig } from '@tb/platform';
import { z } from 'zod';

const isReadableFile = (path: string) => {
  try {
    accessSync(path, constants.R_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

export const queryApiConfigShape = {
  ...baseConfigShape,
  ...httpConfigShape,
  COUNTRY_HEADER: z.string().optional(),
  /** A MaxMind GeoLite2-Country (or GeoIP2-Country) database for language detection without a proxy header. */
  GEOIP_DB: z
    .string()
    .regex(/\.mmdb$/i, 'must be the path of a MaxMind .mmdb file (e.g. /data/GeoLite2-Country.mmdb)')
    .refine(isReadableFile, 'names no readable file')
    .optional(),
  /**
   * `off`: every read-model answer is computed (for measuring or ruling out the answer cache); `on` keeps answers that
   * are the same for every caller (the candidate list) while their read model is unchanged.
   */
  ANSWER_CACHE: z.enum(['on', 'off']).default('on'),
  /** Google Analytics 4: the web app loads gtag.js with this id; unset, no analytics script is loaded at all. */
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,16}$/, 'must be a Google Analytics 4 measurement id like G-ABC123XYZ9')
    .optional(),
};

export const loadQueryApiConfig = (env = process.env) => parseConfig(queryApiConfigShape, env);

/** Alone, the service follows a shared PostgreSQL: it cannot start its own embedded one. */
export const loadStandaloneConfig = (env = process.env) =>
  parseConfig(
    {
      ...queryApiConfigShape,
      DATABASE_URL: z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be set to a postgres:// URL when the service runs alone'),
    },
    env,
  );
