import { baseConfigShape, imapConfigShape, operatorConfigShape, parseConfig } from '@tb/platform';
import { z } from 'zod';

const shape = {
  ...baseConfigShape,
  ...imapConfigShape,
  // Standalone, the worker follows a shared database: it cannot start its own embedded one.
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'),
  /** The probe and metrics listener: /healthz, /readyz, /metrics (not published through nginx). */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  ...operatorConfigShape,
  INBOX_POLL_MS: z.coerce.number().int().min(1000).default(30_000),
};

export type InboxWorkerConfig = z.infer<z.ZodObject<typeof shape>>;

export const loadConfig = (env: Record<string, string | undefined> = process.env): InboxWorkerConfig =>
  parseConfig(shape, env);
