import { describe, expect, it } from 'vitest';
import { CARD_STAGGER_MS, cardDelayMs, SECTION_VISIBLE_THRESHOLD } from './motion';

describe('landing motion', () => {
  it('staggers the three cards by 0, 150 and 300 ms once 20 % visible', () => {
    expect(SECTION_VISIBLE_THRESHOLD).toBe(0.2);
    expect(CARD_STAGGER_MS).toEqual([0, 150, 300]);
    expect([0, 1, 2].map(cardDelayMs)).toEqual([0, 150, 300]);
  });

  it('never delays a card beyond the last stagger', () => {
    expect(cardDelayMs(7)).toBe(300);
  });
});
