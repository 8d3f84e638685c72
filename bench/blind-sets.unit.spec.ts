import { describe, expect, it } from 'vitest';
import {
  blindSets,
  labellerAgreementSets,
  MEASURED_BLIND_SETS,
  ordinalWord,
  UNTUNED_BLIND_SETS,
} from './blind-sets.ts';

describe('the blind sets the documents bench scores', () => {
  it('names each set by its folder, oldest first, and only the measured ones', () => {
    const sets = blindSets();
    expect(sets).toHaveLength(MEASURED_BLIND_SETS);
    expect(sets[0]).toEqual({
      number: 1,
      folder: 'holdout-blind',
      title: 'first blind hold-out (tuned on since)',
      labelsAsWrittenRow: false,
    });
    expect(sets[1]?.folder).toBe('holdout-blind-2');
    expect(sets[1]?.labelsAsWrittenRow).toBe(true);
    expect(sets.at(-1)?.folder).toBe(`holdout-blind-${MEASURED_BLIND_SETS}`);
  });

  it('marks the sets no round has tuned on, and lists those with a second labeller from set 12', () => {
    const untitled = blindSets().filter((set) => !set.title.endsWith('(tuned on since)'));
    expect(untitled.map((set) => set.number)).toEqual([...UNTUNED_BLIND_SETS].sort((a, b) => a - b));
    expect(blindSets().every((set) => set.title.startsWith(`${ordinalWord(set.number)} blind hold-out`))).toBe(true);
    const agreement = labellerAgreementSets();
    expect(agreement[0]).toBe('holdout-blind-12');
    expect(agreement).toHaveLength(MEASURED_BLIND_SETS - 11);
  });

  it('writes ordinals as words', () => {
    expect([1, 2, 3, 11, 12, 20, 21, 26, 30, 99].map(ordinalWord)).toEqual([
      'first',
      'second',
      'third',
      'eleventh',
      'twelfth',
      'twentieth',
      'twenty-first',
      'twenty-sixth',
      'thirtieth',
      'ninety-ninth',
    ]);
    expect(() => ordinalWord(0)).toThrow(RangeError);
  });
});
