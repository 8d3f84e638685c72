import { ensureAdmin } from '@tb/command-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';

let app: TestApp;
let admin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  await ensureAdmin(app.runtime.store, { email: 'ops-admin@example.com', password: 'secret1!' });
  admin = new TestClient(app.url);
  expect((await admin.post('/api/auth/login', { email: 'ops-admin@example.com', password: 'secret1!' })).status).toBe(
    200,
  );
});
afterAll(() => app?.stop());

const project = {
  titleEn: 'Observability - Platform Engineer',
  titleZh: '可观测性 - 平台工程师',
  descriptionEn: '<p>Metrics.</p>',
  descriptionZh: '<p>指标。</p>',
  locationEn: 'Remote',
  locationZh: '远程',
  typeEn: 'Full-time',
  typeZh: '全职',
  salaryRangeEn: '$8k-12k/month',
  salaryRangeZh: '每月 5-8 万元',
};

const metricsText = async () => {
  const response = await fetch(`${app.url}/metrics`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};

const sample = (text: string, name: string, labels: Record<string, string>): number | undefined => {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.split(' ').at(-1));
  }
  return undefined;
};

describe('GET /metrics on the all-in-one port: everything this process runs', () => {
  it('counts appended events by type, times requests by route pattern, shows projection lag and inbox state', async () => {
    const before = sample(await metricsText(), 'tb_events_appended_total', { type: 'ProjectCreated' }) ?? 0;
    const created = await admin.post('/api/projects', project);
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await admin.get(`/api/projects/${id}`)).status).toBe(200);

    const text = await metricsText();
    expect(sample(text, 'tb_events_appended_total', { type: 'ProjectCreated', service: 'all-in-one' })).toBe(
      before + 1,
    );
    // The pattern, never the id: the label set stays bounded.
    expect(
      sample(text, 'tb_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/projects/:id',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'tb_http_request_duration_seconds_bucket', { method: 'POST', route: '/api/projects', le: '+Inf' }),
    ).toBe(1);
    expect(text).not.toContain(id);
    for (const projection of ['projects', 'candidates', 'users'])
      expect(sample(text, 'tb_projection_lag_events', { projection, state: 'live' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'tb_projection_failed', { projection: 'projects' })).toBe(0);
    expect(sample(text, 'tb_inbox_state', { mode: 'drop-folder', state: 'idle' })).toBe(1);
    expect(text).toMatch(/^tb_process_resident_memory_bytes\{service="all-in-one"\} \d+/m);
  });
});

type Operation = {
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, unknown>; required?: string[] } }>;
  };
  parameters?: { in: string; name: string }[];
  responses?: Record<string, unknown>;
};

describe('GET /api/docs: the OpenAPI document of both APIs on the all-in-one port', () => {
  it('is an OpenAPI 3 document with the reads and the writes, and their zod request schemas', async () => {
    const response = await fetch(`${app.url}/api/docs/json`);
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      openapi: string;
      info: { title: string; version: string };
      paths: Record<string, Record<string, Operation>>;
    };
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'Talent Bridge API', version: expect.any(String) });
    for (const [path, operations] of Object.entries(doc.paths)) {
      // The API, and the two probes (described for operators: /readyz's checks take the metrics bearer).
      expect(path).toMatch(/^\/api\/|^\/healthz$|^\/readyz$/);
      for (const [method, operation] of Object.entries(operations)) {
        expect(['get', 'put', 'post', 'delete', 'patch']).toContain(method);
        expect(Object.keys(operation.responses ?? {}).length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
    expect(Object.keys(doc.paths)).not.toContain('/metrics');

    const login = doc.paths['/api/auth/login']?.post;
    const body = login?.requestBody?.content?.['application/json']?.schema;
    expect(body?.properties).toHaveProperty('email');
    expect(body?.properties).toHaveProperty('password');
    expect(body?.required).toEqual(expect.arrayContaining(['email', 'password']));
    // Reads (query-api) and writes (command-api) of the same resource, with their path parameters.
    expect(doc.paths['/api/projects']).toHaveProperty('get');
    expect(doc.paths['/api/projects']).toHaveProperty('post');
    expect(doc.paths['/api/projects/{id}']?.get?.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id' })]),
    );
  });

  it('has an HTML index without scripts, served under the Content-Security-Policy', async () => {
    const response = await fetch(`${app.url}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const html = await response.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<code>/api/auth/login</code>');
    expect(html).toContain('href="/api/docs/json"');
  });
});

describe('correlation ids', () => {
  let visitor = 0;
  const createWith = async (headers: Record<string, string>) => {
    const response = await fetch(`${app.url}/api/contact`, {
      method: 'POST',
      // Each call from its own address: the contact form is rate-limited per address.
      headers: {
        origin: app.url,
        'x-forwarded-for': `10.9.${Math.floor(visitor / 250)}.${(visitor++ % 250) + 1}`,
        ...headers,
      },
      body: (() => {
        const form = new FormData();
        form.set('name', 'Ada');
        form.set('email', 'ada@example.com');
        form.set('message', 'Hello');
        return form;
      })(),
    });
    expect(response.status).toBe(200);
    return response;
  };
  const metadataOf = async (requestId: string) =>
    (
      await app.runtime.database.pool.query<{ metadata: Record<string, unknown> }>(
        `SELECT metadata FROM event_store.events WHERE metadata->>'correlationId' = $1`,
        [requestId],
      )
    ).rows.map((r) => r.metadata);

  it("takes the caller's x-request-id into the events' metadata and echoes it", async () => {
    const response = await createWith({ 'x-request-id': 'abc' });
    expect(response.headers.get('x-request-id')).toBe('abc');
    const metadata = await metadataOf('abc');
    expect(metadata.length).toBeGreaterThan(0);
    for (const m of metadata) expect(m).toMatchObject({ correlationId: 'abc', causationId: 'abc' });
  });

  it('replaces an unacceptable x-request-id with a new UUID, and makes one when there is none', async () => {
    for (const bad of ['a b', 'x'.repeat(129), 'abc;drop', '']) {
      const response = await createWith({ 'x-request-id': bad });
      const id = response.headers.get('x-request-id') ?? '';
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect((await metadataOf(id)).length).toBeGreaterThan(0);
    }
    const ok = 'A.b_c-9'.padEnd(128, 'z');
    expect((await createWith({ 'x-request-id': ok })).headers.get('x-request-id')).toBe(ok);
    const a = (await createWith({})).headers.get('x-request-id');
    const b = (await createWith({})).headers.get('x-request-id');
    expect(a).not.toBe(b);
  });
});
