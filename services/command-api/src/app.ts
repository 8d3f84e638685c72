import type { EventStore } from '@tb/event-store';
import type { Pool } from '@tb/platform';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

export interface CommandApiOptions {
  pool: Pool;
  store: EventStore;
}

/** Every write of the spec: each route turns a request into a command and appends its events. */
export async function commandApi(app: FastifyInstance, _options: CommandApiOptions): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
