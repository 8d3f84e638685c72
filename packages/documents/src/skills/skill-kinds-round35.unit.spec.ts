import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, thirty-fifth round (skill precision): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('thirty-fifth round: a field’s name on the platform or compiler a job title serves', () => {
  it('is not the field, in English and in Chinese', () => {
    expect(english('Senior ML Platform Engineer, Quarrybank')).not.toContain('Machine Learning');
    expect(english('Staff ML Compiler Engineer — Harrowgate Silicon')).not.toContain('Machine Learning');
    expect(english('高级机器学习平台工程师 | 澜屿科技')).not.toContain('Machine Learning');
  });
  it('keeps the field named as the candidate’s own title or work', () => {
    expect(english('Machine Learning Engineer, Quarrybank')).toContain('Machine Learning');
    expect(english('机器学习工程师，负责风控模型')).toContain('Machine Learning');
  });
});
