import { mkdir, readdir, readFile, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { OnMessage } from './imap-source.ts';

/**
 * `.eml` files dropped into a folder (the embedded default and the demo data). A file handed on
 * successfully moves to `processed/`; one that failed stays for the next sync.
 */
export class DropFolderSource {
  private readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  async sync(onMessage: OnMessage): Promise<number> {
    const done = join(this.dir, 'processed');
    await mkdir(done, { recursive: true });
    const names = (await readdir(this.dir)).filter((name) => name.toLowerCase().endsWith('.eml')).sort();
    let count = 0;
    for (const name of names) {
      const path = join(this.dir, name);
      const [raw, info] = await Promise.all([readFile(path), stat(path)]);
      await onMessage(raw, `drop:${name}`, info.mtime);
      await rename(path, join(done, name));
      count += 1;
    }
    return count;
  }

  close(): void {}
}
