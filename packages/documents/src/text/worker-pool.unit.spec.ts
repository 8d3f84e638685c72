import { afterEach, describe, expect, it } from 'vitest';
import { DocumentError } from '../errors.ts';
import { type PoolLimits, WorkerPool } from './worker-pool.ts';

// The pool's scheduling with a scripted thread: a task keeps its thread busy `spinMs` and answers its label.
// Assertions are on order and on error codes, never on how long something took.
interface Spin {
  label: string;
  spinMs: number;
  sleepMs?: number;
  growHeap?: boolean;
  killedFromOutside?: boolean;
  keepMb?: number;
  reportPid?: boolean;
}
const scripted = new URL('../testing/scripted-worker.mjs', import.meta.url);
const pools: WorkerPool<Spin, { label: string; pid?: number }>[] = [];

function pool(limits: Partial<PoolLimits>) {
  const created = new WorkerPool<Spin, { label: string; pid?: number }>(
    { budgetMs: 30_000, maxWaitMs: 30_000, ...limits },
    scripted,
  );
  pools.push(created);
  return created;
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof DocumentError ? error.code : String(error)),
  );

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

describe('WorkerPool: fairness between accounts', () => {
  it("serves another account's one document right after the running one, ahead of a flooding account's queue", async () => {
    const p = pool({ size: 1, maxQueuedPerAccount: 20 });
    const finished: string[] = [];
    const track = (account: string, label: string) =>
      p.run({ label, spinMs: 150 }, { account }).then((r) => finished.push(r.label));
    const flood = Array.from({ length: 10 }, (_, i) => track('a', `a${i}`));
    await expect.poll(() => p.stats().running).toBe(1);
    await Promise.all([track('b', 'b0'), ...flood]);
    expect(finished.slice(0, 3)).toEqual(['a0', 'b0', 'a1']);
  });

  it('with two threads and two flooding accounts, a third account waits for one document only', async () => {
    const p = pool({ size: 2 });
    // With two threads the order in which documents *finish* depends on how the machine schedules the threads, so
    // the order in which the pool *started* them is compared: the pool stamps the start on the main thread.
    const startedAt = new Map<string, number>();
    const track = (account: string, label: string) => {
      const arrived = performance.now();
      return p.run(
        { label, spinMs: 150 },
        { account, onTimes: ({ waitMs }) => startedAt.set(label, arrived + waitMs) },
      );
    };
    const floods = ['a', 'b'].flatMap((account) =>
      Array.from({ length: 5 }, (_, i) => track(account, `${account}${i}`)),
    );
    await expect.poll(() => p.stats().running).toBe(2);
    await Promise.all([track('c', 'c0'), ...floods]);
    const started = (label: string) => startedAt.get(label) ?? Number.NaN;
    // a0 and a1 took both threads before anyone else came; then b0 and c0 (one each), and only then a2 or b1.
    expect(started('c0')).toBeLessThan(started('a2'));
    expect(started('c0')).toBeLessThan(started('b1'));
  });

  it('an account alone may use every thread (no thread idles while work waits)', async () => {
    const p = pool({ size: 2 });
    const both = [
      p.run({ label: 'x', spinMs: 300 }, { account: 'a' }),
      p.run({ label: 'y', spinMs: 300 }, { account: 'a' }),
    ];
    await expect.poll(() => p.stats().running).toBe(2);
    await Promise.all(both);
  });
});

describe('WorkerPool: bounds', () => {
  it('refuses at once, as busy, a document that would wait beyond the queue bound', async () => {
    const p = pool({ size: 1, maxQueued: 2 });
    const runs = ['a', 'b', 'c'].map((account) => p.run({ label: account, spinMs: 200 }, { account }));
    const refused = await codeOf(p.run({ label: 'd', spinMs: 0 }, { account: 'd' }));
    expect(refused).toBe('busy');
    expect(p.stats()).toMatchObject({ running: 1, waiting: 2 });
    expect(await Promise.all(runs.map(codeOf))).toEqual(['ok', 'ok', 'ok']);
  });

  it('bounds what one account may have waiting, not what others may', async () => {
    const p = pool({ size: 1, maxQueuedPerAccount: 2 });
    const runs = [0, 1, 2].map((i) => p.run({ label: `a${i}`, spinMs: 150 }, { account: 'a' }));
    expect(await codeOf(p.run({ label: 'a3', spinMs: 0 }, { account: 'a' }))).toBe('busy');
    expect(await codeOf(p.run({ label: 'b0', spinMs: 0 }, { account: 'b' }))).toBe('ok');
    expect(await Promise.all(runs.map(codeOf))).toEqual(['ok', 'ok', 'ok']);
  });

  it('bounds the bytes waiting', async () => {
    const p = pool({ size: 1, maxQueuedBytes: 1000 });
    const first = p.run({ label: 'a', spinMs: 200 }, { account: 'a', bytes: 900 });
    const waiting = p.run({ label: 'b', spinMs: 0 }, { account: 'b', bytes: 900 });
    expect(await codeOf(p.run({ label: 'c', spinMs: 0 }, { account: 'c', bytes: 200 }))).toBe('busy');
    expect(await Promise.all([first, waiting].map(codeOf))).toEqual(['ok', 'ok']);
  });

  it('counts the wait from arrival: a document that cannot start in time is refused, not started late', async () => {
    const p = pool({ size: 1, maxWaitMs: 100 });
    const long = p.run({ label: 'long', spinMs: 1_000 }, { account: 'a' });
    const waiting = codeOf(p.run({ label: 'late', spinMs: 0 }, { account: 'b' }));
    // Refused while the long one still runs: the refusal does not wait for the thread to free up.
    expect(await Promise.race([waiting, long.then(() => 'long finished first')])).toBe('busy');
    await long;
  });

  it('while documents wait, one spare thread is started so the next one need not wait for a thread to start', async () => {
    const p = pool({ size: 1 });
    // The first document holds its parser far longer than the spare can take to load, however slow the machine.
    const runs = ['a', 'b'].map((account) => codeOf(p.run({ label: account, spinMs: 60_000 }, { account })));
    // Not while the first parser still loads: a second loader would only slow it.
    expect(p.stats()).toMatchObject({ threads: 1, running: 1, waiting: 1 });
    await expect
      .poll(() => p.stats(), { timeout: 30_000 })
      .toMatchObject({ threads: 2, ready: 2, running: 1, waiting: 1 });
    await p.close();
    expect(await Promise.all(runs)).toEqual(['busy', 'busy']);
  });

  it('warm() starts every parser before any document, so the first one starts in a ready parser', async () => {
    const p = pool({ size: 2 });
    p.warm();
    expect(p.stats()).toMatchObject({ threads: 2, running: 0 });
    await expect.poll(() => p.stats().ready).toBe(2);
    expect(await p.run({ label: 'first', spinMs: 0 }, { account: 'a' })).toEqual({ label: 'first' });
    expect(p.stats().threads).toBe(2);
  });

  it('stops a document at its budget, replaces the thread, and runs the next one', async () => {
    const p = pool({ size: 1 });
    const stuck = codeOf(p.run({ label: 'stuck', spinMs: 60_000 }, { account: 'a', budgetMs: 200 }));
    const next = p.run({ label: 'next', spinMs: 0 }, { account: 'b' });
    expect(await stuck).toBe('timeout');
    expect(await next).toEqual({ label: 'next' });
    expect(p.stats().threads).toBe(1);
  });

  it('counts CPU time, not wall time: a document whose thread gets no core for longer than its budget still ends', async () => {
    const p = pool({ size: 1, budgetMs: 100 });
    // Blocked without using the CPU for six budgets, as a thread on a machine whose cores are busy elsewhere.
    expect(await p.run({ label: 'starved', spinMs: 0, sleepMs: 600 }, { account: 'a' })).toEqual({ label: 'starved' });
  });

  it('while others wait, a document that uses its CPU holds its parser at most one budget of wall time', async () => {
    // Spins, then blocks: a fifth of the budget in CPU, and then no more, holding the parser while `next` waits.
    const p = pool({ size: 1, budgetMs: 500 });
    const hog = codeOf(p.run({ label: 'hog', spinMs: 150, sleepMs: 60_000 }, { account: 'a' }));
    const next = p.run({ label: 'next', spinMs: 0 }, { account: 'b' });
    expect(await hog).toBe('timeout');
    expect(await next).toEqual({ label: 'next' });
  });

  it('while others wait, a starved document (almost no CPU in a budget of wall time) is not stopped for it', async () => {
    const p = pool({ size: 1, budgetMs: 200 });
    const starved = p.run({ label: 'starved', spinMs: 0, sleepMs: 600 }, { account: 'a' });
    const next = p.run({ label: 'next', spinMs: 0 }, { account: 'b' });
    expect(await starved).toEqual({ label: 'starved' });
    expect(await next).toEqual({ label: 'next' });
  });

  it('a parser that runs out of heap ends as too_complex, and the pool (and this process) goes on', async () => {
    const p = pool({ size: 1, maxHeapMb: 64 });
    expect(await codeOf(p.run({ label: 'grows', spinMs: 0, growHeap: true }, { account: 'a' }))).toBe('too_complex');
    expect(await p.run({ label: 'next', spinMs: 0 }, { account: 'b' })).toEqual({ label: 'next' });
  });

  it('a parser killed from outside (the system short of memory) answers busy, not a damaged file', async () => {
    const p = pool({ size: 1 });
    expect(await codeOf(p.run({ label: 'killed', spinMs: 0, killedFromOutside: true }, { account: 'a' }))).toBe('busy');
    expect(await p.run({ label: 'next', spinMs: 0 }, { account: 'a' })).toEqual({ label: 'next' });
  });

  it('a parser left holding over 400 MB by a document is replaced before the next one', async () => {
    const p = pool({ size: 1, maxMemoryMb: 4096 });
    const large = await p.run({ label: 'large', spinMs: 0, keepMb: 450, reportPid: true }, { account: 'a' });
    const next = await p.run({ label: 'next', spinMs: 0, reportPid: true }, { account: 'a' });
    expect(next.pid).not.toBe(large.pid);
    const again = await p.run({ label: 'again', spinMs: 0, reportPid: true }, { account: 'a' });
    expect(again.pid).toBe(next.pid);
  });

  it('stops a thread that holds a document past the wall-time limit even when it uses no CPU', async () => {
    const p = pool({ size: 1, budgetMs: 100, maxRunMs: 200 });
    const blocked = codeOf(p.run({ label: 'blocked', spinMs: 0, sleepMs: 60_000 }, { account: 'a' }));
    expect(await blocked).toBe('timeout');
    expect(await p.run({ label: 'next', spinMs: 0 }, { account: 'b' })).toEqual({ label: 'next' });
  });
});
