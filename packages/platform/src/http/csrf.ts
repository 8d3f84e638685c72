import { ForbiddenError } from '@tb/domain';
import type { FastifyInstance } from 'fastify';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookie-authenticated writes only from our own pages: a browser says where a request comes from
 * (`Sec-Fetch-Site`, `Origin`); a write another site's page triggers is refused. Requests without either
 * header do not come from a browser page (curl, server-to-server) and carry no ambient cookie risk.
 */
export function installCsrfGuard(app: FastifyInstance, options: { publicOrigin?: string | undefined } = {}): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE.has(request.method)) return;
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site') return refuse();
    const origin = request.headers.origin;
    if (!origin || site === 'same-origin' || site === 'none') return;
    const allowed = new Set([`http://${request.host}`, `https://${request.host}`]);
    if (options.publicOrigin) allowed.add(options.publicOrigin.replace(/\/$/, ''));
    if (!allowed.has(origin)) return refuse();

    function refuse(): never {
      throw new ForbiddenError('common.notFromOurSite');
    }
  });
}
