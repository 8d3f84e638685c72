import { IllegalStateError, NotFoundError } from '@tb/domain';
import { describe, expect, it } from 'vitest';
import type { CommandContext } from '../http/context.ts';
import { candidateNamed } from './candidate-named.ts';

/**
 * The read model's answers are given here (a live schema, then the matching ids); what is decided from them,
 * and from whether the read model caught up with the log, is the unit's own.
 */
function context(options: { caughtUp: boolean; matches: string[] }) {
  const waits: number[] = [];
  const ctx = {
    store: { headPosition: async () => '0000000000000001:1' },
    waitForProjections: async (_names: string[], _position: string, timeoutMs?: number) => {
      waits.push(timeoutMs ?? 5000);
      return options.caughtUp;
    },
    pool: {
      query: async (sql: string) =>
        sql.includes('projections.catalog')
          ? { rows: [{ schema: 'rm_candidates_v1' }] }
          : { rows: options.matches.map((id) => ({ id })) },
    },
  } as unknown as CommandContext;
  return { ctx, waits };
}

describe('candidateNamed', () => {
  it('finds the one candidate with the name', async () => {
    expect(await candidateNamed(context({ caughtUp: true, matches: ['c1'] }).ctx, 'ada')).toBe('c1');
    // Found is found, even when the read model is behind the log.
    expect(await candidateNamed(context({ caughtUp: false, matches: ['c1'] }).ctx, 'ada')).toBe('c1');
  });

  it('says nobody has the name only once the read model holds every stored event', async () => {
    const caughtUp = candidateNamed(context({ caughtUp: true, matches: [] }).ctx, 'Nobody');
    await expect(caughtUp).rejects.toBeInstanceOf(NotFoundError);
    await expect(caughtUp).rejects.toMatchObject({
      message: 'No candidate is named "Nobody".',
      zh: '没有名为“Nobody”的候选人。',
    });

    const behind = candidateNamed(context({ caughtUp: false, matches: [] }).ctx, 'Nobody');
    await expect(behind).rejects.toBeInstanceOf(IllegalStateError);
    await expect(behind).rejects.toMatchObject({
      message: 'The candidate list is still being updated. Please try again in a moment.',
      zh: '候选人列表仍在更新，请稍后再试。',
    });
  });

  it('waits longer than a plain read for a candidate saved a moment ago', async () => {
    const { ctx, waits } = context({ caughtUp: true, matches: ['c1'] });
    await candidateNamed(ctx, 'ada');
    expect(waits[0]).toBeGreaterThan(5000);
  });

  it('refuses several candidates with the name', async () => {
    await expect(candidateNamed(context({ caughtUp: true, matches: ['c1', 'c2'] }).ctx, 'Twin')).rejects.toBeInstanceOf(
      IllegalStateError,
    );
  });
});
