import { baseConfigShape, kafkaConfigShape, mailConfigShape, operatorConfigShape, parseConfig } from '@tb/platform';
import { z } from 'zod';

const shape = {
  ...baseConfigShape,
  ...kafkaConfigShape,
  // The contact notifier mails each contact message to CONTACT_TO (dev mode: DATA_DIR/outbox).
  ...mailConfigShape,
  // Standalone, the projectors cannot start their own embedded database: they follow a shared one.
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'),
  /** The probe and metrics listener: /healthz, /readyz, /metrics (not published through nginx). */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  ...operatorConfigShape,
  PROJECTOR_BATCH_SIZE: z.coerce.number().int().min(1).max(10_000).default(500),
  PROJECTOR_RETIRED_GRACE_MS: z.coerce.number().int().min(0).default(60_000),
  /** /readyz answers 503 while a live projection is more than this many events behind the head. */
  PROJECTOR_READY_MAX_LAG: z.coerce.number().int().min(0).default(1000),
};

export type ProjectorsConfig = z.infer<z.ZodObject<typeof shape>>;

export const loadConfig = (env: Record<string, string | undefined> = process.env): ProjectorsConfig =>
  parseConfig(shape, env);

/** The projections CLI: DATABASE_URL is optional (see `openCliDatabase`). */
export const loadCliConfig = (env: Record<string, string | undefined> = process.env) =>
  parseConfig(baseConfigShape, env);
