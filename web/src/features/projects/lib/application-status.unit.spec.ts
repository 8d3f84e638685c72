import { describe, expect, it } from 'vitest';
import { myStatusKey } from './application-status';

describe('my status', () => {
  it.each([
    ['applied', 'applied'],
    ['reviewing', 'reviewing'],
    ['approved', 'accepted'],
    ['accepted', 'accepted'],
    ['rejected', 'other'],
    ['whatever', 'other'],
  ])('%s → %s', (status, key) => {
    expect(myStatusKey(status)).toBe(key);
  });
});
