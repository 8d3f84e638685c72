import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * Pieces of configuration shared by the deployables. Each deployable reads `process.env` once, in its own
 * `config.ts`, by composing these pieces with `parseConfig`.
 */
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

const flag = (fallback: boolean) =>
  z
    .enum(['0', '1', 'true', 'false', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['1', 'true', 'yes'].includes(v)));

export const baseConfigShape = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  EVENTSTORE_URL: optionalUrl(['esdb://', 'esdb+discover://', 'kurrentdb://', 'kurrentdb+discover://']),
  /**
   * Connections this process keeps to PostgreSQL for its requests. Unset, each deployable picks its own default
   * (`poolSizeFor`). More connections than PostgreSQL has cores to run them only queue inside PostgreSQL instead of
   * in the pool, where waiting costs nothing.
   */
  DATABASE_POOL_SIZE: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? Number(v) : undefined))
    .pipe(z.number().int().min(1).max(500).optional()),
};

/** For every deployable's probe listener, the API services' and the workers' alike. */
export const operatorConfigShape = {
  /** The scraper's bearer token for /metrics and /readyz's checks (unset: open in development, closed in production). */
  METRICS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.string().min(16, 'must be at least 16 characters').optional()),
};

export const httpConfigShape = {
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (never set it without one). */
  TRUST_PROXY: flag(false),
  /** Public origin, e.g. https://talentbridge.example; used for cookie `Secure` and the CSRF origin check. */
  PUBLIC_ORIGIN: optionalUrl(['http://', 'https://']),
  ...operatorConfigShape,
};

export const mailConfigShape = {
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  MAIL_FROM: z.string().min(3).default('Talent Bridge <no-reply@talentbridge.local>'),
  /** The team's address: contact messages are mailed here. */
  CONTACT_TO: z.email().default('hello@talentbridge.local'),
};

export const seedConfigShape = {
  SEED_DEMO: flag(true),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(6).optional(),
};

export const kafkaConfigShape = {
  KAFKA_BROKERS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((b) => b.trim())
            .filter(Boolean)
        : [],
    ),
  KAFKA_TOPIC: z.string().min(1).default('talentbridge.events'),
};

export const imapConfigShape = {
  IMAP_URL: optionalUrl(['imap://', 'imaps://']),
  IMAP_MAILBOX: z.string().min(1).default('INBOX'),
  /** Comma-separated sender domains or addresses of the recruiting platform. Empty accepts every sender. */
  IMAP_SENDER_FILTER: z.string().default(''),
};

/**
 * DATA_DIR as an absolute path, relative to the folder the user ran npm in (INIT_CWD, which npm sets), else to the
 * current folder. npm runs a workspace's script in the workspace's folder: `npm start`, `npm run projections` and
 * `npm run admin` from the repository root each landed in their own services/…/.data instead of the ./.data the
 * README names.
 */
function withDataDirResolved<T>(config: T, env: Record<string, string | undefined>): T {
  const dir = (config as { DATA_DIR?: unknown }).DATA_DIR;
  if (typeof dir !== 'string') return config;
  return { ...config, DATA_DIR: resolve(env.INIT_CWD || process.cwd(), dir) };
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** A start-up failure the operator can act on: its message is one sentence saying what is wrong and what to do. */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}

/**
 * A deployable that mails (it has `mailConfigShape`) does not start in production without SMTP_URL: dev mode's
 * outbox would keep sign-up and reset codes from the people they are for, and the sign-up answer would hand the
 * code to whoever asked for it (anyone could register any address).
 */
function refuseProductionWithoutMail(shape: z.ZodRawShape, config: Record<string, unknown>): void {
  if (!('SMTP_URL' in shape) || config.NODE_ENV !== 'production' || config.SMTP_URL) return;
  throw new ConfigError(
    'Invalid configuration:\n  SMTP_URL: must be set in production (NODE_ENV=production), since sign-up and ' +
      'password-reset codes are sent by mail; set it to your mail server (smtp://… or smtps://…), or leave ' +
      'NODE_ENV unset to keep mail in DATA_DIR/outbox.',
  );
}

/** Parses the environment; a wrong value throws a `ConfigError` naming each variable at fault. */
export function parseConfig<S extends z.ZodRawShape>(
  shape: S,
  env: Record<string, string | undefined>,
): z.infer<z.ZodObject<S>> {
  const result = z.object(shape).safeParse(env);
  if (result.success) {
    refuseProductionWithoutMail(shape, result.data);
    return withDataDirResolved(result.data, env);
  }
  const problems = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
}
