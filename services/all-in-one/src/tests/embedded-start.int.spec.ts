import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { startRuntime } from '../runtime.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'tb-embedded-'));
// As root (CI), PostgreSQL runs as an unprivileged user that must reach this folder.
chmodSync(dataDir, 0o777);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = () => loadConfig({ PORT: '0', LOG_LEVEL: 'warn', DATA_DIR: dataDir });

/** What `npm start` does with no configuration: its own PostgreSQL in DATA_DIR, demo data once. */
it('boots on embedded PostgreSQL, seeds once, stops it, and reuses the data on the next start', async () => {
  const first = await startRuntime(config());
  const url = first.database.url;
  let seeded = 0;
  try {
    seeded = (await first.database.pool.query('SELECT count(*)::int AS n FROM event_store.events')).rows[0]?.n;
    expect(seeded).toBeGreaterThan(0);
    expect(first.database.embedded).toBe(true);
    expect(existsSync(join(dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    const address = first.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    expect(await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()).toEqual({ status: 'ok' });
  } finally {
    await first.stop();
  }
  // Stopped means stopped: nothing listens on the embedded port any more.
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await expect(client.connect()).rejects.toThrow();

  const second = await startRuntime(config());
  try {
    const events = await second.store.readStream('email-admin@talentbridge.demo');
    expect(events).toHaveLength(1);
    const { rows } = await second.database.pool.query('SELECT count(*)::int AS n FROM event_store.events');
    expect(rows[0]?.n).toBe(seeded);
  } finally {
    await second.stop();
  }
});
