/**
 * Per-day counters, one table per breakdown, so a 365-day answer sums a few thousand small rows whatever
 * the number of candidates. `candidates` keeps each candidate's facts to move its counts when they change.
 */
export const dashboardTables = (schema: string): string[] => [
  `CREATE TABLE ${schema}.candidates (
    id text PRIMARY KEY,
    facts jsonb NOT NULL
  )`,
  `CREATE TABLE ${schema}.candidate_days (
    day date NOT NULL,
    interviewed boolean NOT NULL,
    recommended boolean NOT NULL,
    count bigint NOT NULL,
    PRIMARY KEY (day, interviewed, recommended)
  )`,
  `CREATE TABLE ${schema}.position_days (
    day date NOT NULL,
    position text NOT NULL,
    count bigint NOT NULL,
    PRIMARY KEY (day, position)
  )`,
  `CREATE TABLE ${schema}.level_days (
    day date NOT NULL,
    level text NOT NULL,
    count bigint NOT NULL,
    PRIMARY KEY (day, level)
  )`,
  `CREATE TABLE ${schema}.application_days (
    day date PRIMARY KEY,
    count bigint NOT NULL
  )`,
  `CREATE TABLE ${schema}.projects (
    id text PRIMARY KEY,
    active boolean NOT NULL
  )`,
  `CREATE TABLE ${schema}.users (
    id text PRIMARY KEY
  )`,
];

/** The dashboard read model's version (its schema is `rm_dashboard_v<version>`): raised when the tables change. */
export const DASHBOARD_READ_MODEL_VERSION = 1;
