import { userStream } from '@tb/domain';
import { SessionStore } from '@tb/platform';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';

/**
 * Issue 24: a sign-in that checked the right password while the password was being changed gets no session (the
 * credential generation moved on). It must not be recorded as a success either: the answer is the normal 401 of a
 * wrong password, the user's history holds a failed sign-in (reason `password_changed`), and the throttle keeps
 * counting the attempt instead of clearing the pair as a right password does.
 */
const OLD = 'Quiet-Harbor-51';
const NEW = 'Amber-Lantern-84';
const EMAIL = 'racer@example.com';

let app: TestApp;
let owner: TestClient;
let userId: string;
/** While set, the next session about to be made first waits for this (a password change landing just then). */
let landFirst: (() => Promise<void>) | null = null;
const create = SessionStore.prototype.create;

beforeAll(async () => {
  app = await startTestApp();
  // The race's window, made certain: between the password check and the session the sign-in asks for.
  SessionStore.prototype.create = async function (this: SessionStore, ...args: Parameters<SessionStore['create']>) {
    const change = landFirst;
    landFirst = null;
    if (change) await change();
    return create.apply(this, args);
  };
  owner = new TestClient(app.url);
  const sent = await owner.post('/api/auth/send-registration-verification', { email: EMAIL });
  const made = await owner.post('/api/auth/register', {
    email: EMAIL,
    username: 'racer',
    password: OLD,
    code: sent.body.code,
  });
  expect(made.status).toBe(201);
  const signedIn = await owner.post('/api/auth/login', { email: EMAIL, password: OLD });
  expect(signedIn.status).toBe(200);
  userId = signedIn.body.user.id;
});
afterAll(async () => {
  SessionStore.prototype.create = create;
  await app?.stop();
});

it('a sign-in that lost the race with a password change answers 401, gets no session and is recorded as failed', async () => {
  const racer = new TestClient(app.url);
  landFirst = async () => {
    const changed = await owner.post('/api/user/change-password', { currentPassword: OLD, newPassword: NEW });
    expect(changed.status).toBe(200);
  };
  const before = (await app.runtime.store.readStream(userStream(userId))).length;
  const refused = await racer.post('/api/auth/login', { email: EMAIL, password: OLD });
  expect(landFirst).toBeNull();
  expect([refused.status, refused.body]).toEqual([401, { message: 'Invalid email or password' }]);
  expect(refused.headers.get('set-cookie')).toBeNull();
  expect((await racer.get('/api/user/profile')).status).toBe(401);

  const recorded = (await app.runtime.store.readStream(userStream(userId))).slice(before);
  const signIns = recorded.filter((event) => event.type.startsWith('UserSignIn') || event.type === 'UserSignedIn');
  expect(signIns.map((event) => [event.type, event.data])).toEqual([
    ['UserSignInFailed', { userId, reason: 'password_changed' }],
  ]);
  // Counted as a wrong guess from that address, not cleared as a right password clears it.
  const { rows } = await app.runtime.database.pool.query<{ failures: number }>(
    'SELECT failures FROM platform.sign_in_failures WHERE address = $1 AND account = $2',
    [racer.address, EMAIL],
  );
  expect(rows).toEqual([{ failures: 1 }]);

  // The owner, who changed it, stays signed in; the new password signs in.
  expect((await owner.get('/api/user/profile')).status).toBe(200);
  const again = await racer.post('/api/auth/login', { email: EMAIL, password: NEW });
  expect(again.status).toBe(200);
  expect((await racer.get('/api/user/profile')).status).toBe(200);
});
