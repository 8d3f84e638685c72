/**
 * The events table and the append function. Appending is one round trip: the function checks
 * idempotency and the expected revision, moves the stream's revision, inserts the events and notifies
 * subscribers (delivered at commit, never for a rolled-back append).
 */
export const NOTIFY_CHANNEL = 'tb_event_store';

export const eventStoreMigrations: readonly string[] = [
  `CREATE SCHEMA IF NOT EXISTS event_store;
   CREATE TABLE event_store.streams (
     stream_id text PRIMARY KEY,
     revision bigint NOT NULL
   );
   CREATE TABLE event_store.events (
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
   CREATE INDEX events_global_order ON event_store.events (transaction_id, sequence);`,
  `CREATE FUNCTION event_store.append(
     p_stream text, p_expected text, p_ids uuid[], p_types text[], p_versions int[], p_data jsonb[], p_metadata jsonb[]
   ) RETURNS TABLE (status text, next_revision bigint, transaction_id xid8, last_sequence bigint, actual bigint)
   LANGUAGE plpgsql AS $fn$
   DECLARE
     n int := cardinality(p_ids);
     new_revision bigint;
     found_count int;
     same_count int;
   BEGIN
     -- Idempotency: the same ids with the same content were stored before: answer the first result.
     SELECT count(*), count(*) FILTER (WHERE e.stream_id = p_stream AND e.type = t.type AND e.data = t.data)
       INTO found_count, same_count
       FROM event_store.events e JOIN unnest(p_ids, p_types, p_data) AS t(id, type, data) ON e.event_id = t.id;
     IF found_count > 0 THEN
       IF found_count = n AND same_count = n THEN
         RETURN QUERY SELECT 'duplicate'::text, max(e.revision), (array_agg(e.transaction_id ORDER BY e.revision DESC))[1],
           max(e.sequence), NULL::bigint FROM event_store.events e WHERE e.event_id = ANY(p_ids);
       ELSE
         RETURN QUERY SELECT 'conflict'::text, NULL::bigint, NULL::xid8, NULL::bigint, NULL::bigint;
       END IF;
       RETURN;
     END IF;

     IF p_expected = 'any' THEN
       INSERT INTO event_store.streams AS s (stream_id, revision) VALUES (p_stream, n - 1)
         ON CONFLICT (stream_id) DO UPDATE SET revision = s.revision + n RETURNING s.revision INTO new_revision;
     ELSIF p_expected = 'no_stream' THEN
       INSERT INTO event_store.streams (stream_id, revision) VALUES (p_stream, n - 1)
         ON CONFLICT DO NOTHING RETURNING revision INTO new_revision;
     ELSIF p_expected = 'stream_exists' THEN
       UPDATE event_store.streams SET revision = revision + n WHERE stream_id = p_stream RETURNING revision INTO new_revision;
     ELSE
       UPDATE event_store.streams SET revision = revision + n
         WHERE stream_id = p_stream AND revision = p_expected::bigint RETURNING revision INTO new_revision;
     END IF;

     IF new_revision IS NULL THEN
       -- A concurrent twin of this very append may have just committed: then it is a duplicate, not a conflict.
       SELECT count(*) INTO found_count FROM event_store.events e WHERE e.event_id = ANY(p_ids);
       IF found_count = n THEN
         RETURN QUERY SELECT 'duplicate'::text, max(e.revision), (array_agg(e.transaction_id ORDER BY e.revision DESC))[1],
           max(e.sequence), NULL::bigint FROM event_store.events e WHERE e.event_id = ANY(p_ids);
         RETURN;
       END IF;
       RETURN QUERY SELECT 'wrong_revision'::text, NULL::bigint, NULL::xid8, NULL::bigint,
         (SELECT s.revision FROM event_store.streams s WHERE s.stream_id = p_stream);
       RETURN;
     END IF;

     RETURN QUERY
       WITH inserted AS (
         INSERT INTO event_store.events (stream_id, revision, event_id, type, schema_version, data, metadata)
         SELECT p_stream, new_revision - n + t.ord, t.id, t.type, t.version, t.data, t.metadata
           FROM unnest(p_ids, p_types, p_versions, p_data, p_metadata) WITH ORDINALITY AS t(id, type, version, data, metadata, ord)
         ORDER BY t.ord
         RETURNING event_store.events.sequence, event_store.events.transaction_id
       )
       SELECT 'ok'::text, new_revision, max(i.transaction_id), max(i.sequence), NULL::bigint FROM inserted i;
     PERFORM pg_notify('${NOTIFY_CHANNEL}', '');
   END
   $fn$;`,
];
