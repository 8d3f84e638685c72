import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ensureAdmin } from '@tb/command-api';
import { CODE_TTL_MS, reservationDecider, reservationStream, verificationStream } from '@tb/domain';
import { handleCommand } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromOutbox, startTestApp, type TestApp, TestClient } from '../testing.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

let seq = 0;
const uniqueEmail = () => `person${Date.now()}${seq++}@example.com`;

async function register(
  client: TestClient,
  email: string,
  username = email.split('@')[0] ?? 'someone',
  password = 'secret1!',
) {
  const sent = await client.post('/api/auth/send-registration-verification', { email });
  expect(sent.status).toBe(200);
  expect(sent.body).toMatchObject({ devMode: true, message: 'Verification code sent to your inbox' });
  expect(sent.body.code).toMatch(/^\d{6}$/);
  const created = await client.post('/api/auth/register', {
    firstName: 'Ana',
    lastName: 'Li',
    email,
    username,
    password,
    code: sent.body.code,
  });
  expect(created.status).toBe(201);
  return created;
}

describe('accounts', () => {
  it('registers, signs in, edits the profile, changes and resets the password', async () => {
    const client = new TestClient(app.url);
    const email = uniqueEmail();
    expect((await client.post('/api/auth/check-email', { email })).body).toEqual({ exists: false });
    await register(client, email);
    expect((await client.post('/api/auth/check-email', { email })).body).toEqual({ exists: true });

    expect((await client.get('/api/user/profile')).status).toBe(401);
    const login = await client.post('/api/auth/login', { email, password: 'secret1!' });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email, isAdmin: false, firstName: 'Ana' });
    expect(login.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(login.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
    expect(JSON.stringify(login.body)).not.toMatch(/argon2|passwordHash/);

    const profile = await client.get('/api/user/profile');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ email, firstName: 'Ana', isAdmin: false });

    const update = {
      firstName: 'Ana',
      lastName: 'Wang',
      github: 'https://github.com/ana',
      portfolio: '',
      position: 'LLM Engineer',
      tagsEnglish: 'Python, LLM',
      tagsChinese: '大模型',
      bio: '你好',
    };
    expect((await client.put('/api/user/profile', update)).status).toBe(200);
    expect((await client.get('/api/user/profile')).body).toMatchObject({
      lastName: 'Wang',
      tagsChinese: '大模型',
      bio: '你好',
    });

    const wrongCurrent = await client.post('/api/user/change-password', {
      currentPassword: 'nope-nope',
      newPassword: 'secret2',
    });
    expect(wrongCurrent).toMatchObject({ status: 400, body: { message: 'Current password is incorrect' } });
    expect(
      (await client.post('/api/user/change-password', { currentPassword: 'secret1!', newPassword: 'secret2' })).status,
    ).toBe(200);

    expect((await client.post('/api/auth/logout')).status).toBe(200);
    expect((await client.get('/api/user/profile')).status).toBe(401);
    expect((await client.post('/api/auth/login', { email, password: 'secret1!' })).status).toBe(401);

    expect((await client.post('/api/auth/forgot-password', { email })).status).toBe(200);
    const code = await codeFromOutbox(app.dataDir, email);
    const reset = await client.post('/api/auth/reset-password', { email, token: code, password: 'secret3' });
    expect(reset.status).toBe(200);
    expect((await client.post('/api/auth/reset-password', { email, token: code, password: 'secret4' })).status).toBe(
      400,
    );
    expect((await client.post('/api/auth/login', { email, password: 'secret3' })).status).toBe(200);
  });

  it('answers a sign-in only when the users read model holds the user, so the next read knows the cookie', async () => {
    const client = new TestClient(app.url);
    const email = uniqueEmail();
    const pool = app.runtime.database.pool;
    const { rows } = await pool.query<{ schema: string }>(
      `SELECT schema FROM projections.catalog WHERE name = 'users' AND state = 'live'`,
    );
    // Holding the users table keeps the projection from adding the new user (reads still go on), as a projection
    // catching up by polling after the database came back does; the sign-in must wait for it.
    const blocker = await pool.connect();
    let released = false;
    try {
      await blocker.query('BEGIN');
      await blocker.query(`LOCK TABLE "${rows[0]?.schema}".users IN EXCLUSIVE MODE`);
      await register(client, email);
      const release = setTimeout(() => {
        released = true;
        blocker.query('COMMIT').catch(() => {});
      }, 1_500);
      const login = await client.post('/api/auth/login', { email, password: 'secret1!' });
      clearTimeout(release);
      expect([login.status, released]).toEqual([200, true]);
      expect((await client.get('/api/user/profile')).status).toBe(200);
    } finally {
      if (!released) await blocker.query('ROLLBACK').catch(() => {});
      blocker.release();
    }
  });

  it('answers bad input with the rule message in the caller language and appends nothing', async () => {
    const before = await app.runtime.store.headPosition();
    const en = await new TestClient(app.url).post('/api/auth/login', { email: 'not-an-email', password: 'secret1!' });
    expect(en).toMatchObject({ status: 400, body: { message: 'Invalid email address' } });
    const zh = await new TestClient(app.url, 'zh').post('/api/auth/register', {
      email: uniqueEmail(),
      username: 'ab',
      password: 'secret1!',
      code: '123456',
    });
    expect(zh).toMatchObject({ status: 400, body: { message: '用户名至少需要 3 个字符' } });
    const short = await new TestClient(app.url).post('/api/auth/login', { email: 'a@b.co', password: '123' });
    expect(short.body.message).toBe('Password must be at least 6 characters');
    const visitor = new TestClient(app.url, 'zh');
    const reset = await visitor.post('/api/auth/reset-password', { email: 'a@b.co', token: ' ', password: 'secret1!' });
    expect(reset).toMatchObject({ status: 400, body: { message: '请输入验证码' } });
    const signedIn = await signedInAdmin();
    const before2 = await app.runtime.store.headPosition();
    for (const [lang, first, last, tooShort] of [
      ['en', 'First name is required', 'Last name is required', 'Password must be at least 6 characters long'],
      ['zh', '请输入名字', '请输入姓氏', '密码长度至少为 6 个字符'],
    ] as const) {
      const asked = (method: string, path: string, body: unknown) =>
        signedIn.request(method, path, body, { 'x-lang': lang });
      const noFirst = await asked('PUT', '/api/user/profile', { firstName: ' ', lastName: 'Li' });
      expect(noFirst).toMatchObject({ status: 400, body: { message: first } });
      const noLast = await asked('PUT', '/api/user/profile', { firstName: 'Ana' });
      expect(noLast).toMatchObject({ status: 400, body: { message: last } });
      const change = await asked('POST', '/api/user/change-password', {
        currentPassword: 'secret1!',
        newPassword: '12345',
      });
      expect(change).toMatchObject({ status: 400, body: { message: tooShort } });
    }
    expect(await app.runtime.store.headPosition()).toEqual(before2);
    expect(before2).not.toEqual(before);
  });

  it('refuses a taken email and a taken username', async () => {
    const client = new TestClient(app.url);
    const email = uniqueEmail();
    await register(client, email, `user${seq++}x`);
    const again = await client.post('/api/auth/send-registration-verification', { email: email.toUpperCase() });
    expect(again).toMatchObject({ status: 409, body: { message: 'Email already registered' } });
  });

  it('lets exactly one of 20 concurrent reservations of one email win', async () => {
    const email = uniqueEmail();
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        handleCommand(app.runtime.store, reservationDecider, reservationStream('email', email), {
          type: 'ReserveValue',
          data: { kind: 'email', value: email, userId: `user-${i}` },
          metadata: { actorId: 'test', now: new Date().toISOString() },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await app.runtime.store.readStream(reservationStream('email', email))).toHaveLength(1);
  });

  it('creates exactly one user from 20 concurrent registrations of one email', async () => {
    const client = new TestClient(app.url);
    const email = uniqueEmail();
    const { body } = await client.post('/api/auth/send-registration-verification', { email });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        new TestClient(app.url).post('/api/auth/register', {
          email,
          username: `racer${seq}_${i}`,
          password: 'secret1!',
          code: body.code,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    const admin = await signedInAdmin();
    const users = (await admin.get('/api/admin/users')).body as { email: string }[];
    expect(users.filter((u) => u.email === email)).toHaveLength(1);
  });

  it('refuses the 6th code after 5 wrong ones, even when it is right', async () => {
    const client = new TestClient(app.url);
    const email = uniqueEmail();
    const { body } = await client.post('/api/auth/send-registration-verification', { email });
    const wrong = body.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const answer = await client.post('/api/auth/register', {
        email,
        username: `tries${seq}`,
        password: 'secret1!',
        code: wrong,
      });
      expect(answer).toMatchObject({ status: 400, body: { message: 'Invalid or expired verification code' } });
    }
    const sixth = await client.post('/api/auth/register', {
      email,
      username: `tries${seq}`,
      password: 'secret1!',
      code: body.code,
    });
    expect(sixth.status).toBe(429);
  });

  it('stores a code only as a hash, valid for 10 minutes', async () => {
    const email = uniqueEmail();
    const { body } = await new TestClient(app.url).post('/api/auth/send-registration-verification', { email });
    const [issued, ...rest] = await app.runtime.store.readStream(verificationStream('registration', email));
    expect(rest).toEqual([]);
    expect(issued?.type).toBe('VerificationCodeIssued');
    const data = issued?.data as Record<string, string>;
    expect(Object.keys(data).sort()).toEqual(['codeHash', 'email', 'expiresAt', 'purpose']);
    expect(data.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.values(data)).not.toContain(body.code);
    expect(JSON.stringify(issued?.metadata)).not.toContain(body.code);
    expect(Date.parse(data.expiresAt ?? '') - Date.parse(String(issued?.metadata.at))).toBe(CODE_TTL_MS);
  });

  it('never resets a password with a code mailed to another email', async () => {
    const victim = uniqueEmail();
    const attacker = uniqueEmail();
    const client = new TestClient(app.url);
    await register(client, victim);
    await register(client, attacker);
    expect((await client.post('/api/auth/forgot-password', { email: attacker })).status).toBe(200);
    const code = await codeFromOutbox(app.dataDir, attacker);
    const stolen = await client.post('/api/auth/reset-password', {
      email: victim,
      token: code,
      password: 'taken-over',
    });
    expect(stolen).toMatchObject({ status: 400, body: { message: 'Invalid or expired verification code' } });
    expect((await client.post('/api/auth/login', { email: victim, password: 'taken-over' })).status).toBe(401);
    expect((await client.post('/api/auth/login', { email: victim, password: 'secret1!' })).status).toBe(200);
    // The code still works for the address it was mailed to.
    const own = await client.post('/api/auth/reset-password', { email: attacker, token: code, password: 'secret9' });
    expect(own.status).toBe(200);
  });

  it('locks a new code for 60 seconds', async () => {
    const client = new TestClient(app.url);
    const email = uniqueEmail();
    expect((await client.post('/api/auth/send-registration-verification', { email })).status).toBe(200);
    const again = await client.post('/api/auth/send-registration-verification', { email });
    expect(again).toMatchObject({
      status: 429,
      body: { message: 'Please wait 60 seconds before requesting another code' },
    });
  });

  it('keeps admin actions for admins, and a revoked admin loses access at once', async () => {
    const userClient = new TestClient(app.url);
    const email = uniqueEmail();
    await register(userClient, email);
    await userClient.post('/api/auth/login', { email, password: 'secret1!' });
    const me = (await userClient.get('/api/user/profile')).body;
    expect((await userClient.patch(`/api/admin/users/${me.id}/admin`, { isAdmin: true })).status).toBe(403);
    expect((await userClient.get('/api/admin/users')).status).toBe(403);
    expect((await new TestClient(app.url).get('/api/admin/users')).status).toBe(401);

    const first = await signedInAdmin();
    const secondEmail = uniqueEmail();
    const { userId: secondId } = await ensureAdmin(app.runtime.store, { email: secondEmail, password: 'secret1!' });
    const second = new TestClient(app.url);
    expect((await second.post('/api/auth/login', { email: secondEmail, password: 'secret1!' })).body.user.isAdmin).toBe(
      true,
    );
    expect((await second.get('/api/admin/users')).status).toBe(200);

    const self = await second.patch(`/api/admin/users/${secondId}/admin`, { isAdmin: false });
    expect(self).toMatchObject({ status: 403, body: { message: 'You cannot remove your own admin access' } });
    expect((await first.patch(`/api/admin/users/${secondId}/admin`, { isAdmin: false })).status).toBe(200);
    expect((await second.get('/api/admin/users')).status).toBe(403);
    expect((await second.patch(`/api/admin/users/${me.id}/admin`, { isAdmin: true })).status).toBe(403);
  });
});

describe('npm run admin -- create EMAIL', () => {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  /** The documented command, against the running app's database (found through DATA_DIR/runtime.json). */
  const adminCli = (...args: string[]) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: app.dataDir, LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    return promisify(execFile)('npm', ['run', '--silent', 'admin', '--', 'create', ...args], { cwd: root, env });
  };

  it('creates an admin with a printed password, and makes an existing account admin', async () => {
    const email = uniqueEmail();
    const created = await adminCli(email);
    const password = created.stdout.match(new RegExp(`Created admin ${email} with password (\\S+)`))?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    const admin = new TestClient(app.url);
    expect((await admin.post('/api/auth/login', { email, password })).body.user).toMatchObject({ isAdmin: true });
    expect((await admin.get('/api/admin/users')).status).toBe(200);

    const userEmail = uniqueEmail();
    const user = new TestClient(app.url);
    await register(user, userEmail);
    expect((await user.post('/api/auth/login', { email: userEmail, password: 'secret1!' })).body.user.isAdmin).toBe(
      false,
    );
    expect((await adminCli(userEmail, '--password', 'chosen-pass-1')).stdout).toContain(
      `${userEmail} is an admin and has the new password`,
    );
    const promoted = await user.post('/api/auth/login', { email: userEmail, password: 'chosen-pass-1' });
    expect(promoted.body.user).toMatchObject({ isAdmin: true });
    const stream = await app.runtime.store.readStream(`user-${promoted.body.user.id}`);
    expect(stream.find((e) => e.type === 'UserAdminGranted')?.metadata.actorId).toBe('system');
  });
});

async function signedInAdmin(): Promise<TestClient> {
  const email = uniqueEmail();
  await ensureAdmin(app.runtime.store, { email, password: 'secret1!' });
  const client = new TestClient(app.url);
  const login = await client.post('/api/auth/login', { email, password: 'secret1!' });
  expect(login.status).toBe(200);
  return client;
}
