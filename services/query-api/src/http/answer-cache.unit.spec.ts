import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerCache } from './answer-cache.ts';

const counting = (text: string) => {
  const compute = vi.fn(async () => text);
  return compute;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('AnswerCache', () => {
  it('computes once per key and version, and shares a computation in flight', async () => {
    const cache = new AnswerCache();
    let finish: (text: string) => void = () => {};
    const compute = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = cache.get('v1', 'page', compute);
    const second = cache.get('v1', 'page', compute);
    finish('{"a":1}');
    expect(await Promise.all([first, second])).toEqual(['{"a":1}', '{"a":1}']);
    expect(await cache.get('v1', 'page', compute)).toBe('{"a":1}');
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('drops every answer of an older version when a newer one is asked for', async () => {
    const cache = new AnswerCache();
    await cache.get('v1', 'a', counting('old a'));
    await cache.get('v1', 'b', counting('old b'));
    expect(cache.size).toBe(2);
    expect(await cache.get('v2', 'a', counting('new a'))).toBe('new a');
    expect(cache.size).toBe(1);
    // An answer still in flight for the old version never lands among the new version's.
    let finish: (text: string) => void = () => {};
    const late = cache.get('v2', 'c', () => new Promise<string>((resolve) => (finish = resolve)));
    await cache.get('v3', 'c', counting('v3 c'));
    finish('v2 c');
    expect(await late).toBe('v2 c');
    expect(await cache.get('v3', 'c', counting('again'))).toBe('v3 c');
  });

  it('does not keep a failed computation', async () => {
    const cache = new AnswerCache();
    await expect(cache.get('v1', 'a', () => Promise.reject(new Error('database down')))).rejects.toThrow('down');
    expect(await cache.get('v1', 'a', counting('ok'))).toBe('ok');
  });

  it('lets the least recently used answers go past the size and count limits', async () => {
    const cache = new AnswerCache({ maxChars: 10, maxEntries: 3, idleMs: 60_000 });
    await cache.get('v', 'a', counting('aaaa'));
    await cache.get('v', 'b', counting('bbbb'));
    await cache.get('v', 'a', counting('never')); // a is now the most recently used
    await cache.get('v', 'c', counting('cccc')); // 12 characters: b goes
    const b = counting('bbbb again');
    await cache.get('v', 'b', b);
    expect(b).toHaveBeenCalledTimes(1);
    expect(cache.size).toBeLessThanOrEqual(3);

    const few = new AnswerCache({ maxChars: 1_000, maxEntries: 2, idleMs: 60_000 });
    for (const key of ['x', 'y', 'z']) await few.get('v', key, counting(key));
    expect(few.size).toBe(2);
    const x = counting('x again');
    expect(await few.get('v', 'x', x)).toBe('x again');
  });

  it('forgets everything after a quiet spell', async () => {
    vi.useFakeTimers();
    const cache = new AnswerCache({ maxChars: 1_000, maxEntries: 10, idleMs: 1_000 });
    await cache.get('v', 'a', counting('a'));
    await vi.advanceTimersByTimeAsync(600);
    await cache.get('v', 'b', counting('b'));
    await vi.advanceTimersByTimeAsync(600);
    expect(cache.size).toBe(2);
    await vi.advanceTimersByTimeAsync(600);
    expect(cache.size).toBe(0);
  });
});
