import { formatMessage } from '@tb/contracts';
import { type DomainError, IllegalStateError, NotFoundError } from '@tb/domain';
import type { CandidateLookup } from '@tb/platform';
import { describe, expect, it } from 'vitest';
import { candidateNamed } from './candidate-named.ts';

/**
 * The read model's answers (the matching ids) come from an injected lookup; what is decided from them, and from
 * whether the read model caught up with the log, is the unit's own.
 */
function context(options: { caughtUp: boolean; matches: string[] }) {
  const waits: number[] = [];
  const ctx = {
    eventStore: { headPosition: async () => '0000000000000001:1' },
    waitForProjections: async (_names: string[], _position: string, timeoutMs?: number) => {
      waits.push(timeoutMs ?? 5000);
      return options.caughtUp;
    },
  } as unknown as Parameters<typeof candidateNamed>[0];
  const lookup: CandidateLookup = { named: async () => options.matches, duplicates: async () => [] };
  return { ctx, lookup, waits };
}

/** candidateNamed's first two arguments for these answers. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a refusal'),
    (error: DomainError) => error,
  );
/** What the caller is told, in English and in Chinese. */
const said = (error: DomainError) => [
  formatMessage('en', error.key, error.params),
  formatMessage('zh', error.key, error.params),
];

const on = (options: { caughtUp: boolean; matches: string[] }) => {
  const { ctx, lookup } = context(options);
  return [ctx, lookup] as const;
};

describe('candidateNamed', () => {
  it('finds the one candidate with the name', async () => {
    expect(await candidateNamed(...on({ caughtUp: true, matches: ['c1'] }), 'ada')).toBe('c1');
    // Found is found, even when the read model is behind the log.
    expect(await candidateNamed(...on({ caughtUp: false, matches: ['c1'] }), 'ada')).toBe('c1');
  });

  it('says nobody has the name only once the read model holds every stored event', async () => {
    const caughtUp = await refusal(candidateNamed(...on({ caughtUp: true, matches: [] }), 'Nobody'));
    expect(caughtUp).toBeInstanceOf(NotFoundError);
    expect(said(caughtUp)).toEqual(['No candidate is named "Nobody".', '没有名为“Nobody”的候选人。']);

    const behind = await refusal(candidateNamed(...on({ caughtUp: false, matches: [] }), 'Nobody'));
    expect(behind).toBeInstanceOf(IllegalStateError);
    expect(said(behind)).toEqual([
      'The candidate list is still being updated. Please try again in a moment.',
      '候选人列表仍在更新，请稍后再试。',
    ]);
  });

  it('waits longer than a plain read for a candidate saved a moment ago', async () => {
    const { ctx, lookup, waits } = context({ caughtUp: true, matches: ['c1'] });
    await candidateNamed(ctx, lookup, 'ada');
    expect(waits[0]).toBeGreaterThan(5000);
  });

  it('refuses several candidates with the name', async () => {
    await expect(candidateNamed(...on({ caughtUp: true, matches: ['c1', 'c2'] }), 'Twin')).rejects.toBeInstanceOf(
      IllegalStateError,
    );
  });
});
