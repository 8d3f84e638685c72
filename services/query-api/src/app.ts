import cookie from '@fastify/cookie';
import {
  migrate,
  platformMigrations,
  SHARED_RESOURCES,
  sessionSecurityMigrations,
  twoFactorMigrations,
} from '@tb/platform';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { candidateRoutes } from './candidates/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { blobReaderPlugin, routesPlugin } from './http/plugins.ts';
import { installReadYourWrites } from './http/read-your-writes.ts';
import { installRouteAccess } from './http/viewer.ts';
import { inboxRoutes } from './inbox/routes.ts';
import { locationRoutes } from './location/routes.ts';
import { profileFileRoutes } from './profile-files/routes.ts';
import { projectRoutes } from './projects/routes.ts';
import { userRoutes } from './users/routes.ts';
import { webConfigRoutes } from './web-config/routes.ts';

/**
 * What a runtime hands the query API besides the shared resources (@tb/platform's `sharedResources`, registered
 * before it on the same instance): its settings.
 */
export interface QueryApiOptions {
  /**
   * ANSWER_CACHE (on: answers that are the same for every caller are kept while their read model is unchanged) and
   * GA_MEASUREMENT_ID (handed to the web app; none: no analytics script is loaded).
   */
  config: { ANSWER_CACHE: 'on' | 'off'; GA_MEASUREMENT_ID?: string | undefined };
  /** The visitor's country for `GET /api/detect-location` (countryDetector); without it always unknown (''). */
  detectCountry?: ((request: FastifyRequest) => string) | undefined;
}

// Each route plugin names the pieces its handlers use (the access hook, installed below, uses sessions and read models).
const SESSIONS = 'tb-sessions';
const READ_MODELS = 'tb-read-models';
const BLOBS = 'tb-blob-reader';

/** Every GET endpoint of the product, answered from read models only. */
async function queryRoutes(app: FastifyInstance, options: QueryApiOptions): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The read side sees the shared blob store's reading part only.
  await app.register(blobReaderPlugin, { value: app.blobStore });
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  // The session tables and two-factor table it reads (the command API migrates them too; either may start first).
  await migrate(app.pool, 'platform', platformMigrations);
  await migrate(app.pool, 'session_security', sessionSecurityMigrations);
  await migrate(app.pool, 'two_factor', twoFactorMigrations);
  installReadYourWrites(app);
  // Who may call each route is decided before its query is read (a visitor on an admin route: 401 at once).
  installRouteAccess(app);
  await app.register(routesPlugin('location-routes', [], locationRoutes), {
    detect: options.detectCountry ?? (() => ''),
  });
  await app.register(routesPlugin('web-config-routes', [], webConfigRoutes), {
    gaMeasurementId: options.config.GA_MEASUREMENT_ID,
  });
  await app.register(routesPlugin('user-routes', [SESSIONS, READ_MODELS], userRoutes));
  await app.register(routesPlugin('candidate-routes', [READ_MODELS, BLOBS], candidateRoutes), {
    answerCache: options.config.ANSWER_CACHE === 'on',
  });
  await app.register(routesPlugin('project-routes', [READ_MODELS], projectRoutes));
  await app.register(routesPlugin('inbox-routes', [READ_MODELS, BLOBS], inboxRoutes));
  await app.register(routesPlugin('profile-file-routes', [READ_MODELS, BLOBS], profileFileRoutes));
  await app.register(routesPlugin('dashboard-routes', [READ_MODELS], dashboardRoutes));
}

/**
 * The query API as a plugin of its own (encapsulated: its hooks stay inside it), refused at start unless the
 * shared resources were registered before it.
 */
export const queryApi = fp(queryRoutes, { name: 'tb-query-api', dependencies: SHARED_RESOURCES, encapsulate: true });
