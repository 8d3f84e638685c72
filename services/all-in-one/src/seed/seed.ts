import { randomBytes } from 'node:crypto';
import { ensureAdmin } from '@tb/command-api';
import type { EventStore } from '@tb/event-store';
import { type Logger, type Pool, SessionStore } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import type { AllInOneConfig } from '../config.ts';
import { seedCandidates } from './candidates.ts';
import { demoSeedProgress, markDemoSeedCompleted, markDemoSeedStarted } from './progress.ts';
import { seedProjects } from './projects.ts';

export interface SeedContext {
  app: FastifyInstance;
  store: EventStore;
  pool: Pool;
  config: AllInOneConfig;
  logger: Logger;
  /** Called after each demo item is made, named (`project-3`, `candidate-5-round-1`): the tests' place to stop. */
  reached?: (step: string) => Promise<void>;
}

/** What start-up made of accounts and demo data: lines for whoever started it, then a record that it is done. */
export interface StartData {
  /** The admin's sign-in (shown once), or nothing to tell. */
  notice: string[];
  /** Records the demo data as complete. Called once the notice is shown: a start killed before shows it again. */
  complete(): Promise<void>;
}

export const DEMO_ADMIN_EMAIL = 'admin@talentbridge.demo';

const newPassword = () => randomBytes(9).toString('base64url');

/**
 * `ADMIN_EMAIL` (+ `ADMIN_PASSWORD`) ensure that admin exists at every start. On an empty store (and unless
 * `SEED_DEMO=0`) a small bilingual demo data set is added through the same commands users run, by that admin, or by
 * a demo admin with a new password when none is configured. The demo data are complete or resumed: the store is
 * marked before the first event and again after the last, and a start that finds the first mark without the second
 * makes what is missing.
 */
export async function prepareStartData(context: SeedContext): Promise<StartData> {
  const { config, store, pool, logger } = context;
  const progress = await demoSeedProgress(pool);
  let seeding = progress === 'started';
  if (progress === 'none' && config.SEED_DEMO && (await store.headPosition()) === null) {
    await markDemoSeedStarted(pool);
    seeding = true;
  }
  const nothing: StartData = { notice: [], complete: async () => {} };

  let configured: { userId: string; generated: string | undefined } | undefined;
  if (config.ADMIN_EMAIL) {
    // Without ADMIN_PASSWORD a new account gets a password shown once (an existing one keeps its own).
    const generated = config.ADMIN_PASSWORD ? undefined : newPassword();
    const { userId, created } = await ensureAdmin(
      store,
      { email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, initialPassword: generated },
      new SessionStore(pool),
    );
    configured = { userId, generated: created ? generated : undefined };
    logger.info({ email: config.ADMIN_EMAIL }, 'admin account ensured');
  }
  const configuredSignIn = (said: string) =>
    configured?.generated
      ? [
          `${said}Admin sign-in: ${config.ADMIN_EMAIL} / ${configured.generated}`,
          '(shown once; set ADMIN_PASSWORD to choose your own)',
        ]
      : [];
  if (!seeding || !config.SEED_DEMO) return { ...nothing, notice: configuredSignIn('') };

  logger.info(progress === 'started' ? 'finishing the demo data an interrupted start began' : 'adding demo data');
  let adminId: string;
  let notice: string[];
  if (configured) {
    // The configured admin is the admin: no second one with a generated password.
    adminId = configured.userId;
    notice = configured.generated
      ? configuredSignIn('Demo data added. ')
      : [`Demo data added. Sign in as ${config.ADMIN_EMAIL}${config.ADMIN_PASSWORD ? ' with ADMIN_PASSWORD' : ''}.`];
  } else {
    // A new password at each attempt: one made by a start that was killed was never shown.
    const password = newPassword();
    ({ userId: adminId } = await ensureAdmin(store, {
      email: DEMO_ADMIN_EMAIL,
      password,
      username: 'admin',
      firstName: 'Demo',
      lastName: 'Admin',
    }));
    notice = [
      `Demo data added. Admin sign-in: ${DEMO_ADMIN_EMAIL} / ${password}`,
      '(shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)',
    ];
  }
  await context.reached?.('admin');
  await seedProjects(context, adminId);
  await seedCandidates(context, adminId);
  return { notice, complete: () => markDemoSeedCompleted(pool) };
}
