import type { Pool } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { locationRoutes } from './location/routes.ts';

export interface QueryApiOptions {
  pool: Pool;
  /** Name of a header set by a trusted reverse proxy with the visitor's country code. */
  countryHeader?: string | undefined;
}

/** Every GET endpoint of the spec, answered from read models only. */
export async function queryApi(app: FastifyInstance, options: QueryApiOptions): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(locationRoutes, { countryHeader: options.countryHeader });
}
