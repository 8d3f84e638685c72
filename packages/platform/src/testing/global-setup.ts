import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../postgres/embedded.ts';
import './provided-context.ts';
import { freePort } from './free-port.ts';

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
  // As root, PostgreSQL runs as an unprivileged user that must reach this folder.
  chmodSync(dir, 0o777);
  const db = await startEmbeddedPostgres({ dataDir: join(dir, 'data'), port: await freePort(), ephemeral: true });
  project.provide('pgServerUrl', db.url);
  return async () => {
    await db.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
