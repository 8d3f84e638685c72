import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEventStore } from '@tb/event-store';
import { eventCountsTable, freePort } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logMessages } from './started-app.ts';

/**
 * The two deployables without an API, started alone as their images start them: their probe and metrics
 * listener answers what the Dockerfile HEALTHCHECK and the Kubernetes probes ask, and SIGTERM ends them cleanly.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));

let db: TestDatabase;
const dataDir = mkdtempSync(join(tmpdir(), 'tb-workers-'));
beforeAll(async () => {
  db = await createTestDatabase(4);
  mkdirSync(join(dataDir, 'inbox'), { recursive: true });
});
afterAll(async () => {
  await db.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  /** Both streams: the services' own lines, JSON, are on stdout. */
  output(): string;
  exit: Promise<number | null>;
}

function start(entry: string, env: Record<string, string>): Started {
  const child = spawn(process.execPath, [join(root, entry)], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir, DATABASE_URL: db.url, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exit };
}

async function until(url: string, status: number): Promise<Response> {
  let last: Response | undefined;
  // Two minutes: a start catches a hang, never a slow machine (a load of 26 on 2 cores slowed starts past 15 s).
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      last = await fetch(url);
      if (last.status === status) return last;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered ${status} (last: ${last?.status})`);
}

describe('the workers alone serve probes and metrics', () => {
  it('projectors: /healthz, /readyz with the projections, /metrics with their lag; SIGTERM exits 0', async () => {
    const port = await freePort();
    const service = start('services/projectors/src/server.ts', { PORT: String(port) });
    try {
      const base = `http://127.0.0.1:${port}`;
      expect(await (await until(`${base}/healthz`, 200)).json()).toEqual({ status: 'ok' });
      const ready = (await (await until(`${base}/readyz`, 200)).json()) as {
        checks: { name: string; ok: boolean; detail?: { projections: { name: string; lag: number }[] } }[];
      };
      expect(ready.checks.map((c) => [c.name, c.ok])).toEqual([
        ['database', true],
        ['projections', true],
      ]);
      const projections = ready.checks[1]?.detail?.projections ?? [];
      expect(projections.map((p) => p.name)).toEqual(expect.arrayContaining(['candidates', 'projects', 'users']));

      const metrics = await fetch(`${base}/metrics`);
      expect(metrics.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await metrics.text();
      expect(text).toMatch(/^tb_projection_lag_events\{[^}]*projection="candidates"[^}]*state="live"[^}]*\} 0$/m);
      expect(text).toMatch(/^tb_projection_active\{[^}]*projection="users"[^}]*\} 1$/m);
      expect(text).toMatch(/^tb_projection_failed\{[^}]*projection="projects"[^}]*\} 0$/m);
      // The probes just made are timed by route pattern.
      expect(text).toMatch(
        /^tb_http_request_duration_seconds_count\{[^}]*route="\/readyz"[^}]*status="200"[^}]*\} \d+$/m,
      );
      expect(text).toMatch(/service="projectors"/);

      service.child.kill('SIGTERM');
      expect(await service.exit).toBe(0);
      expect(logMessages(service.output())).toContain('projectors stopped');
    } finally {
      service.child.kill('SIGKILL');
    }
  });

  it('projectors: /readyz answers 503 while a live projection is more than PROJECTOR_READY_MAX_LAG behind', async () => {
    const port = await freePort();
    const service = start('services/projectors/src/server.ts', { PORT: String(port), PROJECTOR_READY_MAX_LAG: '3' });
    const base = `http://127.0.0.1:${port}`;
    const blocker = await db.pool.connect();
    const store = await createEventStore({ pool: db.pool });
    try {
      await until(`${base}/readyz`, 200);
      // The event-count projection reads every event; holding its table keeps it from applying any.
      const { rows } = await db.pool.query<{ schema: string }>(
        `SELECT schema FROM projections.catalog WHERE name = 'event_log_stats' AND state = 'live'`,
      );
      await blocker.query('BEGIN');
      await blocker.query(`LOCK TABLE ${eventCountsTable(rows[0]?.schema ?? '')} IN ACCESS EXCLUSIVE MODE`);
      // A type no projection acts on, so the others move past these events at once.
      const events = Array.from({ length: 10 }, () => ({ id: randomUUID(), type: 'ReadinessProbed', data: {} }));
      await store.appendToStream(`readiness-${randomUUID()}`, events);

      const readiness = async () => {
        const response = await fetch(`${base}/readyz`);
        const { checks } = (await response.json()) as {
          checks: { name: string; ok: boolean; detail?: { behind?: string[]; maxLag?: number } }[];
        };
        const projections = checks.find((c) => c.name === 'projections');
        return { status: response.status, behind: projections?.detail?.behind, maxLag: projections?.detail?.maxLag };
      };
      await expect.poll(readiness).toEqual({ status: 503, behind: ['event_log_stats'], maxLag: 3 });
      const metrics = await (await fetch(`${base}/metrics`)).text();
      expect(metrics).toMatch(
        /^tb_projection_lag_events\{[^}]*projection="event_log_stats"[^}]*state="live"[^}]*\} 10$/m,
      );

      await blocker.query('COMMIT');
      await expect.poll(readiness).toEqual({ status: 200, behind: [], maxLag: 3 });
    } finally {
      await blocker.query('ROLLBACK').catch(() => {});
      blocker.release();
      await store.close();
      service.child.kill('SIGKILL');
      await service.exit;
    }
  });

  it('inbox-worker: /healthz, /readyz with its sync state, /metrics with inbox gauges; SIGTERM exits 0', async () => {
    const port = await freePort();
    const service = start('services/inbox-worker/src/server.ts', { PORT: String(port), INBOX_POLL_MS: '60000' });
    try {
      const base = `http://127.0.0.1:${port}`;
      await until(`${base}/healthz`, 200);
      const ready = (await (await until(`${base}/readyz`, 200)).json()) as {
        checks: { name: string; ok: boolean; detail?: { mode: string; state: string } }[];
      };
      expect(ready.checks.find((c) => c.name === 'inbox')).toMatchObject({
        ok: true,
        detail: { mode: 'drop-folder', state: 'idle' },
      });
      const text = await (await fetch(`${base}/metrics`)).text();
      expect(text).toMatch(/^tb_inbox_state\{[^}]*mode="drop-folder"[^}]*state="idle"[^}]*\} 1$/m);
      expect(text).toMatch(/^tb_inbox_state\{[^}]*state="retrying"[^}]*\} 0$/m);
      expect(text).toMatch(/^tb_inbox_sync_failures\{[^}]*\} 0$/m);
      expect(text).toMatch(/^tb_inbox_last_sync_timestamp_seconds\{[^}]*\} \d+/m);

      service.child.kill('SIGTERM');
      expect(await service.exit).toBe(0);
      expect(logMessages(service.output())).toContain('inbox-worker stopped');
    } finally {
      service.child.kill('SIGKILL');
    }
  });

  it('inbox-worker refuses to start without DATABASE_URL, naming it', async () => {
    const service = start('services/inbox-worker/src/server.ts', { DATABASE_URL: '' });
    expect(await service.exit).toBe(2);
    expect(logMessages(service.output())).toEqual([expect.stringMatching(/DATABASE_URL/)]);
  });
});
