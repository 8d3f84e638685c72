import type { CatalogRow, Pool } from '@tb/platform';

/** Test support: the live catalog row of a projection. */
export async function liveRow(pool: Pool, name: string): Promise<CatalogRow | undefined> {
  const { rows } = await pool.query<CatalogRow>(
    `SELECT * FROM projections.catalog WHERE name = $1 AND state = 'live'`,
    [name],
  );
  return rows[0];
}

/** Test support: an order-independent fingerprint of a table's rows. */
export async function checksum(pool: Pool, table: string): Promise<string> {
  const { rows } = await pool.query<{ sum: string | null; n: number }>(
    `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS sum, count(*)::int AS n FROM ${table} t`,
  );
  return `${rows[0]?.n}:${rows[0]?.sum}`;
}
