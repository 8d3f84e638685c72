import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { listenForNotifications } from './listen.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase(4);
});
afterAll(() => db.drop());

/**
 * A listener whose callback throws (a payload it cannot parse) must not end the process: the throw would escape
 * from pg's socket handler as an uncaught exception. It is reported through onError and the next
 * notification still arrives.
 */
it('reports a throwing notification callback and keeps listening', async () => {
  const escaped: unknown[] = [];
  const onUncaught = (error: unknown) => escaped.push(error);
  process.prependListener('uncaughtException', onUncaught);
  const heard: string[] = [];
  const reported: unknown[] = [];
  const listener = await listenForNotifications({
    connection: { connectionString: db.url },
    channels: ['tb_listen_test'],
    onNotification: (_channel, payload) => {
      heard.push((JSON.parse(payload) as { n: string }).n);
    },
    onConnected: () => {},
    onError: (error) => reported.push(error),
  });
  try {
    await db.pool.query(`SELECT pg_notify('tb_listen_test', 'not json')`);
    await db.pool.query(`SELECT pg_notify('tb_listen_test', '{"n":"after"}')`);
    await expect.poll(() => heard).toEqual(['after']);
    expect(reported).toHaveLength(1);
    expect(reported[0]).toBeInstanceOf(SyntaxError);
    expect(listener.connected).toBe(true);
  } finally {
    await listener.close();
    process.removeListener('uncaughtException', onUncaught);
  }
  expect(escaped).toEqual([]);
});
