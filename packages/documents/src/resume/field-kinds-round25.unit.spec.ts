import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';
import { asBirthday } from './personal-birth-gender.ts';

// Issue 23, twenty-fifth round: Japanese-era birth dates, long school names in Romance languages, short school
// names with a city, a wrapped school name, Chinese names in a bilingual header or over a personal block. Our own texts.

const fields = (lines: string[]) => extractResumeFields(lines.join('\n'));

describe('a birth date in the Japanese era calendar', () => {
  it('is turned into the Gregorian date for each era of living candidates', () => {
    expect(asBirthday('平成8年2月29日')).toBe('1996-02-29');
    expect(asBirthday('昭和58年11月')).toBe('1983-11');
    expect(asBirthday('平成元年4月3日')).toBe('1989-04-03');
    expect(asBirthday('Heisei 2')).toBe('1990');
    expect(asBirthday('H9.12.05')).toBe('1997-12-05');
  });
  it('is read after a birth label in a personal-data table', () => {
    const got = fields(['Personal data', 'Date of birth\tShowa 61', 'Sex\tFemale', 'yuki.mori@example.jp']);
    expect(got.birthday).toBe('1986');
  });
  it('lets the Gregorian date win when both are written, the era one in brackets', () => {
    const got = fields(['Kenta Ishida', 'Date of birth\t4 March 1997 (平成9年3月4日)', 'kenta@example.jp']);
    expect(got.birthday).toBe('1997-03-04');
  });
  it('keeps a note in brackets after a date from making a birth date of something else', () => {
    expect(asBirthday('1993.09 (enrolled)')).toBe('');
  });
});

describe('school names in Romance languages', () => {
  it('go on past a Spanish or Italian "and" between two subjects', () => {
    const got = fields([
      'EDUCATION',
      'Licenciatura en Física — Universidad de Ciencias y Artes de Chiapas, 2012 – 2016',
    ]);
    expect(got.university).toBe('Universidad de Ciencias y Artes de Chiapas');
  });
  it('keep their lower-case adjectives, at the end of the name too', () => {
    const got = fields([
      'Education',
      'MSc in Chemistry — Université libre de Bruxelles, 2016 – 2018',
      'BSc in Physics — Politecnico federale di Zurigo, 2013 – 2016',
    ]);
    expect(got.master).toBe('Université libre de Bruxelles');
    expect(got.bachelor).toBe('Politecnico federale di Zurigo');
    const lugano = fields(['Education', 'PhD, Informatics: Università della Svizzera italiana, Lugano (2020)']);
    expect(lugano.university).toBe('Università della Svizzera italiana');
  });
  it('are joined back when a line ends on a particle after the adjectives', () => {
    const got = fields([
      'Education',
      'Master of Science in Data Science — Université catholique de',
      'Louvain (UCLouvain), 2017 – 2019',
    ]);
    expect(got.university).toBe('Université catholique de Louvain');
  });
});

describe('a university known by its initials and its city', () => {
  it('is the school of the degree above it', () => {
    const got = fields(['Education', 'Master of Science in Informatics', 'TU Dresden, 2018 – 2020']);
    expect(got.university).toBe('TU Dresden');
  });
});

describe('a school name whose keyword wrapped under the dates', () => {
  it('is joined back when the dates follow the name after one space', () => {
    const got = fields([
      'EDUCATION',
      'MSc Data Science — University of Lagos	2019 – 2020',
      'B.Eng. Electrical Engineering — Ahmadu Bello 2013 –',
      'University, Zaria	2018',
    ]);
    expect(got.bachelor).toBe('Ahmadu Bello University');
  });
});

describe('a Chinese name without a table surname', () => {
  it('is read over a sidebar title and heading above the labelled personal data', () => {
    const got = fields(['其木格', '数据分析师', '基本信息', '性别：女', '民族：蒙古族', '邮箱：qmg@example.cn']);
    expect(got.name).toBe('其木格');
  });
  it('is not a job title standing in the same place', () => {
    const got = fields(['算法工程师', '个人信息', '性别：男', '邮箱：someone@example.cn']);
    expect(got.name).not.toBe('算法工程师');
  });
  it('is kept when it opens a header line with the English name after a gap', () => {
    const got = fields(['冼嘉琪  Kiki SIN Ka-kei', '+852 6123 4567  ｜  kiki.sin@example.hk', '工作經驗 Experience']);
    expect(got.name).toBe('冼嘉琪');
    expect(fields(['區志明  Raymond AU Chi-ming', 'raymond.au@example.hk']).name).toBe('區志明');
  });
  it('is not a city that opens the header line before the English name', () => {
    expect(fields(['深圳  Vincent Ng', 'vincent.ng@example.com']).name).toBe('Vincent Ng');
  });
});
