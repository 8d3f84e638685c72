import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type OpenApiDocument = {
  info?: { title?: string };
  paths?: Record<string, Record<string, { summary?: string; requestBody?: unknown }>>;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The OpenAPI 3 document of every `/api/*` route registered after this call, generated from the zod schemas the
 * routes declare: `GET /api/docs/json`. `GET /api/docs` is a plain HTML index of the operations linking to it:
 * no script at all, so it works under the Content-Security-Policy (`script-src 'self'`, no inline scripts);
 * load the JSON into any OpenAPI viewer for more. Probes and `/metrics` stay out of the document.
 */
export async function registerOpenApi(app: FastifyInstance, options: { title: string; description: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: options.title, description: options.description, version: '1.0.0' },
    },
    transform: (input) => {
      if (!input.url.startsWith('/api/') || input.url.startsWith('/api/docs')) {
        return { schema: { ...input.schema, hide: true }, url: input.url };
      }
      return jsonSchemaTransform(input);
    },
  });
  app.get('/api/docs/json', { config: { access: 'visitor' } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
  app.get('/api/docs', { config: { access: 'visitor' } }, async (_request, reply) => {
    const doc = app.swagger() as OpenApiDocument;
    const rows = Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
      Object.keys(methods).map(
        (method) =>
          `<tr><td><code>${escapeHtml(method.toUpperCase())}</code></td><td><code>${escapeHtml(path)}</code></td></tr>`,
      ),
    );
    const title = escapeHtml(doc.info?.title ?? options.title);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>` +
          `<h1>${title}</h1><p>The OpenAPI 3 document: <a href="/api/docs/json">/api/docs/json</a>.</p>` +
          `<table><thead><tr><th>method</th><th>path</th></tr></thead><tbody>${rows.join('')}</tbody></table>` +
          '</body></html>',
      );
  });
}
