/**
 * The projections catalog: one row per read-model schema. The projectors write it; the query side reads it
 * to find where each projection lives now (`state = 'live'`) and how far it got (`position`).
 */

export type ProjectionState = 'building' | 'live' | 'retired';
export type ProjectionRunStatus = 'running' | 'failed';

export interface CatalogRow {
  schema: string;
  name: string;
  version: number;
  generation: number;
  state: ProjectionState;
  /** Opaque event-store position of the last applied event; null before the first one. */
  position: string | null;
  /** Events read from the log so far, whether or not the projection handles their type. */
  event_count: number;
  /**
   * The position of the last batch that had events this projection handles (its rows may have changed there);
   * batches it does not read move `position` only. Null before the first such batch.
   */
  changed_position: string | null;
  status: ProjectionRunStatus;
  error: string | null;
  /** Events set aside in `projections.parked_events` (the schema could not apply them). */
  parked: number;
  /** An operator asked for the parked events marked for retry to be applied again (`projections retry`). */
  retry_requested: boolean;
  updated_at: Date;
}

/** NOTIFY channel: a catalog row was created, switched live or retired. Payload: the projection name. */
export const CATALOG_CHANNEL = 'tb_projections_catalog';
/** NOTIFY channel: a live projection committed a batch. Payload: JSON `CheckpointNotice`. */
export const CHECKPOINT_CHANNEL = 'tb_projections_checkpoint';

export interface CheckpointNotice {
  name: string;
  schema: string;
  position: string;
  /** The catalog row's `changed_position` after the batch. */
  changed: string | null;
}

export const catalogMigrations: readonly string[] = [
  `CREATE SCHEMA IF NOT EXISTS projections;
   CREATE TABLE projections.catalog (
     schema text PRIMARY KEY,
     name text NOT NULL,
     version int NOT NULL,
     generation int NOT NULL,
     state text NOT NULL CHECK (state IN ('building', 'live', 'retired')),
     live boolean GENERATED ALWAYS AS (state = 'live') STORED,
     position text,
     event_count bigint NOT NULL DEFAULT 0,
     status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'failed')),
     error text,
     created_at timestamptz NOT NULL DEFAULT now(),
     updated_at timestamptz NOT NULL DEFAULT now(),
     live_since timestamptz,
     retired_at timestamptz,
     UNIQUE (name, version, generation)
   );
   CREATE UNIQUE INDEX catalog_one_live_per_name ON projections.catalog (name) WHERE state = 'live';
   CREATE TABLE projections.exports (
     name text PRIMARY KEY,
     position text,
     event_count bigint NOT NULL DEFAULT 0,
     updated_at timestamptz NOT NULL DEFAULT now()
   );`,
  // Existing rows start at their checkpoint: they may have changed anywhere up to it.
  `ALTER TABLE projections.catalog ADD COLUMN changed_position text;
   UPDATE projections.catalog SET changed_position = position;`,
  // Events a schema could not apply (services/projectors/src/runner/parking.ts), in log order (seq). `held`: not
  // tried, because an earlier event of the same stream is parked. Rows go with their schema.
  `CREATE TABLE projections.parked_events (
     seq bigserial PRIMARY KEY,
     schema text NOT NULL REFERENCES projections.catalog (schema) ON DELETE CASCADE,
     projection text NOT NULL,
     event_id text NOT NULL,
     stream_id text NOT NULL,
     position text NOT NULL,
     event_type text NOT NULL,
     error text NOT NULL,
     held boolean NOT NULL DEFAULT false,
     attempts int NOT NULL DEFAULT 1,
     parked_at timestamptz NOT NULL DEFAULT now(),
     retry_requested_at timestamptz,
     UNIQUE (schema, event_id)
   );
   CREATE INDEX ON projections.parked_events (schema, stream_id);
   ALTER TABLE projections.catalog ADD COLUMN parked int NOT NULL DEFAULT 0,
     ADD COLUMN retry_requested boolean NOT NULL DEFAULT false;`,
];

const IDENTIFIER = /^[a-z][a-z0-9_]{0,39}$/;

/** Projection names end up in SQL identifiers, so they are restricted to lower-case words. */
export function assertProjectionName(name: string): void {
  if (!IDENTIFIER.test(name)) throw new Error(`Projection name "${name}" must match ${IDENTIFIER}`);
}

/** `rm_<name>_v<version>` for the first build of a version, `…_g<n>` for each rebuild of the same version. */
export function schemaNameFor(name: string, version: number, generation: number): string {
  assertProjectionName(name);
  if (!Number.isInteger(version) || version < 1) throw new Error(`Projection version must be a positive integer`);
  return generation <= 1 ? `rm_${name}_v${version}` : `rm_${name}_v${version}_g${generation}`;
}
