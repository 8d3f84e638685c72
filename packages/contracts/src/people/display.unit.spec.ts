import { describe, expect, it } from 'vitest';
import { degreeLabel, genderLabel, personName } from './display.ts';

describe('people on screen', () => {
  it('writes a name in Chinese characters family name first, without a space', () => {
    expect(personName('明', '李')).toBe('李明');
    expect(personName('小红', '王')).toBe('王小红');
  });
  it('keeps other names given name first, and a lone part alone', () => {
    expect(personName('Peter', 'Novak')).toBe('Peter Novak');
    expect(personName('', '李')).toBe('李');
    expect(personName(' Ana ', null)).toBe('Ana');
  });
  it('shows stored genders and degrees in the reader language, other text as it is', () => {
    expect(genderLabel('Male', 'zh')).toBe('男');
    expect(genderLabel('female', 'en')).toBe('Female');
    expect(degreeLabel('Master', 'zh')).toBe('硕士');
    expect(degreeLabel('PhD', 'en')).toBe('PhD');
    expect(degreeLabel('MBA', 'zh')).toBe('MBA');
    // Older events stored some degrees in Chinese: they read in the reader's language too.
    expect(degreeLabel('大专', 'en')).toBe('Associate');
    expect(degreeLabel('Associate', 'zh')).toBe('大专');
    expect(degreeLabel("Bachelor's degree", 'zh')).toBe('本科');
  });
});
