import { baseConfigShape, httpConfigShape, mailConfigShape, parseConfig, seedConfigShape } from '@tb/platform';
import { z } from 'zod';

export const commandApiConfigShape = {
  ...baseConfigShape,
  ...httpConfigShape,
  ...mailConfigShape,
  ...seedConfigShape,
  /** Each job seeker's storage for their resume, portfolio and application resumes (admins have none). */
  STORAGE_QUOTA_MB: z.coerce.number().positive().max(1_000_000).default(200),
};

export const loadCommandApiConfig = (env = process.env) => parseConfig(commandApiConfigShape, env);

/** Alone, the service follows a shared PostgreSQL: it cannot start its own embedded one. */
export const loadStandaloneConfig = (env = process.env) =>
  parseConfig(
    {
      ...commandApiConfigShape,
      DATABASE_URL: z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be set to a postgres:// URL when the service runs alone'),
    },
    env,
  );
