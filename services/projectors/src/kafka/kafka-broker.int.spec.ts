import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEventStore, type EventStore } from '@tb/event-store';
import { createLogger, freePort } from '@tb/platform';
import { createTestDatabase, type TestDatabase } from '@tb/platform/testing';
import { Kafka, logLevel } from 'kafkajs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProjectors } from '../runner/start-projectors.ts';
import { type KafkaBroker, kafkaUnavailableReason, startKafkaBroker } from '../testing/kafka-broker.ts';
import { appendDeposits } from '../testing/ledger-projection.ts';
import { createSequentialStore } from '../testing/sequential-store.ts';
import { spawnRunner } from '../testing/spawn-runner.ts';
import { waitUntil } from '../testing/wait-until.ts';
import type { ExportMessage } from './export-batch.ts';
import { createKafkaPublisher } from './kafka-publisher.ts';

/**
 * The Kafka export against a real Apache Kafka broker (KRaft, on 127.0.0.1, started once for this file; its jars
 * come from Maven Central the first time). Skipped, saying why, only where Java or Maven is missing.
 */
const unavailable = kafkaUnavailableReason();
if (unavailable) console.warn(`[kafka] real-broker tests skipped: ${unavailable}`);

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const logger = createLogger({ level: 'silent' });

interface Consumed {
  partition: number;
  key: string;
  id: string;
  streamId: string;
  revision: number;
}

/** Every message of the topic, in each partition's order: read up to the end offsets it has now. */
async function readTopic(brokers: string[], topic: string): Promise<Consumed[]> {
  const kafka = new Kafka({ clientId: 'tb-test-reader', brokers, logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  const ends = await admin.fetchTopicOffsets(topic);
  await admin.disconnect();
  const consumer = kafka.consumer({ groupId: `reader-${randomUUID()}` });
  const seen: Consumed[] = [];
  const next = new Map<number, number>();
  try {
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: true });
    await consumer.run({
      eachMessage: async ({ partition, message }) => {
        const value = JSON.parse(message.value?.toString() ?? '{}') as { streamId: string; revision: number };
        seen.push({
          partition,
          key: message.key?.toString() ?? '',
          id: message.headers?.['event-id']?.toString() ?? '',
          streamId: value.streamId,
          revision: value.revision,
        });
        next.set(partition, Number(message.offset) + 1);
      },
    });
    await waitUntil(
      async () => ends.every((end) => (next.get(end.partition) ?? 0) >= Number(end.high)),
      60_000,
      `topic ${topic} read to its end`,
    );
  } finally {
    await consumer.disconnect();
  }
  return seen;
}

/** Messages in the topic now (sum of the partitions' end offsets); 0 before the topic exists. */
async function messagesIn(brokers: string[], topic: string): Promise<number> {
  const admin = new Kafka({ clientId: 'tb-test-offsets', brokers, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const ends = await admin.fetchTopicOffsets(topic);
    return ends.reduce((sum, end) => sum + Number(end.high), 0);
  } catch {
    return 0;
  } finally {
    await admin.disconnect();
  }
}

/** What a consumer that drops repeated event ids keeps, per stream, in the order it read them. */
function dedupedByStream(messages: Consumed[]): Map<string, number[]> {
  const kept = new Set<string>();
  const streams = new Map<string, number[]>();
  for (const message of messages) {
    if (kept.has(message.id)) continue;
    kept.add(message.id);
    streams.set(message.streamId, [...(streams.get(message.streamId) ?? []), message.revision]);
  }
  return streams;
}

const inOrder = (revisions: number[]) => revisions.every((revision, i) => revision === i);

/** Events the exporter has published and checkpointed (its own count in `projections.exports`). */
async function exportCount(db: TestDatabase, topic: string): Promise<number> {
  const { rows } = await db.pool
    .query<{ n: number }>('SELECT event_count AS n FROM projections.exports WHERE name = $1', [`kafka:${topic}`])
    .catch(() => ({ rows: [] as { n: number }[] }));
  return rows[0]?.n ?? 0;
}

(unavailable ? describe.skip : describe)('Kafka export to a real broker', () => {
  let broker: KafkaBroker;
  let db: TestDatabase;
  let store: EventStore;

  beforeAll(async () => {
    broker = await startKafkaBroker();
    db = await createTestDatabase(4);
    store = await createSequentialStore(db.pool);
  }, 300_000);
  afterAll(async () => {
    await db?.drop();
    await broker?.destroy();
  });

  const exportedTo = (topic: string) => exportCount(db, topic);

  it('publishes every event once, keyed by its stream, in order within each stream', async () => {
    const topic = `tb-all-${Date.now()}`;
    await db.pool.query('TRUNCATE test_events');
    await appendDeposits(store, 6_000, 30);
    const started = Date.now();
    const projectors = await startProjectors({
      pool: db.pool,
      store,
      logger,
      projections: [],
      kafka: { brokers: broker.brokers, topic },
    });
    try {
      await waitUntil(async () => (await exportedTo(topic)) === 6_000, 60_000, 'export of 6,000 events');
    } finally {
      await projectors.stop();
    }
    const ms = Date.now() - started;
    console.log(`[kafka] exported 6,000 events in ${ms} ms (${Math.round(6_000_000 / ms)} events/s, batches of 500)`);

    const messages = await readTopic(broker.brokers, topic);
    expect(messages).toHaveLength(6_000);
    expect(new Set(messages.map((m) => m.id)).size).toBe(6_000);
    for (const message of messages) expect(message.key).toBe(message.streamId);
    // One stream, one partition; the topic has three, and the 30 streams use them all.
    const partitions = new Map<string, Set<number>>();
    for (const m of messages) partitions.set(m.key, (partitions.get(m.key) ?? new Set()).add(m.partition));
    for (const used of partitions.values()) expect(used.size).toBe(1);
    expect(new Set(messages.map((m) => m.partition)).size).toBe(3);
    const streams = dedupedByStream(messages);
    expect(streams.size).toBe(30);
    for (const [stream, revisions] of streams) expect(inOrder(revisions), stream).toBe(true);
  });

  it('exports a batch bigger than the broker takes in one request (500 events of 4 KB in one stream)', async () => {
    const topic = `tb-big-${Date.now()}`;
    await db.pool.query('TRUNCATE test_events');
    for (let n = 0; n < 500; n += 100) {
      await store.appendToStream(
        'big-stream',
        Array.from({ length: 100 }, (_, i) => ({
          id: randomUUID(),
          type: 'Noted',
          data: { n: n + i, text: 'x'.repeat(4_000) },
        })),
      );
    }
    const projectors = await startProjectors({
      pool: db.pool,
      store,
      logger,
      projections: [],
      kafka: { brokers: broker.brokers, topic, batchSize: 500 },
    });
    try {
      // 2 MB in one partition: over the broker's 1 MiB message.max.bytes unless the batch is sent in parts.
      await waitUntil(async () => (await exportedTo(topic)) === 500, 60_000, 'export of 500 events of 4 KB');
    } finally {
      await projectors.stop();
    }
    const messages = await readTopic(broker.brokers, topic);
    expect(messages.map((m) => m.revision)).toEqual(Array.from({ length: 500 }, (_, i) => i));
  });

  it('a batch the broker took but whose checkpoint was not saved goes out once more, and only that batch', async () => {
    const topic = `tb-window-${Date.now()}`;
    await db.pool.query('TRUNCATE test_events');
    await appendDeposits(store, 1_000, 10);
    // The real producer, with the crash window made certain: the third batch is acknowledged by the broker, then
    // the exporter fails before it saves the checkpoint (as a process killed at that instant would).
    const real = createKafkaPublisher({ brokers: broker.brokers, topic, logger });
    let batches = 0;
    const publisher = {
      async publish(messages: ExportMessage[]) {
        await real.publish(messages);
        batches += 1;
        if (batches === 3) throw new Error('stopped between publish and checkpoint');
      },
      disconnect: () => real.disconnect(),
    };
    const projectors = await startProjectors({
      pool: db.pool,
      store,
      logger,
      projections: [],
      kafka: { brokers: broker.brokers, topic, batchSize: 100, publisher },
    });
    try {
      await waitUntil(async () => (await exportedTo(topic)) === 1_000, 60_000, 'export of 1,000 events');
    } finally {
      await projectors.stop();
    }
    const messages = await readTopic(broker.brokers, topic);
    expect(messages).toHaveLength(1_100);
    expect(new Set(messages.map((m) => m.id)).size).toBe(1_000);
    for (const [stream, revisions] of dedupedByStream(messages)) expect(inOrder(revisions), stream).toBe(true);
  });

  // Four runner processes, each starting Node and connecting to the broker: minutes on a loaded machine.
  it('killed mid-export and restarted three times: loses nothing, repeats at most the batch in flight', {
    timeout: 420_000,
  }, async () => {
    const topic = `tb-kill-${Date.now()}`;
    const batchSize = 200;
    const total = 30_000;
    await db.pool.query('TRUNCATE test_events');
    await appendDeposits(store, total, 40);
    const env = {
      DATABASE_URL: db.url,
      KAFKA_BROKERS: broker.brokers.join(','),
      KAFKA_TOPIC: topic,
      KAFKA_BATCH_SIZE: String(batchSize),
    };
    const killedAt: number[] = [];
    for (let kill = 0; kill < 3; kill++) {
      const before = await messagesIn(broker.brokers, topic);
      const runner = spawnRunner(env);
      await runner.started;
      // SIGKILL as soon as this run has published something: the rest of the export is still to do.
      await waitUntil(async () => (await messagesIn(broker.brokers, topic)) > before, 60_000, 'export progress');
      await runner.kill('SIGKILL');
      killedAt.push(await exportedTo(topic));
    }
    // Each kill landed before the end, with work still to do, and each run moved the checkpoint on.
    expect(killedAt.at(-1)).toBeLessThan(total);

    const runner = spawnRunner(env);
    await runner.started;
    await waitUntil(async () => (await exportedTo(topic)) === total, 90_000, 'export after the kills');
    await runner.kill('SIGTERM');

    const messages = await readTopic(broker.brokers, topic);
    const ids = new Set(messages.map((m) => m.id));
    const stored = (await db.pool.query<{ id: string }>('SELECT id FROM test_events')).rows.map((r) => r.id);
    expect(ids).toEqual(new Set(stored));
    const repeated = messages.length - ids.size;
    console.log(`[kafka] 3 kills mid-export (checkpoints ${killedAt.join(', ')}): ${repeated} messages repeated`);
    // At-least-once: a kill between a batch's publish and its checkpoint repeats that batch, nothing more.
    expect(repeated).toBeLessThanOrEqual(3 * batchSize);
    for (const [stream, revisions] of dedupedByStream(messages)) expect(inOrder(revisions), stream).toBe(true);
  });

  describe('the projectors service while the broker is away', () => {
    let serviceDb: TestDatabase;
    let serviceStore: EventStore;
    let child: ChildProcess | undefined;
    let output = '';
    const dataDir = mkdtempSync(join(tmpdir(), 'tb-kafka-service-'));

    beforeAll(async () => {
      serviceDb = await createTestDatabase(2);
      serviceStore = await createEventStore({ pool: serviceDb.pool });
    });
    afterAll(async () => {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child?.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await serviceStore?.close();
      await serviceDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('starts with the broker down and says so (/readyz degraded, one log line), then catches up when it is back', async () => {
      const topic = `tb-service-${Date.now()}`;
      await broker.stop();
      await appendDeposits(serviceStore, 500, 5);
      const port = await freePort();
      child = spawn(process.execPath, ['services/projectors/src/server.ts'], {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: serviceDb.url,
          KAFKA_BROKERS: broker.brokers.join(','),
          KAFKA_TOPIC: topic,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.stderr?.on('data', (chunk) => (output += chunk));
      const readiness = async () => {
        const response = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
        if (!response) return null;
        const body = (await response.json()) as {
          status: string;
          checks: { name: string; detail?: { kafka?: { state: string; lastError: string | null } } }[];
        };
        return {
          http: response.status,
          status: body.status,
          kafka: body.checks.find((c) => c.detail?.kafka)?.detail?.kafka,
        };
      };

      // Down at start: the service starts anyway, and reports the export failing.
      await expect.poll(async () => (await readiness())?.kafka?.state, { timeout: 60_000 }).toBe('failing');
      expect(await readiness()).toMatchObject({ http: 200, status: 'degraded' });
      expect(output).toContain('kafka export failing; retrying from its checkpoint');
      expect(output.match(/kafka export failing/g)).toHaveLength(1);

      // Back: the export resumes by itself and catches up.
      await broker.start();
      await expect.poll(async () => (await readiness())?.status, { timeout: 60_000 }).toBe('ready');
      await expect.poll(() => exportCount(serviceDb, topic), { timeout: 30_000 }).toBe(500);
      expect(output).toContain('kafka export resumed');

      // Going away while running: reported within the idle check's few seconds, even with nothing to export.
      await broker.stop();
      await expect.poll(async () => (await readiness())?.kafka?.state, { timeout: 60_000 }).toBe('failing');
      await appendDeposits(serviceStore, 1_500, 5, 500);
      const back = Date.now();
      await broker.start();
      const restarted = Date.now() - back;
      await expect.poll(() => exportCount(serviceDb, topic), { timeout: 60_000, interval: 50 }).toBe(2_000);
      const caughtUp = Date.now() - back;
      console.log(
        `[kafka] broker restart: ${restarted} ms until it answered; the 1,500 events waiting were exported ${caughtUp} ms after the restart began`,
      );
      const messages = await readTopic(broker.brokers, topic);
      expect(new Set(messages.map((m) => m.id)).size).toBe(2_000);
      for (const [stream, revisions] of dedupedByStream(messages)) expect(inOrder(revisions), stream).toBe(true);
      await expect.poll(async () => (await readiness())?.status).toBe('ready');
    }, 240_000);
  });
});
