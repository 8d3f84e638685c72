import type { FastifyInstance } from 'fastify';
import { requestLanguage } from './language.ts';
import { localizeMessage } from './messages.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes only from our own pages: a browser says where a request comes from
 * (`Sec-Fetch-Site`, `Origin`); a write another site's page triggers is refused. Requests without either
 * header do not come from a browser page (curl, server-to-server) and carry no ambient cookie risk.
 */
export function installCsrfGuard(app: FastifyInstance, options: { publicOrigin?: string | undefined } = {}): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') return refuse();
    const origin = request.headers.origin;
    if (!origin || site === 'same-origin' || site === 'none') return;
    const allowed = new Set([`http://${request.host}`, `https://${request.host}`]);
    if (options.publicOrigin) allowed.add(options.publicOrigin.replace(/\/$/, ''));
    if (!allowed.has(origin)) return refuse();

    function refuse() {
      return reply
        .status(403)
        .send({ message: localizeMessage('This request did not come from our site.', requestLanguage(request)) });
    }
  });
}
