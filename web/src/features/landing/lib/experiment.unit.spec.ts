import { describe, expect, it } from 'vitest';
import { landingVariant } from './experiment';

describe('landing experiment assignment', () => {
  it('resolves to variant a for every visitor, known or not', () => {
    expect(landingVariant()).toBe('a');
    expect(landingVariant(null)).toBe('a');
    for (const id of ['visitor-1', 'visitor-2', '', 'zzz']) expect(landingVariant(id)).toBe('a');
  });
});
