export type { ReadModelAccess } from '@tb/platform';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Projections this GET reads; with `x-min-position` the answer waits until they reach it. */
    readModels?: string[];
  }
}
