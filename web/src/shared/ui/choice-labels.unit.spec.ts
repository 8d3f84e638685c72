import { CANDIDATE_CHOICES } from '@tb/contracts';
import { describe, expect, it } from 'vitest';
import { choiceLabel, degreeLabel, genderLabel } from './choice-labels';

describe('stored choices on screen', () => {
  it('show stored genders and degrees in the reader language, other text as it is', () => {
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

  it('have a label in both languages for every stored gender and degree', () => {
    for (const list of ['gender', 'degree'] as const) {
      for (const stored of CANDIDATE_CHOICES[list]) {
        expect([stored, choiceLabel(list, stored, 'en')]).toEqual([stored, stored]);
        expect(choiceLabel(list, stored, 'zh')).toMatch(/^\p{Script=Han}+$/u);
      }
    }
  });
});
