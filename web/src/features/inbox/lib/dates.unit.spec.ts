import { describe, expect, it } from 'vitest';
import { formatSize, yesterday } from './dates';

describe('inbox dates', () => {
  it('defaults to yesterday, across a month and a year boundary', () => {
    expect(yesterday(new Date(2026, 2, 1, 9))).toBe('2026-02-28');
    expect(yesterday(new Date(2026, 0, 1, 0, 5))).toBe('2025-12-31');
  });

  it('formats sizes', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(14_540)).toBe('14.2 KB');
    expect(formatSize(1_363_149)).toBe('1.3 MB');
    expect(formatSize(2048)).toBe('2.0 KB');
    // One byte over the inbox's 25 MB limit is not shown as 25.0 MB.
    expect(formatSize(25 * 1024 * 1024 + 1)).toBe('25.1 MB');
    expect(formatSize(25 * 1024 * 1024)).toBe('25.0 MB');
  });
});
