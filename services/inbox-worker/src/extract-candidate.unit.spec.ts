import { describe, expect, it } from 'vitest';
import { nameIntroduced } from './extract-candidate.ts';

describe('a name the writer gives in the body', () => {
  it('is read from "I am …", "My name is …" and 我是/我叫', () => {
    expect(nameIntroduced('Hello,\n\nI am Peter Novak and I would like to apply.')).toBe('Peter Novak');
    expect(nameIntroduced('My name is Ana Silva.')).toBe('Ana Silva');
    expect(nameIntroduced('您好，我是李明，应聘软件工程师。')).toBe('李明');
  });
  it('is none for ordinary sentences', () => {
    expect(nameIntroduced('I am writing to apply for the role. I am Available from May.')).toBe('');
    expect(nameIntroduced('我是一名软件工程师，有五年经验。')).toBe('');
  });
});
