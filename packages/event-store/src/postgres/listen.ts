import pg from 'pg';

export interface NotificationListener {
  /** True while the LISTEN connection is up; when false, callers fall back to polling. */
  readonly connected: boolean;
  close(): Promise<void>;
}

export interface ListenerOptions {
  connection: pg.ClientConfig;
  channels: readonly string[];
  onNotification(channel: string, payload: string): void;
  /** Called after every (re)connection: notifications sent while disconnected are lost, so reload state. */
  onConnected(): void;
  onError?(error: unknown): void;
  /** Delay before reconnecting, doubled per failed attempt up to 10 s. */
  retryMs?: number;
}

/**
 * LISTEN on one dedicated connection (a pooled one would be handed to others between queries), reconnecting
 * whenever it drops.
 */
export async function listenForNotifications(options: ListenerOptions): Promise<NotificationListener> {
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  // A callback's throw (a payload that does not parse) would escape from pg's socket handler and end the
  // process: it is reported instead, and the connection goes on.
  const safely = (callback: () => void) => {
    try {
      callback();
    } catch (error) {
      options.onError?.(error);
    }
  };

  const connect = async (): Promise<void> => {
    const next = new pg.Client(options.connection);
    next.on('notification', (message) => safely(() => options.onNotification(message.channel, message.payload ?? '')));
    next.on('error', (error) => {
      options.onError?.(error);
      next.end().catch(() => {});
    });
    next.on('end', () => {
      if (client === next) client = null;
      if (!closed) scheduleReconnect();
    });
    try {
      await next.connect();
      for (const channel of options.channels) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    attempt = 0;
    safely(() => options.onConnected());
  };

  const scheduleReconnect = () => {
    if (timer || closed) return;
    const delay = Math.min((options.retryMs ?? 250) * 2 ** attempt, 10_000);
    attempt += 1;
    timer = setTimeout(() => {
      timer = undefined;
      connect().catch((error) => {
        options.onError?.(error);
        scheduleReconnect();
      });
    }, delay);
    timer.unref();
  };

  await connect();
  return {
    get connected() {
      return client !== null;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
