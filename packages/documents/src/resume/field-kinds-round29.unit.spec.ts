import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, twenty-ninth round (fields): our own texts.

describe('twenty-ninth round: fields', () => {
  it('a Hong Kong or Macau code in brackets without the plus is the country code of an eight-digit number', () => {
    const macau = extractResumeFields('梁文婷\n后端工程师\n手机：(853) 6281 7730　邮箱：wenting.leung@example.net\n');
    expect(macau.phone.replace(/\D/g, '')).toBe('85362817730');
    const hongKong = extractResumeFields('Chan Tsz Hin\nData Analyst\nMobile (852) 9134-5521 · tszhin@example.org\n');
    expect(hongKong.phone.replace(/\D/g, '')).toBe('85291345521');
  });
  it('a degree abbreviation written after the school is not part of its name', () => {
    const fields = extractResumeFields(
      'Ruth Okafor\nruth.okafor@example.com\n\nEducation\n2016.09 – 2017.08 University of Glasgow MSc in Data Science\n2012 – 2016 University of Lagos BSc Physics\n',
    );
    expect(fields.master).toBe('University of Glasgow');
  });
});
