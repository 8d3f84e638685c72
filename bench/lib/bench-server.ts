import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDatabase, freePort, startEmbeddedPostgres } from '@tb/platform';

export interface BenchServer {
  /** A fresh database on the server; its connection string. */
  createDatabase(prefix: string): Promise<string>;
  close(): Promise<void>;
}

/** A throwaway embedded PostgreSQL, or the server of BENCH_DATABASE_URL. */
export async function openBenchServer(): Promise<BenchServer> {
  const external = process.env.BENCH_DATABASE_URL;
  const dir = external ? null : mkdtempSync(join(tmpdir(), 'tb-bench-'));
  // As root, PostgreSQL runs as an unprivileged user that must reach this folder.
  if (dir) chmodSync(dir, 0o777);
  const server = dir
    ? await startEmbeddedPostgres({ dataDir: join(dir, 'data'), port: await freePort(), ephemeral: true })
    : null;
  const base = external ?? server?.url ?? '';
  return {
    async createDatabase(prefix) {
      const name = `${prefix}_${randomBytes(4).toString('hex')}`;
      await ensureDatabase(base, name);
      const url = new URL(base);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async close() {
      await server?.stop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
