import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createEventStore } from '@tb/event-store';
import {
  createLogger,
  createReadModels,
  FileBlobStore,
  migrate,
  OwnedBlobStore,
  platformMigrations,
  type SharedResources,
} from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { projections } from '../projections/index.ts';
import { startProjectors } from '../runner/start-projectors.ts';

export interface TestResources {
  /** What a runtime hands `sharedResources`, over a fresh test database. */
  shared: SharedResources;
  db: TestDatabase;
  /** A fresh folder of its own (blobs, outbox), removed by `close`. */
  dataDir: string;
  /** Resolves once every projection has applied what the event store holds now. */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Test support for the APIs' route tests: the shared resources as the all-in-one opens them (PostgreSQL event
 * store, read models, owned blob store) on a fresh test database, with every projection running, so a route that
 * waits for its projections (sign-in, SetAdmin) and a read of a read model see what the test appended.
 */
export async function openTestResources(): Promise<TestResources> {
  const db = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'tb-routes-'));
  const logger = createLogger({ level: 'silent' });
  await migrate(db.pool, 'platform', platformMigrations);
  const store = await createEventStore({ pool: db.pool });
  const readModels = await createReadModels(db.pool, {
    comparePositions: (a, b) => store.comparePositions(a, b),
    headPosition: () => store.headPosition(),
    writtenPosition: () => store.writtenPosition?.() ?? store.headPosition(),
  });
  const projectors = await startProjectors({
    pool: db.pool,
    store,
    logger,
    onCheckpoint: (notice) => readModels.checkpointed(notice),
  });
  const blobs = await OwnedBlobStore.open(db.pool, new FileBlobStore(join(dataDir, 'blobs')));
  const names = projections.map((projection) => projection.name);
  return {
    shared: { pool: db.pool, store, readModels, blobs },
    db,
    dataDir,
    async caughtUp() {
      const head = await store.headPosition();
      if (head === null) return;
      const { fresh } = await readModels.waitForPosition(names, head, 60_000);
      if (!fresh) throw new Error('the projections did not catch up within 60 s');
    },
    async close() {
      await projectors.stop();
      await readModels.close();
      await store.close();
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
