import { mapStrings, storableText } from '@tb/contracts';
import {
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
  WrongExpectedRevision,
} from '@tb/event-store';
import { upcastRecorded } from '../commands/handle-command.ts';
import { hasSealedPart, openPersonal, sealPersonal } from './seal.ts';
import { readSubjectKeys, type SubjectKeyStore } from './subject-keys.ts';

export interface SealingOptions {
  /** The data subject a stream belongs to, or null for streams that hold no sealed personal data. */
  subjectOf(streamId: string): string | null;
}

/**
 * The event store as commands see it: `personal` parts are sealed with the stream subject's key on append
 * and opened on `readStream`, so deciders work on plain data while the stored events hold ciphertext.
 * `readAll` and `subscribe` return the stored form: projections open it with the key inside their batch.
 */
export function sealedEventStore(store: EventStore, keys: SubjectKeyStore, options: SealingOptions): EventStore {
  return {
    async appendToStream(streamId, events, appendOptions) {
      const subject = options.subjectOf(streamId);
      if (!subject || !events.some((e) => hasSealedPart(e.data))) {
        return store.appendToStream(streamId, events, appendOptions);
      }
      // A new stream creates its subject's key; later events need the existing one (never a recreated key).
      const key =
        appendOptions?.expectedRevision === 'no_stream' ? await keys.obtain(subject) : await keys.find(subject);
      if (!key) throw await keyGoneError(store, streamId, subject, appendOptions?.expectedRevision);
      const sealed: NewEvent[] = events.map((e) => ({ ...e, data: sealPersonal(e.data, key, subject) }));
      return store.appendToStream(streamId, sealed, appendOptions);
    },
    async readStream(streamId, readOptions) {
      const recorded = await store.readStream(streamId, readOptions);
      const subject = options.subjectOf(streamId);
      if (!subject || !recorded.some((e) => hasSealedPart(e.data))) return recorded;
      const key = await keys.find(subject);
      return recorded.map((e) => ({ ...e, data: openPersonal(e.data, key, subject) }));
    },
    readAll: (readOptions) => store.readAll(readOptions),
    subscribe: (subscribeOptions) => store.subscribe(subscribeOptions),
    headPosition: () => store.headPosition(),
    writtenPosition: store.writtenPosition && (() => store.writtenPosition?.() ?? store.headPosition()),
    comparePositions: (a, b) => store.comparePositions(a, b),
    close: () => store.close(),
  };
}

/**
 * Why an append found its subject's key gone. An erasure appends its event before destroying the key, so a command
 * decided on the state before it (a score saved while another admin erased the candidate) lost a race: that is the
 * store's WrongExpectedRevision, which the command handler retries on the new state (the erased candidate refuses
 * the change with its message) instead of a server error. A key gone while the stream has not moved is a fault.
 */
async function keyGoneError(
  store: EventStore,
  streamId: string,
  subject: string,
  expected: ExpectedRevision | undefined,
): Promise<Error> {
  if (typeof expected === 'number') {
    const [later] = await store.readStream(streamId, { fromRevision: expected + 1, maxCount: 1 });
    if (later) return new WrongExpectedRevision(streamId, expected, later.revision);
  }
  return new Error(`No key for ${subject}: it was erased`);
}

/**
 * An event as a read model can store it: text PostgreSQL cannot hold (NUL, a lone surrogate) left out. The append
 * gate keeps such text out of new events; events stored before it (inside sealed parts) still have it, and a
 * projection must show them rather than stop on them: the candidate stays visible, and can be edited or erased.
 */
export const storableEvent = (event: RecordedEvent): RecordedEvent => {
  const data = mapStrings(event.data, storableText);
  return data === event.data ? event : { ...event, data };
};

/**
 * Opens the sealed parts of a batch of stored events with one key lookup (projections, rebuilds), then upcasts
 * them; opened text is made storable (`storableEvent`).
 */
export async function openSealedEvents(
  db: Parameters<typeof readSubjectKeys>[0],
  events: readonly RecordedEvent[],
  subjectOf: (event: RecordedEvent) => string | null,
): Promise<RecordedEvent[]> {
  const subjects = events.filter((e) => typeof e.data.sealed === 'string').map(subjectOf);
  const keys = await readSubjectKeys(
    db,
    subjects.filter((s): s is string => s !== null),
  );
  return events.map((event) => {
    const subject = subjectOf(event);
    if (!subject || typeof event.data.sealed !== 'string') return event;
    return storableEvent(
      upcastRecorded({ ...event, data: openPersonal(event.data, keys.get(subject) ?? null, subject) }),
    );
  });
}
