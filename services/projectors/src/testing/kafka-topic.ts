import { randomUUID } from 'node:crypto';
import type { Pool } from '@tb/platform';
import { Kafka, logLevel } from 'kafkajs';
import { waitUntil } from './wait-until.ts';

/** Test support: one message of the export's topic, as a consumer reads it. */
export interface Consumed {
  partition: number;
  key: string;
  id: string;
  streamId: string;
  revision: number;
  position: string;
}

/** Every message of the topic, in each partition's order: read up to the end offsets it has now. */
export async function readTopic(brokers: string[], topic: string): Promise<Consumed[]> {
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
        const value = JSON.parse(message.value?.toString() ?? '{}') as {
          streamId: string;
          revision: number;
          position: string;
        };
        seen.push({
          partition,
          key: message.key?.toString() ?? '',
          id: message.headers?.['event-id']?.toString() ?? '',
          streamId: value.streamId,
          revision: value.revision,
          position: value.position,
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
export async function messagesIn(brokers: string[], topic: string): Promise<number> {
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

/** What a consumer that drops repeated event ids keeps, per stream: the revisions in the order it read them. */
export function dedupedByStream(messages: Consumed[]): Map<string, number[]> {
  const kept = new Set<string>();
  const streams = new Map<string, number[]>();
  for (const message of messages) {
    if (kept.has(message.id)) continue;
    kept.add(message.id);
    streams.set(message.streamId, [...(streams.get(message.streamId) ?? []), message.revision]);
  }
  return streams;
}

/** Every revision from 0 up, once, in order: nothing of the stream lost or reordered. */
export const inOrder = (revisions: number[]) => revisions.every((revision, i) => revision === i);

/** How many times each event id was published. */
export function copiesById(messages: Consumed[]): Map<string, number> {
  const copies = new Map<string, number>();
  for (const m of messages) copies.set(m.id, (copies.get(m.id) ?? 0) + 1);
  return copies;
}

export interface ExportCheckpoint {
  position: string | null;
  /** Events published and checkpointed (repeats not counted). */
  count: number;
}

/** The exporter's own checkpoint in `projections.exports` (nothing yet: position null, count 0). */
export async function exportCheckpoint(pool: Pool, topic: string): Promise<ExportCheckpoint> {
  const { rows } = await pool
    .query<{ position: string | null; count: string }>(
      'SELECT position, event_count AS count FROM projections.exports WHERE name = $1',
      [`kafka:${topic}`],
    )
    .catch(() => ({ rows: [] as { position: string | null; count: string }[] }));
  return { position: rows[0]?.position ?? null, count: Number(rows[0]?.count ?? 0) };
}
