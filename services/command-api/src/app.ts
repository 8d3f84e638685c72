import cookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { passwordRoutes } from './accounts/password-routes.ts';
import { profileRoutes } from './accounts/profile-routes.ts';
import { registrationRoutes } from './accounts/registration-routes.ts';
import { sessionRoutes } from './accounts/session-routes.ts';
import type { CommandContext } from './http/context.ts';

export type CommandApiOptions = CommandContext;

/** Every write of the spec: each route turns a request into a command and appends its events. */
export async function commandApi(app: FastifyInstance, options: CommandApiOptions): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (!app.hasDecorator('ctx')) app.decorate('ctx', options);
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  await app.register(registrationRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordRoutes);
  await app.register(profileRoutes);
}
