import { describe, expect, it } from 'vitest';
import { buildCandidateView } from './build-view.ts';
import { emptyCandidateValues } from './catalogue.ts';
import { CANDIDATE_CHOICES, canonicalChoice } from './choices.ts';
import { saveCandidateBody, updateCandidateBody } from './requests.ts';

describe('choices in their stored words', () => {
  it('reads the Chinese and English spellings of a degree as the catalogue’s word', () => {
    const cases: [string, string][] = [
      ['本科', 'Bachelor'],
      ['硕士', 'Master'],
      ['博士', 'PhD'],
      ['大专', 'Associate'],
      ['硕士研究生', 'Master'],
      ['本科学历', 'Bachelor'],
      ["Bachelor's degree", 'Bachelor'],
      ['B.Sc.', 'Bachelor'],
      ['master', 'Master'],
      ["Master's", 'Master'],
      ['Ph.D.', 'PhD'],
      ['Doctorate', 'PhD'],
      ['Associate Degree', 'Associate'],
    ];
    for (const [written, stored] of cases)
      expect([written, canonicalChoice('degree', written)]).toEqual([written, stored]);
    for (const word of CANDIDATE_CHOICES.degree) expect(canonicalChoice('degree', word)).toBe(word);
  });

  it('reads 男/女 as Male/Female and keeps other text as it is', () => {
    expect(canonicalChoice('gender', ' 男 ')).toBe('Male');
    expect(canonicalChoice('gender', 'female')).toBe('Female');
    expect(canonicalChoice('degree', 'MBA')).toBe('MBA');
    expect(canonicalChoice('role', '本科')).toBe('本科');
    expect(canonicalChoice('degree', '')).toBe('');
  });

  it('stores what the form, the review and the e-mail import send in the catalogue’s word', () => {
    const saved = saveCandidateBody.parse({ name: '周婷', degree: '大专', gender: '女' });
    expect([saved.degree, saved.gender]).toEqual(['Associate', 'Female']);
    expect(updateCandidateBody.parse({ degree: '本科' }).degree).toBe('Bachelor');
  });

  it('shows a degree an older event stored in Chinese in the catalogue’s word', () => {
    const meta = { id: 'c1', source: 'form' as const, emailId: null, createdAt: 'then', updatedAt: 'now' };
    const view = buildCandidateView(
      { ...emptyCandidateValues<{ fileName: string }>(), degree: '大专', gender: '男' },
      meta,
    );
    expect([view.degree, view.gender, view.highestDegree]).toEqual(['Associate', 'Male', 'other']);
    const phd = buildCandidateView({ ...emptyCandidateValues<{ fileName: string }>(), degree: '博士' }, meta);
    expect([phd.degree, phd.highestDegree]).toEqual(['PhD', 'phd']);
  });
});
