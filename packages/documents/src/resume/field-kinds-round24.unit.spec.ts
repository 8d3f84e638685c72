import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, twenty-fourth round: names with a nickname, a patronymic or no Han surname; Indonesian degrees. Our
// own texts.

const fields = (lines: string[]) => extractResumeFields(lines.join('\n'));

describe('Indonesian degrees', () => {
  it('take the master written as Magister and its school over the Sarjana', () => {
    const got = fields([
      'EDUCATION',
      'Magister Teknik Elektro (M.T.), Institut Teknologi Sepuluh Nopember, 2021 – 2023',
      'Sarjana Komputer (S.Kom.), Universitas Gadjah Mada, 2016 – 2020',
    ]);
    expect(got.degree).toBe('Master');
    expect(got.university).toBe('Institut Teknologi Sepuluh Nopember');
  });
  it('read the holder’s abbreviation alone', () => {
    const got = fields(['EDUCATION', 'M.Kom., Universitas Brawijaya, 2022', 'S.Si., Universitas Airlangga, 2019']);
    expect(got.degree).toBe('Master');
    expect(got.university).toBe('Universitas Brawijaya');
  });
  it('read a bachelor’s holder title as the bachelor’s', () => {
    const got = fields(['EDUCATION', 'S.Kom., Universitas Padjadjaran, 2014 – 2018']);
    expect(got.degree).toBe('Bachelor');
  });
});
