import { createHash, randomBytes } from 'node:crypto';
import { inTransaction, type Pool } from '../postgres/pool.ts';

export const SESSION_COOKIE = 'tb_session';
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;
/** A session not used for this long ends (the cookie may live 14 days, an unattended device does not). */
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often per session, not on every request. */
const TOUCH_EVERY_MS = 60 * 1000;
const IDLE_SECONDS = SESSION_IDLE_MS / 1000;

export const sessionMigrations = [
  `CREATE TABLE IF NOT EXISTS platform.sessions (
     token_hash text PRIMARY KEY,
     user_id text NOT NULL,
     created_at timestamptz NOT NULL DEFAULT now(),
     expires_at timestamptz NOT NULL
   );
   CREATE INDEX IF NOT EXISTS sessions_user_idx ON platform.sessions (user_id);`,
];

/** Its own migration component: `platform`'s steps are numbered across several lists. */
export const sessionSecurityMigrations = [
  `ALTER TABLE platform.sessions
     ADD COLUMN IF NOT EXISTS id uuid NOT NULL DEFAULT gen_random_uuid(),
     ADD COLUMN IF NOT EXISTS last_seen_at timestamptz NOT NULL DEFAULT now(),
     ADD COLUMN IF NOT EXISTS user_agent text NOT NULL DEFAULT '';
   CREATE UNIQUE INDEX IF NOT EXISTS sessions_id_idx ON platform.sessions (id);`,
  // A user's credential generation: a password change or reset moves it on, and only sessions signed in at the
  // current generation are live. Users without a row are at 0.
  `CREATE TABLE IF NOT EXISTS platform.credential_generations (
     user_id text PRIMARY KEY,
     generation int NOT NULL
   );
   ALTER TABLE platform.sessions ADD COLUMN IF NOT EXISTS generation int NOT NULL DEFAULT 0;`,
];

/** One of a user's sessions as the Security tab lists it. */
export interface SessionSummary {
  id: string;
  userAgent: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** The user's credential generation now (0 when the password never changed). */
const GENERATION_OF = (userId: string) =>
  `coalesce((SELECT g.generation FROM platform.credential_generations g WHERE g.user_id = ${userId}), 0)`;

/**
 * A live session of table alias `s`: not expired, used within the idle time, and signed in with the password the
 * user has now (a session that raced a password change is refused, whenever its row was written).
 */
const LIVE = `s.expires_at > now() AND s.last_seen_at > now() - make_interval(secs => ${IDLE_SECONDS})
  AND s.generation = ${GENERATION_OF('s.user_id')}`;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sessions are server-side rows keyed by the hash of an opaque cookie value, so signing out (or losing
 * admin) takes effect on the next request, and a database leak does not leak usable cookies.
 */
export class SessionStore {
  private readonly pool: Pool;

  constructor(pool: Pool) {
    this.pool = pool;
  }

  /**
   * The user's credential generation: read it before loading the password hash a sign-in checks, and give it to
   * `create`, so a sign-in that checked a password changed meanwhile gets no session.
   */
  async credentialGeneration(userId: string): Promise<number> {
    const { rows } = await this.pool.query<{ generation: number }>(`SELECT ${GENERATION_OF('$1')} AS generation`, [
      userId,
    ]);
    return rows[0]?.generation ?? 0;
  }

  /**
   * A new session for a user whose password was checked at credential generation `generation`; null when the
   * password changed since (the session would belong to a password that is no longer theirs). The session's row
   * keeps the generation, so one written just after a change is refused on every use as well.
   */
  async create(
    userId: string,
    generation: number,
    options: { now?: Date; userAgent?: string } = {},
  ): Promise<{ token: string; expiresAt: Date } | null> {
    const now = options.now ?? new Date();
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
    const { rowCount } = await this.pool.query(
      `INSERT INTO platform.sessions (token_hash, user_id, expires_at, last_seen_at, user_agent, generation)
       SELECT $1, $2, $3, $4, $5, $6 WHERE ${GENERATION_OF('$2')} = $6`,
      [hashToken(token), userId, expiresAt, now, (options.userAgent ?? '').slice(0, 300), generation],
    );
    return rowCount === 1 ? { token, expiresAt } : null;
  }

  async userIdFor(token: string | undefined): Promise<string | null> {
    const key = sessionKey(token);
    if (!key) return null;
    const { rows } = await this.pool.query<{ user_id: string; last_seen_at: Date }>({
      // Prepared once per connection: every command asks it, and PostgreSQL need not parse and plan it each time.
      name: 'session-user',
      text: `SELECT user_id, last_seen_at FROM platform.sessions s WHERE token_hash = $1 AND ${LIVE}`,
      values: [key],
    });
    const row = rows[0];
    if (!row) return null;
    this.#touch(key, row.last_seen_at);
    return row.user_id;
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
    const { rows } = await this.pool.query<Row & { session_last_seen_at: Date }>({
      // Prepared once per connection, table and kind: the statement is planned once, not on every request.
      name: `session-${what}:${usersTable}`,
      text: `SELECT ${what === 'viewer' ? 'u.id, u.is_admin' : 'u.*'}, s.last_seen_at AS session_last_seen_at
             FROM platform.sessions s JOIN ${usersTable} u ON u.id = s.user_id
             WHERE s.token_hash = $1 AND ${LIVE}`,
      values: [key],
    });
    const row = rows[0];
    if (!row) return null;
    const { session_last_seen_at: lastSeen, ...rest } = row;
    this.#touch(key, lastSeen);
    return rest as Row;
  }

  /**
   * Marks the session as used now, at most once a minute, without holding up the request: a lost touch only
   * makes the idle clock start a minute early.
   */
  #touch(key: string, lastSeen: Date): void {
    if (Date.now() - lastSeen.getTime() < TOUCH_EVERY_MS) return;
    this.pool.query('UPDATE platform.sessions SET last_seen_at = now() WHERE token_hash = $1', [key]).catch(() => {});
  }

  /** The user's live sessions, the most recently used first; `current` marks the one holding `token`. */
  async listFor(userId: string, token: string | undefined): Promise<SessionSummary[]> {
    const { rows } = await this.pool.query<{
      id: string;
      token_hash: string;
      user_agent: string;
      created_at: Date;
      last_seen_at: Date;
    }>(
      `SELECT id, token_hash, user_agent, created_at, last_seen_at FROM platform.sessions s
        WHERE user_id = $1 AND ${LIVE} ORDER BY last_seen_at DESC, created_at DESC`,
      [userId],
    );
    const mine = sessionKey(token);
    return rows.map((row) => ({
      id: row.id,
      userAgent: row.user_agent,
      createdAt: row.created_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
      current: row.token_hash === mine,
    }));
  }

  /** Ends one of the user's sessions by its listed id; false when the user has no such session. */
  async destroyById(userId: string, id: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('DELETE FROM platform.sessions WHERE user_id = $1 AND id = $2', [
      userId,
      id,
    ]);
    return (rowCount ?? 0) > 0;
  }

  /**
   * After a password change every other device must sign in again; the one that changed it stays. The credential
   * generation moves on, so a sign-in still checking the old password gets no session either.
   */
  async destroyAllExcept(userId: string, token: string | undefined): Promise<void> {
    await this.#credentialsChanged(userId, sessionKey(token));
  }

  async destroy(token: string | undefined): Promise<void> {
    if (token) await this.pool.query('DELETE FROM platform.sessions WHERE token_hash = $1', [hashToken(token)]);
  }

  /** After a password reset every device must sign in again, a sign-in still checking the old password too. */
  async destroyAllFor(userId: string): Promise<void> {
    await this.#credentialsChanged(userId, null);
  }

  /** Moves the user's credential generation on, keeps the session `keep` (a hash) at it, and ends the others. */
  async #credentialsChanged(userId: string, keep: string | null): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      const { rows } = await client.query<{ generation: number }>(
        `INSERT INTO platform.credential_generations AS g (user_id, generation) VALUES ($1, 1)
         ON CONFLICT (user_id) DO UPDATE SET generation = g.generation + 1 RETURNING generation`,
        [userId],
      );
      const generation = rows[0]?.generation ?? 1;
      await client.query('UPDATE platform.sessions SET generation = $3 WHERE user_id = $1 AND token_hash = $2', [
        userId,
        keep,
        generation,
      ]);
      await client.query('DELETE FROM platform.sessions WHERE user_id = $1 AND generation <> $2', [userId, generation]);
    });
  }
}

/** What a session is stored under; null for no token or one too long to be ours. */
function sessionKey(token: string | undefined): string | null {
  return token && token.length <= 200 ? hashToken(token) : null;
}
