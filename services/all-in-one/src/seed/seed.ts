import { randomBytes } from 'node:crypto';
import { ensureAdmin } from '@tb/command-api';
import type { EventStore } from '@tb/event-store';
import { type Logger, type Pool, SessionStore } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import type { AllInOneConfig } from '../config.ts';
import { seedCandidates } from './candidates.ts';
import {
  demoSeedProgress,
  markDemoSeedCompleted,
  markDemoSeedStarted,
  markPasswordShown,
  markPasswordUnshown,
  passwordUnshown,
} from './progress.ts';
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

  const configured = config.ADMIN_EMAIL ? await ensureConfiguredAdmin(context, config.ADMIN_EMAIL) : undefined;
  if (configured) await context.reached?.('configured-admin');
  const configuredSignIn = (said: string) =>
    configured?.generated
      ? [
          `${said}Admin sign-in: ${config.ADMIN_EMAIL} / ${configured.generated}`,
          '(shown once; set ADMIN_PASSWORD to choose your own)',
        ]
      : [];
  // Once the password is shown: until then every start sets a new one and shows it.
  const shown = async () => {
    if (configured?.generated) await markPasswordShown(pool, configured.email);
  };
  if (!seeding || !config.SEED_DEMO) return { notice: configuredSignIn(''), complete: shown };

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
  return {
    notice,
    complete: async () => {
      await shown();
      await markDemoSeedCompleted(pool);
    },
  };
}

/**
 * The ADMIN_EMAIL account, with ADMIN_PASSWORD as its password when set. Without it, a new account gets a generated
 * password, and so does one whose generated password no start has shown yet (a start stopped before showing it):
 * the password to show, until one is shown (`markPasswordShown`). An existing account keeps its own.
 */
async function ensureConfiguredAdmin(
  { store, pool, config }: SeedContext,
  address: string,
): Promise<{ userId: string; email: string; generated: string | undefined }> {
  const email = address.trim().toLowerCase();
  const sessions = new SessionStore(pool);
  const unshown = await passwordUnshown(pool, email);
  if (config.ADMIN_PASSWORD) {
    const { userId } = await ensureAdmin(store, { email, password: config.ADMIN_PASSWORD }, sessions);
    if (unshown) await markPasswordShown(pool, email);
    return { userId, email, generated: undefined };
  }
  const generated = newPassword();
  // Marked before the account can exist: a start killed right after making it leaves the mark behind.
  if (!unshown) await markPasswordUnshown(pool, email);
  const { userId, created } = await ensureAdmin(
    store,
    { email, initialPassword: generated, ...(unshown ? { password: generated } : {}) },
    sessions,
  );
  if (created || unshown) return { userId, email, generated };
  await markPasswordShown(pool, email);
  return { userId, email, generated: undefined };
}
