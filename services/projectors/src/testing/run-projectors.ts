import { createLogger, createPool } from '@tb/platform';
import { startProjectors } from '../runner/start-projectors.ts';
import { ledgerProjection } from './ledger-projection.ts';
import { createSequentialStore } from './sequential-store.ts';

/**
 * Test support: a projector process the integration tests spawn, SIGKILL and restart.
 * Env: DATABASE_URL, HANDLER_DELAY_MS, BATCH_SIZE. Prints `started` once running. (The Kafka export's crash test
 * runs the projectors service itself: `projectors-service.ts`.)
 */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const pool = createPool(url, 4);
const store = await createSequentialStore(pool);
const projectors = await startProjectors({
  pool,
  store,
  logger: createLogger({ level: process.env.LOG_LEVEL ?? 'warn', name: `runner-${process.pid}` }),
  projections: [ledgerProjection({ handlerDelayMs: Number(process.env.HANDLER_DELAY_MS ?? 0) })],
  options: { batchSize: Number(process.env.BATCH_SIZE ?? 50), lockRetryMs: 100, idlePollMs: 500 },
});
console.log('started');
process.on('SIGTERM', () => {
  projectors
    .stop()
    .then(() => pool.end())
    .then(() => process.exit(0));
});
