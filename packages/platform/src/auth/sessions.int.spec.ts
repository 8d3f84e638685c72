import { migrate } from '@tb/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/db.ts';
import { SessionStore, sessionMigrations, sessionSecurityMigrations } from './sessions.ts';

let db: TestDatabase;
let sessions: SessionStore;
beforeAll(async () => {
  // A small pool, so the prepared look-up is reused on a connection that already ran it.
  db = await createTestDatabase(2);
  await migrate(db.pool, 'platform', sessionMigrations);
  await migrate(db.pool, 'session_security', sessionSecurityMigrations);
  await db.pool.query(`CREATE SCHEMA users_a; CREATE SCHEMA users_b;
    CREATE TABLE users_a.users (id text PRIMARY KEY, is_admin boolean NOT NULL);
    CREATE TABLE users_b.users (id text PRIMARY KEY, is_admin boolean NOT NULL);
    INSERT INTO users_a.users VALUES ('ann', true), ('bob', false);
    INSERT INTO users_b.users VALUES ('ann', false);`);
  sessions = new SessionStore(db.pool);
});
afterAll(() => db?.drop());

/** A sign-in as the login route makes one: the generation read before the password check, then the session. */
async function signIn(userId: string, now?: Date) {
  const generation = await sessions.credentialGeneration(userId);
  const session = await sessions.create(userId, generation, now ? { now } : {});
  if (!session) throw new Error(`no session for ${userId}`);
  return session;
}

/** Several times in a row, over both connections: nothing is remembered between requests. */
async function viewerTimes(token: string | undefined, table = 'users_a.users') {
  return Promise.all(Array.from({ length: 4 }, () => sessions.viewerFor(token, table)));
}

describe('session viewer', () => {
  it('answers the user and admin flag of a live session, and nothing once it is signed out', async () => {
    const ann = await signIn('ann');
    const bob = await signIn('bob');
    expect(await viewerTimes(ann.token)).toEqual(Array(4).fill({ id: 'ann', isAdmin: true }));
    expect(await viewerTimes(bob.token)).toEqual(Array(4).fill({ id: 'bob', isAdmin: false }));
    await sessions.destroy(ann.token);
    expect(await viewerTimes(ann.token)).toEqual(Array(4).fill(null));
    expect(await sessions.viewerFor(bob.token, 'users_a.users')).toEqual({ id: 'bob', isAdmin: false });
  });

  it('sees a revoked admin flag on the very next look-up', async () => {
    const { token } = await signIn('ann');
    await db.pool.query(`UPDATE users_a.users SET is_admin = true WHERE id = 'ann'`);
    expect(await viewerTimes(token)).toEqual(Array(4).fill({ id: 'ann', isAdmin: true }));
    await db.pool.query(`UPDATE users_a.users SET is_admin = false WHERE id = 'ann'`);
    expect(await viewerTimes(token)).toEqual(Array(4).fill({ id: 'ann', isAdmin: false }));
    await db.pool.query(`UPDATE users_a.users SET is_admin = true WHERE id = 'ann'`);
  });

  it('refuses expired, unknown, missing and oversized tokens, and users absent from the table', async () => {
    const expired = await signIn('ann', new Date(Date.now() - 15 * 24 * 60 * 60 * 1000));
    expect(await sessions.viewerFor(expired.token, 'users_a.users')).toBeNull();
    expect(await sessions.viewerFor('no-such-token', 'users_a.users')).toBeNull();
    expect(await sessions.viewerFor(undefined, 'users_a.users')).toBeNull();
    expect(await sessions.viewerFor('x'.repeat(201), 'users_a.users')).toBeNull();
    const carl = await signIn('carl');
    expect(await sessions.viewerFor(carl.token, 'users_a.users')).toBeNull();
  });

  it('reads the users table it is given (a rebuilt read model lives in a new schema)', async () => {
    const { token } = await signIn('ann');
    expect(await viewerTimes(token, 'users_a.users')).toEqual(Array(4).fill({ id: 'ann', isAdmin: true }));
    expect(await viewerTimes(token, 'users_b.users')).toEqual(Array(4).fill({ id: 'ann', isAdmin: false }));
    await sessions.destroyAllFor('ann');
    expect(await viewerTimes(token, 'users_b.users')).toEqual(Array(4).fill(null));
  });
});

describe('session user row', () => {
  it("answers the session user's whole row, beside the viewer look-up on the same connections", async () => {
    await db.pool.query(`ALTER TABLE users_a.users ADD COLUMN IF NOT EXISTS bio text NOT NULL DEFAULT ''`);
    await db.pool.query(`UPDATE users_a.users SET bio = 'hello' WHERE id = 'bob'`);
    const bob = await signIn('bob');
    const rows = await Promise.all(
      Array.from({ length: 4 }, () => sessions.userRowFor<{ id: string; bio: string }>(bob.token, 'users_a.users')),
    );
    expect(rows).toEqual(Array(4).fill({ id: 'bob', is_admin: false, bio: 'hello' }));
    expect(await viewerTimes(bob.token)).toEqual(Array(4).fill({ id: 'bob', isAdmin: false }));
  });

  it('answers nothing for a signed-out, expired or unknown session, or a user absent from the table', async () => {
    const ann = await signIn('ann');
    await sessions.destroy(ann.token);
    const expired = await signIn('bob', new Date(Date.now() - 15 * 24 * 60 * 60 * 1000));
    const carl = await signIn('carl');
    for (const token of [ann.token, expired.token, 'no-such-token', undefined, 'x'.repeat(201), carl.token]) {
      expect(await sessions.userRowFor(token, 'users_a.users')).toBeNull();
    }
  });
});

describe('sessions and password changes', () => {
  it('a sign-in that checked the old password gets no session once the password changed (reset or change)', async () => {
    await db.pool.query(`INSERT INTO users_a.users VALUES ('dora', false) ON CONFLICT DO NOTHING`);
    const kept = await signIn('dora');
    // The sign-in read the generation and was checking the old password's hash when the password changed.
    const before = await sessions.credentialGeneration('dora');
    await sessions.destroyAllExcept('dora', kept.token);
    expect(await sessions.create('dora', before)).toBeNull();
    // The session that changed it stays; a sign-in after the change gets one.
    expect(await sessions.viewerFor(kept.token, 'users_a.users')).toEqual({ id: 'dora', isAdmin: false });
    expect(await sessions.viewerFor((await signIn('dora')).token, 'users_a.users')).toEqual({
      id: 'dora',
      isAdmin: false,
    });
    const racing = await sessions.credentialGeneration('dora');
    await sessions.destroyAllFor('dora');
    expect(await sessions.create('dora', racing)).toBeNull();
    expect(await sessions.viewerFor(kept.token, 'users_a.users')).toBeNull();
  });

  it('refuses a session row written with the old generation after the change ended the others', async () => {
    await db.pool.query(`INSERT INTO users_a.users VALUES ('emil', false) ON CONFLICT DO NOTHING`);
    const stale = await sessions.credentialGeneration('emil');
    await sessions.destroyAllFor('emil');
    // The insert's check passed just before the change committed and its row landed just after: written here by
    // hand at the old generation, as that interleaving leaves it.
    const late = await sessions.create('emil', await sessions.credentialGeneration('emil'));
    await db.pool.query('UPDATE platform.sessions SET generation = $1 WHERE user_id = $2', [stale, 'emil']);
    expect(await sessions.viewerFor(late?.token, 'users_a.users')).toBeNull();
    expect(await sessions.userRowFor(late?.token, 'users_a.users')).toBeNull();
    expect(await sessions.userIdFor(late?.token)).toBeNull();
    expect(await sessions.listFor('emil', late?.token)).toEqual([]);
  });
});
