import { baseConfigShape, httpConfigShape, mailConfigShape, parseConfig, seedConfigShape } from '@tb/platform';
import { z } from 'zod';
import { brokenPasswordRule, type PasswordRule } from './accounts/password-rules.ts';

/** Why a start refuses ADMIN_PASSWORD, and what to set instead: the variable's line in the configuration error. */
const ADMIN_PASSWORD_REFUSED: Record<PasswordRule, string> = {
  'auth.passwordTooShort': 'must be at least 6 characters: set it to a longer password.',
  'auth.passwordTooLong': 'is too long: set it to a password of at most 200 characters.',
  'security.commonPassword':
    'is one of the most common passwords and easy to guess: set it to another one, not a common password or a variant of one (admin123, P@ssw0rd).',
};

export const commandApiConfigShape = {
  ...baseConfigShape,
  ...httpConfigShape,
  ...mailConfigShape,
  ...seedConfigShape,
  /** The admin's password, held to the rules every other password meets: `password` would open the admin's door. */
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .superRefine((password, context) => {
      const broken = password === undefined ? null : brokenPasswordRule(password);
      if (broken) context.addIssue({ code: 'custom', message: ADMIN_PASSWORD_REFUSED[broken] });
    }),
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
