/**
 * Child process for the event-store bench: emmett-postgresql changes node-postgres' global type parsers on
 * import, so it runs alone here, on its own database, with the same pool size as ours.
 * argv: <connectionString> <connections> <operations> <eventsPerOperation>
 */
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import pg from 'pg';
import { measure } from './lib/stats.ts';

const [url = '', connectionsArg = '8', operationsArg = '1000', perOpArg = '1'] = process.argv.slice(2);
const connections = Number(connectionsArg);
const operations = Number(operationsArg);
const perOp = Number(perOpArg);

const pool = new pg.Pool({ connectionString: url, max: connections });
const store = getPostgreSQLEventStore(url, { connectionOptions: { pool } });
// The first append creates emmett's schema; keep it out of the measurement.
await store.appendToStream('warm-up', [{ type: 'Warmed', data: { n: 0 } }]);

const revisions = new Map<number, bigint>();
const result = await measure(connections, operations, perOp, async (worker) => {
  const revision = revisions.get(worker);
  const events = Array.from({ length: perOp }, (_, i) => ({
    type: 'BenchAppended',
    data: { worker, i, text: 'x'.repeat(100) },
  }));
  const appended = await store.appendToStream(`bench-${worker}`, events, {
    expectedStreamVersion: revision ?? 0n,
  });
  revisions.set(worker, appended.nextExpectedStreamVersion);
});
console.log(JSON.stringify(result));
await store.close();
await pool.end().catch(() => {});
process.exit(0);
