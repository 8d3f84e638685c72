import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPostgresEventStore, type EventStore, type NewEvent } from '@tb/event-store';
import { createLogger, createPool, ensureDatabase, freePort, type Pool, startEmbeddedPostgres } from '@tb/platform';
import { startProjectors } from '@tb/projectors';
import { kafkaUnavailableReason, startKafkaBroker } from '@tb/projectors/testing';

/**
 * `npm run bench -- kafka`: the Kafka export against a real broker (KRaft, one node on 127.0.0.1, as in the
 * integration tests). A backlog of BENCH_KAFKA_EVENTS events (default 50,000; ~400-byte messages over 100 streams)
 * exported from position 0, per batch size; then the broker is stopped, 10,000 events are appended, and the time
 * from the broker's return to the last of them in Kafka is measured.
 */
const EVENTS = Number(process.env.BENCH_KAFKA_EVENTS ?? 50_000);
const WHILE_DOWN = 10_000;
const logger = createLogger({ level: process.env.BENCH_LOG_LEVEL ?? 'silent' });

async function append(store: EventStore, count: number, offset: number): Promise<void> {
  for (let i = 0; i < count; i += 500) {
    const events: NewEvent[] = Array.from({ length: Math.min(500, count - i) }, (_, j) => ({
      id: randomUUID(),
      type: 'BenchEventHappened',
      data: { n: offset + i + j, text: 'x'.repeat(200) },
      metadata: { actorId: 'bench' },
    }));
    await store.appendToStream(`bench-${(offset + i) % 100}`, events);
  }
}

const exported = async (pool: Pool, topic: string) =>
  (
    await pool.query<{ n: number }>('SELECT event_count AS n FROM projections.exports WHERE name = $1', [
      `kafka:${topic}`,
    ])
  ).rows[0]?.n ?? 0;

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('bench timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export default async function run(): Promise<void> {
  const unavailable = kafkaUnavailableReason();
  if (unavailable) {
    console.log(`kafka bench skipped: ${unavailable}`);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'tb-bench-kafka-'));
  chmodSync(dir, 0o777);
  const server = await startEmbeddedPostgres({ dataDir: join(dir, 'data'), port: await freePort(), ephemeral: true });
  const name = `bench_kafka_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(server.url, name);
  const pool = createPool(server.urlFor(name), 8);
  const broker = await startKafkaBroker();
  try {
    const store = await createPostgresEventStore({ pool });
    await append(store, EVENTS, 0);
    const rows: string[] = [];
    for (const batchSize of [500, 2000]) {
      const topic = `bench-${batchSize}-${Date.now()}`;
      const started = Date.now();
      const projectors = await startProjectors({
        pool,
        store,
        logger,
        projections: [],
        kafka: { brokers: broker.brokers, topic, batchSize },
      });
      await until(async () => (await exported(pool, topic)) === EVENTS, 600_000);
      const ms = Date.now() - started;
      await projectors.stop();
      rows.push(
        `| backlog of ${EVENTS.toLocaleString('en')}, batches of ${batchSize} | ${ms} ms | ${Math.round((EVENTS * 1000) / ms).toLocaleString('en')} events/s |`,
      );
    }

    const topic = `bench-restart-${Date.now()}`;
    const projectors = await startProjectors({
      pool,
      store,
      logger,
      projections: [],
      kafka: { brokers: broker.brokers, topic },
    });
    await until(async () => (await exported(pool, topic)) === EVENTS, 600_000);
    await broker.stop();
    await append(store, WHILE_DOWN, EVENTS);
    // The exporter has been failing for a while, as after a real outage: its retries are at their 5 s ceiling.
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    const restarting = Date.now();
    await broker.start();
    const answered = Date.now();
    await until(async () => (await exported(pool, topic)) === EVENTS + WHILE_DOWN, 600_000);
    const caughtUp = Date.now();
    await projectors.stop();
    rows.push(`| broker restart: start until it answers | ${answered - restarting} ms | |`);
    rows.push(
      `| broker restart: answers until the ${WHILE_DOWN.toLocaleString('en')} events appended meanwhile are exported | ${caughtUp - answered} ms | |`,
    );
    console.log(['| kafka export | time | rate |', '| --- | ---: | ---: |', ...rows].join('\n'));
    await store.close();
  } finally {
    await broker.destroy();
    await pool.end();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
