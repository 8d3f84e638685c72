import { describe, expect, it } from 'vitest';
import { newDataKey, openJson, openPersonal, sealJson, sealPersonal } from './seal.ts';

describe('sealing personal data', () => {
  const key = newDataKey();

  it('round-trips and hides the plain text', () => {
    const sealed = sealPersonal(
      { candidateId: 'c1', personal: { name: '张伟', email: 'z@example.com' } },
      key,
      'candidate:c1',
    );
    expect(JSON.stringify(sealed)).not.toMatch(/张伟|z@example/);
    expect(sealed.candidateId).toBe('c1');
    expect(openPersonal(sealed, key, 'candidate:c1')).toEqual({
      candidateId: 'c1',
      personal: { name: '张伟', email: 'z@example.com' },
    });
  });

  it('reads as null without the key (erased), and never opens under another subject or key', () => {
    const sealed = sealPersonal({ personal: { name: 'Ana' } }, key, 'candidate:c1');
    expect(openPersonal(sealed, null, 'candidate:c1')).toEqual({ personal: null });
    const value = sealJson({ a: 1 }, key, 'candidate:c1');
    expect(() => openJson(value, key, 'candidate:c2')).toThrow();
    expect(() => openJson(value, newDataKey(), 'candidate:c1')).toThrow();
  });
});
