/**
 * The projects read model (schema `rm_projects_v<version>`): one row per opening that exists, for the public list
 * and detail and the admin management. A deleted project's row goes away; its history stays in the event log.
 */

/** 2: the stream revision (the ETag of GET /api/projects/:id). 3: who made the last change (updated_by). */
export const PROJECTS_READ_MODEL_VERSION = 3;

export const projectTables = (schema: string): string[] => [
  `CREATE TABLE ${schema}.projects (
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
  `CREATE INDEX ON ${schema}.projects (created_at DESC)`,
];

/** The qualified projects table of the read model `schema`, for the applications read model's join. */
export const projectsTable = (schema: string): string => `${schema}.projects`;

/** The project's text columns (its fields, in both languages where it has two), in the table's order. */
export const PROJECT_TEXT_COLUMNS = [
  'title_en',
  'title_zh',
  'description_en',
  'description_zh',
  'location_en',
  'location_zh',
  'type_en',
  'type_zh',
  'role',
  'position',
  'salary_range',
  'salary_range_en',
  'salary_range_zh',
  'benefits_en',
  'benefits_zh',
] as const;

export type ProjectTextColumn = (typeof PROJECT_TEXT_COLUMNS)[number];

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
