import { randomUUID } from 'node:crypto';
import { findUnstorable } from '@tb/contracts';
import type { Command, Decider, DomainEvent, EventSchemaVersions } from '@tb/domain';
import { eventSchemas, schemaVersionOf, UnprocessableError, upcast, ValidationError } from '@tb/domain';
import {
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type RecordedEvent,
  WrongExpectedRevision,
} from '@tb/event-store';
import { v5 as uuidv5 } from 'uuid';
import { AggregateCache } from './aggregate-cache.ts';

const caches = new WeakMap<EventStore, AggregateCache>();

/** The process-wide cache of one event store's aggregates. */
export function aggregateCacheOf(store: EventStore): AggregateCache {
  let cache = caches.get(store);
  if (!cache) {
    cache = new AggregateCache();
    caches.set(store, cache);
  }
  return cache;
}

const IDEMPOTENCY_NAMESPACE = '6f1c2f7e-3b8a-4f55-9d2e-8a9f4f0c1b2d';

export interface HandleOptions {
  /** Same key, same stream → same event ids, so a retried request appends nothing new. */
  idempotencyKey?: string;
  /**
   * A fingerprint of the request that carried the key, kept in the events' metadata: the same key sent again with
   * another request is refused (422) instead of silently answered with the first one's result.
   */
  requestHash?: string;
  /** Bounded retries when another writer got there first. */
  maxAttempts?: number;
  /** The event schema registry; the product's own (`eventSchemas`) unless a test brings another. */
  schemas?: EventSchemaVersions;
  /** Folded states of recently used streams, so only a stream's tail is read; defaults to one per store. */
  cache?: AggregateCache | null;
}

export interface HandleResult<E, S = unknown> {
  events: E[];
  /** Position of the last appended event; null when the command decided nothing. */
  position: Position | null;
  nextRevision: number | null;
  /**
   * The aggregate as this command left it (a retried request: as its first answer left it), so a route answers
   * with the record it wrote instead of reading the stream again after another writer may have moved it on.
   */
  state: S;
}

export const eventIdFor = (idempotencyKey: string, streamId: string, index: number): string =>
  uuidv5(`${idempotencyKey}|${streamId}|${index}`, IDEMPOTENCY_NAMESPACE);

/**
 * A stored event lifted to its type's current schema version. Sealed personal parts must be opened first
 * (an upcaster sees the whole data), so an event that still carries a sealed part is left as it is: the
 * projections that read such events open them (openSealedEvents), which upcasts them then.
 */
export function upcastRecorded(recorded: RecordedEvent, schemas: EventSchemaVersions = eventSchemas): RecordedEvent {
  const current = schemaVersionOf(schemas, recorded.type);
  if (recorded.schemaVersion >= current || typeof recorded.data.sealed === 'string') return recorded;
  return {
    ...recorded,
    data: upcast(schemas, recorded.type, recorded.schemaVersion, recorded.data),
    schemaVersion: current,
  };
}

export function toDomainEvent<E extends DomainEvent>(recorded: RecordedEvent, schemas = eventSchemas): E {
  const { actorId, at } = recorded.metadata;
  return {
    type: recorded.type,
    data: upcast(schemas, recorded.type, recorded.schemaVersion, recorded.data),
    metadata: { actorId: String(actorId ?? 'system'), at: String(at ?? recorded.recordedAt.toISOString()) },
  } as E;
}

/**
 * The append gate: no event holds a text PostgreSQL cannot store (NUL, a lone surrogate). The contracts refuse
 * such text field by field and the inbox worker cleans what it reads; this catches any path that did neither,
 * before a sealed personal field could carry it past the store into a read model that cannot take it.
 */
function assertStorable(events: readonly DomainEvent[]): void {
  for (const event of events) {
    if (findUnstorable(event.data) === null && findUnstorable(event.metadata) === null) continue;
    throw new ValidationError('common.unstorableText');
  }
}

export function toNewEvents(
  streamId: string,
  events: readonly DomainEvent[],
  command: Command,
  options: Pick<HandleOptions, 'idempotencyKey' | 'schemas' | 'requestHash'> = {},
): NewEvent[] {
  assertStorable(events);
  return events.map((event, index) => ({
    id: options.idempotencyKey ? eventIdFor(options.idempotencyKey, streamId, index) : randomUUID(),
    type: event.type,
    data: event.data as Record<string, unknown>,
    schemaVersion: schemaVersionOf(options.schemas ?? eventSchemas, event.type),
    metadata: {
      ...event.metadata,
      correlationId: command.metadata.correlationId,
      causationId: command.metadata.causationId,
      ...(options.idempotencyKey && options.requestHash ? { requestHash: options.requestHash } : {}),
    },
  }));
}

/**
 * Loads the stream, decides, appends with the expected revision; when another writer appended in between,
 * reloads and decides again (a bounded number of times).
 *
 * A stream this process folded before (the aggregate cache) is first decided on as cached, without reading its
 * tail: the append's expected revision proves that state was current, and a stale one (another process
 * appended) costs one refused append before the usual read. Only an answer that appends nothing (a refusal, or
 * nothing to do) is never given from a cached state: it is decided again on the stream as read now.
 */
export async function handleCommand<C extends Command, E extends DomainEvent, S>(
  store: EventStore,
  decider: Decider<C, E, S>,
  streamId: string,
  command: C,
  options: HandleOptions & {
    /**
     * Checked against the state the command is decided on, before deciding: throw to refuse (`If-Match`: 412 when
     * the stream moved on). The append's expected revision makes the check hold until the events are stored.
     */
    precondition?: (state: S, revision: number | null) => void;
  } = {},
): Promise<HandleResult<E, S>> {
  const maxAttempts = options.maxAttempts ?? 5;
  // A retried request must find its earlier events wherever they are in the stream: read it whole.
  const cache = options.idempotencyKey || options.cache === null ? null : (options.cache ?? aggregateCacheOf(store));
  const earlier = await earlierAnswer(store, decider, streamId, options);
  if (earlier) return earlier;
  /** Appends the decided events after `revision`; WrongExpectedRevision when another writer appended there first. */
  const append = async (state: S, revision: number | null, events: E[]): Promise<HandleResult<E, S>> => {
    const expectedRevision: ExpectedRevision = revision ?? 'no_stream';
    const result = await store.appendToStream(streamId, toNewEvents(streamId, events, command, options), {
      expectedRevision,
    });
    const after = events.reduce(decider.evolve, state);
    cache?.set(streamId, decider, result.nextRevision, after);
    return { events, position: result.position, nextRevision: result.nextRevision, state: after };
  };

  const cached = cache?.get<S>(streamId, decider);
  if (cached) {
    const events = decideOrRefuse(decider, command, cached.state, () =>
      options.precondition?.(cached.state, cached.revision),
    );
    // A refusal, or nothing to do, is not trusted to a state that may be stale: the loop below reads the stream.
    if (events && events.length > 0) {
      try {
        return await append(cached.state, cached.revision, events);
      } catch (error) {
        if (!(error instanceof WrongExpectedRevision)) throw error;
      }
    }
  }
  for (let attempt = 1; ; attempt++) {
    try {
      const { state, revision } = await loadAggregate(store, decider, streamId, { ...options, cache });
      options.precondition?.(state, revision);
      const events = decider.decide(command, state);
      if (events.length === 0) {
        const first = await earlierAnswer(store, decider, streamId, options);
        return first ?? { events, position: null, nextRevision: revision, state };
      }
      return await append(state, revision, events);
    } catch (error) {
      // The same request sent again while the first was being decided (a client retrying at once) lost the race
      // to the first one's events: whether the store refused its append or the decider its command on the state
      // the first one left, it gets the first one's answer rather than a conflict or a refusal.
      const first = await earlierAnswer(store, decider, streamId, options);
      if (first) return first;
      if (error instanceof WrongExpectedRevision && attempt < maxAttempts) continue;
      throw error;
    }
  }
}

/**
 * What the request with this `Idempotency-Key` answered before: the events it appended to the stream (replayed),
 * 422 when the key came with another request, or null when the key is new to the stream.
 */
async function earlierAnswer<E extends DomainEvent, S>(
  store: EventStore,
  decider: Pick<Decider<never, E, S>, 'evolve' | 'initialState'>,
  streamId: string,
  options: HandleOptions,
): Promise<HandleResult<E, S> | null> {
  if (!options.idempotencyKey) return null;
  const recorded = await store.readStream(streamId);
  const firstId = eventIdFor(options.idempotencyKey, streamId, 0);
  const start = recorded.findIndex((e) => e.id === firstId);
  if (start < 0) return null;
  const earlier = recorded[start]?.metadata.requestHash;
  if (options.requestHash && typeof earlier === 'string' && earlier !== options.requestHash) {
    throw new UnprocessableError('security.idempotencyKeyReused');
  }
  return replayed(decider, recorded, start, options);
}

/** The decider's events, or undefined when it refuses the command (throws). */
function decideOrRefuse<C extends Command, E extends DomainEvent, S>(
  decider: Decider<C, E, S>,
  command: C,
  state: S,
  precondition: () => void,
): E[] | undefined {
  try {
    precondition();
    return decider.decide(command, state);
  } catch {
    return undefined;
  }
}

/** The stream's current state and last revision (null: no stream), reading only what the cache lacks. */
export async function loadAggregate<E extends DomainEvent, S>(
  store: EventStore,
  decider: Pick<Decider<never, E, S>, 'evolve' | 'initialState'>,
  streamId: string,
  options: Pick<HandleOptions, 'cache' | 'schemas'> = {},
): Promise<{ state: S; revision: number | null }> {
  const cache = options.cache === null ? null : (options.cache ?? aggregateCacheOf(store));
  const cached = cache?.get<S>(streamId, decider);
  const recorded = await store.readStream(streamId, cached ? { fromRevision: cached.revision + 1 } : {});
  const state = recorded.reduce(
    (s, e) => decider.evolve(s, toDomainEvent<E>(e, options.schemas)),
    cached ? cached.state : decider.initialState(),
  );
  const revision = recorded.at(-1)?.revision ?? cached?.revision ?? null;
  if (cache && revision !== null) cache.set(streamId, decider, revision, state);
  return { state, revision };
}

/** The first request's answer: its events (from `start` on), and the stream folded up to the last of them. */
function replayed<E extends DomainEvent, S>(
  decider: Pick<Decider<never, E, S>, 'evolve' | 'initialState'>,
  recorded: RecordedEvent[],
  start: number,
  options: HandleOptions,
): HandleResult<E, S> {
  const key = options.idempotencyKey ?? '';
  const ours = recorded.slice(start).filter((e, i) => e.id === eventIdFor(key, e.streamId, i));
  const last = ours.at(-1);
  const upToLast = last ? recorded.filter((e) => e.revision <= last.revision) : [];
  return {
    events: ours.map((e) => toDomainEvent<E>(e, options.schemas)),
    position: last?.position ?? null,
    nextRevision: last?.revision ?? null,
    state: upToLast.reduce((s, e) => decider.evolve(s, toDomainEvent<E>(e, options.schemas)), decider.initialState()),
  };
}
