import type { Logger } from '@tb/platform';
import { type Admin, Kafka, type logCreator, logLevel, Partitioners, type Producer } from 'kafkajs';
import type { Publisher } from './export-batch.ts';

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
 * An idempotent kafkajs producer waiting for every in-sync replica to acknowledge, connected on first use: a
 * broker that is down when the process starts delays the export, not the start. A send to a broker that is gone
 * fails within seconds (few, short retries): the exporter owns the retrying, from its checkpoint.
 */
export function createKafkaPublisher(options: {
  brokers: string[];
  topic: string;
  clientId?: string;
  logger: Logger;
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
      await producer.send({ topic: options.topic, acks: -1, messages });
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
