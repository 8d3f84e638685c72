import type { Logger } from '@tb/platform';
import { type Admin, Kafka, type logCreator, logLevel, Partitioners, type Producer } from 'kafkajs';
import type { ExportMessage, Publisher } from './export-batch.ts';

export interface KafkaPublisher extends Publisher {
  /** Asks a broker for the cluster's metadata: throws while no broker answers (an idle exporter's check). */
  probe(): Promise<void>;
  disconnect(): Promise<void>;
}

/**
 * kafkajs logs every retried request as an error of its own; the exporter reports failures itself (one line
 * when the export stops, one when it resumes), so kafkajs's lines go to debug.
 */
const toLogger =
  (logger: Logger): logCreator =>
  () =>
  ({ namespace, label, log }) => {
    const { message, ...extra } = log;
    logger.debug({ kafkajs: namespace, label, ...extra }, message);
  };

/**
 * A broker refuses a partition's record batch over `message.max.bytes` (1 MiB by default): 500 events of one stream
 * at 2 KB each would be refused, and the export would retry that batch for ever. Sends stay below this size (the
 * bytes of every message, so any partition's share too). A single larger event is sent alone; if the broker
 * refuses it, the export reports it as failing until the broker's limit is raised.
 */
const MAX_REQUEST_BYTES = 900_000;
/** Per message: Kafka's record framing, the timestamp and offset deltas, the header names. */
const RECORD_OVERHEAD_BYTES = 100;

export function chunksOf(messages: ExportMessage[], maxBytes: number): ExportMessage[][] {
  const chunks: ExportMessage[][] = [];
  let chunk: ExportMessage[] = [];
  let bytes = 0;
  for (const message of messages) {
    const size =
      RECORD_OVERHEAD_BYTES +
      Buffer.byteLength(message.key) +
      Buffer.byteLength(message.value) +
      Object.entries(message.headers).reduce((sum, [k, v]) => sum + Buffer.byteLength(k) + Buffer.byteLength(v), 0);
    if (chunk.length > 0 && bytes + size > maxBytes) {
      chunks.push(chunk);
      chunk = [];
      bytes = 0;
    }
    chunk.push(message);
    bytes += size;
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/**
 * An idempotent kafkajs producer waiting for every in-sync replica to acknowledge, connected on first use: a
 * broker that is down when the process starts delays the export, not the start. A send to a broker that is gone
 * fails within seconds (few, short retries): the exporter owns the retrying, from its checkpoint.
 */
export function createKafkaPublisher(options: {
  brokers: string[];
  topic: string;
  clientId?: string;
  logger: Logger;
  maxRequestBytes?: number;
}): KafkaPublisher {
  const kafka = new Kafka({
    clientId: options.clientId ?? 'talent-bridge-projectors',
    brokers: options.brokers,
    connectionTimeout: 3_000,
    requestTimeout: 10_000,
    retry: { retries: 2, initialRetryTime: 200, maxRetryTime: 2_000 },
    logLevel: logLevel.INFO,
    logCreator: toLogger(options.logger),
  });
  // The Java client's partitioner (murmur2 of the key): a stream's events share a partition, so they stay in order.
  const producer: Producer = kafka.producer({
    idempotent: true,
    maxInFlightRequests: 1,
    allowAutoTopicCreation: true,
    createPartitioner: Partitioners.DefaultPartitioner,
  });
  const admin: Admin = kafka.admin();
  let producerReady: Promise<void> | null = null;
  let adminReady: Promise<void> | null = null;
  // A failed connect is forgotten, so the next call tries again.
  const connected = (connect: () => Promise<void>, reset: () => void) =>
    connect().catch((error: unknown) => {
      reset();
      throw error;
    });
  return {
    async publish(messages) {
      producerReady ??= connected(
        () => producer.connect(),
        () => {
          producerReady = null;
        },
      );
      await producerReady;
      // One after the other: a stream's events keep their order (one partition, one request in flight).
      for (const chunk of chunksOf(messages, options.maxRequestBytes ?? MAX_REQUEST_BYTES)) {
        await producer.send({ topic: options.topic, acks: -1, messages: chunk });
      }
    },
    async probe() {
      adminReady ??= connected(
        () => admin.connect(),
        () => {
          adminReady = null;
        },
      );
      await adminReady;
      await admin.describeCluster();
    },
    async disconnect() {
      await Promise.allSettled([producer.disconnect(), admin.disconnect()]);
    },
  };
}
