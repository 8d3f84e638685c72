import type pg from 'pg';

/**
 * Each component owns its schema and lists its migrations in order; applied ones are recorded per
 * component. An advisory lock makes concurrent start-ups (several replicas) apply each step once.
 */
export async function migrate(pool: pg.Pool, component: string, steps: readonly string[]): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('tb_migrations'))`);
    await client.query(`CREATE SCHEMA IF NOT EXISTS platform`);
    await client.query(`CREATE TABLE IF NOT EXISTS platform.migrations (
      component text NOT NULL, version int NOT NULL, applied_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (component, version))`);
    const { rows } = await client.query<{ version: number }>(
      'SELECT coalesce(max(version), 0) AS version FROM platform.migrations WHERE component = $1',
      [component],
    );
    const applied = rows[0]?.version ?? 0;
    for (const [index, sql] of steps.entries()) {
      const version = index + 1;
      if (version <= applied) continue;
      await client.query(sql);
      await client.query('INSERT INTO platform.migrations (component, version) VALUES ($1, $2)', [component, version]);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
