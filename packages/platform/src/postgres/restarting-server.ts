import { setTimeout as sleep } from 'node:timers/promises';
import { backoffMs } from '../process/backoff.ts';
import type { DetachedServer } from './detached-server.ts';

/** How long a server that stopped by itself is started again and again before its owner is told it is lost. */
export const RESTART_WINDOW_MS = 60_000;
// A second at least: the dead server's backends need a moment to exit, and meanwhile requests answer 503.
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 5_000;

export interface RestartHooks {
  /** Said when the server stopped by itself, and again once it runs (log lines). */
  onNotice(message: string): void;
  /** It could not be started again within the window: the error says why in one sentence. */
  onLost(error: Error): void;
}

/**
 * Keeps the embedded PostgreSQL running under its owner: a server that exits without being asked (killed, the
 * OOM killer, a crash) is started again on the same folder and port, with growing pauses, for up to a minute.
 * Meanwhile the services answer 503 (the database is unreachable) and reconnect by themselves once it is back;
 * `npm start` stays up instead of needing someone to start it again. The first attempts may fail while the dead
 * server's backends still hold its shared memory: they exit on their own once they notice it is gone.
 */
export function keepRunning(
  first: DetachedServer,
  start: () => Promise<DetachedServer>,
  hooks: RestartHooks,
  windowMs = RESTART_WINDOW_MS,
): { stop(): Promise<void> } {
  let current = first;
  let stopped = false;
  const stopping = new AbortController();
  let restarting: Promise<void> = Promise.resolve();

  const restart = async (how: string) => {
    hooks.onNotice(`PostgreSQL stopped unexpectedly (${how}); starting it again`);
    const deadline = Date.now() + windowMs;
    let lastError: unknown = null;
    for (let failures = 1; !stopped && Date.now() < deadline; failures++) {
      await sleep(backoffMs(failures, FIRST_RETRY_MS, LONGEST_RETRY_MS), undefined, { signal: stopping.signal }).catch(
        () => {},
      );
      if (stopped) return;
      try {
        const next = await start();
        if (stopped) return await next.stop();
        current = next;
        watch(next);
        hooks.onNotice('PostgreSQL is running again');
        return;
      } catch (error) {
        lastError = error;
      }
    }
    if (stopped) return;
    hooks.onLost(lastError instanceof Error ? lastError : new Error(`it ${how} and did not start again`));
  };

  const watch = (server: DetachedServer) => {
    void server.exited.then((how) => {
      if (!stopped && server === current) restarting = restart(how);
    });
  };
  watch(first);

  return {
    async stop() {
      stopped = true;
      stopping.abort();
      await restarting;
      await current.stop();
    },
  };
}
