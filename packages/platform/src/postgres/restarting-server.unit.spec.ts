import { describe, expect, it } from 'vitest';
import type { DetachedServer } from './detached-server.ts';
import { keepRunning } from './restarting-server.ts';

/** A server as the supervisor sees it: `die` ends it unasked, `stop` as its owner asks. */
function server() {
  let end: (how: string) => void = () => {};
  const exited = new Promise<string>((resolve) => {
    end = resolve;
  });
  const made = {
    stops: 0,
    exited,
    die: (how: string) => end(how),
    async stop() {
      made.stops += 1;
      end('exit code 0');
    },
  };
  return made satisfies DetachedServer;
}

const until = async (done: () => boolean) => {
  for (let i = 0; i < 3000 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(done()).toBe(true);
};

describe('keepRunning', () => {
  it('starts a server that died unasked again, and stops the new one when its owner stops', async () => {
    const first = server();
    const second = server();
    const notices: string[] = [];
    const kept = keepRunning(first, async () => second, { onNotice: (m) => notices.push(m), onLost: () => {} });
    first.die('killed by SIGKILL');
    await until(() => notices.length === 2);
    expect(notices).toEqual([
      'PostgreSQL stopped unexpectedly (killed by SIGKILL); starting it again',
      'PostgreSQL is running again',
    ]);
    await kept.stop();
    expect([first.stops, second.stops]).toEqual([0, 1]);
  });

  it('tries again while a start fails, and tells its owner once the window has passed', async () => {
    const first = server();
    let attempts = 0;
    const lost: Error[] = [];
    keepRunning(
      first,
      async () => {
        attempts += 1;
        throw new Error('The embedded PostgreSQL in /data did not start (shared memory block still in use).');
      },
      { onNotice: () => {}, onLost: (error) => lost.push(error) },
      1_200,
    );
    first.die('killed by SIGKILL');
    await until(() => lost.length === 1);
    expect(attempts).toBeGreaterThanOrEqual(2);
    expect(lost[0]?.message).toContain('shared memory block still in use');
  });

  it('does not start a server its owner stopped, nor one that died while being stopped', async () => {
    const first = server();
    let attempts = 0;
    const kept = keepRunning(
      first,
      async () => {
        attempts += 1;
        return server();
      },
      { onNotice: () => {}, onLost: () => {} },
    );
    await kept.stop();
    first.die('killed by SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(attempts).toBe(0);
  });
});
