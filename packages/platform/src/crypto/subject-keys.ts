import type { Pool } from '../postgres/pool.ts';
import { newDataKey } from './seal.ts';

/** Run through `migrate(pool, 'subject_keys', subjectKeyMigrations)`. */
export const subjectKeyMigrations = [
  `CREATE TABLE IF NOT EXISTS platform.subject_keys (
     subject text PRIMARY KEY,
     key bytea,
     created_at timestamptz NOT NULL DEFAULT now(),
     destroyed_at timestamptz
   );`,
];

/** A pool, or a transaction's client: projections read keys inside their batch transaction. */
export type Queryable = Pick<Pool, 'query'>;

export class SubjectKeyDestroyedError extends Error {
  override readonly name = 'SubjectKeyDestroyedError';
  readonly subject: string;

  constructor(subject: string) {
    super(`The key of ${subject} was destroyed`);
    this.subject = subject;
  }
}

/** Keys of several subjects at once; a destroyed or unknown subject is absent from the map. */
export async function readSubjectKeys(db: Queryable, subjects: readonly string[]): Promise<Map<string, Buffer>> {
  if (subjects.length === 0) return new Map();
  const { rows } = await db.query<{ subject: string; key: Buffer }>(
    'SELECT subject, key FROM platform.subject_keys WHERE subject = ANY($1) AND key IS NOT NULL',
    [[...new Set(subjects)]],
  );
  return new Map(rows.map((row) => [row.subject, row.key]));
}

/**
 * One random data key per data subject (e.g. a candidate). Personal data in events is sealed with it;
 * destroying it (crypto-shredding) leaves those events unreadable forever. A destroyed subject keeps a
 * tombstone row, so its key is never created again.
 */
export class SubjectKeyStore {
  private readonly db: Queryable;

  constructor(db: Queryable) {
    this.db = db;
  }

  async find(subject: string): Promise<Buffer | null> {
    return (await readSubjectKeys(this.db, [subject])).get(subject) ?? null;
  }

  /** The subject's key, created on first use; throws when it was destroyed. */
  async obtain(subject: string): Promise<Buffer> {
    await this.db.query('INSERT INTO platform.subject_keys (subject, key) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      subject,
      newDataKey(),
    ]);
    const key = await this.find(subject);
    if (!key) throw new SubjectKeyDestroyedError(subject);
    return key;
  }

  /** Crypto-shredding: the key is overwritten with NULL and can never be recreated. Idempotent. */
  async destroy(subject: string): Promise<void> {
    await this.db.query(
      `INSERT INTO platform.subject_keys (subject, key, destroyed_at) VALUES ($1, NULL, now())
       ON CONFLICT (subject) DO UPDATE SET key = NULL, destroyed_at = coalesce(platform.subject_keys.destroyed_at, now())`,
      [subject],
    );
  }
}
