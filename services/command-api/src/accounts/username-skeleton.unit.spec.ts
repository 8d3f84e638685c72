import { describe, expect, it } from 'vitest';
import { usernameSkeleton } from './username-skeleton.ts';

describe('username skeleton', () => {
  it.each([
    ['Cyrillic а', 'аdmin'],
    ['upper case', 'ADMIN'],
    ['fullwidth letters', 'ａｄｍｉｎ'],
    ['mathematical bold', '𝐚𝐝𝐦𝐢𝐧'],
    ['a Hangul filler after', 'admin\u3164'],
    ['a halfwidth Hangul filler after', 'admin\uFFA0'],
    ['a Hangul choseong filler after', 'admin\u115F'],
    ['a Hangul filler in front', '\u3164admin'],
    ['a filler inside', 'ad\u3164min'],
    ['a soft hyphen inside', 'ad\u00ADmin'],
    ['a zero-width space inside', 'adm\u200Bin'],
  ])('is the same for %s as for admin', (_, lookAlike) => {
    expect(usernameSkeleton(lookAlike)).toBe(usernameSkeleton('admin'));
  });

  it('still tells different names apart', () => {
    expect(usernameSkeleton('admin2')).not.toBe(usernameSkeleton('admin'));
    expect(usernameSkeleton('张伟')).not.toBe(usernameSkeleton('张卫'));
  });
});
