import cookie from '@fastify/cookie';
import { migrate, platformMigrations, sessionSecurityMigrations, twoFactorMigrations } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { candidateRoutes } from './candidates/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import type { QueryContext } from './http/context.ts';
import { blobReaderPlugin, databasePlugin, readModelsPlugin, routesPlugin, sessionsPlugin } from './http/plugins.ts';
import { installReadYourWrites } from './http/read-your-writes.ts';
import { installRouteAccess } from './http/viewer.ts';
import { inboxRoutes } from './inbox/routes.ts';
import { locationRoutes } from './location/routes.ts';
import { profileFileRoutes } from './profile-files/routes.ts';
import { projectRoutes } from './projects/routes.ts';
import { userRoutes } from './users/routes.ts';
import { webConfigRoutes } from './web-config/routes.ts';

export type QueryApiOptions = QueryContext;

// Each route plugin names the pieces its handlers use (the access hook, installed below, uses sessions and read models).
const SESSIONS = 'tb-sessions';
const READ_MODELS = 'tb-read-models';
const BLOBS = 'tb-blob-reader';

/** Every GET endpoint of the product, answered from read models only. */
export async function queryApi(app: FastifyInstance, options: QueryApiOptions): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(databasePlugin, { value: options.pool });
  await app.register(sessionsPlugin, { value: options.sessions });
  await app.register(readModelsPlugin, { value: options.readModels });
  await app.register(blobReaderPlugin, { value: options.blobs });
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  // The session tables and two-factor table it reads (the command API migrates them too; either may start first).
  await migrate(options.pool, 'platform', platformMigrations);
  await migrate(options.pool, 'session_security', sessionSecurityMigrations);
  await migrate(options.pool, 'two_factor', twoFactorMigrations);
  installReadYourWrites(app);
  // Who may call each route is decided before its query is read (a visitor on an admin route: 401 at once).
  installRouteAccess(app);
  await app.register(routesPlugin('location-routes', [], locationRoutes), {
    detect: options.detectCountry ?? (() => ''),
  });
  await app.register(routesPlugin('web-config-routes', [], webConfigRoutes), {
    gaMeasurementId: options.gaMeasurementId,
  });
  await app.register(routesPlugin('user-routes', [SESSIONS, READ_MODELS], userRoutes));
  await app.register(routesPlugin('candidate-routes', [READ_MODELS, BLOBS], candidateRoutes), {
    answerCache: options.answerCache,
  });
  await app.register(routesPlugin('project-routes', [READ_MODELS], projectRoutes));
  await app.register(routesPlugin('inbox-routes', [READ_MODELS, BLOBS], inboxRoutes));
  await app.register(routesPlugin('profile-file-routes', [READ_MODELS, BLOBS], profileFileRoutes));
  await app.register(routesPlugin('dashboard-routes', [READ_MODELS], dashboardRoutes));
}
