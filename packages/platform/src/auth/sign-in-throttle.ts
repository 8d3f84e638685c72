import type { Pool } from '../postgres/pool.ts';

export const signInThrottleMigrations = [
  `CREATE TABLE IF NOT EXISTS platform.sign_in_failures (
     address text NOT NULL,
     account text NOT NULL,
     failures int NOT NULL,
     last_failure_at timestamptz NOT NULL,
     next_try_at timestamptz NOT NULL,
     PRIMARY KEY (address, account)
   );
   CREATE INDEX IF NOT EXISTS sign_in_failures_last ON platform.sign_in_failures (last_failure_at);`,
];

/** Wrong passwords from one address for one account before the first delay. */
export const FREE_FAILURES = 3;
/** The first delay; it doubles with every further failure. */
export const FIRST_DELAY_SECONDS = 1;
/** The longest delay between two guesses from one address at one account. */
export const MAX_DELAY_SECONDS = 15 * 60;
/** A pair with no failure for this long starts again from zero. */
export const FAILURES_FORGOTTEN_AFTER_SECONDS = 24 * 60 * 60;

/** The wait after `failures` wrong passwords: none for the first three, then 1 s, 2 s, 4 s … up to 15 minutes. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (failures - FREE_FAILURES));
}

/**
 * Wrong-password delays per (address, account) pair, in PostgreSQL so every replica shares them. A stranger
 * guessing at an account slows only their own guesses: the owner, from their own address, is never held up.
 * (A count per account alone let anyone lock any account, the admin's included.)
 */
export class SignInThrottle {
  readonly #pool: Pool;
  constructor(pool: Pool) {
    this.#pool = pool;
  }

  /** Seconds this address must still wait before its next guess at this account; 0 when it may guess now. */
  async waitSeconds(address: string, account: string): Promise<number> {
    const { rows } = await this.#pool.query<{ wait: number }>(
      `SELECT ceil(extract(epoch FROM next_try_at - now()))::int AS wait FROM platform.sign_in_failures
        WHERE address = $1 AND account = $2 AND next_try_at > now()`,
      [address, account],
    );
    return rows[0]?.wait ?? 0;
  }

  /** Records a wrong password; returns the delay it sets (seconds). */
  async failed(address: string, account: string): Promise<number> {
    const { rows } = await this.#pool.query<{ failures: number }>(
      `INSERT INTO platform.sign_in_failures AS f (address, account, failures, last_failure_at, next_try_at)
       VALUES ($1, $2, 1, now(), now())
       ON CONFLICT (address, account) DO UPDATE SET
         failures = CASE WHEN f.last_failure_at < now() - make_interval(secs => $3) THEN 1 ELSE f.failures + 1 END,
         last_failure_at = now()
       RETURNING failures`,
      [address, account, FAILURES_FORGOTTEN_AFTER_SECONDS],
    );
    const delay = delayAfter(rows[0]?.failures ?? 1);
    await this.#pool.query(
      `UPDATE platform.sign_in_failures SET next_try_at = now() + make_interval(secs => $3)
        WHERE address = $1 AND account = $2`,
      [address, account, delay],
    );
    return delay;
  }

  /** A right password clears the pair's count. Old pairs are removed now and then by `forgetOld`. */
  async succeeded(address: string, account: string): Promise<void> {
    await this.#pool.query('DELETE FROM platform.sign_in_failures WHERE address = $1 AND account = $2', [
      address,
      account,
    ]);
  }

  async forgetOld(): Promise<number> {
    const { rowCount } = await this.#pool.query(
      'DELETE FROM platform.sign_in_failures WHERE last_failure_at < now() - make_interval(secs => $1)',
      [FAILURES_FORGOTTEN_AFTER_SECONDS],
    );
    return rowCount ?? 0;
  }
}
