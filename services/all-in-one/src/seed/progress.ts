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

/**
 * The ADMIN_EMAIL accounts whose generated password no start has shown yet. Marked before the account is made and
 * cleared once the password is shown: a start stopped in between (killed during the demo data, or right after the
 * account was made) left an account whose password nobody had seen, and the next start had nothing to show.
 */
const unshownPasswordMigrations = [
  `CREATE TABLE IF NOT EXISTS platform.admin_password_unshown (
     email text PRIMARY KEY,
     since timestamptz NOT NULL DEFAULT now()
   )`,
];

export async function passwordUnshown(pool: Pool, email: string): Promise<boolean> {
  await migrate(pool, 'admin-password-unshown', unshownPasswordMigrations);
  const { rowCount } = await pool.query('SELECT 1 FROM platform.admin_password_unshown WHERE email = $1', [email]);
  return (rowCount ?? 0) > 0;
}

export async function markPasswordUnshown(pool: Pool, email: string): Promise<void> {
  await pool.query('INSERT INTO platform.admin_password_unshown (email) VALUES ($1) ON CONFLICT DO NOTHING', [email]);
}

export async function markPasswordShown(pool: Pool, email: string): Promise<void> {
  await pool.query('DELETE FROM platform.admin_password_unshown WHERE email = $1', [email]);
}
