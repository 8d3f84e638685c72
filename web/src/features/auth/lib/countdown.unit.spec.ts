import { describe, expect, it } from 'vitest';
import { secondsLeft } from './countdown';

describe('secondsLeft', () => {
  it('counts whole seconds down to zero', () => {
    const endsAt = 60_000;
    expect(secondsLeft(endsAt, 0)).toBe(60);
    expect(secondsLeft(endsAt, 100)).toBe(60);
    expect(secondsLeft(endsAt, 59_001)).toBe(1);
    expect(secondsLeft(endsAt, 60_000)).toBe(0);
    expect(secondsLeft(endsAt, 90_000)).toBe(0);
  });

  it('is zero without a deadline', () => {
    expect(secondsLeft(null, 5)).toBe(0);
  });
});
