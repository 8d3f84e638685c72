import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../postgres/pool.ts';
import { createTestDatabase, type TestDatabase } from '../../testing/db.ts';
import { readEventCounts } from './queries.ts';
import { EVENT_LOG_STATS_READ_MODEL_VERSION, eventLogStatsTables } from './tables.ts';
import { addEventCounts } from './writes.ts';

/** The event_log_stats read model's write and query on its own table: batches add up per (day, type). */
const SCHEMA = `rm_event_log_stats_v${EVENT_LOG_STATS_READ_MODEL_VERSION}`;
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase(4);
  await db.pool.query(`CREATE SCHEMA ${SCHEMA}`);
  for (const ddl of eventLogStatsTables(SCHEMA)) await db.pool.query(ddl);
});
afterAll(() => db?.drop());

describe('event_log_stats read model', () => {
  it('adds each batch to the day and type it counts, and reads them by day then type', async () => {
    expect(await readEventCounts(db.pool, SCHEMA)).toEqual([]);
    await inTransaction(db.pool, async (client) => {
      await addEventCounts(client, SCHEMA, [
        { day: '2025-03-02', eventType: 'UserRegistered', count: 2 },
        { day: '2025-03-01', eventType: 'CandidateAdded', count: 3 },
      ]);
      await addEventCounts(client, SCHEMA, []);
    });
    await inTransaction(db.pool, (client) =>
      addEventCounts(client, SCHEMA, [
        { day: '2025-03-02', eventType: 'UserRegistered', count: 5 },
        { day: '2025-03-02', eventType: 'CandidateAdded', count: 1 },
      ]),
    );
    expect(await readEventCounts(db.pool, SCHEMA)).toEqual([
      { day: '2025-03-01', eventType: 'CandidateAdded', count: 3 },
      { day: '2025-03-02', eventType: 'CandidateAdded', count: 1 },
      { day: '2025-03-02', eventType: 'UserRegistered', count: 7 },
    ]);
  });
});
