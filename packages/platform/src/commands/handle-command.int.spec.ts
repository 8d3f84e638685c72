import { randomUUID } from 'node:crypto';
import { formatMessage } from '@tb/contracts';
import {
  type Command,
  type Decider,
  type DomainEvent,
  type EventSchemaVersions,
  IllegalStateError,
  ValidationError,
} from '@tb/domain';
import { createPostgresEventStore, type EventStore } from '@tb/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/db.ts';
import { handleCommand } from './handle-command.ts';

/** A counter with a cap: enough rules to see loading, deciding, retrying and upcasting at work. */
type Incremented = DomainEvent<'Incremented', { by: number }>;
type Increment = Command<'Increment', { by: number }>;
const counter: Decider<Increment, Incremented, { total: number }> = {
  initialState: () => ({ total: 0 }),
  evolve: (state, event) => ({ total: state.total + event.data.by }),
  decide: (command, state) => {
    if (state.total + command.data.by > 100) throw new IllegalStateError('common.invalidRequest');
    return [
      {
        type: 'Incremented',
        data: { by: command.data.by },
        metadata: { actorId: command.metadata.actorId, at: command.metadata.now },
      },
    ];
  },
};
const increment = (by: number): Increment => ({
  type: 'Increment',
  data: { by },
  metadata: { actorId: 'u1', now: new Date().toISOString(), correlationId: 'c1', causationId: 'r1' },
});

let db: TestDatabase;
let store: EventStore;
beforeAll(async () => {
  db = await createTestDatabase(20);
  store = await createPostgresEventStore({ pool: db.pool });
});
afterAll(() => db.drop());

describe('handleCommand', () => {
  it('loads the stream, decides and appends with the metadata of the command', async () => {
    const stream = `counter-${randomUUID()}`;
    await handleCommand(store, counter, stream, increment(5));
    const result = await handleCommand(store, counter, stream, increment(7));
    expect(result.nextRevision).toBe(1);
    expect(result.position).toBeTruthy();
    expect(result.state).toEqual({ total: 12 });
    const events = await store.readStream(stream);
    expect(events.map((e) => e.data)).toEqual([{ by: 5 }, { by: 7 }]);
    expect(events[1]?.metadata).toMatchObject({ actorId: 'u1', correlationId: 'c1', causationId: 'r1' });
    await expect(handleCommand(store, counter, stream, increment(90))).rejects.toBeInstanceOf(IllegalStateError);
    expect(await store.readStream(stream)).toHaveLength(2);
  });

  it('appends nothing new when a command is retried with the same idempotency key', async () => {
    const stream = `counter-${randomUUID()}`;
    const first = await handleCommand(store, counter, stream, increment(3), { idempotencyKey: 'key-1' });
    await handleCommand(store, counter, stream, increment(4));
    const again = await handleCommand(store, counter, stream, increment(3), { idempotencyKey: 'key-1' });
    expect(again.position).toBe(first.position);
    // The state as the first request left it, not as the later writer did.
    expect([first.state, again.state]).toEqual([{ total: 3 }, { total: 3 }]);
    expect((await store.readStream(stream)).map((e) => e.data)).toEqual([{ by: 3 }, { by: 4 }]);
  });

  it('answers requests sent again at once with one idempotency key with the first one’s result', async () => {
    // Each decision differs in its data (as sealed personal data does, a new nonce each time), and a second
    // decision on the first one's state is refused (as a second application is): so a request that lost the
    // race can only be answered from the first one's events.
    const once: Decider<Increment, Incremented, { done: boolean }> = {
      initialState: () => ({ done: false }),
      evolve: () => ({ done: true }),
      decide: (command, state) => {
        if (state.done) throw new IllegalStateError('common.invalidRequest');
        return [
          {
            type: 'Incremented',
            data: { by: command.data.by, nonce: randomUUID() } as { by: number },
            metadata: { actorId: command.metadata.actorId, at: command.metadata.now },
          },
        ];
      },
    };
    for (let round = 0; round < 5; round++) {
      const stream = `once-${randomUUID()}`;
      const options = { idempotencyKey: `key-${round}`, requestHash: 'same-request' };
      const answers = await Promise.allSettled(
        Array.from({ length: 4 }, () => handleCommand(store, once, stream, increment(1), options)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(4).fill('fulfilled'));
      const positions = answers.map((a) => (a.status === 'fulfilled' ? a.value.position : null));
      expect(new Set(positions).size).toBe(1);
      expect(await store.readStream(stream)).toHaveLength(1);
      // Another request under the same key, at once or later: 422, not the first one's answer.
      await expect(
        handleCommand(store, once, stream, increment(2), { ...options, requestHash: 'other-request' }),
      ).rejects.toMatchObject({ status: 422 });
    }
  });

  it('retries when concurrent commands race on one stream, and every rule still holds', async () => {
    const stream = `counter-${randomUUID()}`;
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => handleCommand(store, counter, stream, increment(10), { maxAttempts: 20 })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    for (const r of rejected) expect(r.reason).toBeInstanceOf(IllegalStateError);
    expect(await store.readStream(stream)).toHaveLength(10);
  });

  it('decides on the state it folded before without reading the stream first', async () => {
    let reads = 0;
    const counted: EventStore = {
      ...store,
      readStream: (...args) => {
        reads += 1;
        return store.readStream(...args);
      },
    };
    const stream = `counter-${randomUUID()}`;
    await handleCommand(counted, counter, stream, increment(5));
    const before = reads;
    const second = await handleCommand(counted, counter, stream, increment(7));
    expect(reads).toBe(before);
    expect(second.nextRevision).toBe(1);
    expect((await store.readStream(stream)).map((e) => e.data)).toEqual([{ by: 5 }, { by: 7 }]);
  });

  it('decides again on the stream as stored when another process appended since its state was folded', async () => {
    const stream = `counter-${randomUUID()}`;
    await handleCommand(store, counter, stream, increment(90));
    // Another process (no shared cache) appends: the cached total 90 is stale, the stored one is 99.
    await store.appendToStream(stream, [{ id: randomUUID(), type: 'Incremented', data: { by: 9 } }], {
      expectedRevision: 0,
    });
    // 90 + 5 would pass; 99 + 5 is over the cap: the expected revision refuses the stale decision.
    await expect(handleCommand(store, counter, stream, increment(5))).rejects.toBeInstanceOf(IllegalStateError);
    expect((await store.readStream(stream)).map((e) => e.data)).toEqual([{ by: 90 }, { by: 9 }]);
    // And the other way: refused on the stale state (cached 100, + 3 is over), accepted on the stored one (50 + 3).
    await handleCommand(store, counter, stream, increment(1));
    await store.appendToStream(stream, [{ id: randomUUID(), type: 'Incremented', data: { by: -50 } }], {
      expectedRevision: 2,
    });
    const accepted = await handleCommand(store, counter, stream, increment(3));
    expect(accepted.nextRevision).toBe(4);
    expect((await store.readStream(stream)).map((e) => e.data)).toEqual([
      { by: 90 },
      { by: 9 },
      { by: 1 },
      { by: -50 },
      { by: 3 },
    ]);
  });

  it('upcasts old event versions before deciding', async () => {
    const stream = `counter-${randomUUID()}`;
    // Version 1 stored the amount as `amount`; version 2 calls it `by`.
    await store.appendToStream(stream, [
      { id: randomUUID(), type: 'Incremented', data: { amount: 95 }, schemaVersion: 1 },
    ]);
    const schemas: EventSchemaVersions = {
      current: { Incremented: 2 },
      upcasters: { Incremented: { 1: (data) => ({ by: data.amount }) } },
    };
    await expect(handleCommand(store, counter, stream, increment(10), { schemas })).rejects.toBeInstanceOf(
      IllegalStateError,
    );
    await handleCommand(store, counter, stream, increment(5), { schemas });
    expect((await store.readStream(stream)).map((e) => e.schemaVersion)).toEqual([1, 2]);
  });
});

describe('the append gate', () => {
  type Noted = DomainEvent<'Noted', { note: string; tags: string[] }>;
  type Note = Command<'Note', { note: string; tags: string[] }>;
  const notes: Decider<Note, Noted, null> = {
    initialState: () => null,
    evolve: (state) => state,
    decide: (command) => [{ type: 'Noted', data: command.data, metadata: { actorId: 'u1', at: command.metadata.now } }],
  };
  const note = (text: string, tags: string[] = []): Note => ({
    type: 'Note',
    data: { note: text, tags },
    metadata: { actorId: 'u1', now: new Date().toISOString(), correlationId: 'c1', causationId: 'r1' },
  });

  it.each([
    ['a NUL', 'x\u0000y', []],
    ['a lone surrogate', 'fine', ['ok', 'b\uD800']],
  ])('refuses an event holding %s with a message in both languages, and appends nothing', async (_, text, tags) => {
    const stream = `notes-${randomUUID()}`;
    const refused = await handleCommand(store, notes, stream, note(text, tags)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ValidationError);
    const { key } = refused as ValidationError;
    expect(formatMessage('en', key)).toBe(
      'This text contains characters that cannot be saved (invisible control characters). Please remove them.',
    );
    expect(formatMessage('zh', key)).toMatch(/无法保存/);
    expect(await store.readStream(stream)).toHaveLength(0);
    await handleCommand(store, notes, stream, note('张伟 \u202E fine', ['😀']));
    expect(await store.readStream(stream)).toHaveLength(1);
  });
});
