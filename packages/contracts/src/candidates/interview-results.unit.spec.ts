import { describe, expect, it } from 'vitest';
import { canonicalResult, isRecommended } from './interview-results.ts';

describe('interview results as the product reads them', () => {
  it('reads the older wording Recommend, in any case and spacing, as Recommended', () => {
    expect(['Recommend', ' recommend ', 'RECOMMEND'].map(canonicalResult)).toEqual(Array(3).fill('Recommended'));
    expect(['Recommend', 'Recommended', ' Recommended '].every(isRecommended)).toBe(true);
  });

  it('keeps every other result as written, trimmed', () => {
    expect([' Pending', 'Not Recommended', 'Recommended maybe', ''].map(canonicalResult)).toEqual([
      'Pending',
      'Not Recommended',
      'Recommended maybe',
      '',
    ]);
    expect(['Pending', 'Not Recommended', ''].some(isRecommended)).toBe(false);
  });
});
