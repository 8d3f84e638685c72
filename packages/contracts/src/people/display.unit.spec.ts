import { describe, expect, it } from 'vitest';
import { personName } from './display.ts';

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
});
