import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, thirty-third round (skills): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('thirty-third round: dictionary-round33.ts', () => {
  it('CodeQL and React Hook Form by their names in prose', () => {
    const tags = english('Wrote CodeQL queries for the SDK; rebuilt checkout forms on React Hook Form.');
    expect(tags).toEqual(expect.arrayContaining(['CodeQL', 'React Hook Form']));
  });
  it('the Android NDK, also as NDK in capitals', () => {
    expect(english('Ported the denoiser to C++ with the Android NDK.')).toContain('Android NDK');
    expect(english('JNI bindings built with NDK r26')).toContain('Android NDK');
  });
  it('ScaNN with exact case only', () => {
    expect(english('Approximate neighbours served from a ScaNN index.')).toContain('ScaNN');
    expect(english('Please scann the attached form.')).not.toContain('ScaNN');
  });
  it('Glide and Coil only as items of a skills list', () => {
    expect(english('Android: Kotlin, Retrofit, Glide, Coil, Room')).toEqual(expect.arrayContaining(['Glide', 'Coil']));
    const prose = english('Flew a glider on a long glide; Coil springs were wound by hand in the workshop.');
    expect(prose).not.toContain('Glide');
    expect(prose).not.toContain('Coil');
  });
});
