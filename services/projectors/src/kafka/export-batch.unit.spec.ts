import type { RecordedEvent } from '@tb/event-store';
import { describe, expect, it } from 'vitest';
import { type ExportCheckpoints, type ExportMessage, exportNextBatch, type Publisher } from './export-batch.ts';

const events: RecordedEvent[] = Array.from({ length: 7 }, (_, i) => ({
  id: `e${i + 1}`,
  streamId: `user-${i % 2}`,
  revision: Math.floor(i / 2),
  position: String(i + 1),
  type: i === 0 ? 'UserRegistered' : 'UserSignedIn',
  schemaVersion: 1,
  data: { n: i + 1 },
  metadata: { actorId: 'a' },
  recordedAt: new Date('2026-01-02T03:04:05Z'),
}));

const log = {
  readAll: async ({ after, limit }: { after?: string | null; limit?: number } = {}) =>
    events.filter((e) => Number(e.position) > Number(after ?? 0)).slice(0, limit ?? 1000),
};

function memoryCheckpoints(): ExportCheckpoints & { saved: string[] } {
  let position: string | null = null;
  const saved: string[] = [];
  return {
    saved,
    load: async () => position,
    save: async (p) => {
      position = p;
      saved.push(p);
    },
  };
}

function broker(failOnCalls: number[] = []): Publisher & { batches: ExportMessage[][] } {
  let calls = 0;
  const batches: ExportMessage[][] = [];
  return {
    batches,
    async publish(messages) {
      calls += 1;
      if (failOnCalls.includes(calls)) throw new Error('broker unavailable');
      batches.push(messages);
    },
  };
}

describe('exportNextBatch', () => {
  it('publishes the events after the checkpoint in batches, keyed by stream, with the event id in a header', async () => {
    const checkpoints = memoryCheckpoints();
    const publisher = broker();
    const sent: number[] = [];
    for (;;) {
      const n = await exportNextBatch({ store: log, publisher, checkpoints, batchSize: 3 });
      if (n === 0) break;
      sent.push(n);
    }
    expect(sent).toEqual([3, 3, 1]);
    expect(checkpoints.saved).toEqual(['3', '6', '7']);
    const first = publisher.batches[0]?.[0];
    expect(first).toMatchObject({
      key: 'user-0',
      headers: { 'event-id': 'e1', 'event-type': 'UserRegistered', 'event-position': '1', 'schema-version': '1' },
    });
    expect(JSON.parse(first?.value ?? '{}')).toEqual({
      id: 'e1',
      streamId: 'user-0',
      revision: 0,
      position: '1',
      type: 'UserRegistered',
      schemaVersion: 1,
      data: { n: 1 },
      metadata: { actorId: 'a' },
      recordedAt: '2026-01-02T03:04:05.000Z',
    });
    expect(publisher.batches.flat().map((m) => m.headers['event-id'])).toEqual(events.map((e) => e.id));
  });

  it('keeps the checkpoint when publishing fails, so the retry sends the same batch (at-least-once)', async () => {
    const checkpoints = memoryCheckpoints();
    const publisher = broker([2]);
    await exportNextBatch({ store: log, publisher, checkpoints, batchSize: 4 });
    await expect(exportNextBatch({ store: log, publisher, checkpoints, batchSize: 4 })).rejects.toThrow('broker');
    expect(checkpoints.saved).toEqual(['4']);
    expect(await exportNextBatch({ store: log, publisher, checkpoints, batchSize: 4 })).toBe(3);
    expect(publisher.batches.flat().map((m) => m.headers['event-id'])).toEqual(events.map((e) => e.id));
  });

  it('republishes a batch whose checkpoint was not saved, and consumers can drop it by event id', async () => {
    const checkpoints = memoryCheckpoints();
    const publisher = broker();
    const crashing: ExportCheckpoints = {
      load: checkpoints.load,
      save: async () => {
        throw new Error('process died before saving');
      },
    };
    await expect(exportNextBatch({ store: log, publisher, checkpoints: crashing, batchSize: 5 })).rejects.toThrow();
    while ((await exportNextBatch({ store: log, publisher, checkpoints, batchSize: 5 })) > 0);
    const ids = publisher.batches.flat().map((m) => m.headers['event-id']);
    expect(ids.length).toBe(12);
    expect([...new Set(ids)]).toEqual(events.map((e) => e.id));
  });

  it('sends nothing and keeps the checkpoint when there is nothing new', async () => {
    const checkpoints = memoryCheckpoints();
    const publisher = broker();
    await checkpoints.save('7', 7);
    expect(await exportNextBatch({ store: log, publisher, checkpoints, batchSize: 3 })).toBe(0);
    expect(publisher.batches).toEqual([]);
  });
});
