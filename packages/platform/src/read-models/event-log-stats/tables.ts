/**
 * How many events of each type were recorded per UTC day (`event_counts`). No screen reads it: the projection
 * runner's tests and the projection benchmark use it as the reference aggregate (it reads every event and writes
 * one statement per batch), and an operator may read it to see the activity per day.
 */
export const eventLogStatsTables = (schema: string): string[] => [
  `CREATE TABLE ${schema}.event_counts (
      day date NOT NULL,
      event_type text NOT NULL,
      count bigint NOT NULL,
      PRIMARY KEY (day, event_type)
    )`,
];

/** The read model's version (its schema is `rm_event_log_stats_v<version>`): raised when the table changes. */
export const EVENT_LOG_STATS_READ_MODEL_VERSION = 1;

/** The counts table in a schema, quoted, for statements the module does not make (a test's LOCK TABLE). */
export const eventCountsTable = (schema: string): string => `"${schema}".event_counts`;
