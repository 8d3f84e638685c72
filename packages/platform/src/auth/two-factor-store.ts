import { createHash, randomBytes } from 'node:crypto';
import type { Pool } from '../postgres/pool.ts';
import { matchingStep, newTotpSecret } from './totp.ts';

export const twoFactorMigrations = [
  `CREATE TABLE IF NOT EXISTS platform.two_factor (
     user_id text PRIMARY KEY,
     secret text NOT NULL,
     enabled boolean NOT NULL DEFAULT false,
     -- sha256 of each unused recovery code
     recovery_hashes text[] NOT NULL DEFAULT '{}',
     -- the newest step a code was accepted for: a code is good once (RFC 6238 section 5.2)
     last_step bigint NOT NULL DEFAULT 0,
     updated_at timestamptz NOT NULL DEFAULT now()
   );`,
];

export const RECOVERY_CODE_COUNT = 10;
const hashCode = (code: string) => createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
/** `xxxx-xxxx` of lowercase hex: 32 bits each, single use. */
const newRecoveryCode = () => {
  const hex = randomBytes(4).toString('hex');
  return `${hex.slice(0, 4)}-${hex.slice(4)}`;
};

/**
 * Two-factor sign-in settings, beside the sessions (security state, not business data, and kept out of the
 * event log and its Kafka export: the secret must stay readable to check codes, unlike a password hash).
 */
export class TwoFactorStore {
  readonly #pool: Pool;
  constructor(pool: Pool) {
    this.#pool = pool;
  }

  async isEnabled(userId: string): Promise<boolean> {
    const { rows } = await this.#pool.query('SELECT 1 FROM platform.two_factor WHERE user_id = $1 AND enabled', [
      userId,
    ]);
    return rows.length > 0;
  }

  /** A new secret awaiting its first code; replaces an earlier one that was never confirmed. Null when enabled. */
  async begin(userId: string): Promise<string | null> {
    const secret = newTotpSecret();
    const { rowCount } = await this.#pool.query(
      `INSERT INTO platform.two_factor (user_id, secret) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret, last_step = 0, updated_at = now()
         WHERE NOT platform.two_factor.enabled`,
      [userId, secret],
    );
    return rowCount ? secret : null;
  }

  /** Turns it on when `code` is the pending secret's; answers the recovery codes (shown once) or null. */
  async confirm(userId: string, code: string, now: Date): Promise<string[] | null> {
    const pending = await this.#row(userId);
    if (!pending || pending.enabled) return null;
    const step = matchingStep(pending.secret, code, now);
    if (step === null) return null;
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    const { rowCount } = await this.#pool.query(
      `UPDATE platform.two_factor SET enabled = true, recovery_hashes = $2, last_step = $3, updated_at = now()
        WHERE user_id = $1 AND NOT enabled AND secret = $4`,
      [userId, codes.map(hashCode), step, pending.secret],
    );
    return rowCount ? codes : null;
  }

  /**
   * True when `code` is a current authenticator code not used before, or an unused recovery code (then spent).
   * Each check is one conditional update, so two requests cannot both spend the same code.
   */
  async verify(userId: string, code: string, now: Date): Promise<boolean> {
    const row = await this.#row(userId);
    if (!row?.enabled) return false;
    const step = matchingStep(row.secret, code, now);
    if (step !== null) {
      const { rowCount } = await this.#pool.query(
        'UPDATE platform.two_factor SET last_step = $2 WHERE user_id = $1 AND enabled AND last_step < $2',
        [userId, step],
      );
      return (rowCount ?? 0) > 0;
    }
    const { rowCount } = await this.#pool.query(
      `UPDATE platform.two_factor SET recovery_hashes = array_remove(recovery_hashes, $2), updated_at = now()
        WHERE user_id = $1 AND enabled AND $2 = ANY(recovery_hashes)`,
      [userId, hashCode(code)],
    );
    return (rowCount ?? 0) > 0;
  }

  async recoveryCodesLeft(userId: string): Promise<number> {
    const { rows } = await this.#pool.query<{ left: number }>(
      'SELECT cardinality(recovery_hashes) AS left FROM platform.two_factor WHERE user_id = $1 AND enabled',
      [userId],
    );
    return rows[0]?.left ?? 0;
  }

  async disable(userId: string): Promise<void> {
    await this.#pool.query('DELETE FROM platform.two_factor WHERE user_id = $1', [userId]);
  }

  async #row(userId: string) {
    const { rows } = await this.#pool.query<{ secret: string; enabled: boolean }>(
      'SELECT secret, enabled FROM platform.two_factor WHERE user_id = $1',
      [userId],
    );
    return rows[0] ?? null;
  }
}
