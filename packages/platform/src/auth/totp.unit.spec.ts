import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, matchingStep, newTotpSecret, totpAt, totpUri } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 key is the ASCII "12345678901234567890".
const RFC_KEY = Buffer.from('12345678901234567890');
const RFC_SECRET = base32Encode(RFC_KEY);

describe('TOTP (RFC 6238)', () => {
  it('gives the RFC 4226 appendix D HOTP values', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871'];
    for (const [counter, code] of expected.entries()) expect(hotp(RFC_KEY, counter)).toBe(code);
  });

  it('gives the RFC 6238 appendix B SHA-1 values (8 digits)', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors) expect(totpAt(RFC_SECRET, new Date(seconds * 1000), 8)).toBe(code);
  });

  it('accepts the code of the step before and after, not two steps away', () => {
    const now = new Date(1_700_000_000_000);
    const code = totpAt(RFC_SECRET, now);
    expect(matchingStep(RFC_SECRET, code, now)).not.toBeNull();
    expect(matchingStep(RFC_SECRET, code, new Date(now.getTime() + 30_000))).not.toBeNull();
    expect(matchingStep(RFC_SECRET, code, new Date(now.getTime() + 90_000))).toBeNull();
    expect(matchingStep(RFC_SECRET, 'abcdef', now)).toBeNull();
  });

  it('round-trips base32 and names the secret in an otpauth address', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Encode(base32Decode(secret))).toBe(secret);
    const uri = new URL(totpUri(secret, 'ada@example.com'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
  });
});
