import { baseConfigShape, httpConfigShape, parseConfig } from '@tb/platform';
import { z } from 'zod';

export const queryApiConfigShape = {
  ...baseConfigShape,
  ...httpConfigShape,
  COUNTRY_HEADER: z.string().optional(),
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
