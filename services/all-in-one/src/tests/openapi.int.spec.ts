import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { DASHBOARD_RANGES } from '@tb/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';

interface Operation {
  summary?: string;
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  parameters?: { in: string; name: string; schema?: unknown }[];
}
interface Document {
  servers?: { url: string }[];
  info: { license?: { name: string; url?: string } };
  tags?: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
}

let app: TestApp;
let doc: Document;
let folder = '';
beforeAll(async () => {
  app = await startTestApp();
  doc = (await new TestClient(app.url).get('/api/docs/json')).body;
  folder = mkdtempSync(join(tmpdir(), 'tb-openapi-'));
});
afterAll(async () => {
  await app?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
  );

/**
 * The document the API serves describes every operation (issue 25): what it does, a unique operationId, its group,
 * who may call it (the session cookie, or anyone) and what it answers, and `redocly lint` (recommended rules) finds
 * no error in it.
 */
describe('the OpenAPI document', () => {
  it('has an operation for every API route, each with a summary, an operationId, a tag, security and its answer', () => {
    const served = app.runtime.routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));
    expect(operations().filter(({ route }) => route.includes(' /api/'))).toHaveLength(served.length);
    const tags = new Set(doc.tags?.map((t) => t.name));
    const incomplete = operations()
      .filter(({ operation: o }) => {
        const success = Object.entries(o.responses).filter(([status]) => /^2\d\d$/.test(status));
        // Each success says what comes back: a JSON schema, a file, or (204) nothing.
        const described = success.every(
          ([status, answer]) => status === '204' || Object.values(answer.content ?? {}).some((c) => c.schema),
        );
        return (
          !o.summary ||
          !o.operationId ||
          !o.tags?.every((t) => tags.has(t)) ||
          !o.security?.length ||
          success.length === 0 ||
          !described
        );
      })
      .map(({ route }) => route);
    expect(incomplete).toEqual([]);
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('names each refusal an operation can answer: no catch-all `default` (Schemathesis checks the status is listed)', () => {
    const withDefault = operations()
      .filter(({ operation }) => 'default' in operation.responses)
      .map(({ route }) => route);
    expect(withDefault).toEqual([]);
    // Every operation says what it refuses; a write also its body's limits (413, 415) and a cross-site write (403).
    const writes = operations().filter(({ route }) => /^(POST|PUT|PATCH|DELETE) \/api\//.test(route));
    const unlisted = writes
      .filter(({ operation }) => !['400', '403', '413', '415'].every((status) => status in operation.responses))
      .map(({ route }) => route);
    expect(unlisted).toEqual([]);
  });

  it('declares every path parameter of every operation (a route that parses its params itself is undocumented)', () => {
    const undeclared = operations().flatMap(({ route, operation }) =>
      [...route.matchAll(/\{(\w+)\}/g)]
        .map((match) => match[1])
        .filter((name) => !operation.parameters?.some((p) => p.in === 'path' && p.name === name))
        .map((name) => `${route}: ${name}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('says who may call each route: the session cookie on every route closed to visitors', () => {
    const byRoute = new Map(app.runtime.routes.map((r) => [`${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`, r]));
    const wrong = operations()
      .filter(({ route }) => route.includes(' /api/'))
      .filter(({ route, operation }) => {
        const access = byRoute.get(route)?.access;
        const anyone = operation.security?.some((s) => Object.keys(s).length === 0) ?? false;
        return access === undefined || anyone !== (access === 'visitor');
      })
      .map(({ route }) => route);
    expect(wrong).toEqual([]);
  });

  it('is as strict as the server: the dashboard period lists the only ranges it accepts', () => {
    const days = doc.paths['/api/admin/dashboard']?.get?.parameters?.find((p) => p.in === 'query' && p.name === 'days');
    expect(days?.schema).toMatchObject({ type: 'number', enum: [...DASHBOARD_RANGES] });
  });

  it('names its servers and licence', () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
    expect(doc.info.license?.name).toBeTruthy();
    expect(doc.info.license?.url).toBeTruthy();
  });

  it('passes redocly lint (recommended rules) without an error or a warning', { timeout: 120_000 }, async () => {
    const file = join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    const redocly = resolve(import.meta.dirname, '../../../../node_modules/.bin/redocly');
    const run = promisify(execFile);
    const outcome = await run(redocly, ['lint', file, '--extends=recommended', '--format=json'], {
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout?: string; code?: number }) => ({ stdout: error.stdout ?? '', failed: error.code }));
    const report = JSON.parse(outcome.stdout) as { problems: { ruleId: string; severity: string; message: string }[] };
    // A warning is a finding too (a licence without its url was one): only the informational hints may stay.
    const findings = report.problems
      .filter((p) => p.severity === 'error' || p.severity === 'warn')
      .map((p) => `${p.severity} ${p.ruleId}: ${p.message}`);
    expect(findings).toEqual([]);
    expect('failed' in outcome ? outcome.failed : 0).toBe(0);
  });
});
