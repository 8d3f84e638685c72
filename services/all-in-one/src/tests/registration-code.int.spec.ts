import { reservationStream, verificationCodeDecider, verificationStream } from '@tb/domain';
import { handleCommand, hashVerificationCode } from '@tb/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, TestClient } from '../testing.ts';

/**
 * Registration spends the emailed code only once the account can be created: a taken username (or a wrong
 * code) must not cost the visitor their code and the 60 s wait for a new one.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.stop());

let seq = 0;
const unique = (prefix: string) => `${prefix}${Date.now()}${seq++}`;

async function sendCode(client: TestClient, email: string): Promise<string> {
  const sent = await client.post('/api/auth/send-registration-verification', { email });
  expect(sent.status).toBe(200);
  return sent.body.code as string;
}

const registration = (email: string, username: string, code: string) => ({
  firstName: 'Mei',
  lastName: 'Chen',
  email,
  username,
  password: 'secret1!',
  code,
});

describe('registration and the verification code', () => {
  it('keeps the code when the username is taken, and registers with it under another username', async () => {
    const taken = unique('taken_');
    const first = new TestClient(app.url);
    const firstEmail = `${unique('first')}@example.com`;
    expect(
      (await first.post('/api/auth/register', registration(firstEmail, taken, await sendCode(first, firstEmail))))
        .status,
    ).toBe(201);

    for (const lang of ['en', 'zh'] as const) {
      const client = new TestClient(app.url, lang);
      const email = `${unique(`second_${lang}`)}@example.com`;
      const code = await sendCode(client, email);
      const codeEventsBefore = (await app.runtime.store.readStream(verificationStream('registration', email))).length;

      const refused = await client.post('/api/auth/register', registration(email, taken.toUpperCase(), code));
      expect(refused).toMatchObject({
        status: 409,
        body: { message: lang === 'en' ? 'Username already taken' : '该用户名已被使用' },
      });
      // Nothing was spent or reserved: the code's stream and the email's reservation are as before.
      expect(await app.runtime.store.readStream(verificationStream('registration', email))).toHaveLength(
        codeEventsBefore,
      );
      expect(await app.runtime.store.readStream(reservationStream('email', email))).toHaveLength(0);

      const created = await client.post('/api/auth/register', registration(email, unique(`other_${lang}_`), code));
      expect(created.status).toBe(201);
      const login = await client.post('/api/auth/login', { email, password: 'secret1!' });
      expect(login).toMatchObject({ status: 200, body: { user: { email, firstName: 'Mei' } } });

      // And the code is single use.
      const again = await new TestClient(app.url).post('/api/auth/register', registration(email, unique('x_'), code));
      expect(again.status).toBeGreaterThanOrEqual(400);
    }
  });

  it('reserves nothing for a wrong code, counts the try, and takes the right code afterwards', async () => {
    const client = new TestClient(app.url);
    const email = `${unique('wrong')}@example.com`;
    const username = unique('wanted_');
    const code = await sendCode(client, email);
    const wrong = code === '000000' ? '111111' : '000000';

    const refused = await client.post('/api/auth/register', registration(email, username, wrong));
    expect(refused).toMatchObject({ status: 400, body: { message: 'Invalid or expired verification code' } });
    expect(await app.runtime.store.readStream(reservationStream('username', username))).toHaveLength(0);
    expect(await app.runtime.store.readStream(reservationStream('email', email))).toHaveLength(0);
    const codeEvents = await app.runtime.store.readStream(verificationStream('registration', email));
    expect(codeEvents.map((e) => e.type)).toEqual(['VerificationCodeIssued', 'VerificationCodeRejected']);

    expect((await client.post('/api/auth/register', registration(email, username, code))).status).toBe(201);
  });

  it('still takes the first code after a resend: the first e-mail often arrives late', async () => {
    const client = new TestClient(app.url);
    const email = `${unique('late')}@example.com`;
    // The first code, sent two minutes ago (past the 60 s resend lock), as the server issues it.
    const first = '7K3Q9Z';
    await handleCommand(app.runtime.store, verificationCodeDecider, verificationStream('registration', email), {
      type: 'IssueCode',
      data: { email, purpose: 'registration', codeHash: hashVerificationCode('registration', email, first) },
      metadata: { actorId: 'visitor', now: new Date(Date.now() - 120_000).toISOString() },
    });
    const second = await sendCode(client, email);
    expect(second).not.toBe(first);
    const created = await client.post('/api/auth/register', registration(email, unique('late_'), first));
    expect(created.status).toBe(201);
  });
});
