import type { Pool } from '../postgres/pool.ts';

export const rateLimitMigrations = [
  `CREATE TABLE IF NOT EXISTS platform.rate_limits (
     key text PRIMARY KEY,
     window_start timestamptz NOT NULL,
     hits int NOT NULL
   );`,
];

/**
 * Fixed-window counters in PostgreSQL, so every replica of a service shares them. One statement per hit.
 */
export class RateLimiter {
  private readonly pool: Pool;

  constructor(pool: Pool) {
    this.pool = pool;
  }

  /** Counts a hit; false once `limit` hits happened within the window. */
  async hit(key: string, limit: number, windowSeconds: number): Promise<boolean> {
    const { rows } = await this.pool.query<{ hits: number }>(
      `INSERT INTO platform.rate_limits AS r (key, window_start, hits) VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         window_start = CASE WHEN r.window_start < now() - make_interval(secs => $2) THEN now() ELSE r.window_start END,
         hits = CASE WHEN r.window_start < now() - make_interval(secs => $2) THEN 1 ELSE r.hits + 1 END
       RETURNING hits`,
      [key, windowSeconds],
    );
    return (rows[0]?.hits ?? 0) <= limit;
  }

  async reset(key: string): Promise<void> {
    await this.pool.query('DELETE FROM platform.rate_limits WHERE key = $1', [key]);
  }
}
