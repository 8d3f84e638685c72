import { randomBytes } from 'node:crypto';
import { ensureAdmin } from '@tb/command-api';
import type { EventStore } from '@tb/event-store';
import type { Logger, Pool } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import type { AllInOneConfig } from '../config.ts';
import { seedCandidates } from './candidates.ts';
import { seedProjects } from './projects.ts';

export interface SeedContext {
  app: FastifyInstance;
  store: EventStore;
  pool: Pool;
  config: AllInOneConfig;
  logger: Logger;
}

/**
 * `ADMIN_EMAIL` + `ADMIN_PASSWORD` ensure that admin exists at every start. On an empty store (and unless
 * `SEED_DEMO=0`) a small bilingual demo data set is added through the same commands users run.
 */
export async function seedDemoData(context: SeedContext): Promise<void> {
  const { config, store, logger } = context;
  const empty = (await store.headPosition()) === null;
  if (config.ADMIN_EMAIL) {
    await ensureAdmin(store, {
      email: config.ADMIN_EMAIL,
      ...(config.ADMIN_PASSWORD ? { password: config.ADMIN_PASSWORD } : {}),
    });
    logger.info({ email: config.ADMIN_EMAIL }, 'admin account ensured');
  }
  if (!config.SEED_DEMO || !empty) return;
  const password = randomBytes(9).toString('base64url');
  const admin = { email: 'admin@talentbridge.demo', password };
  const { userId: adminId } = await ensureAdmin(store, {
    ...admin,
    username: 'admin',
    firstName: 'Demo',
    lastName: 'Admin',
  });
  await seedProjects(context, admin);
  await seedCandidates(context, adminId);
  console.log(
    `\n  Demo data added. Admin sign-in: admin@talentbridge.demo / ${password}\n  (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)\n`,
  );
}
