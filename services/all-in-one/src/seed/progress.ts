import { migrate, type Pool } from '@tb/platform';

/**
 * Whether the demo data were begun and finished on this store. Kept in PostgreSQL next to the read models (also
 * when the events live in EventStoreDB): one row, written before the first demo event and completed after the last.
 */
const migrations = [
  `CREATE TABLE IF NOT EXISTS platform.demo_seed (
     only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
     started_at timestamptz NOT NULL DEFAULT now(),
     completed_at timestamptz
   )`,
];

export type DemoSeedProgress = 'none' | 'started' | 'completed';

export async function demoSeedProgress(pool: Pool): Promise<DemoSeedProgress> {
  await migrate(pool, 'demo-seed', migrations);
  const { rows } = await pool.query<{ completed_at: Date | null }>('SELECT completed_at FROM platform.demo_seed');
  const row = rows[0];
  return !row ? 'none' : row.completed_at ? 'completed' : 'started';
}

export async function markDemoSeedStarted(pool: Pool): Promise<void> {
  await pool.query('INSERT INTO platform.demo_seed DEFAULT VALUES ON CONFLICT DO NOTHING');
}

export async function markDemoSeedCompleted(pool: Pool): Promise<void> {
  await pool.query('UPDATE platform.demo_seed SET completed_at = now() WHERE completed_at IS NULL');
}
