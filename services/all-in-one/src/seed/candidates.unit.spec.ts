import { CANDIDATE_CHOICES } from '@tb/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO_CANDIDATES } from './candidates.ts';

describe('the demo candidates', () => {
  // 周婷's dialog read '大专' in the English UI: the demo stored 本科, 博士 and 大专 as degrees.
  it('store degrees and genders in the catalogue’s words', () => {
    const degrees: string[] = [...CANDIDATE_CHOICES.degree];
    const genders: string[] = [...CANDIDATE_CHOICES.gender];
    for (const { details } of DEMO_CANDIDATES) {
      if (details.degree) expect([details.name, details.degree]).toEqual([details.name, expect.toBeOneOf(degrees)]);
      if (details.gender) expect([details.name, details.gender]).toEqual([details.name, expect.toBeOneOf(genders)]);
    }
    expect(DEMO_CANDIDATES.find(({ details }) => details.name === '周婷')?.details.degree).toBe('Associate');
  });
});
