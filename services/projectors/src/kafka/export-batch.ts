import type { EventStore, RecordedEvent } from '@tb/event-store';

export interface ExportMessage {
  /** Stream id: Kafka keeps one stream's events in order on one partition. */
  key: string;
  value: string;
  /** `event-id` lets consumers drop the duplicates at-least-once delivery produces. */
  headers: Record<string, string>;
}

export interface Publisher {
  /** Resolves once the broker acknowledged every message. */
  publish(messages: ExportMessage[]): Promise<void>;
}

export interface ExportCheckpoints {
  load(): Promise<string | null>;
  save(position: string, exported: number): Promise<void>;
}

export function toMessage(event: RecordedEvent): ExportMessage {
  return {
    key: event.streamId,
    value: JSON.stringify({
      id: event.id,
      streamId: event.streamId,
      revision: event.revision,
      position: event.position,
      type: event.type,
      schemaVersion: event.schemaVersion,
      data: event.data,
      metadata: event.metadata,
      recordedAt: event.recordedAt.toISOString(),
    }),
    headers: {
      'event-id': event.id,
      'event-type': event.type,
      'event-position': event.position,
      'schema-version': String(event.schemaVersion),
    },
  };
}

/**
 * Publishes the events after the checkpoint, then moves the checkpoint: a crash in between republishes
 * the batch (at-least-once), never loses it. Returns how many events went out.
 */
export async function exportNextBatch(deps: {
  store: Pick<EventStore, 'readAll'>;
  publisher: Publisher;
  checkpoints: ExportCheckpoints;
  batchSize: number;
}): Promise<number> {
  const after = await deps.checkpoints.load();
  const events = await deps.store.readAll({ after, limit: deps.batchSize });
  const last = events.at(-1);
  if (!last) return 0;
  await deps.publisher.publish(events.map(toMessage));
  await deps.checkpoints.save(last.position, events.length);
  return events.length;
}
