import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/db.ts';
import { BlobGoneError } from './blob-store.ts';
import { FileBlobStore } from './file-blob-store.ts';
import { OwnedBlobStore } from './owned-blob-store.ts';

let db: TestDatabase;
let root: string;
let files: FileBlobStore;
let blobs: OwnedBlobStore;
beforeAll(async () => {
  db = await createTestDatabase(12);
  root = mkdtempSync(join(tmpdir(), 'owned-blobs-'));
  files = new FileBlobStore(root);
  blobs = await OwnedBlobStore.open(db.pool, files);
});
afterAll(async () => {
  await db?.drop();
  rmSync(root, { recursive: true, force: true });
});

const meta = { fileName: 'cv.pdf', contentType: 'application/pdf', maxBytes: 1000 };

describe('OwnedBlobStore', () => {
  it('deletes shared bytes only when the last owner lets go', async () => {
    const ref = await blobs.put(Buffer.from('%PDF shared'), { ...meta, owner: 'candidate-a' });
    await blobs.put(Buffer.from('%PDF shared'), { ...meta, owner: 'user-b' });
    await blobs.releaseOwner('candidate-a');
    expect(await files.exists(ref.id)).toBe(true);
    await blobs.release(ref.id, 'user-b');
    expect(await files.exists(ref.id)).toBe(false);
    // Idempotent: releasing again is harmless, and a claim of deleted bytes says so.
    await blobs.release(ref.id, 'user-b');
    await expect(blobs.claim(ref.id, 'candidate-c')).rejects.toBeInstanceOf(BlobGoneError);
  });

  it('keeps a held upload until it is claimed or its hold lapses', async () => {
    const ref = await blobs.put(Buffer.from('%PDF held'), { ...meta, owner: 'upload:1', holdMs: 60_000 });
    await blobs.put(Buffer.from('%PDF held'), { ...meta, owner: 'candidate-d' });
    await blobs.releaseOwner('candidate-d');
    expect(await files.exists(ref.id)).toBe(true);
    await blobs.claim(ref.id, 'candidate-e', 'upload:1');
    await blobs.releaseOwner('candidate-e');
    expect(await files.exists(ref.id)).toBe(false);

    const lapsing = await blobs.put(Buffer.from('%PDF lapsing'), { ...meta, owner: 'upload:2', holdMs: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await blobs.sweepLapsedHolds()).toBeGreaterThanOrEqual(1);
    expect(await files.exists(lapsing.id)).toBe(false);
  });

  it('never loses the file of an owner added while the last other owner is released', async () => {
    for (let round = 0; round < 25; round++) {
      const bytes = Buffer.from(`%PDF race ${round}`);
      const ref = await blobs.put(bytes, { ...meta, owner: `old-${round}` });
      // The release of the old owner and a new upload of the same bytes race on purpose.
      await Promise.all([blobs.release(ref.id, `old-${round}`), blobs.put(bytes, { ...meta, owner: `new-${round}` })]);
      expect([round, await files.exists(ref.id)]).toEqual([round, true]);
    }
  });
});
