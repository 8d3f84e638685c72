import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
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
import {
  blobStorePlugin,
  clockPlugin,
  databasePlugin,
  eventStorePlugin,
  limiterPlugin,
  mailerPlugin,
  projectionWaitPlugin,
  routesPlugin,
  sessionsPlugin,
  settingsPlugin,
} from './http/plugins.ts';
import { installUploadRateLimit } from './http/upload-rate-limit.ts';
import { inboxRoutes } from './inbox/routes.ts';
import { profileFileRoutes } from './profile-files/routes.ts';
import { projectRoutes } from './projects/routes.ts';

export type CommandApiOptions = CommandContext;

// The pieces each feature's handlers use (every route also reads sessions and the event store for its access check).
const BASE = ['tb-database', 'tb-sessions', 'tb-event-store', 'tb-clock', 'tb-rate-limiter'];
const BLOBS = 'tb-blob-store';
const WAIT = 'tb-projection-wait';
const MAIL = 'tb-mailer';
const SETTINGS = 'tb-command-settings';

/** Every write the product accepts: each route turns a request into a command and appends its events. */
export async function commandApi(app: FastifyInstance, options: CommandApiOptions): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(databasePlugin, { value: options.pool });
  await app.register(sessionsPlugin, { value: options.sessions });
  await app.register(eventStorePlugin, { value: options.store });
  await app.register(limiterPlugin, { value: options.limiter });
  await app.register(mailerPlugin, { value: options.mailer });
  await app.register(clockPlugin, { value: options.clock });
  await app.register(projectionWaitPlugin, { value: options.waitForProjections });
  await app.register(settingsPlugin, {
    secureCookies: options.secureCookies,
    storageQuotaBytes: options.storageQuotaBytes,
    syncInbox: options.syncInbox ?? null,
  });
  // A store from before file owners were recorded: its events name them (sealed parts opened with the keys).
  await migrate(options.pool, 'subject_keys', subjectKeyMigrations);
  // Components of their own: `platform`'s steps are numbered across the lists the runtimes pass it.
  await migrate(options.pool, 'session_security', sessionSecurityMigrations);
  await migrate(options.pool, 'sign_in_throttle', signInThrottleMigrations);
  await migrate(options.pool, 'two_factor', twoFactorMigrations);
  // A store from before usernames were compared by their confusable skeleton: the older ones get theirs.
  await adoptUsernameSkeletons(options.pool, options.store);
  await app.register(blobStorePlugin, { value: options.blobs });
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
  await app.register(routesPlugin('registration-routes', [...BASE, WAIT, MAIL, SETTINGS], registrationRoutes));
  await app.register(routesPlugin('session-routes', [...BASE, WAIT, SETTINGS], sessionRoutes));
  await app.register(routesPlugin('password-routes', [...BASE, WAIT, MAIL], passwordRoutes));
  await app.register(routesPlugin('security-routes', [...BASE, WAIT], securityRoutes));
  await app.register(routesPlugin('profile-routes', [...BASE, WAIT], profileRoutes));
  await app.register(routesPlugin('contact-routes', [...BASE, BLOBS], contactRoutes));
  await app.register(routesPlugin('candidate-routes', [...BASE, BLOBS, WAIT], candidatesRoutes));
  await app.register(routesPlugin('project-routes', [...BASE, BLOBS, WAIT, SETTINGS], projectRoutes));
  await app.register(routesPlugin('inbox-routes', [...BASE, BLOBS, WAIT, SETTINGS], inboxRoutes));
  await app.register(routesPlugin('profile-file-routes', [...BASE, BLOBS, WAIT, SETTINGS], profileFileRoutes));
}
