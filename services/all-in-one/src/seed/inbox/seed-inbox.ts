import { copyFile, mkdir, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const DEMO_DIR = new URL('.', import.meta.url).pathname;

/**
 * Demo applicant emails (bilingual, each with a resume) dropped into `DATA_DIR/inbox`, where the worker
 * reads them when no IMAP server is configured. Their Message-IDs are fixed, so seeding twice adds nothing.
 */
export async function seedInbox(context: { config: { DATA_DIR: string } }): Promise<number> {
  const dropDir = join(resolve(context.config.DATA_DIR), 'inbox');
  await mkdir(dropDir, { recursive: true });
  const files = (await readdir(DEMO_DIR)).filter((name) => name.endsWith('.eml'));
  for (const name of files) await copyFile(join(DEMO_DIR, name), join(dropDir, `demo-${name}`));
  return files.length;
}
