import { describe, expect, it } from 'vitest';
import { extractProjectFields } from './project/extract-project-fields.ts';
import { extractResumeFields } from './resume/extract-resume-fields.ts';
import { extractSkills } from './skills/extract-skills.ts';

// Text from an uploaded file is attacker-controlled: every extractor must stay linear on pathological input.
// Each case takes well under a second here; catastrophic backtracking on inputs this long takes minutes or
// hours, so the bound below is generous enough that a slow or busy machine never trips it.
const hostile = [
  'a'.repeat(300_000),
  `${'x'.repeat(100_000)}@${'y.'.repeat(50_000)}`,
  'R, '.repeat(100_000),
  'University of '.repeat(20_000),
  `${'a-'.repeat(50_000)}.com`,
  '数据'.repeat(100_000),
  `${'1'.repeat(100_000)}-2020`,
  '\n'.repeat(200_000),
];

describe('pathological text', () => {
  it.each(hostile.map((text, i) => [i, text] as const))('case %i is handled in linear time', (_, text) => {
    const start = performance.now();
    extractResumeFields(text);
    extractSkills(text);
    extractProjectFields(text);
    expect(performance.now() - start).toBeLessThan(20_000);
  });
});
