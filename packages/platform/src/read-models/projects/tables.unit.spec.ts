import { describe, expect, it } from 'vitest';
import { PROJECTS_READ_MODEL_VERSION, projectTables } from './tables.ts';

/**
 * The DDL of the read model's version as released. Its text columns come from the project catalogue: a field
 * added there changes the table, and an existing read model of this version would lack the column. Raise
 * PROJECTS_READ_MODEL_VERSION with such a change (the projections rebuild it beside the live one), then record the
 * new DDL here under the new version.
 */
const RELEASED: Record<number, string> = {
  3: `CREATE TABLE s.projects (
    id text PRIMARY KEY,
    title_en text NOT NULL DEFAULT '',
    title_zh text NOT NULL DEFAULT '',
    description_en text NOT NULL DEFAULT '',
    description_zh text NOT NULL DEFAULT '',
    location_en text NOT NULL DEFAULT '',
    location_zh text NOT NULL DEFAULT '',
    type_en text NOT NULL DEFAULT '',
    type_zh text NOT NULL DEFAULT '',
    role text NOT NULL DEFAULT '',
    position text NOT NULL DEFAULT '',
    salary_range text NOT NULL DEFAULT '',
    salary_range_en text NOT NULL DEFAULT '',
    salary_range_zh text NOT NULL DEFAULT '',
    benefits_en text NOT NULL DEFAULT '',
    benefits_zh text NOT NULL DEFAULT '',
    is_active boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    updated_by text NOT NULL DEFAULT '',
    revision int NOT NULL DEFAULT 0
  )`,
};

describe('the projects read model tables', () => {
  it('are the DDL released with their version (a new catalogue field needs a new version)', () => {
    const released = RELEASED[PROJECTS_READ_MODEL_VERSION];
    expect(released, `record the DDL of version ${PROJECTS_READ_MODEL_VERSION} here`).toBeDefined();
    expect(projectTables('s'), 'the DDL changed: raise PROJECTS_READ_MODEL_VERSION').toEqual([
      released,
      'CREATE INDEX ON s.projects (created_at DESC)',
    ]);
  });
});
