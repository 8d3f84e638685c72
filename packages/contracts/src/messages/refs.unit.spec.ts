import { describe, expect, it } from 'vitest';
import { formatMessageRef, messageRef, readMessageRef } from './refs.ts';

describe('message refs', () => {
  it('are the key alone for a message without parameters', () => {
    expect(messageRef('auth.invalidEmail')).toBe('auth.invalidEmail');
    expect(formatMessageRef('en', messageRef('auth.invalidEmail'))).toBe('Invalid email address');
    expect(formatMessageRef('zh', messageRef('auth.invalidEmail'))).toBe('邮箱地址无效');
  });

  it('carry their parameters, said in either language', () => {
    const ref = messageRef('common.atMost', { max: 255 });
    expect(ref).toBe('common.atMost?max=255');
    expect(readMessageRef(ref)).toEqual({ key: 'common.atMost', params: { max: '255' } });
    expect(formatMessageRef('en', ref)).toBe('At most 255 characters');
    expect(formatMessageRef('zh', ref)).toBe('最多 255 个字符');
  });

  it('keep a parameter with query characters in it as it was', () => {
    const ref = messageRef('candidate.noneNamed', { name: 'Ana & Li?=%' });
    expect(formatMessageRef('en', ref)).toBe('No candidate is named "Ana & Li?=%".');
  });

  it('are no other text: a library wording or a text already said is not one', () => {
    for (const text of ['Invalid input: expected string, received undefined', '邮箱地址无效', 'auth.missing?x=1', ''])
      expect([text, readMessageRef(text), formatMessageRef('en', text)]).toEqual([text, undefined, undefined]);
    expect(readMessageRef('toString')).toBeUndefined();
  });

  it('type each key with its parameters', () => {
    // @ts-expect-error: 'common.atMost' needs its max
    const missing = messageRef('common.atMost');
    // @ts-expect-error: no message has this key
    const unknown = messageRef('auth.missing');
    // @ts-expect-error: 'auth.invalidEmail' takes no parameters
    const extra = messageRef('auth.invalidEmail', { max: 1 });
    expect([missing, unknown, extra]).toEqual(['common.atMost', 'auth.missing', 'auth.invalidEmail?max=1']);
  });
});
