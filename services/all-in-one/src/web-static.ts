import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { localizeMessage, requestLanguage } from '@tb/platform';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api/', '/healthz', '/readyz', '/metrics'];

/**
 * Serves the built single-page app. Any other GET that is not an API path answers index.html, so the
 * client router can show the page (or its '404 Page Not Found').
 */
export async function webStatic(app: FastifyInstance, options: { root: string }) {
  const index = join(options.root, 'index.html');
  const built = existsSync(index);
  if (built) {
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn(`web app not built (${index} missing): run npm run build`);
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    if (request.method === 'GET' && !isApi && built) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: localizeMessage('Not found', requestLanguage(request)) });
  });
}
