import { mkdir, open, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OnMessage } from './imap-source.ts';
import { MAX_MESSAGE_BYTES } from './parse-message.ts';

/** The whole file, or only its first 64 KB (for its headers) when it is larger than an e-mail may be. */
async function readBounded(path: string, size: number): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const length = size > MAX_MESSAGE_BYTES ? 64 * 1024 : size;
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

const SOURCE_PREFIX = 'drop:';
/** Where versions before this one kept every message read, erased candidates' included. */
const LEGACY_PROCESSED = 'processed';

/**
 * `.eml` files dropped into a folder (the embedded default and the demo data). A file handed on successfully is
 * deleted: its content now lives sealed in the event store and its attachments in the blob store, where erasing the
 * candidate reaches them (a copy kept in `processed/`, as earlier versions did, outlived the erasure with the
 * applicant's whole message; such a folder is emptied). One that cannot be read moves to `rejected/` beside a `<file>.reason.txt` saying why
 * (the mail after it is read all the same); one whose reading failed for another cause (the database away) stays
 * for the next sync. Moving a file back from `rejected/` into the folder, or `npm run inbox -- retry`, reads it again.
 */
export class DropFolderSource {
  private readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  /** `retry`: set-aside sources an operator asked to read again (their files come back from `rejected/`). */
  async sync(onMessage: OnMessage, retry: readonly string[] = [], onGone?: (source: string) => Promise<void>) {
    const rejected = join(this.dir, 'rejected');
    await rm(join(this.dir, LEGACY_PROCESSED), { recursive: true, force: true });
    await mkdir(rejected, { recursive: true });
    for (const source of retry) {
      const name = source.startsWith(SOURCE_PREFIX) ? source.slice(SOURCE_PREFIX.length) : '';
      if (!name || name.includes('/') || name.includes('\\')) continue;
      const moved = await rename(join(rejected, name), join(this.dir, name)).then(
        () => true,
        () => false,
      );
      await unlink(join(rejected, `${name}.reason.txt`)).catch(() => undefined);
      if (!moved) await onGone?.(source);
    }
    const names = (await readdir(this.dir)).filter((name) => name.toLowerCase().endsWith('.eml')).sort();
    let count = 0;
    for (const name of names) {
      const path = join(this.dir, name);
      const info = await stat(path);
      const raw = await readBounded(path, info.size);
      const outcome = await onMessage(raw, `${SOURCE_PREFIX}${name}`, info.mtime, info.size);
      if (typeof outcome === 'object' && outcome && 'setAside' in outcome) {
        await writeFile(join(rejected, `${name}.reason.txt`), `${outcome.setAside}\n`);
        await rename(path, join(rejected, name));
      } else {
        await unlink(path);
      }
      count += 1;
    }
    return count;
  }

  close(): void {}
}
