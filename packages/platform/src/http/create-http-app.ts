import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from '../logger.ts';
import { installErrorHandler } from './error-handler.ts';

/** The Fastify settings every HTTP service shares; errors answer `{ message }` in the caller's language. */
export function createHttpApp(options: { logger: Logger; trustProxy: boolean }): FastifyInstance {
  const app = Fastify({
    loggerInstance: options.logger as FastifyBaseLogger,
    trustProxy: options.trustProxy,
    bodyLimit: 1024 * 1024,
    // Longer than clients' and proxies' idle keep-alive, so the server never closes a socket they are reusing.
    keepAliveTimeout: 65_000,
  });
  installErrorHandler(app);
  return app;
}
