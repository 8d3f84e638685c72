import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type BlobFiles, type BlobRef, BlobTooLargeError, EmptyBlobError, type PutOptions } from './blob-store.ts';

const HEAD_BYTES = 8 * 1024;
const SHA256 = /^[0-9a-f]{64}$/;

/**
 * Blobs on disk under `root`, named by content hash. A file is streamed to a temporary name while it is
 * hashed, size-checked and validated, then renamed into place: a reader never sees half a file, and a big
 * upload never sits in memory. Files are written read-only and never executable.
 */
export class FileBlobStore implements BlobFiles {
  private readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  private pathOf(id: string): string {
    if (!SHA256.test(id)) throw new Error('Invalid blob id');
    return join(this.root, id.slice(0, 2), id.slice(2, 4), id);
  }

  async put(source: Readable | Buffer, options: PutOptions): Promise<BlobRef> {
    const tmpDir = join(this.root, 'tmp');
    await mkdir(tmpDir, { recursive: true });
    const tmp = join(tmpDir, `${randomBytes(12).toString('hex')}.part`);
    const hash = createHash('sha256');
    let size = 0;
    let head = Buffer.alloc(0);
    let validated = !options.validate;
    // Called inside the promise: a validator's synchronous throw becomes a rejection, which ends this upload.
    // Thrown straight from the transform it escaped the stream and ended the process (a 64 KB file of zeros).
    const validateHead = (callback: (error?: Error | null, data?: Buffer) => void) => {
      validated = true;
      new Promise<void>((resolve) => resolve(options.validate?.(head))).then(() => callback(null, head), callback);
    };
    const check = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        if (size > options.maxBytes) return callback(new BlobTooLargeError(options.maxBytes));
        hash.update(chunk);
        if (validated) return callback(null, chunk);
        head = Buffer.concat([head, chunk]);
        if (head.length < HEAD_BYTES) return callback();
        validateHead(callback);
      },
      flush(callback) {
        if (validated) return callback();
        validateHead(callback);
      },
    });
    try {
      const input = Buffer.isBuffer(source) ? Readable.from([source]) : source;
      await pipeline(input, check, createWriteStream(tmp, { mode: 0o440 }));
      if (size === 0) throw new EmptyBlobError();
      const sha256 = hash.digest('hex');
      const target = this.pathOf(sha256);
      const ref = { id: sha256, sha256, size, fileName: options.fileName, contentType: options.contentType };
      const move = async () => {
        await mkdir(join(target, '..'), { recursive: true });
        await rename(tmp, target);
      };
      await (options.place ? options.place(ref, move) : move());
      return ref;
    } catch (error) {
      // Drain what the client still sends so the connection can answer the error.
      if (!Buffer.isBuffer(source)) source.resume();
      await rm(tmp, { force: true });
      throw error;
    }
  }

  async read(id: string): Promise<Readable | null> {
    return (await this.exists(id)) ? createReadStream(this.pathOf(id)) : null;
  }

  async exists(id: string): Promise<boolean> {
    const path = this.pathOf(id);
    try {
      await access(path);
      return true;
    } catch {
      return false;
    }
  }

  async delete(id: string): Promise<void> {
    await rm(this.pathOf(id), { force: true });
  }
}
