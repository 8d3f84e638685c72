import type { Pool } from '../postgres/pool.ts';
import type { CatalogRow, ProjectionRunStatus, ProjectionState } from './catalog.ts';

export interface ProjectionStatus {
  name: string;
  version: number;
  generation: number;
  schema: string;
  state: ProjectionState;
  position: string | null;
  /** Events the projection still has to read; null when the store's positions do not allow counting. */
  lag: number | null;
  /** Events read so far (a rebuild's progress is this against the live version's count). */
  eventCount: number;
  status: ProjectionRunStatus;
  error: string | null;
  /** Events this schema set aside because it could not apply them (`npm run projections -- retry`). */
  parked: number;
  updatedAt: Date;
}

const COUNTABLE = /^\d{1,15}$/;

/**
 * Lag in events when positions are plain counters (gaps from rolled-back writes make it an upper bound);
 * null for positions that cannot be subtracted.
 */
export function positionLag(head: string | null, position: string | null): number | null {
  if (head === null) return 0;
  if (!COUNTABLE.test(head)) return null;
  if (position === null) return Number(head);
  if (!COUNTABLE.test(position)) return null;
  return Math.max(0, Number(head) - Number(position));
}

/** Every live and building projection, with its lag behind `head`. */
export async function readProjectionStatus(
  pool: Pool,
  head: string | null,
  lagOf: (head: string | null, position: string | null) => number | null = positionLag,
): Promise<ProjectionStatus[]> {
  const { rows } = await pool.query<CatalogRow>(
    `SELECT * FROM projections.catalog WHERE state IN ('live', 'building') ORDER BY name, state DESC, version, generation`,
  );
  return rows.map((row) => ({
    name: row.name,
    version: row.version,
    generation: row.generation,
    schema: row.schema,
    state: row.state,
    position: row.position,
    lag: lagOf(head, row.position),
    eventCount: row.event_count,
    status: row.status,
    error: row.error,
    parked: row.parked,
    updatedAt: row.updated_at,
  }));
}
