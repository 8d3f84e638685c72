import type { Pool } from '@tb/platform';
import type { ExportCheckpoints } from './export-batch.ts';

/** The exporter's own checkpoint, one row per export name in `projections.exports`. */
export function postgresExportCheckpoints(pool: Pool, name: string): ExportCheckpoints {
  return {
    async load() {
      const { rows } = await pool.query<{ position: string | null }>(
        'SELECT position FROM projections.exports WHERE name = $1',
        [name],
      );
      return rows[0]?.position ?? null;
    },
    async save(position, exported) {
      await pool.query(
        `INSERT INTO projections.exports (name, position, event_count) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE
           SET position = excluded.position, event_count = exports.event_count + excluded.event_count, updated_at = now()`,
        [name, position, exported],
      );
    },
  };
}
