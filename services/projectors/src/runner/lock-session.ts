import pg from 'pg';

/**
 * Session-level advisory locks on one dedicated connection: a lock lives exactly as long as this
 * connection, so when the process dies the server releases it and another replica takes over.
 */
export interface LockSession {
  tryLock(key: string): Promise<boolean>;
  unlock(key: string): Promise<void>;
  holds(key: string): boolean;
  close(): Promise<void>;
}

export function createLockSession(connection: pg.ClientConfig, onLost: (error: unknown) => void): LockSession {
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  const held = new Set<string>();
  let closed = false;

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client(connection);
      const drop = (error: unknown) => {
        if (client !== next) return;
        client = null;
        // The server released every lock with the session; nothing held here is ours any more.
        held.clear();
        if (!closed) onLost(error);
      };
      next.on('error', (error) => {
        drop(error);
        next.end().catch(() => {});
      });
      next.on('end', () => drop(new Error('lock connection closed')));
      try {
        await next.connect();
      } catch (error) {
        await next.end().catch(() => {});
        throw error;
      }
      client = next;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const keyArgs = (key: string) => ['tb_projection', key];
  // Workers share the connection; pg wants one query at a time on it.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => {});
    return next;
  };

  return {
    tryLock: (key) =>
      serial(async () => {
        if (held.has(key)) return true;
        if (closed) return false;
        const session = await connect();
        const { rows } = await session.query<{ ok: boolean }>(
          'SELECT pg_try_advisory_lock(hashtext($1), hashtext($2)) AS ok',
          keyArgs(key),
        );
        if (rows[0]?.ok) held.add(key);
        return held.has(key);
      }),
    unlock: (key) =>
      serial(async () => {
        if (!held.delete(key) || !client) return;
        await client.query('SELECT pg_advisory_unlock(hashtext($1), hashtext($2))', keyArgs(key));
      }),
    holds: (key) => held.has(key),
    async close() {
      closed = true;
      held.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
