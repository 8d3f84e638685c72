import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { candidateSubjectOfStream, inboxSubjectOfStream } from '@tb/domain';
import {
  installCsrfGuard,
  migrate,
  sessionSecurityMigrations,
  signInThrottleMigrations,
  subjectKeyMigrations,
  twoFactorMigrations,
} from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { passwordRoutes } from './accounts/password-routes.ts';
import { profileRoutes } from './accounts/profile-routes.ts';
import { registrationRoutes } from './accounts/registration-routes.ts';
import { securityRoutes } from './accounts/security-routes.ts';
import { sessionRoutes } from './accounts/session-routes.ts';
import { adoptUsernameSkeletons } from './accounts/username-skeleton.ts';
import { candidatesRoutes } from './candidates/routes.ts';
import { contactRoutes } from './contact/routes.ts';
import { installRouteAccess } from './http/actor.ts';
import { type CommandContext, refuseLongIdempotencyKeys } from './http/context.ts';
import { installUploadRateLimit } from './http/upload-rate-limit.ts';
import { inboxRoutes } from './inbox/routes.ts';
import { profileFileRoutes } from './profile-files/routes.ts';
import { projectRoutes } from './projects/routes.ts';

export type CommandApiOptions = CommandContext;

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** Every write the product accepts: each route turns a request into a command and appends its events. */
export async function commandApi(app: FastifyInstance, options: CommandApiOptions): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (!app.hasDecorator('ctx')) app.decorate('ctx', options);
  // A store from before file owners were recorded: its events name them (sealed parts opened with the keys).
  await migrate(options.pool, 'subject_keys', subjectKeyMigrations);
  // Components of their own: `platform`'s steps are numbered across the lists the runtimes pass it.
  await migrate(options.pool, 'session_security', sessionSecurityMigrations);
  await migrate(options.pool, 'sign_in_throttle', signInThrottleMigrations);
  await migrate(options.pool, 'two_factor', twoFactorMigrations);
  // A store from before usernames were compared by their confusable skeleton: the older ones get theirs.
  await adoptUsernameSkeletons(options.pool, options.store);
  await options.blobs.adoptExisting(
    options.store,
    (streamId) => candidateSubjectOfStream(streamId) ?? inboxSubjectOfStream(streamId),
  );
  // Uploads never saved (a review abandoned) let go of their files once their hold lapses.
  const sweep = () =>
    options.blobs.sweepLapsedHolds().catch((error: unknown) => app.log.warn({ err: error }, 'blob sweep failed'));
  const sweeper = setInterval(sweep, SWEEP_EVERY_MS);
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  void sweep();
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  installCsrfGuard(app);
  // Who may call each route is decided before its body is read (a visitor's upload to an admin route: 401 at once).
  installRouteAccess(app);
  refuseLongIdempotencyKeys(app);
  // Routes pass their own, smaller file-size limit; this is the ceiling (admin candidate portfolio: 50 MB).
  await app.register(multipart, {
    limits: { fileSize: 50 * 1024 * 1024, files: 1, fields: 30, fieldSize: 1024 * 1024 },
  });
  installUploadRateLimit(app);
  await app.register(registrationRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordRoutes);
  await app.register(securityRoutes);
  await app.register(profileRoutes);
  await app.register(contactRoutes);
  await app.register(candidatesRoutes);
  await app.register(projectRoutes);
  await app.register(inboxRoutes);
  await app.register(profileFileRoutes);
}
