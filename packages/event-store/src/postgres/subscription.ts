import type { Pool } from 'pg';
import type { Position, RecordedEvent, SubscribeOptions } from '../types.ts';
import { listenForNotifications } from './listen.ts';
import type { PostgresEventStore } from './postgres-event-store.ts';
import { NOTIFY_CHANNEL } from './schema.ts';

const PAGE = 500;
/** With no notification at all (e.g. while LISTEN reconnects), look again after this long. */
const IDLE_RECHECK_MS = 30_000;
const DISCONNECTED_POLL_MS = 1_000;

/** A wake-up flag: a notification that arrives while the reader is busy is kept for its next wait. */
class Doorbell {
  private rung = false;
  private waiter: (() => void) | null = null;

  ring(): void {
    this.rung = true;
    this.waiter?.();
  }

  wait(ms: number, signal?: AbortSignal): Promise<void> {
    if (this.rung || signal?.aborted) {
      this.rung = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', done);
        this.waiter = null;
        this.rung = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal?.addEventListener('abort', done, { once: true });
      this.waiter = done;
    });
  }
}

/**
 * Catches up page by page, then waits for the append notification (sent at commit). When newer events are
 * held back by an older transaction that is still running, it re-reads with a short backoff until that
 * transaction ends, because its end may send no notification of its own.
 */
export async function* subscribeToAll(
  store: PostgresEventStore,
  pool: Pool,
  options: SubscribeOptions,
): AsyncGenerator<RecordedEvent> {
  const { signal } = options;
  let position: Position | null = options.after ?? null;
  const bell = new Doorbell();
  // LISTEN starts before the first read, so an append committed in between is never missed.
  const listener = await listenForNotifications({
    connection: pool.options,
    channels: [NOTIFY_CHANNEL],
    onNotification: () => bell.ring(),
    onConnected: () => bell.ring(),
  });
  let heldBackDelay = 2;
  try {
    while (!signal?.aborted) {
      const events = await store.readAll({ after: position, limit: PAGE });
      for (const event of events) {
        yield event;
        position = event.position;
        if (signal?.aborted) return;
      }
      if (events.length === PAGE) continue;
      if (await store.hasHeldBack(position)) {
        await bell.wait(heldBackDelay, signal);
        heldBackDelay = Math.min(heldBackDelay * 2, 100);
        continue;
      }
      heldBackDelay = 2;
      await bell.wait(listener.connected ? IDLE_RECHECK_MS : DISCONNECTED_POLL_MS, signal);
    }
  } finally {
    await listener.close();
  }
}
