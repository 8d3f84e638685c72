import { describe, expect, it } from 'vitest';
import type { ExportMessage } from './export-batch.ts';
import { chunksOf } from './kafka-publisher.ts';

const message = (n: number, valueBytes: number): ExportMessage => ({
  key: 'stream-1',
  value: 'x'.repeat(valueBytes),
  headers: { 'event-id': String(n) },
});

describe('chunksOf (sends below the broker message limit)', () => {
  it('keeps every message, in order, in chunks under the limit', () => {
    const messages = Array.from({ length: 500 }, (_, n) => message(n, 2_000));
    const chunks = chunksOf(messages, 100_000);
    expect(chunks.flat()).toEqual(messages);
    expect(chunks.length).toBeGreaterThan(10);
    for (const chunk of chunks) {
      const bytes = chunk.reduce((sum, m) => sum + m.value.length + m.key.length, 0);
      expect(bytes).toBeLessThan(100_000);
    }
  });

  it('sends small batches whole and a message over the limit alone', () => {
    expect(chunksOf([message(1, 10), message(2, 10)], 100_000)).toHaveLength(1);
    const chunks = chunksOf([message(1, 10), message(2, 200_000), message(3, 10)], 100_000);
    expect(chunks.map((chunk) => chunk.map((m) => m.headers['event-id']))).toEqual([['1'], ['2'], ['3']]);
  });
});
