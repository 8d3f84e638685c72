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

/** `delayAfter` in SQL, of the count an attempt reserves (`n`). */
const delaySql = (n: string) =>
  `CASE WHEN ${n} < ${FREE_FAILURES} THEN 0
        ELSE least(${MAX_DELAY_SECONDS}, ${FIRST_DELAY_SECONDS} * power(2, least(${n} - ${FREE_FAILURES}, 30))) END`;
/** The count a new attempt makes: one more, or one after a day without failures. */
const NEXT_COUNT = `CASE WHEN f.last_failure_at < now() - make_interval(secs => $3) THEN 1 ELSE f.failures + 1 END`;

/**
 * Takes an attempt slot, or finds the pair still waiting, in one statement: the row's lock makes concurrent
 * attempts of one pair take their turns, and each sees the wait the one before it set. No row back: wait.
 */
const RESERVE = `INSERT INTO platform.sign_in_failures AS f (address, account, failures, last_failure_at, next_try_at)
  VALUES ($1, $2, 1, now(), now() + make_interval(secs => ${delaySql('1')}))
  ON CONFLICT (address, account) DO UPDATE SET
    failures = ${NEXT_COUNT},
    last_failure_at = now(),
    next_try_at = now() + make_interval(secs => ${delaySql(NEXT_COUNT)})
  WHERE f.next_try_at <= now()
  RETURNING failures`;

/** Whether an attempt may check its password now: if so, the delay it set for the next one; if not, the wait. */
export type SignInSlot = { granted: true; delay: number } | { granted: false; wait: number };

/**
 * Wrong-password delays per (address, account) pair, in PostgreSQL so every replica shares them. A stranger
 * guessing at an account slows only their own guesses: the owner, from their own address, is never held up.
 * (A count per account alone let anyone lock any account, the admin's included.)
 *
 * Every attempt counts as a failure before its password is checked (`reserve`), and a right one clears the pair
 * (`succeeded`): a burst of parallel guesses cannot all pass the wait they would each set only once their slow
 * password check had ended (12 parallel guesses were all checked when the wait was read first and set after).
 */
export class SignInThrottle {
  readonly #pool: Pool;
  constructor(pool: Pool) {
    this.#pool = pool;
  }

  /** Reserves this attempt: granted with the delay it set for the next one, or refused with the seconds left. */
  async reserve(address: string, account: string): Promise<SignInSlot> {
    const { rows } = await this.#pool.query<{ failures: number }>(RESERVE, [
      address,
      account,
      FAILURES_FORGOTTEN_AFTER_SECONDS,
    ]);
    const failures = rows[0]?.failures;
    if (failures !== undefined) return { granted: true, delay: delayAfter(failures) };
    const waiting = await this.#pool.query<{ wait: number }>(
      `SELECT greatest(1, ceil(extract(epoch FROM next_try_at - now())))::int AS wait
         FROM platform.sign_in_failures WHERE address = $1 AND account = $2`,
      [address, account],
    );
    return { granted: false, wait: waiting.rows[0]?.wait ?? 1 };
  }

  /**
   * Gives back a reserved attempt that was no wrong guess (the right password, the second factor still to come):
   * it no longer counts, and the next attempt need not wait for it. Every attempt still reserves first, so this
   * cannot skip a wait an earlier wrong guess set.
   */
  async release(address: string, account: string): Promise<void> {
    await this.#pool.query(
      `UPDATE platform.sign_in_failures SET failures = greatest(failures - 1, 0), next_try_at = now()
        WHERE address = $1 AND account = $2`,
      [address, account],
    );
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
