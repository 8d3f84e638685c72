import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

/**
 * A parser whose server is killed (`kill -9`, a crash) ends too, even in the middle of a document: an outside
 * attack saw one go on for almost three minutes, unlimited, after its server died.
 */
it('a parser busy with a document ends within seconds once its server is killed', async () => {
  const server = spawn(process.execPath, [new URL('../testing/orphaning-server.mjs', import.meta.url).pathname], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = (await once(server.stdout, 'data')) as [Buffer];
  const parsers = line.toString().trim().split(' ').map(Number);
  expect(parsers.length).toBeGreaterThan(0);
  expect(parsers.every((pid) => existsSync(`/proc/${pid}`))).toBe(true);
  server.kill('SIGKILL');
  await expect
    .poll(() => parsers.filter((pid) => existsSync(`/proc/${pid}/stat`) && !isZombie(pid)), { timeout: 20_000 })
    .toEqual([]);
});

/** A process that has ended but not been reaped yet (its new parent, init, reaps it soon after). */
function isZombie(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? false;
  } catch {
    return true;
  }
}
