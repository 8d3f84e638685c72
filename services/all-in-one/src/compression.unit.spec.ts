import { describe, expect, it } from 'vitest';
import { preferredEncoding } from './compression.ts';

describe('preferredEncoding', () => {
  it('prefers Brotli, then gzip, as the browser accepts them', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding(['gzip', 'br;q=0.5'])).toBe('br');
    expect(preferredEncoding('*')).toBe('br');
  });

  it('sends nothing compressed without an accepted encoding, or when one is refused with q=0', () => {
    expect(preferredEncoding(undefined)).toBeNull();
    expect(preferredEncoding('')).toBeNull();
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('*, br;q=0')).toBe('gzip');
  });
});
