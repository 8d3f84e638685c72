import { ensureAdmin } from '@tb/command-api';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

/**
 * A GET that carries the position of the client's last write (x-min-position) always sees that write,
 * even though projections build the read side asynchronously.
 */
it('always shows a write to the next read of the same client', async () => {
  await ensureAdmin(app.runtime.store, { email: 'ryw@example.com', password: 'secret1!' });
  const client = new TestClient(app.url);
  expect((await client.post('/api/auth/login', { email: 'ryw@example.com', password: 'secret1!' })).status).toBe(200);
  for (let i = 0; i < 30; i++) {
    const bio = `revision ${i}`;
    const write = await client.put('/api/user/profile', { firstName: 'Rita', lastName: 'Yu', bio });
    expect(write.headers.get('x-event-position')).toBeTruthy();
    const read = await client.get('/api/user/profile');
    expect(read.body.bio).toBe(bio);
    expect(read.headers.get('x-read-model-stale')).toBeNull();
  }
});
