import { commandApiConfigShape } from '@tb/command-api';
import { adoptLegacyDataDir, imapConfigShape, kafkaConfigShape, parseConfig } from '@tb/platform';
import { queryApiConfigShape } from '@tb/query-api';
import { z } from 'zod';

export const allInOneConfigShape = {
  ...queryApiConfigShape,
  ...commandApiConfigShape,
  ...kafkaConfigShape,
  ...imapConfigShape,
  /** Where the built web app is; `npm start` builds it first. */
  WEB_DIST: z.string().default(new URL('../../../web/dist', import.meta.url).pathname),
  /** Port of the embedded PostgreSQL; 0 picks a free one at each start. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
};

export type AllInOneConfig = z.infer<z.ZodObject<typeof allInOneConfigShape>>;

/**
 * The configuration; for the process's own environment (`npm start`), data kept by an older version in
 * services/all-in-one/.data move to ./.data (see adoptLegacyDataDir), with a line to `log` saying so. A test passes
 * its own environment and never moves a developer's data.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  log: (line: string) => void = console.warn,
): AllInOneConfig {
  const config = parseConfig(allInOneConfigShape, env);
  return env === process.env ? { ...config, DATA_DIR: adoptLegacyDataDir(config.DATA_DIR, log) } : config;
}
