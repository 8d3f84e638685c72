import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DuplicateEventIdConflict, WrongExpectedRevision } from './errors.ts';
import type { EventStore, NewEvent, RecordedEvent } from './types.ts';

/**
 * The behaviour every adapter promises. `open` gives a store over shared storage: calling it twice gives
 * two instances over the same events (a restart).
 */
export function eventStoreContract(name: string, open: () => Promise<EventStore>) {
  const event = (type = 'Thing', data: Record<string, unknown> = {}): NewEvent => ({
    id: randomUUID(),
    type,
    data: { ...data },
    metadata: { actorId: 'tester' },
  });
  const stream = () => `contract-${randomUUID()}`;

  describe(`${name} event store contract`, () => {
    it('appends and reads a stream in revision order', async () => {
      const store = await open();
      const id = stream();
      const first = await store.appendToStream(id, [event('A', { n: 1 }), event('B', { n: 2 })], {
        expectedRevision: 'no_stream',
      });
      expect(first.nextRevision).toBe(1);
      const second = await store.appendToStream(id, [event('C', { n: 3, text: '中文' })], { expectedRevision: 1 });
      expect(second.nextRevision).toBe(2);
      expect(store.comparePositions(first.position, second.position)).toBeLessThan(0);
      const read = await store.readStream(id);
      expect(read.map((e) => [e.type, e.revision, e.data])).toEqual([
        ['A', 0, { n: 1 }],
        ['B', 1, { n: 2 }],
        ['C', 2, { n: 3, text: '中文' }],
      ]);
      expect(read[0]?.metadata).toMatchObject({ actorId: 'tester' });
      expect(read[0]?.schemaVersion).toBe(1);
      expect(await store.readStream(stream())).toEqual([]);
    });

    it('enforces no_stream, stream_exists and exact revisions', async () => {
      const store = await open();
      const id = stream();
      await expect(store.appendToStream(id, [event()], { expectedRevision: 'stream_exists' })).rejects.toBeInstanceOf(
        WrongExpectedRevision,
      );
      await expect(store.appendToStream(id, [event()], { expectedRevision: 0 })).rejects.toBeInstanceOf(
        WrongExpectedRevision,
      );
      await store.appendToStream(id, [event()], { expectedRevision: 'no_stream' });
      await expect(store.appendToStream(id, [event()], { expectedRevision: 'no_stream' })).rejects.toBeInstanceOf(
        WrongExpectedRevision,
      );
      await expect(store.appendToStream(id, [event()], { expectedRevision: 5 })).rejects.toBeInstanceOf(
        WrongExpectedRevision,
      );
      expect((await store.appendToStream(id, [event()], { expectedRevision: 'stream_exists' })).nextRevision).toBe(1);
      expect((await store.appendToStream(id, [event()], { expectedRevision: 'any' })).nextRevision).toBe(2);
      expect((await store.appendToStream(stream(), [event()], { expectedRevision: 'any' })).nextRevision).toBe(0);
    });

    it('lets exactly one of 32 concurrent writers win each revision', async () => {
      const store = await open();
      const id = stream();
      await store.appendToStream(id, [event()], { expectedRevision: 'no_stream' });
      const results = await Promise.allSettled(
        Array.from({ length: 32 }, () => store.appendToStream(id, [event('Race')], { expectedRevision: 0 })),
      );
      const won = results.filter((r) => r.status === 'fulfilled');
      const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(lost).toHaveLength(31);
      for (const loss of lost) expect(loss.reason).toBeInstanceOf(WrongExpectedRevision);
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('is idempotent by event id, and refuses the same id with other content', async () => {
      const store = await open();
      const id = stream();
      const events = [event('A', { n: 1 }), event('B', { n: 2 })];
      const first = await store.appendToStream(id, events, { expectedRevision: 'no_stream' });
      const again = await store.appendToStream(id, events, { expectedRevision: 'no_stream' });
      expect(again).toEqual(first);
      expect(await store.readStream(id)).toHaveLength(2);
      const changed = [{ ...events[0], data: { n: 99 } } as NewEvent];
      await expect(store.appendToStream(id, changed, { expectedRevision: 'any' })).rejects.toBeInstanceOf(
        DuplicateEventIdConflict,
      );
      expect(await store.readStream(id)).toHaveLength(2);
    });

    it('reads all events in order, page by page, strictly after a position', async () => {
      const store = await open();
      const start = await store.headPosition();
      const appended: string[] = [];
      for (let i = 0; i < 7; i++) {
        const e = event('Paged', { i });
        appended.push(e.id);
        await store.appendToStream(stream(), [e]);
      }
      // An event becomes readable once every older transaction has ended (in any database of the server),
      // so keep paging until all of them showed up.
      const seen: RecordedEvent[] = [];
      let after = start;
      const deadline = Date.now() + 10_000;
      while (seen.filter((e) => e.type === 'Paged').length < appended.length && Date.now() < deadline) {
        const page = await store.readAll({ after, limit: 3 });
        if (page.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
        seen.push(...page);
        after = page.at(-1)?.position ?? after;
      }
      expect(seen.filter((e) => e.type === 'Paged').map((e) => e.id)).toEqual(appended);
      for (let i = 1; i < seen.length; i++) {
        expect(store.comparePositions(seen[i - 1]?.position ?? '', seen[i]?.position ?? '')).toBeLessThan(0);
      }
      const head = await store.headPosition();
      expect(head && store.comparePositions(head, seen.at(-1)?.position ?? '')).toBeGreaterThanOrEqual(0);
    });

    it('subscribes from a position: catches up, then goes live, and resumes after a restart', async () => {
      const store = await open();
      const start = await store.headPosition();
      const before = event('Sub', { n: 1 });
      await store.appendToStream(stream(), [before]);
      const controller = new AbortController();
      const received: RecordedEvent[] = [];
      const live = event('Sub', { n: 2 });
      const done = (async () => {
        for await (const e of store.subscribe({ after: start, signal: controller.signal })) {
          if (e.type !== 'Sub') continue;
          received.push(e);
          if (received.length === 1) await store.appendToStream(stream(), [live]);
          if (received.length === 2) controller.abort();
        }
      })();
      await done;
      expect(received.map((e) => e.id)).toEqual([before.id, live.id]);

      const restarted = await open();
      const later = event('Sub', { n: 3 });
      await restarted.appendToStream(stream(), [later]);
      const resumed: RecordedEvent[] = [];
      for await (const e of restarted.subscribe({ after: received.at(-1)?.position ?? null })) {
        if (e.type === 'Sub') resumed.push(e);
        if (e.id === later.id) break;
      }
      expect(resumed.map((e) => e.id)).toEqual([later.id]);
      await restarted.close();
    });
  });
}
