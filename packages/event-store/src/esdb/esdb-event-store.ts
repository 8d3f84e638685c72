import {
  ANY,
  BACKWARDS,
  type Direction,
  END,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  NO_STREAM,
  type ResolvedEvent,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import { DuplicateEventIdConflict, WrongExpectedRevision } from '../errors.ts';
import { comparePositions, decodePosition, encodePosition } from '../postgres/positions.ts';
import { sameJson } from '../same-json.ts';
import type { AppendResult, EventStore, ExpectedRevision, NewEvent, RecordedEvent } from '../types.ts';

const SCHEMA_VERSION = 'schemaVersion';

const expectedFor = (expected: ExpectedRevision) => {
  if (expected === 'any') return ANY;
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'stream_exists') return STREAM_EXISTS;
  return BigInt(expected);
};

const positionOf = (resolved: ResolvedEvent): string | null => {
  const position = resolved.event?.position ?? resolved.commitPosition;
  if (position === undefined) return null;
  return typeof position === 'bigint'
    ? encodePosition(position, position)
    : encodePosition(position.commit, position.prepare);
};

function toRecorded(resolved: ResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || event.type.startsWith('$') || !event.isJson) return null;
  const metadata = { ...((event.metadata ?? {}) as Record<string, unknown>) };
  const schemaVersion = Number(metadata[SCHEMA_VERSION] ?? 1);
  delete metadata[SCHEMA_VERSION];
  return {
    id: event.id,
    streamId: event.streamId,
    revision: Number(event.revision),
    position: positionOf(resolved) ?? encodePosition(0, 0),
    type: event.type,
    schemaVersion,
    data: event.data as Record<string, unknown>,
    metadata,
    recordedAt: event.created,
  };
}

/**
 * The EventStoreDB (KurrentDB) adapter. Positions are the log's commit/prepare pair, encoded like the
 * PostgreSQL adapter's. EventStoreDB makes an append idempotent by event id natively.
 */
export function createEsdbEventStore(options: { connectionString: string }): EventStore {
  const client = EventStoreDBClient.connectionString(options.connectionString.replace(/^kurrentdb/, 'esdb'));

  const readAll = async (after: string | null | undefined, limit: number, direction: Direction = FORWARDS) => {
    const from = after ? decodePosition(after) : null;
    const events: RecordedEvent[] = [];
    const stream = client.readAll({
      fromPosition: from
        ? { commit: from.transactionId, prepare: from.sequence }
        : direction === FORWARDS
          ? START
          : END,
      direction,
      maxCount: limit + (from ? 1 : 0),
    });
    for await (const resolved of stream) {
      const recorded = toRecorded(resolved);
      // ESDB's fromPosition is inclusive; the port's `after` is not.
      if (!recorded || (after && comparePositions(recorded.position, after) <= 0)) continue;
      events.push(recorded);
      if (events.length >= limit) break;
    }
    return events;
  };

  const readStream = async (
    streamId: string,
    fromRevision: number,
    maxCount: number,
    direction: Direction = FORWARDS,
  ) => {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of client.readStream(streamId, {
        fromRevision: direction === FORWARDS ? BigInt(fromRevision) : END,
        direction,
        maxCount,
      })) {
        const recorded = toRecorded(resolved);
        if (recorded) events.push(recorded);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  };

  /**
   * EventStoreDB answers an append of event ids it already holds as a success without writing, whatever the
   * content. The port promises more: the first result for the very same events, a conflict for other content.
   * So read back what is stored under these ids (the stream's last events first, the common case) and compare.
   */
  const confirmStored = async (
    streamId: string,
    events: readonly NewEvent[],
    nextRevision: number,
    written: string | null,
  ): Promise<AppendResult> => {
    const wanted = new Set(events.map((e) => e.id.toLowerCase()));
    let stored = await readStream(streamId, 0, events.length, BACKWARDS);
    if (!stored.every((e) => wanted.has(e.id.toLowerCase())) || stored.length !== events.length)
      stored = (await readStream(streamId, 0, Number.MAX_SAFE_INTEGER)).filter((e) => wanted.has(e.id.toLowerCase()));
    const byId = new Map(stored.map((e) => [e.id.toLowerCase(), e]));
    for (const e of events) {
      const found = byId.get(e.id.toLowerCase());
      if (
        !found ||
        found.type !== e.type ||
        found.schemaVersion !== (e.schemaVersion ?? 1) ||
        !sameJson(found.data, e.data)
      )
        throw new DuplicateEventIdConflict(e.id);
    }
    const last = stored.reduce((a, b) => (b.revision > a.revision ? b : a));
    // A fresh write: the append's own position; a retry: where the first append put them.
    const fresh = last.revision === nextRevision && written !== null;
    return { nextRevision: last.revision, position: fresh ? written : last.position };
  };

  return {
    async appendToStream(streamId: string, events: readonly NewEvent[], appendOptions = {}): Promise<AppendResult> {
      const expected = appendOptions.expectedRevision ?? 'any';
      try {
        const result = await client.appendToStream(
          streamId,
          events.map((e) =>
            jsonEvent({
              id: e.id,
              type: e.type,
              data: e.data,
              metadata: { ...e.metadata, [SCHEMA_VERSION]: e.schemaVersion ?? 1 },
            }),
          ),
          { expectedRevision: expectedFor(expected) },
        );
        const written = result.position ? encodePosition(result.position.commit, result.position.prepare) : null;
        return await confirmStored(streamId, events, Number(result.nextExpectedRevision), written);
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          const actual = typeof error.actualVersion === 'bigint' ? Number(error.actualVersion) : 'no_stream';
          throw new WrongExpectedRevision(streamId, String(expected), actual);
        }
        throw error;
      }
    },

    readStream: (streamId, readOptions = {}) =>
      readStream(streamId, readOptions.fromRevision ?? 0, readOptions.maxCount ?? Number.MAX_SAFE_INTEGER),

    readAll: (readOptions = {}) => readAll(readOptions.after, readOptions.limit ?? 1000),

    async *subscribe(subscribeOptions = {}) {
      const from = subscribeOptions.after ? decodePosition(subscribeOptions.after) : null;
      const subscription = client.subscribeToAll({
        fromPosition: from ? { commit: from.transactionId, prepare: from.sequence } : START,
        filter: excludeSystemEvents(),
      });
      // Ending a subscription whose connection is already gone rejects: nothing to do then, and an unheard
      // rejection would end the process.
      const abort = () => void subscription.unsubscribe().catch(() => {});
      subscribeOptions.signal?.addEventListener('abort', abort, { once: true });
      try {
        for await (const resolved of subscription) {
          const recorded = toRecorded(resolved);
          if (!recorded) continue;
          if (subscribeOptions.after && comparePositions(recorded.position, subscribeOptions.after) <= 0) continue;
          yield recorded;
          if (subscribeOptions.signal?.aborted) return;
        }
      } finally {
        subscribeOptions.signal?.removeEventListener('abort', abort);
        await subscription.unsubscribe();
      }
    },

    async headPosition() {
      const [last] = await readAll(null, 1, BACKWARDS);
      return last?.position ?? null;
    },

    // EventStoreDB has no read horizon: what is written is readable.
    writtenPosition() {
      return this.headPosition();
    },

    comparePositions,

    close: () => client.dispose(),
  };
}
