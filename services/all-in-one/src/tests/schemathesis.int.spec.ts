import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ensureAdmin } from '@tb/command-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing.ts';
import { plainSummary } from './schemathesis-summary.ts';

/**
 * Schemathesis generates requests from the OpenAPI document the app serves (/api/docs/json) and checks every
 * answer: no server error, the body as the operation's schema says, a documented status and content type. The
 * app holds the demo data, so answers carry real projects, candidates and users. Two bounded runs: as an admin
 * (the session cookie) over every operation but the three that would end the admin's own standing mid-run (sign
 * out, ending a session — the fuzzer reuses ids it has seen —, the admin flag), and as a visitor over all of them.
 *
 * Schemathesis is a Python tool: `.ci/run` installs it into `.venv-schemathesis` (pip install schemathesis). Without
 * that folder the test is skipped on a developer's machine and fails in CI.
 */
const SCHEMATHESIS = resolve(import.meta.dirname, '../../../../.venv-schemathesis/bin/schemathesis');
const installed = existsSync(SCHEMATHESIS);
const CHECKS = 'not_a_server_error,response_schema_conformance,status_code_conformance,content_type_conformance';

let app: TestApp;
beforeAll(async () => {
  if (!installed) return;
  app = await startTestApp({ SEED_DEMO: '1' });
}, 120_000);
afterAll(() => app?.stop());

interface Run {
  code: number | null;
  output: string;
}

function schemathesis(args: string[]): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(SCHEMATHESIS, args, {
      env: { ...process.env, NO_COLOR: '1', SCHEMATHESIS_TELEMETRY: 'false' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', fail);
    child.on('close', (code) => done({ code, output }));
  });
}

const runFor = (cookie: string | null, exclude: string[]) =>
  schemathesis([
    'run',
    `${app.url}/api/docs/json`,
    `--url=${app.url}`,
    `--checks=${CHECKS}`,
    '--phases=examples,coverage,fuzzing',
    '--max-examples=5',
    // Time-bounded: the fuzzing phase stops here whatever it has left (the coverage phase runs first, whole).
    '--max-time=150',
    '--request-timeout=30',
    // One worker: with two, Hypothesis parsed lambda sources with ast.parse on two threads at once, which CPython
    // 3.11 (the machines' Python) does not survive ('AST constructor recursion depth mismatch', a CI run's only error).
    '--workers=1',
    '--no-shrink',
    ...exclude.map((id) => `--exclude-operation-id=${id}`),
    ...(cookie ? ['-H', `Cookie: ${cookie}`] : []),
  ]);

/** The run's closing lines say how many cases ran and what failed; the whole output is shown when it failed. */
function report(name: string, run: Run) {
  console.log(plainSummary(name, run.output));
  return run.code === 0 ? 'passed' : run.output.slice(-20_000);
}

describe.skipIf(!installed && !process.env.CI)('Schemathesis against /api/docs/json', () => {
  it('finds no server error and no answer outside its schema, as an admin', { timeout: 600_000 }, async () => {
    expect(installed, `Schemathesis is not installed at ${SCHEMATHESIS} (.ci/run installs it)`).toBe(true);
    const email = 'fuzz-admin@example.com';
    await ensureAdmin(app.runtime.store, { email, password: 'Fuzz-secret-1!' });
    const login = await fetch(`${app.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Fuzz-secret-1!' }),
    });
    const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^tb_session=./);
    const run = await runFor(cookie, ['signOut', 'endSession', 'setAdmin']);
    expect(report('admin', run)).toBe('passed');
    // Still the admin after the run: its answers were an admin's, not a run of 401s.
    const profile = await fetch(`${app.url}/api/admin/users`, { headers: { cookie } });
    expect(profile.status).toBe(200);
  });

  it('finds no server error and no answer outside its schema, as a visitor', { timeout: 600_000 }, async () => {
    expect(installed).toBe(true);
    expect(report('visitor', await runFor(null, []))).toBe('passed');
  });
});
