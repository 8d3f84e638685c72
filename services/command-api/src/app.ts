import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import {
  installCsrfGuard,
  type Mailer,
  migrate,
  RateLimiter,
  routesPlugin,
  SHARED_RESOURCES,
  sessionSecurityMigrations,
  signInThrottleMigrations,
  subjectKeyMigrations,
  twoFactorMigrations,
} from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
import { refuseLongIdempotencyKeys } from './http/context.ts';
import {
  blobOwnersPlugin,
  clockPlugin,
  limiterPlugin,
  mailerPlugin,
  projectionWaitPlugin,
  settingsPlugin,
} from './http/plugins.ts';
import { installUploadRateLimit } from './http/upload-rate-limit.ts';
import { inboxRoutes } from './inbox/routes.ts';
import { profileFileRoutes } from './profile-files/routes.ts';
import { projectRoutes } from './projects/routes.ts';

/**
 * What a runtime hands the command API besides the shared resources (@tb/platform's `sharedResources`, registered
 * before it on the same instance): its settings and the pieces only it uses.
 */
export interface CommandApiOptions {
  /** PUBLIC_ORIGIN (https: session cookies get `Secure`) and STORAGE_QUOTA_MB (each job seeker's storage). */
  config: { PUBLIC_ORIGIN?: string | undefined; STORAGE_QUOTA_MB: number };
  mailer: Mailer;
  /**
   * Asks the inbox worker to read the mailbox now; resolves when what arrived until now is appended. Absent
   * when the worker runs as its own service (it polls; Load Emails then answers what it has read).
   */
  syncInbox?: (() => Promise<void>) | undefined;
}

// The pieces each feature's handlers use (every route also reads sessions and the event store for its access check).
const BASE = ['tb-database', 'tb-sessions', 'tb-event-store', 'tb-clock', 'tb-rate-limiter'];
const BLOBS = 'tb-blob-owners';
const WAIT = 'tb-projection-wait';
const MAIL = 'tb-mailer';
const SETTINGS = 'tb-command-settings';

/** Every write the product accepts: each route turns a request into a command and appends its events. */
async function commandRoutes(app: FastifyInstance, options: CommandApiOptions): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(limiterPlugin, { value: new RateLimiter(app.pool) });
  await app.register(mailerPlugin, { value: options.mailer });
  await app.register(clockPlugin, { value: () => new Date() });
  await app.register(projectionWaitPlugin);
  await app.register(settingsPlugin, {
    secureCookies: options.config.PUBLIC_ORIGIN?.startsWith('https://') ?? false,
    storageQuotaBytes: Math.floor(options.config.STORAGE_QUOTA_MB * 1024 * 1024),
    syncInbox: options.syncInbox ?? null,
  });
  // A store from before file owners were recorded: its events name them (sealed parts opened with the keys).
  await migrate(app.pool, 'subject_keys', subjectKeyMigrations);
  // Components of their own: `platform`'s steps are numbered across the lists the runtimes pass it.
  await migrate(app.pool, 'session_security', sessionSecurityMigrations);
  await migrate(app.pool, 'sign_in_throttle', signInThrottleMigrations);
  await migrate(app.pool, 'two_factor', twoFactorMigrations);
  // A store from before usernames were compared by their confusable skeleton: the older ones get theirs.
  await adoptUsernameSkeletons(app.pool, app.eventStore);
  await app.register(blobOwnersPlugin);
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

/**
 * The command API as a plugin of its own (encapsulated: its hooks and parsers stay inside it), refused at start
 * unless the shared resources were registered before it.
 */
export const commandApi = fp(commandRoutes, {
  name: 'tb-command-api',
  dependencies: SHARED_RESOURCES,
  encapsulate: true,
});
