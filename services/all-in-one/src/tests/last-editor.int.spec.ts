import { ensureAdmin } from '@tb/command-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';

/**
 * Issue 24: the project and profile conflict dialogs say who made the change, as the candidate's does. The projects
 * and users read models keep the actor of each record's last event; GET /api/projects/{id} names them to admins
 * only, GET /api/user/profile to its owner (themselves on another device, or an admin).
 */
const PASSWORD = 'Quiet-Harbor-51';
let app: TestApp;
let first: TestClient;
let second: TestClient;
let seeker: TestClient;
const ids: Record<'first' | 'second' | 'seeker', string> = { first: '', second: '', seeker: '' };

async function signIn(client: TestClient, email: string): Promise<string> {
  const answer = await client.post('/api/auth/login', { email, password: PASSWORD });
  expect(answer.status).toBe(200);
  return answer.body.user.id;
}

beforeAll(async () => {
  app = await startTestApp();
  const admins = [
    ['first-admin@example.com', 'Lin', 'Boss'],
    ['second-admin@example.com', 'Wu', 'Second'],
  ] as const;
  for (const [email, firstName, lastName] of admins) {
    await ensureAdmin(app.runtime.store, { email, password: PASSWORD, firstName, lastName });
  }
  first = new TestClient(app.url);
  second = new TestClient(app.url);
  ids.first = await signIn(first, 'first-admin@example.com');
  ids.second = await signIn(second, 'second-admin@example.com');
  seeker = new TestClient(app.url);
  const sent = await seeker.post('/api/auth/send-registration-verification', { email: 'seeker@example.com' });
  await seeker.post('/api/auth/register', {
    email: 'seeker@example.com',
    username: 'seeker',
    password: PASSWORD,
    code: sent.body.code,
  });
  ids.seeker = await signIn(seeker, 'seeker@example.com');
});
afterAll(() => app?.stop());

describe('who changed it last', () => {
  it('a project names its last editor to admins, and to nobody else', async () => {
    const created = await first.post('/api/projects', {
      titleEn: 'Acme AI - LLM Engineer',
      titleZh: 'Acme AI - 大模型工程师',
      descriptionEn: '<p>Agents</p>',
      descriptionZh: '<p>智能体</p>',
      locationEn: 'Remote',
      locationZh: '远程',
      typeEn: 'Full-time',
      typeZh: '全职',
    });
    const id = created.body.id as string;
    expect((await first.get(`/api/projects/${id}`)).body.updatedBy).toEqual({ id: ids.first, name: 'Lin Boss' });

    expect((await second.put(`/api/projects/${id}`, { titleEn: 'Acme AI - Staff' })).status).toBe(200);
    await expect
      .poll(async () => (await first.get(`/api/projects/${id}`)).body.updatedBy)
      .toEqual({ id: ids.second, name: 'Wu Second' });

    // Taking it offline (and back) is an edit too.
    expect((await first.put(`/api/projects/${id}`, { isActive: false })).status).toBe(200);
    expect((await second.put(`/api/projects/${id}`, { isActive: true })).status).toBe(200);
    await expect
      .poll(async () => (await first.get(`/api/projects/${id}`)).body)
      .toMatchObject({ isActive: true, updatedBy: { id: ids.second, name: 'Wu Second' } });
    const visitor = await new TestClient(app.url).get(`/api/projects/${id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body).not.toHaveProperty('updatedBy');
    expect((await seeker.get(`/api/projects/${id}`)).body).not.toHaveProperty('updatedBy');
    expect((await second.get('/api/projects')).body[0]).not.toHaveProperty('updatedBy');
  });

  it("the profile names its owner after their own edit, and the admin after an admin's change", async () => {
    const saved = await seeker.put('/api/user/profile', { firstName: 'Ada', lastName: 'Li', bio: 'hello' });
    expect(saved.status).toBe(200);
    expect((await seeker.get('/api/user/profile')).body.updatedBy).toEqual({ id: ids.seeker, name: 'Ada Li' });

    expect((await first.patch(`/api/admin/users/${ids.seeker}/admin`, { isAdmin: true })).status).toBe(200);
    await expect
      .poll(async () => (await seeker.get('/api/user/profile')).body.updatedBy)
      .toEqual({ id: ids.first, name: 'Lin Boss' });
  });

  it('the system (the admin CLI, demo data) is named by no one', async () => {
    await ensureAdmin(app.runtime.store, { email: 'seeker@example.com', password: 'Amber-Lantern-84' });
    const again = new TestClient(app.url);
    expect(
      (await again.post('/api/auth/login', { email: 'seeker@example.com', password: 'Amber-Lantern-84' })).status,
    ).toBe(200);
    await expect.poll(async () => (await again.get('/api/user/profile')).body.updatedBy).toBeNull();
  });
});
