/**
 * The event store port. Adapters: PostgreSQL (the embedded default) and EventStoreDB.
 * Every adapter must pass the contract suite in `contract.ts`.
 */

/** Opaque to callers: compare with `store.comparePositions`, persist as text. */
export type Position = string;

export type ExpectedRevision = 'no_stream' | 'any' | 'stream_exists' | number;

export interface EventMetadata {
  actorId?: string;
  /** ISO time of the command that caused the event. */
  at?: string;
  correlationId?: string;
  causationId?: string;
  [key: string]: unknown;
}

export interface NewEvent {
  /** UUID. Re-appending a stored id returns the first result and writes nothing. */
  id: string;
  type: string;
  data: Record<string, unknown>;
  metadata?: EventMetadata;
  /** Schema version of `data`; old versions are upcast on read (defaults to 1). */
  schemaVersion?: number;
}

export interface RecordedEvent {
  id: string;
  streamId: string;
  /** 0-based revision within the stream. */
  revision: number;
  position: Position;
  type: string;
  schemaVersion: number;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  recordedAt: Date;
}

export interface AppendResult {
  /** Revision of the last event now in the stream. */
  nextRevision: number;
  /** Position of the last appended event. */
  position: Position;
}

export interface ReadAllOptions {
  /** Exclusive; null or absent reads from the start. */
  after?: Position | null;
  limit?: number;
}

export interface SubscribeOptions {
  after?: Position | null;
  signal?: AbortSignal;
}

export interface EventStore {
  appendToStream(
    streamId: string,
    events: readonly NewEvent[],
    options?: { expectedRevision?: ExpectedRevision },
  ): Promise<AppendResult>;
  /** All events of a stream in revision order; empty when the stream does not exist. */
  readStream(streamId: string, options?: { fromRevision?: number; maxCount?: number }): Promise<RecordedEvent[]>;
  /** Committed events in global order, strictly after `after`. Never skips an event that commits late. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /** Catches up from `after`, then delivers new events live, in global order, each exactly once. */
  subscribe(options?: SubscribeOptions): AsyncIterable<RecordedEvent>;
  /** Position of the newest readable event, or null on an empty store. */
  headPosition(): Promise<Position | null>;
  /**
   * Position of the newest committed event, readable or still held back behind an older writer that has not
   * committed yet (null on an empty store). A client's own write is at or before it the moment the client learns
   * its position, while `headPosition` may still be behind it. Adapters without such a horizon answer the head.
   */
  writtenPosition?(): Promise<Position | null>;
  /** Negative when a is before b, 0 when equal, positive after. */
  comparePositions(a: Position, b: Position): number;
  close(): Promise<void>;
}
