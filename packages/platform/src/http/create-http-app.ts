import { randomUUID } from 'node:crypto';
import { type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import type { Logger } from '../logger.ts';
import { installErrorHandler, refusalAnswer } from './error-handler.ts';
import { requestLanguage } from './language.ts';

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
    // A URL the router refuses (a path parameter over its length: 414; a broken escape: 400) is answered like any
    // other refusal; Fastify's own answer echoed the whole path.
    frameworkErrors: (error, request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      request.log.info({ status, code: error.code }, 'request refused');
      const answer = reply as unknown as FastifyReply;
      answer
        .status(status)
        .type('application/json')
        .send(refusalAnswer(status, requestLanguage(request)));
    },
    clientErrorHandler: answerUnparsableRequest(options.logger),
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
  // A NUL anywhere in the path or query (%00): PostgreSQL cannot take it (its protocol ends strings there), and no
  // address or search of this product holds one. Refused before any route reads it.
  app.addHook('onRequest', async (request) => {
    if (/%00/.test(request.url)) throw Object.assign(new Error('NUL in the URL'), { statusCode: 400 });
  });
  installErrorHandler(app);
  return app;
}

/**
 * A request Node's parser could not read (headers over 16 KB, a malformed request line, too slow): no route and
 * no reply exist yet, so the answer is written to the socket, in the language the raw headers ask for.
 */
const answerUnparsableRequest =
  (logger: Logger) => (error: Error & { code?: string; rawPacket?: unknown }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const head = Buffer.isBuffer(error.rawPacket) ? error.rawPacket.subarray(0, 16 * 1024).toString('latin1') : '';
    const lang = /\r\n(x-lang:\s*zh|accept-language:\s*zh)/i.test(head) ? 'zh' : 'en';
    const body = Buffer.from(refusalAnswer(status, lang));
    logger.info({ status, code: error.code }, 'unreadable request refused');
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${body.length}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n`,
      );
      socket.write(body);
    }
    socket.destroy(error);
  };
