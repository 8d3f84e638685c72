import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, twenty-fourth round: names with a nickname, a patronymic or no Han surname; Indonesian degrees. Our
// own texts.

const fields = (lines: string[]) => extractResumeFields(lines.join('\n'));

describe('a two-line header with a nickname beside a name part', () => {
  it('leaves out a bracketed nickname after the given name', () => {
    const got = fields(['Evangelos (Vangelis)', 'Karamanlis', 'Site Reliability Engineer', 'vk@example.gr']);
    expect(got.name).toBe('Evangelos Karamanlis');
  });
  it('leaves out a quoted nickname before the family name', () => {
    const got = fields(['Oluwaseun', '“Seun” Adeyemi', 'Data Engineer', 'seun@example.ng']);
    expect(got.name).toBe('Oluwaseun Adeyemi');
  });
});

describe('a patronymic particle inside a name', () => {
  it('does not count as a word of a name written in capitals, and is set in lower case', () => {
    const got = fields([
      'CONTACT',
      'Shah Alam, Selangor',
      'farah.iskandar@example.my',
      'SKILLS',
      '• Python',
      'SITI FARAH BINTI MOHD ISKANDAR',
      'Data Scientist',
    ]);
    expect(got.name).toBe('Siti Farah binti Mohd Iskandar');
  });
  it('reads the Singaporean short form and the son-of particle in mixed case', () => {
    expect(fields(['Nurul Huda bte Abdul Rahman', 'nurul@example.sg']).name).toBe('Nurul Huda bte Abdul Rahman');
    expect(fields(['Muhammad Hafiz bin Ismail Yusof', 'hafiz@example.my']).name).toBe(
      'Muhammad Hafiz bin Ismail Yusof',
    );
  });
});

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
