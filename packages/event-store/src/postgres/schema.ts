/**
 * One table. The unique (stream_id, revision) index is the optimistic-concurrency guard and the unique
 * event_id index makes appends idempotent; the (transaction_id, sequence) index serves read-all in order.
 * Every statement is idempotent on its own (IF NOT EXISTS), besides being recorded once in platform.migrations.
 */
export const NOTIFY_CHANNEL = 'tb_event_store';

export const eventStoreMigrations: readonly string[] = [
  `CREATE SCHEMA IF NOT EXISTS event_store;
   CREATE TABLE IF NOT EXISTS event_store.events (
     sequence bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
     stream_id text NOT NULL,
     revision bigint NOT NULL,
     event_id uuid NOT NULL,
     type text NOT NULL,
     schema_version int NOT NULL,
     data jsonb NOT NULL,
     metadata jsonb NOT NULL,
     recorded_at timestamptz NOT NULL DEFAULT now(),
     CONSTRAINT events_stream_revision UNIQUE (stream_id, revision),
     CONSTRAINT events_event_id UNIQUE (event_id)
   );
   -- Read-all pages walk this index in order: no sort of the table, so a rebuild costs linear time.
   CREATE INDEX IF NOT EXISTS events_global_order ON event_store.events (transaction_id, sequence);`,
];
