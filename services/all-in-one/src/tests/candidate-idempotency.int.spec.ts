import { ensureAdmin } from '@tb/command-api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';

let app: TestApp;
let admin: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  await ensureAdmin(app.runtime.store, { email: 'hr@example.com', password: 'secret12' });
  admin = new TestClient(app.url);
  expect((await admin.post('/api/auth/login', { email: 'hr@example.com', password: 'secret12' })).status).toBe(200);
});
afterAll(() => app.stop());

const candidatesAdded = async () =>
  (
    await app.runtime.database.pool.query<{ n: number }>(
      `SELECT count(DISTINCT stream_id)::int AS n FROM event_store.events WHERE type = 'CandidateAdded'`,
    )
  ).rows[0]?.n ?? 0;

/** A save whose answer was lost (a dropped connection, a crash) is sent again with the same Idempotency-Key. */
it('adds a candidate once however often the same save is retried, and another for another key', async () => {
  const body = { name: 'Wang Lei', email: 'wanglei@example.com', position: 'AI Engineer' };
  const before = await candidatesAdded();
  const first = await admin.request('POST', '/api/admin/save-candidate', body, { 'idempotency-key': 'save-1' });
  expect(first.status).toBe(201);
  const again = await admin.request('POST', '/api/admin/save-candidate', body, { 'idempotency-key': 'save-1' });
  expect(again.status).toBe(201);
  expect(again.body.id).toBe(first.body.id);
  expect(await candidatesAdded()).toBe(before + 1);

  const other = await admin.request('POST', '/api/admin/save-candidate', body, { 'idempotency-key': 'save-2' });
  expect(other.status).toBe(201);
  expect(await candidatesAdded()).toBe(before + 2);
});
