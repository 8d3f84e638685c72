import swagger from '@fastify/swagger';
import { errorAnswer } from '@tb/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { type HonouredHeader, type RefusalStatus, refusalReason, refusalStatusesOf } from './route-refusals.ts';

type OpenApiDocument = {
  info?: { title?: string };
  paths?: Record<string, Record<string, { summary?: string; requestBody?: unknown }>>;
};

/**
 * An answer the document shows but no schema serializes: a file, a redirect, an empty 204, or JSON the route
 * already holds as text or passes through as the read model stored it (the candidate list: no parse and
 * stringify on its hot path). Schemathesis still checks such answers against `json`.
 */
export interface DocumentedAnswer {
  description: string;
  /** A file of any type (downloads). */
  file?: true;
  /** JSON of this shape. Without `file` or `json` the answer has no body. */
  json?: z.ZodType;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the OpenAPI document says beyond the route's schema (the route never validates these). */
    openapi?: {
      /** A multipart form the route reads part by part (contracts' `http/forms.ts`). */
      form?: z.ZodType;
      /** Answers by status that carry no JSON the route serializes. */
      answers?: Record<number, DocumentedAnswer>;
      /**
       * Refusals the handler itself answers beyond those its shape implies (route-refusals.ts): a 409 the record's
       * state gives, a 404 for a record named in the body, a 401 for wrong credentials, a 413 for a full quota.
       */
      refuses?: readonly RefusalStatus[];
      /** The route reads no storage (a setting, a header): it never answers 503. */
      storageless?: true;
    };
  }
}

/** Groups of operations, in the order the document lists them. */
export const OPENAPI_TAGS = [
  { name: 'auth', description: 'Registration, sign-in and passwords.' },
  { name: 'account', description: "The signed-in user's profile, files, sessions and two-factor sign-in." },
  { name: 'projects', description: 'Openings (public) and their management (admins).' },
  { name: 'applications', description: 'Applying to an opening, and the applications admins review.' },
  { name: 'candidates', description: 'The admin candidate database: list, detail, history, files, uploads.' },
  { name: 'inbox', description: 'The HR mailbox: loading e-mails and saving or skipping each.' },
  { name: 'users', description: 'User administration.' },
  { name: 'dashboard', description: 'Figures and operator notices for admins.' },
  { name: 'site', description: 'What the public site needs: contact form, location, run-time settings.' },
  { name: 'operations', description: 'Probes for load balancers and operators.' },
];

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const ANYONE: Record<string, string[]> = {};
const SIGNED_IN: Record<string, string[]> = { session: [] };
const READINESS = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ['ready', 'degraded', 'not ready'] },
    checks: { type: 'array', items: { type: 'object', additionalProperties: true } },
  },
};

const ERROR_JSON = z.toJSONSchema(errorAnswer, { target: 'openapi-3.0' });
const refusal = (description: string) => ({ ...ERROR_JSON, description });
const RETRY_AFTER = {
  'Retry-After': { type: 'integer', minimum: 0, description: 'Seconds to wait before trying again.' },
};

/** The documented refusals of a route's statuses, all `{ message }` in the caller's language. */
function refusalAnswers(statuses: readonly RefusalStatus[]): Record<string, unknown> {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      status === 503 ? { ...refusal(refusalReason(503)), headers: RETRY_AFTER } : refusal(refusalReason(status)),
    ]),
  );
}

const HEADER_DOCS: Record<HonouredHeader, Record<string, unknown>> = {
  'if-match': {
    type: 'string',
    description: 'The ETag the record was read with: the change is refused (412) when it has moved on since.',
  },
  'idempotency-key': {
    type: 'string',
    maxLength: 200,
    description: 'The same key again repeats nothing (422 when it comes with another request).',
  },
};

/** The honoured request headers as the route's header schema, for the document only (the route never reads it). */
function headersOf(honours: readonly HonouredHeader[], declared: unknown): Record<string, unknown> {
  const base = (declared ?? { type: 'object', properties: {} }) as { properties?: Record<string, unknown> };
  const properties = { ...base.properties, ...Object.fromEntries(honours.map((h) => [h, HEADER_DOCS[h]])) };
  return { ...base, type: 'object', properties };
}

function documentedAnswer({ description, file, json }: DocumentedAnswer) {
  if (file) return { description, content: { '*/*': { schema: { type: 'string', format: 'binary' } } } };
  if (json) {
    const schema = z.toJSONSchema(json, { target: 'openapi-3.0', io: 'output', unrepresentable: 'any' });
    return { description, content: { 'application/json': { schema } } };
  }
  return { description, type: 'null' };
}

/**
 * The probes, for operators and load balancers: described here (they are registered by health.ts with no schema).
 * `/metrics` is registered before the document starts collecting routes and stays out; `/readyz` shows its checks
 * to the metrics bearer (METRICS_TOKEN) or an admin's session, its status to anyone.
 */
const PROBES: Record<string, Record<string, unknown>> = {
  '/healthz': {
    summary: 'The process is up',
    operationId: 'healthz',
    tags: ['operations'],
    security: [ANYONE],
    response: {
      200: { description: 'Up', type: 'object', properties: { status: { type: 'string', enum: ['ok'] } } },
      400: refusal('The request is not valid.'),
    },
  },
  '/readyz': {
    summary: 'Whether every dependency answers and the read models are caught up',
    operationId: 'readyz',
    tags: ['operations'],
    security: [ANYONE, { metricsBearer: [] }, SIGNED_IN],
    response: {
      200: { description: 'Ready, or degraded (serving, an operator is needed)', ...READINESS },
      400: refusal('The request is not valid.'),
      503: { description: 'Not ready', ...READINESS },
    },
  },
};

/**
 * The OpenAPI 3 document of every `/api/*` route registered after this call, generated from the zod schemas the
 * routes declare (params, query, body, answers) with each route's summary, operationId and tags; security follows
 * from its declared access, its refusals (each status named, no `default`) from what it declares (route-refusals.ts):
 * `GET /api/docs/json`. `GET /api/docs` is a plain HTML index of the operations linking to it: no script at all,
 * so it works under the Content-Security-Policy (`script-src 'self'`, no inline scripts); load the JSON into any
 * OpenAPI viewer for more. `/healthz` and `/readyz` are described too.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  options: { title: string; description: string; publicOrigin?: string | undefined },
) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: options.title,
        description: options.description,
        version: '1.0.0',
        // Proprietary: nothing is licensed to others. The url is the site, whose every page says so (its footer's
        // "All rights reserved"); there is no licence text to link to.
        license: {
          name: 'Proprietary: all rights reserved by Talent Bridge',
          url: options.publicOrigin ? `${options.publicOrigin.replace(/\/+$/, '')}/` : '/',
        },
      },
      servers: [
        ...(options.publicOrigin ? [{ url: options.publicOrigin, description: 'The public site' }] : []),
        { url: '/', description: 'The server answering this document' },
      ],
      tags: OPENAPI_TAGS,
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The session cookie POST /api/auth/login sets (HttpOnly, SameSite=Lax).',
          },
          metricsBearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'METRICS_TOKEN: for /metrics and the checks of /readyz (outside this document).',
          },
        },
      },
    },
    transform: (input) => {
      const probe = PROBES[input.url];
      if (probe) return { url: input.url, schema: probe };
      if (!input.url.startsWith('/api/') || input.url.startsWith('/api/docs')) {
        return { schema: { ...input.schema, hide: true }, url: input.url };
      }
      const config = input.route.config;
      const form = config?.openapi?.form;
      const schema = { ...input.schema, ...(form ? { body: form, consumes: ['multipart/form-data'] } : {}) };
      const described = jsonSchemaTransform({ ...input, schema });
      const answers = Object.fromEntries(
        Object.entries(config?.openapi?.answers ?? {}).map(([status, answer]) => [status, documentedAnswer(answer)]),
      );
      const { response: declared = {}, headers } = described.schema as { response?: object; headers?: unknown };
      const access = config?.access;
      const refusals = refusalStatusesOf({
        method: String([input.route.method].flat()[0]),
        access,
        adminOnlyQuery: config?.adminOnlyQuery,
        hasParams: Boolean(schema.params),
        multipart: Boolean(form),
        honours: config?.honours,
        rateLimited: config?.rateLimited,
        refuses: config?.openapi?.refuses,
        storageless: config?.openapi?.storageless,
      });
      return {
        url: described.url,
        schema: {
          ...described.schema,
          ...(config?.honours?.length ? { headers: headersOf(config.honours, headers) } : {}),
          // A documented answer describes what the route's own schema only types (a 204's z.null()).
          response: { ...refusalAnswers(refusals), ...declared, ...answers },
          // A visitor route also answers a signed-in caller (sometimes more: an admin sees inactive projects).
          security: access === 'visitor' || !access ? [ANYONE, SIGNED_IN] : [SIGNED_IN],
        },
      };
    },
  });
  app.get('/api/docs/json', { config: { access: 'visitor' } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
  app.get('/api/docs', { config: { access: 'visitor' } }, async (_request, reply) => {
    const doc = app.swagger() as OpenApiDocument;
    const rows = Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
      Object.entries(methods).map(
        ([method, operation]) =>
          `<tr><td><code>${escapeHtml(method.toUpperCase())}</code></td><td><code>${escapeHtml(path)}</code></td>` +
          `<td>${escapeHtml(operation.summary ?? '')}</td></tr>`,
      ),
    );
    const title = escapeHtml(doc.info?.title ?? options.title);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body>` +
          `<h1>${title}</h1><p>The OpenAPI 3 document: <a href="/api/docs/json">/api/docs/json</a>.</p>` +
          `<table><thead><tr><th>method</th><th>path</th><th>what it does</th></tr></thead><tbody>${rows.join('')}</tbody></table>` +
          '</body></html>',
      );
  });
}
