import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from '../logger.ts';
import { installErrorHandler } from './error-handler.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * The request id: the caller's (or nginx's) `x-request-id` when it is a plain token of at most 128 characters,
 * else a new UUID. Commands put it into their events' metadata as the correlation id, so one request can be
 * followed from the access log through the events to the projector that applied them.
 */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** The Fastify settings every HTTP service shares; errors answer `{ message }` in the caller's language. */
export function createHttpApp(options: { logger: Logger; trustProxy: boolean }): FastifyInstance {
  const app = Fastify({
    loggerInstance: options.logger as FastifyBaseLogger,
    trustProxy: options.trustProxy,
    bodyLimit: 1024 * 1024,
    // Longer than clients' and proxies' idle keep-alive, so the server never closes a socket they are reusing.
    keepAliveTimeout: 65_000,
    // Fastify would take the header unchecked; `genReqId` validates it instead.
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // An answer sent before the request's body was read to its end (an upload refused midway, at its size limit)
  // closes the connection: the client may still be sending the rest, and the next request on that connection
  // would be read as part of it. A 20 MB upload sent right after a refused 21 MB one on the same connection hung.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.raw.complete) reply.header('connection', 'close');
    return payload;
  });
  installErrorHandler(app);
  return app;
}
