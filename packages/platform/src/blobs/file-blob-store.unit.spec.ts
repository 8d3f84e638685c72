import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlobTooLargeError, EmptyBlobError } from './blob-store.ts';
import { FileBlobStore } from './file-blob-store.ts';

let root: string;
let store: FileBlobStore;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'blobs-'));
  store = new FileBlobStore(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const meta = { fileName: '简历.pdf', contentType: 'application/pdf', maxBytes: 100 };

describe('FileBlobStore', () => {
  it('stores a stream by its content hash and reads it back', async () => {
    const ref = await store.put(Readable.from([Buffer.from('%PDF-1.7 '), Buffer.from('hello')]), meta);
    const sha = createHash('sha256').update('%PDF-1.7 hello').digest('hex');
    expect(ref).toEqual({ id: sha, sha256: sha, size: 14, fileName: '简历.pdf', contentType: 'application/pdf' });
    const stream = await store.read(ref.id);
    expect(stream && (await text(stream))).toBe('%PDF-1.7 hello');
    expect(statSync(join(root, sha.slice(0, 2), sha.slice(2, 4), sha)).mode & 0o111).toBe(0);
  });

  it('refuses a file over the limit and leaves nothing behind', async () => {
    await expect(store.put(Readable.from([Buffer.alloc(60), Buffer.alloc(41)]), meta)).rejects.toBeInstanceOf(
      BlobTooLargeError,
    );
    expect(readdirSync(join(root, 'tmp'))).toEqual([]);
  });

  it('accepts a file of exactly the limit', async () => {
    await expect(store.put(Buffer.alloc(100, 1), meta)).resolves.toMatchObject({ size: 100 });
  });

  it('refuses an empty file', async () => {
    await expect(store.put(Buffer.alloc(0), meta)).rejects.toBeInstanceOf(EmptyBlobError);
  });

  it('lets the caller refuse a file by its first bytes', async () => {
    const validate = (head: Buffer) => {
      if (!head.subarray(0, 5).equals(Buffer.from('%PDF-'))) throw new Error('not a PDF');
    };
    await expect(store.put(Buffer.from('MZ\x90\x00 exe'), { ...meta, validate })).rejects.toThrow('not a PDF');
    await expect(store.put(Buffer.from('%PDF-1.4'), { ...meta, validate })).resolves.toMatchObject({ size: 8 });
  });

  it('refuses a file longer than the sniffed head whose validator throws, instead of the throw escaping', async () => {
    const escaped: unknown[] = [];
    const onUncaught = (error: unknown) => escaped.push(error);
    process.prependListener('uncaughtException', onUncaught);
    try {
      const refuse = () => {
        throw new Error('not a ZIP');
      };
      // 64 KB of zeros pushed 1 KB at a time from outside the stream, as the multipart parser pushes a file: the
      // validator runs from the transform mid-stream (the portfolio upload that ended the process on Node 20;
      // Node 24's Transform catches such a throw itself).
      const zeros = new Readable({ read() {} });
      let pushed = 0;
      const pushNext = () => {
        if (zeros.destroyed) return;
        if (pushed++ === 64) zeros.push(null);
        else {
          zeros.push(Buffer.alloc(1024));
          setImmediate(pushNext);
        }
      };
      pushNext();
      await expect(store.put(zeros, { ...meta, maxBytes: 1 << 20, validate: refuse })).rejects.toThrow('not a ZIP');
      expect(readdirSync(join(root, 'tmp'))).toEqual([]);
    } finally {
      process.removeListener('uncaughtException', onUncaught);
    }
    expect(escaped).toEqual([]);
  });

  it('answers null for a deleted blob and rejects ids that are not hashes', async () => {
    const ref = await store.put(Buffer.from('x'), meta);
    await store.delete(ref.id);
    expect(await store.read(ref.id)).toBeNull();
    await expect(store.read('../../etc/passwd')).rejects.toThrow('Invalid blob id');
  });
});
