import {
  CATALOG_CHANNEL,
  type CatalogRow,
  inTransaction,
  type Pool,
  type PoolClient,
  schemaNameFor,
} from '@tb/platform';
import type { Projection } from '../projection.ts';

export type ComparePositions = (a: string, b: string) => number;

/** Compares nullable checkpoints; null (nothing applied yet) is before every position. */
export const compareCheckpoints = (compare: ComparePositions, a: string | null, b: string | null): number =>
  a === null ? (b === null ? 0 : -1) : b === null ? 1 : compare(a, b);

// Creating targets from several processes (replicas, the CLI) is serialised by this transaction lock.
const lockCatalog = (client: PoolClient) =>
  client.query(`SELECT pg_advisory_xact_lock(hashtext('tb_projection_catalog'))`);

/** A new, empty schema for the projection's code version: live when nothing serves the name yet. */
async function createTarget(client: PoolClient, projection: Projection): Promise<CatalogRow> {
  const { rows: gen } = await client.query<{ next: number }>(
    `SELECT coalesce(max(generation), 0) + 1 AS next FROM projections.catalog WHERE name = $1 AND version = $2`,
    [projection.name, projection.version],
  );
  const generation = gen[0]?.next ?? 1;
  const schema = schemaNameFor(projection.name, projection.version, generation);
  const { rowCount } = await client.query(`SELECT 1 FROM projections.catalog WHERE name = $1 AND state = 'live'`, [
    projection.name,
  ]);
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.query(`CREATE SCHEMA ${schema}`);
  for (const ddl of projection.tables(schema)) await client.query(ddl);
  const { rows } = await client.query<CatalogRow>(
    `INSERT INTO projections.catalog (schema, name, version, generation, state, live_since)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $5 = 'live' THEN now() END) RETURNING *`,
    [schema, projection.name, projection.version, generation, rowCount ? 'building' : 'live'],
  );
  await client.query(`SELECT pg_notify($1, $2)`, [CATALOG_CHANNEL, projection.name]);
  const row = rows[0];
  if (!row) throw new Error(`could not register ${schema}`);
  return row;
}

export type Targets = { superseded: true } | { superseded: false; targets: CatalogRow[] };

/**
 * The catalog rows this code version of the projection runs (its live one and any build in progress),
 * creating the first one on a new deployment. `superseded` when a newer version already serves the name.
 */
export async function ensureTargets(pool: Pool, projection: Projection): Promise<Targets> {
  const select = `SELECT * FROM projections.catalog WHERE name = $1 AND state IN ('live', 'building')
                  ORDER BY state DESC, generation`;
  const current = (await pool.query<CatalogRow>(select, [projection.name])).rows;
  const classify = (rows: CatalogRow[]): Targets | null => {
    const live = rows.find((r) => r.state === 'live');
    if (live && live.version > projection.version) return { superseded: true };
    const mine = rows.filter((r) => r.version === projection.version);
    return mine.length > 0 ? { superseded: false, targets: mine } : null;
  };
  const found = classify(current);
  if (found) return found;
  return inTransaction(pool, async (client) => {
    await lockCatalog(client);
    const rows = (await client.query<CatalogRow>(select, [projection.name])).rows;
    return classify(rows) ?? { superseded: false, targets: [await createTarget(client, projection)] };
  });
}

/** The build a rebuild request starts (or the one already in progress for this version). */
export async function requestRebuild(pool: Pool, projection: Projection): Promise<CatalogRow> {
  return inTransaction(pool, async (client) => {
    await lockCatalog(client);
    const { rows } = await client.query<CatalogRow>(
      `SELECT * FROM projections.catalog WHERE name = $1 AND version = $2 AND state = 'building'`,
      [projection.name, projection.version],
    );
    return rows[0] ?? createTarget(client, projection);
  });
}

/**
 * Makes a build live once it has caught up with the live version, in one transaction with the catalog
 * notification, so every reader switches from a complete old model to a complete new one.
 */
export async function trySwitchLive(pool: Pool, building: string, compare: ComparePositions): Promise<boolean> {
  return inTransaction(pool, async (client) => {
    // Row locks order this against the live version's batches, which update its checkpoint row.
    const { rows } = await client.query<CatalogRow>(
      `SELECT * FROM projections.catalog
       WHERE schema = $1 OR (state = 'live' AND name = (SELECT name FROM projections.catalog WHERE schema = $1))
       FOR UPDATE`,
      [building],
    );
    const next = rows.find((r) => r.schema === building);
    const live = rows.find((r) => r.state === 'live');
    if (next?.state !== 'building' || next.status === 'failed') return false;
    if (live && compareCheckpoints(compare, next.position, live.position) < 0) return false;
    if (live) {
      await client.query(
        `UPDATE projections.catalog SET state = 'retired', retired_at = now(), updated_at = now() WHERE schema = $1`,
        [live.schema],
      );
    }
    await client.query(
      `UPDATE projections.catalog SET state = 'live', live_since = now(), updated_at = now() WHERE schema = $1`,
      [building],
    );
    // Builds of older versions can never go live any more: retire them with the old live schema.
    await client.query(
      `UPDATE projections.catalog SET state = 'retired', retired_at = now(), updated_at = now()
       WHERE name = $1 AND state = 'building' AND version < $2`,
      [next.name, next.version],
    );
    await client.query(`SELECT pg_notify($1, $2)`, [CATALOG_CHANNEL, next.name]);
    return true;
  });
}

/** Drops retired schemas once no query can still be using them. */
export async function dropRetired(pool: Pool, name: string, graceMs: number): Promise<string[]> {
  const { rows } = await pool.query<{ schema: string }>(
    `SELECT schema FROM projections.catalog
     WHERE name = $1 AND state = 'retired' AND retired_at < now() - make_interval(secs => $2)`,
    [name, graceMs / 1000],
  );
  for (const { schema } of rows) {
    await inTransaction(pool, async (client) => {
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.query(`DELETE FROM projections.catalog WHERE schema = $1 AND state = 'retired'`, [schema]);
    });
  }
  return rows.map((r) => r.schema);
}

export async function recordFailure(pool: Pool, schema: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await pool.query(
    `UPDATE projections.catalog SET status = 'failed', error = $2, updated_at = now() WHERE schema = $1`,
    [schema, message.slice(0, 2000)],
  );
}
