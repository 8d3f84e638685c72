import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../postgres/embedded.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * One throwaway PostgreSQL server for the whole test run (`TEST_DATABASE_URL` uses an existing one instead);
 * every test file creates its own database on it (see `createTestDatabase`).
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('pgServerUrl', external);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'tb-pg-'));
  const { chmodSync } = await import('node:fs');
  chmodSync(dir, 0o777);
  const db = await startEmbeddedPostgres({ dataDir: join(dir, 'data'), port: await freePort(), ephemeral: true });
  project.provide('pgServerUrl', db.url);
  return async () => {
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
