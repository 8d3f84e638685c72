import { ensureAdmin } from '@tb/command-api';
import { SessionStore } from '@tb/platform';
import { expect, it } from 'vitest';
import { startTestApp, TestClient } from '../testing.ts';

/** The sign-in a start showed (a log line at any LOG_LEVEL), or nothing. */
const shownSignIn = (logs: string[], email: string) =>
  logs
    .map((line) => (JSON.parse(line) as { msg?: string }).msg ?? '')
    .map((msg) => new RegExp(`Admin sign-in: ${email.replace('.', '\\.')} / (\\S+)`).exec(msg))
    .find((match) => match !== null)?.[1];

it('ADMIN_EMAIL without ADMIN_PASSWORD: a new account gets a password shown once, which signs in', async () => {
  const app = await startTestApp({ ADMIN_EMAIL: 'boss@example.com' });
  try {
    const password = shownSignIn(app.logs(), 'boss@example.com');
    expect(password, app.logs().join('\n')).toBeTruthy();
    expect(app.logs().join('\n')).toContain('set ADMIN_PASSWORD to choose your own');
    expect(app.logs().join('\n')).not.toContain('set ADMIN_EMAIL');
    const admin = new TestClient(app.url);
    expect((await admin.post('/api/auth/login', { email: 'boss@example.com', password })).status).toBe(200);
    expect((await admin.get('/api/admin/users')).status).toBe(200);
  } finally {
    await app.stop();
  }
});

it('demo data with ADMIN_EMAIL alone: made by that admin, no demo admin, its shown password signs in', async () => {
  const app = await startTestApp({ ADMIN_EMAIL: 'boss@example.com', SEED_DEMO: '1' });
  try {
    const password = shownSignIn(app.logs(), 'boss@example.com');
    expect(app.logs().some((line) => line.includes('Demo data added. Admin sign-in: boss@example.com / '))).toBe(true);
    const admin = new TestClient(app.url);
    expect((await admin.post('/api/auth/login', { email: 'boss@example.com', password })).status).toBe(200);
    const users = (await admin.get('/api/admin/users')).body as { email: string; isAdmin: boolean }[];
    expect(users.filter((user) => user.isAdmin).map((user) => user.email)).toEqual(['boss@example.com']);
    expect(((await admin.get('/api/projects')).body as unknown[]).length).toBe(6);
  } finally {
    await app.stop();
  }
});

it('a start with the same ADMIN_PASSWORD keeps the admin signed in; a different one ends their sessions', async () => {
  const app = await startTestApp({});
  try {
    const account = { email: 'steady@example.com', password: 'Steady-Harbor-77' };
    const sessions = new SessionStore(app.runtime.database.pool);
    await ensureAdmin(app.runtime.store, account, sessions);
    const admin = new TestClient(app.url);
    expect((await admin.post('/api/auth/login', account)).status).toBe(200);
    // What every restart with ADMIN_EMAIL and ADMIN_PASSWORD set does.
    await ensureAdmin(app.runtime.store, account, sessions);
    expect((await admin.get('/api/admin/users')).status).toBe(200);
    await ensureAdmin(app.runtime.store, { ...account, password: 'Changed-Harbor-78' }, sessions);
    expect((await admin.get('/api/admin/users')).status).toBe(401);
  } finally {
    await app.stop();
  }
});
