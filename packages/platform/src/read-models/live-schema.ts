import type { Pool } from '../postgres/pool.ts';

/**
 * The schema a projection lives in now, read from the catalog: the command side's read-model lookups ask it at
 * each call (it keeps no catalog cache; the query side's `ReadModels` does). Null before the first build.
 */
export async function liveSchemaOf(pool: Pool, name: string): Promise<string | null> {
  const { rows } = await pool.query<{ schema: string }>(
    `SELECT schema FROM projections.catalog WHERE name = $1 AND state = 'live'`,
    [name],
  );
  return rows[0]?.schema ?? null;
}
