import cookie from '@fastify/cookie';
import { migrate, sessionSecurityMigrations, twoFactorMigrations } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { candidateRoutes } from './candidates/routes.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import type { QueryContext } from './http/context.ts';
import { installReadYourWrites } from './http/read-your-writes.ts';
import { installRouteAccess } from './http/viewer.ts';
import { inboxRoutes } from './inbox/routes.ts';
import { locationRoutes } from './location/routes.ts';
import { profileFileRoutes } from './profile-files/routes.ts';
import { projectRoutes } from './projects/routes.ts';
import { userRoutes } from './users/routes.ts';
import { webConfigRoutes } from './web-config/routes.ts';

export type QueryApiOptions = QueryContext;

/** Every GET endpoint of the product, answered from read models only. */
export async function queryApi(app: FastifyInstance, options: QueryApiOptions): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (!app.hasDecorator('qctx')) app.decorate('qctx', options);
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  // The session columns and two-factor table it reads (the command API migrates them too; either may start first).
  await migrate(options.pool, 'session_security', sessionSecurityMigrations);
  await migrate(options.pool, 'two_factor', twoFactorMigrations);
  installReadYourWrites(app);
  // Who may call each route is decided before its query is read (a visitor on an admin route: 401 at once).
  installRouteAccess(app);
  await app.register(locationRoutes, { detect: options.detectCountry ?? (() => '') });
  await app.register(webConfigRoutes, { gaMeasurementId: options.gaMeasurementId });
  await app.register(userRoutes);
  await app.register(candidateRoutes);
  await app.register(projectRoutes);
  await app.register(inboxRoutes);
  await app.register(profileFileRoutes);
  await app.register(dashboardRoutes);
}
