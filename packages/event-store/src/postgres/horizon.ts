/**
 * The read horizon: the lowest transaction id that may still add events a reader cannot see yet. Events are
 * read in (transaction id, sequence) order strictly below it, and readers resume by that same key, so an event
 * that a slow writer commits late is never skipped and never read twice.
 *
 * The plain answer is the snapshot's xmin (`pg_snapshot_xmin(pg_current_snapshot())`): no transaction below it
 * is still running. But xmin is cluster-wide and counts every writing transaction, so a long read-model batch,
 * a migration or a test in another database would freeze event visibility while it runs. So the horizon is the
 * lowest *running writer of events* in the statement's snapshot instead:
 *
 * 1. Take the snapshot's in-progress transactions (`pg_snapshot_xip`); everything below the snapshot's xmax
 *    that is not in that list has ended, and transactions that start later get ids from xmax up.
 * 2. Leave out those proven never to append: the transaction still runs (its transaction-id lock is held)
 *    and its backend holds no write lock on the events table. This relies on one rule, kept by
 *    `appendEvents`: an append is its transaction's first write. A transaction gets its id at its first write
 *    and takes the table lock before that, so a transaction that already had an id in our snapshot and holds
 *    no lock on the table has not appended and never will.
 * 3. Locks are released only after a transaction has ended, so between its end and the release a
 *    transaction may appear running with its table lock gone. Hence the last check, made strictly after the
 *    lock scan (a CASE after a materialized CTE): a transaction is left out only if `pg_xact_status` still
 *    says 'in progress' *after* its lock was seen missing. If it ended meanwhile, it counts, and its events
 *    (invisible to this snapshot) wait for the next read.
 *
 * The result is never below xmin, and equals it whenever the oldest running transaction is an append.
 */
export const HORIZON = `(WITH snap AS MATERIALIZED (SELECT pg_current_snapshot() AS s),
  quiet AS MATERIALIZED (
    SELECT coalesce(array_agg(t.transactionid), '{}'::xid[]) AS xids
      FROM pg_locks t
     WHERE t.locktype = 'transactionid' AND t.granted AND t.pid IS NOT NULL
       AND NOT EXISTS (
         SELECT 1 FROM pg_locks r
          WHERE r.pid = t.pid AND r.locktype = 'relation' AND r.relation = 'event_store.events'::regclass
            AND r.mode = 'RowExclusiveLock'))
  SELECT coalesce(min(x), (SELECT pg_snapshot_xmax(s) FROM snap))
    FROM snap, quiet, pg_snapshot_xip(snap.s) AS x
   WHERE CASE WHEN ((x::text::bigint % 4294967296)::text)::xid = ANY (quiet.xids)
              THEN pg_xact_status(x) IS DISTINCT FROM 'in progress'
              ELSE true END)`;
