import { createHash, randomBytes } from 'node:crypto';
import type { Pool } from '../postgres/pool.ts';

export const SESSION_COOKIE = 'tb_session';
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

export const sessionMigrations = [
  `CREATE TABLE IF NOT EXISTS platform.sessions (
     token_hash text PRIMARY KEY,
     user_id text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     expires_at timestamptz NOT NULL
   );
   CREATE INDEX IF NOT EXISTS sessions_user_idx ON platform.sessions (user_id);`,
];

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sessions are server-side rows keyed by the hash of an opaque cookie value, so signing out (or losing
 * admin) takes effect on the next request, and a database leak does not leak usable cookies.
 */
export class SessionStore {
  constructor(private readonly pool: Pool) {}

  async create(userId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    await this.pool.query('INSERT INTO platform.sessions (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [
      hashToken(token),
      userId,
      expiresAt,
    ]);
    return { token, expiresAt };
  }

  async userIdFor(token: string | undefined): Promise<string | null> {
    const key = sessionKey(token);
    if (!key) return null;
    const { rows } = await this.pool.query<{ user_id: string }>({
      // Prepared once per connection: every command asks it, and PostgreSQL need not parse and plan it each time.
      name: 'session-user',
      text: 'SELECT user_id FROM platform.sessions WHERE token_hash = $1 AND expires_at > now()',
      values: [key],
    });
    return rows[0]?.user_id ?? null;
  }

  /**
   * The session's user with their admin flag, read from `usersTable` (a users read model with `id` and `is_admin`,
   * named by the caller) in the same query as the session: one round trip per request instead of two, and nothing
   * cached, so a signed-out session or a revoked admin is refused on the very next request. Null for no, an
   * unknown, an expired or a signed-out session, or a user not in that table.
   */
  async viewerFor(token: string | undefined, usersTable: string): Promise<{ id: string; isAdmin: boolean } | null> {
    const row = await this.#sessionUser<{ id: string; is_admin: boolean }>(token, usersTable, 'viewer');
    return row ? { id: row.id, isAdmin: row.is_admin } : null;
  }

  /**
   * The session user's whole row of `usersTable`, under the same rules as viewerFor: a request that answers with
   * the user's own row (the profile) needs one round trip for both.
   */
  userRowFor<Row extends { id: string }>(token: string | undefined, usersTable: string): Promise<Row | null> {
    return this.#sessionUser<Row>(token, usersTable, 'row');
  }

  async #sessionUser<Row>(token: string | undefined, usersTable: string, what: 'viewer' | 'row'): Promise<Row | null> {
    const key = sessionKey(token);
    if (!key) return null;
    const { rows } = await this.pool.query<Row & Record<string, unknown>>({
      // Prepared once per connection, table and kind: the statement is planned once, not on every request.
      name: `session-${what}:${usersTable}`,
      text: `SELECT ${what === 'viewer' ? 'u.id, u.is_admin' : 'u.*'} FROM platform.sessions s JOIN ${usersTable} u ON u.id = s.user_id
             WHERE s.token_hash = $1 AND s.expires_at > now()`,
      values: [key],
    });
    return rows[0] ?? null;
  }

  async destroy(token: string | undefined): Promise<void> {
    if (token) await this.pool.query('DELETE FROM platform.sessions WHERE token_hash = $1', [hashToken(token)]);
  }

  /** After a password reset every other device must sign in again. */
  async destroyAllFor(userId: string): Promise<void> {
    await this.pool.query('DELETE FROM platform.sessions WHERE user_id = $1', [userId]);
  }
}

/** What a session is stored under; null for no token or one too long to be ours. */
function sessionKey(token: string | undefined): string | null {
  return token && token.length <= 200 ? hashToken(token) : null;
}
