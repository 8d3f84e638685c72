import { PROJECT_COLUMNS, type ProjectColumn } from '@tb/contracts';

/**
 * The projects read model (schema `rm_projects_v<version>`): one row per opening that exists, for the public list
 * and detail and the admin management. A deleted project's row goes away; its history stays in the event log.
 */

/**
 * 2: the stream revision (the ETag of GET /api/projects/:id). 3: who made the last change (updated_by). The text
 * columns are the project catalogue's (contracts' projects/catalogue.ts): a field added there adds its column here,
 * and tables.unit.spec.ts, which pins the DDL of this version, fails until the version rises (the read model is
 * then rebuilt beside the live one).
 */
export const PROJECTS_READ_MODEL_VERSION = 3;

/** One text column per catalogue field, '' when not set. */
const TEXT_COLUMNS = PROJECT_COLUMNS.map((column) => `    ${column} text NOT NULL DEFAULT '',`).join('\n');

export const projectTables = (schema: string): string[] => [
  `CREATE TABLE ${schema}.projects (
    id text PRIMARY KEY,
${TEXT_COLUMNS}
    is_active boolean NOT NULL DEFAULT true,
    created_at timestamptz NOT NULL,
    updated_at timestamptz NOT NULL,
    updated_by text NOT NULL DEFAULT '',
    revision int NOT NULL DEFAULT 0
  )`,
  `CREATE INDEX ON ${schema}.projects (created_at DESC)`,
];

/** The qualified projects table of the read model `schema`, for the applications read model's join. */
export const projectsTable = (schema: string): string => `${schema}.projects`;

/** The project's text columns (its fields, in both languages where it has two), in the catalogue's order. */
export const PROJECT_TEXT_COLUMNS = PROJECT_COLUMNS;
export type ProjectTextColumn = ProjectColumn;

/** A row of the projects read model; timestamps are strings when it arrives through a JSON column. */
export type ProjectRow = Record<ProjectTextColumn, string> & {
  id: string;
  is_active: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  /** The project stream's revision (its ETag). */
  revision: number;
  /** Who made the last change (the event's actor); '' for the system. */
  updated_by: string;
};
