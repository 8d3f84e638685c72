import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureAdmin } from '@tb/command-api';
import type { Pool } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';
import { projectionsCaughtUp } from './projections-caught-up.ts';

/**
 * Backup and restore through the CLI as an operator runs it: the demo data (projects, candidates with sealed
 * personal fields and resumes, applications) plus an erased candidate, exported, imported into a new database,
 * every projection rebuilt there: each read-model table holds the same rows as the original.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'tb-backup-'));
const file = join(work, 'events.jsonl');

let app: TestApp;
let target: TestDatabase;
beforeAll(async () => {
  app = await startTestApp({ SEED_DEMO: '1' });
  target = await createTestDatabase(4);
  await ensureAdmin(app.runtime.store, { email: 'backup-admin@example.com', password: 'secret1!' });
  const admin = new TestClient(app.url);
  expect(
    (await admin.post('/api/auth/login', { email: 'backup-admin@example.com', password: 'secret1!' })).status,
  ).toBe(200);
  const candidates = (await admin.get('/api/admin/candidates')).body as { id: string }[];
  expect(candidates.length).toBeGreaterThan(1);
  expect((await admin.delete(`/api/admin/candidates/${candidates[0]?.id}`)).status).toBe(200);
  await projectionsCaughtUp(app.runtime.database.pool);
}, 120_000);
afterAll(async () => {
  await app?.stop();
  await target?.drop();
  rmSync(work, { recursive: true, force: true });
});

function cli(args: string[], databaseUrl: string): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [join(root, 'services/projectors/src/cli.ts'), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: work, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

/** projection name → table → row count and an order-independent checksum of its rows. */
async function readModelChecksums(pool: Pool): Promise<Record<string, string>> {
  const { rows: tables } = await pool.query<{ name: string; schema: string; table: string }>(
    `SELECT c.name, c.schema, t.table_name AS table
       FROM projections.catalog c JOIN information_schema.tables t ON t.table_schema = c.schema
      WHERE c.state = 'live' ORDER BY c.name, t.table_name`,
  );
  const sums: Record<string, string> = {};
  for (const { name, schema, table } of tables) {
    const { rows } = await pool.query<{ sum: string | null; n: number }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS sum, count(*)::int AS n FROM "${schema}"."${table}" t`,
    );
    sums[`${name}.${table}`] = `${rows[0]?.n}:${rows[0]?.sum}`;
  }
  return sums;
}

describe('npm run projections -- export FILE | import FILE', () => {
  it('exports the events as stored, imports them into an empty store, and a rebuild gives identical read models', async () => {
    const source = app.runtime.database.pool;
    const exported = await cli(['export', file], app.runtime.database.url);
    expect(exported.stderr).toMatch(/Exported \d+ events and \d+ subject keys/);
    expect(exported.code).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const lines = readFileSync(file, 'utf8').trim().split('\n');
    const parsed = lines.map((l) => JSON.parse(l) as { kind: string; [k: string]: unknown });
    const { rows: stored } = await source.query<{ n: number; erased: number }>(
      `SELECT (SELECT count(*)::int FROM event_store.events) AS n,
              (SELECT count(*)::int FROM platform.subject_keys WHERE key IS NULL) AS erased`,
    );
    expect(parsed[0]).toMatchObject({ kind: 'header', format: 'talent-bridge-events', version: 1 });
    expect(parsed.filter((l) => l.kind === 'event')).toHaveLength(stored[0]?.n ?? -1);
    expect(parsed.at(-1)).toMatchObject({ kind: 'end', events: stored[0]?.n });
    // The erased candidate's key is a tombstone; the others are there, so the import can open their events.
    const keyLines = parsed.filter((l) => l.kind === 'key');
    expect(keyLines.filter((k) => k.key === null)).toHaveLength(stored[0]?.erased ?? -1);
    expect(keyLines.filter((k) => k.key !== null).length).toBeGreaterThan(0);

    const imported = await cli(['import', file], target.url);
    expect(imported.stderr).toMatch(/Imported \d+ events/);
    expect(imported.code).toBe(0);

    // The same events: ids, streams, revisions, types, versions, data (sealed as it was), metadata, time.
    const eventRows = `SELECT event_id, stream_id, revision, type, schema_version, data, metadata, recorded_at
                         FROM event_store.events ORDER BY transaction_id, sequence`;
    expect((await target.pool.query(eventRows)).rows).toEqual((await source.query(eventRows)).rows);
    const keyRows = 'SELECT subject, key, created_at, destroyed_at FROM platform.subject_keys ORDER BY subject';
    expect((await target.pool.query(keyRows)).rows).toEqual((await source.query(keyRows)).rows);

    const again = await cli(['import', file], target.url);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/not empty/);

    const rebuilt = await cli(['rebuild', '--all'], target.url);
    expect(rebuilt.code, rebuilt.stderr).toBe(0);
    const original = await readModelChecksums(source);
    expect(Object.keys(original).length).toBeGreaterThan(10);
    expect(await readModelChecksums(target.pool)).toEqual(original);
  }, 240_000);

  it('refuses an incomplete file before importing anything', async () => {
    const empty = await createTestDatabase(2);
    try {
      const truncated = join(work, 'truncated.jsonl');
      const lines = readFileSync(file, 'utf8').trim().split('\n');
      writeFileSync(truncated, `${lines.slice(0, -5).join('\n')}\n`);
      const result = await cli(['import', truncated], empty.url);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/incomplete/);
      const { rows } = await empty.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM event_store.events');
      expect(rows[0]?.n).toBe(0);
    } finally {
      await empty.drop();
    }
  });
});
