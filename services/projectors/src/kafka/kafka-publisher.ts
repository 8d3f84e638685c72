import { Kafka, logLevel, type Producer } from 'kafkajs';
import type { Publisher } from './export-batch.ts';

export interface KafkaPublisher extends Publisher {
  disconnect(): Promise<void>;
}

/** An idempotent kafkajs producer waiting for every in-sync replica to acknowledge. */
export async function createKafkaPublisher(options: {
  brokers: string[];
  topic: string;
  clientId?: string;
}): Promise<KafkaPublisher> {
  const kafka = new Kafka({
    clientId: options.clientId ?? 'talent-bridge-projectors',
    brokers: options.brokers,
    logLevel: logLevel.WARN,
  });
  const producer: Producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: true });
  await producer.connect();
  return {
    async publish(messages) {
      await producer.send({ topic: options.topic, acks: -1, messages });
    },
    disconnect: () => producer.disconnect(),
  };
}
