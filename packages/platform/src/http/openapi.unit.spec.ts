import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerOpenApi } from './openapi.ts';
import { refusalStatusesOf } from './route-refusals.ts';

type Operation = {
  responses: Record<string, { headers?: Record<string, unknown> }>;
  parameters?: { in: string; name: string }[];
};
type Document = { paths: Record<string, Record<string, Operation>> };

/** A small app whose routes declare what the real ones do; its document is the one registerOpenApi serves. */
async function documentOf() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await registerOpenApi(app, { title: 'test', description: 'test' });
  const id = z.object({ id: z.string().uuid() });
  const ok = async () => ({});
  app.get('/api/things', { schema: { operationId: 'list' }, config: { access: 'visitor' } }, ok);
  app.get(
    '/api/setting',
    { schema: { operationId: 'setting' }, config: { access: 'visitor', openapi: { storageless: true } } },
    ok,
  );
  app.get('/api/things/:id', { schema: { operationId: 'one', params: id }, config: { access: 'admin' } }, ok);
  app.put(
    '/api/things/:id',
    { schema: { operationId: 'edit', params: id }, config: { access: 'admin', honours: ['if-match'] } },
    ok,
  );
  app.post(
    '/api/things',
    { schema: { operationId: 'add' }, config: { access: 'user', honours: ['idempotency-key'], rateLimited: true } },
    ok,
  );
  app.post(
    '/api/login',
    { schema: { operationId: 'login' }, config: { access: 'visitor', openapi: { refuses: [401] } } },
    ok,
  );
  await app.ready();
  const doc = app.swagger() as unknown as Document;
  await app.close();
  // The refusals only: these routes declare no answer of their own.
  const statuses = (path: string, method: string) => Object.keys(doc.paths[path]?.[method]?.responses ?? {}).join(' ');
  return { doc, statuses };
}

describe('the refusals each operation of the OpenAPI document lists', () => {
  it('names every status: no operation has a catch-all `default`', async () => {
    const { doc } = await documentOf();
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThan(5);
    expect(operations.filter((operation) => 'default' in operation.responses)).toEqual([]);
  });

  it('lists the refusals a route can answer from what it declares, and no others', async () => {
    const { statuses } = await documentOf();
    expect(statuses('/api/things', 'get')).toBe('400 503');
    expect(statuses('/api/setting', 'get')).toBe('400');
    expect(statuses('/api/things/{id}', 'get')).toBe('400 401 403 404 414 503');
    expect(statuses('/api/things/{id}', 'put')).toBe('400 401 403 404 409 412 413 414 415 503');
    expect(statuses('/api/things', 'post')).toBe('400 401 403 409 413 415 422 429 503');
    expect(statuses('/api/login', 'post')).toBe('400 401 403 413 415 503');
  });

  it('documents the honoured headers and the Retry-After of a 503', async () => {
    const { doc } = await documentOf();
    const edit = doc.paths['/api/things/{id}']?.put;
    expect(edit?.parameters?.filter((p) => p.in === 'header').map((p) => p.name)).toEqual(['if-match']);
    const add = doc.paths['/api/things']?.post;
    expect(add?.parameters?.filter((p) => p.in === 'header').map((p) => p.name)).toEqual(['idempotency-key']);
    expect(Object.keys(edit?.responses['503']?.headers ?? {})).toEqual(['Retry-After']);
  });

  it('derives an upload’s 429 from its form only for a signed-in caller (the upload budget is per account)', () => {
    const upload = { method: 'POST', hasParams: false, multipart: true };
    expect(refusalStatusesOf({ ...upload, access: 'user' })).toContain(429);
    expect(refusalStatusesOf({ ...upload, access: 'visitor' })).not.toContain(429);
  });
});
