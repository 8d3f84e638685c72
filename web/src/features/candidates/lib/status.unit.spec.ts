import { averageScore, highestDegree } from '@tb/contracts';
import { describe, expect, it } from 'vitest';
import { degreeHeadline, formatScore, interviewStatus } from './status';

describe('interview status badge', () => {
  it('colours Recommended green, Pending yellow, Not Recommended red, other results green', () => {
    expect(interviewStatus({ isInterviewed: true, interviewResult: 'Recommended' })).toEqual({
      kind: 'result',
      result: 'Recommended',
      intent: 'success',
    });
    expect(interviewStatus({ isInterviewed: true, interviewResult: 'Recommend' })).toMatchObject({
      result: 'Recommended',
      intent: 'success',
    });
    expect(interviewStatus({ isInterviewed: true, interviewResult: 'Pending' }).intent).toBe('warning');
    expect(interviewStatus({ isInterviewed: true, interviewResult: 'Not Recommended' }).intent).toBe('danger');
    expect(interviewStatus({ isInterviewed: true, interviewResult: 'Strong hire' }).intent).toBe('success');
    expect(interviewStatus({ isInterviewed: true, interviewResult: '' }).kind).toBe('interviewed');
    expect(interviewStatus({ isInterviewed: false, interviewResult: '' }).kind).toBe('notInterviewed');
  });

  it('shows scores with one decimal and a dash when missing', () => {
    expect(formatScore(4)).toBe('4.0');
    expect(formatScore(3.25)).toBe('3.3');
    expect(formatScore(null)).toBe('-');
  });

  it('averages the non-zero scores with one decimal, a dash when none', () => {
    const none = { english: null, education: 0, professionalSkills: null, projectExperience: 0, collaboration: null };
    expect(formatScore(averageScore(none))).toBe('-');
    expect(formatScore(averageScore({ ...none, english: 4, education: 0, collaboration: 3.5 }))).toBe('3.8');
    expect(formatScore(averageScore({ english: 5, education: 4.2, professionalSkills: 3.1 }))).toBe('4.1');
  });

  it('heads the dialog with PhD, then Master, then Bachelor, then degree and university', () => {
    const blank = { phd: '', master: '', bachelor: '', degree: '', university: '' };
    const headline = (c: typeof blank, language = 'en') =>
      degreeHeadline({ ...c, highestDegree: highestDegree(c) }, language);
    expect(headline({ ...blank, phd: 'MIT', master: 'CMU', bachelor: 'PKU' })).toEqual({ level: 'phd' });
    expect(headline({ ...blank, master: 'CMU', bachelor: 'PKU' })).toEqual({ level: 'master' });
    expect(headline({ ...blank, bachelor: 'PKU' })).toEqual({ level: 'bachelor' });
    expect(headline({ ...blank, degree: '硕士' })).toEqual({ level: 'master' });
    expect(headline({ ...blank, degree: 'Diploma', university: 'Tsinghua' })).toEqual({ text: 'Diploma · Tsinghua' });
    expect(headline(blank)).toEqual({ text: '' });
  });

  // The demo candidate 周婷 read '大专' in the English UI (an older event stored the Chinese word).
  it('shows a degree below bachelor in the reader’s words, whichever spelling was stored', () => {
    const blank = { phd: '', master: '', bachelor: '', degree: '', university: '' };
    const headline = (c: typeof blank, language: string) =>
      degreeHeadline({ ...c, highestDegree: highestDegree(c) }, language);
    expect(headline({ ...blank, degree: '大专' }, 'en')).toEqual({ text: 'Associate' });
    expect(headline({ ...blank, degree: 'Associate' }, 'zh')).toEqual({ text: '大专' });
    expect(headline({ ...blank, degree: 'Associate', university: '深圳职业技术学院' }, 'en')).toEqual({
      text: 'Associate · 深圳职业技术学院',
    });
  });
});
