import type { Pool } from 'pg';
import type { Position, RecordedEvent, SubscribeOptions } from '../types.ts';
import { listenForNotifications, type NotificationListener } from './listen.ts';
import type { PostgresEventStore } from './postgres-event-store.ts';
import { NOTIFY_CHANNEL } from './schema.ts';

const PAGE = 500;
/**
 * Safety net only: with no notification at all for this long, read again anyway. Every append notifies after
 * it commits, so live delivery waits for this only when a process died between its commit and its notification.
 */
const IDLE_RECHECK_MS = 5_000;
/** While the LISTEN connection is down (it reconnects by itself), poll instead. */
const DISCONNECTED_POLL_MS = 1_000;
/** Re-read backoff while events wait for an older writer, which may end without notifying (a rollback). */
const HELD_BACK_MIN_MS = 2;
const HELD_BACK_MAX_MS = 100;

/** A wake-up flag: a notification that arrives while the reader is busy is kept for its next wait. */
class Doorbell {
  private rung = false;
  private waiter: (() => void) | null = null;

  ring(): void {
    this.rung = true;
    this.waiter?.();
  }

  wait(ms: number, signal: AbortSignal): Promise<void> {
    if (this.rung || signal.aborted) {
      this.rung = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.waiter = null;
        this.rung = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal.addEventListener('abort', done, { once: true });
      this.waiter = done;
    });
  }
}

/** What the store keeps of a running subscription, to end it on close() and to wake it on appends. */
export interface SubscriptionHandle {
  /** Ends the subscription and resolves once its LISTEN connection is closed. */
  stop(): Promise<void>;
  /** An append to the subscription's database committed in this process: read now, not when its NOTIFY arrives. */
  ring(): void;
}

/**
 * Catches up page by page, then waits for the append notification (sent after an append commits). When events
 * are stored after the last one read (held back by an older writer still running, or readable since the read),
 * it re-reads with a short, growing backoff instead: the older writer may end in a rollback, which does not
 * notify, and the notification of a readable event may have been spent on the read that missed it.
 *
 * The LISTEN connection opens before the first read, so an append that commits in between is not missed, and
 * closes when the subscription ends: by the caller's signal, by `break`/`return` out of the loop, or by the
 * store's close() (immediately, even while the consumer is not pulling).
 */
export async function* subscribeToAll(
  store: PostgresEventStore,
  pool: Pool,
  options: SubscribeOptions,
  register: (handle: SubscriptionHandle) => () => void,
): AsyncGenerator<RecordedEvent> {
  const controller = new AbortController();
  const { signal } = controller;
  const forward = () => controller.abort();
  options.signal?.addEventListener('abort', forward, { once: true });
  if (options.signal?.aborted) controller.abort();

  let listener: NotificationListener | null = null;
  let closing: Promise<void> = Promise.resolve();
  const closeListener = () => {
    const current = listener;
    listener = null;
    if (current) closing = current.close();
    return closing;
  };
  signal.addEventListener('abort', closeListener, { once: true });
  const bell = new Doorbell();
  const unregister = register({
    stop: () => {
      controller.abort();
      return closing;
    },
    ring: () => bell.ring(),
  });

  let position: Position | null = options.after ?? null;
  try {
    if (signal.aborted) return;
    const opened = await listenForNotifications({
      connection: pool.options,
      channels: [NOTIFY_CHANNEL],
      onNotification: () => bell.ring(),
      // Notifications sent while the connection was down are lost: read again.
      onConnected: () => bell.ring(),
    });
    if (signal.aborted) {
      await opened.close();
      return;
    }
    listener = opened;

    let heldBackDelay = HELD_BACK_MIN_MS;
    while (!signal.aborted) {
      const events = await store.readAll({ after: position, limit: PAGE });
      for (const event of events) {
        if (signal.aborted) return;
        yield event;
        position = event.position;
      }
      if (events.length === PAGE) continue;
      if (signal.aborted) return;
      // Fewer than a page: anything stored after it is held back by an older writer, or became readable since
      // the read (which may have spent the notification that announced it).
      if (await store.hasEventsAfter(position)) {
        await bell.wait(heldBackDelay, signal);
        heldBackDelay = Math.min(heldBackDelay * 2, HELD_BACK_MAX_MS);
        continue;
      }
      heldBackDelay = HELD_BACK_MIN_MS;
      await bell.wait(listener?.connected ? IDLE_RECHECK_MS : DISCONNECTED_POLL_MS, signal);
    }
  } finally {
    options.signal?.removeEventListener('abort', forward);
    signal.removeEventListener('abort', closeListener);
    unregister();
    await closeListener();
  }
}
