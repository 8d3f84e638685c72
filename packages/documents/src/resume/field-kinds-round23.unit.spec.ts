import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, twenty-third round: names, phones, schools and birthdays; our own texts.

const fields = (lines: string[]) => extractResumeFields(lines.join('\n'));

describe('the column heads of a language-skill grid', () => {
  it('are not taken for the name when the grid is read before the header', () => {
    const got = fields([
      'Speaking Writing',
      'German B2\tB1',
      'Curriculum Vitae',
      'Lucía Fernanda Ortiz Peña',
      'lucia.ortiz@example.es',
    ]);
    expect(got.name).toBe('Lucía Fernanda Ortiz Peña');
  });
  it('are not a name even as a line of their own at the very top', () => {
    const got = fields(['Listening Reading', 'Tomasz Zieliński', 'tz@example.pl']);
    expect(got.name).toBe('Tomasz Zieliński');
  });
  it('leave a surname that is also such a word alone', () => {
    const got = fields(['Amelia Reading', 'amelia.reading@example.co.uk']);
    expect(got.name).toBe('Amelia Reading');
  });
});

describe('an international number a table cell wrapped before a hyphen', () => {
  it('is joined with its rest when other cells of the row are read between', () => {
    const got = fields([
      'Name\tKim Seo-yeon',
      'Mobile\t+82 10',
      'Photo',
      '3x4\tAddress\t7F,',
      '-5512-7788\tE-mail\tseoyeon.kim@example.kr',
    ]);
    expect(got.phone.replace(/\D/g, '')).toBe('821055127788');
  });
  it('is not joined with digits more than three lines below', () => {
    const got = fields(['Mobile\t+82 10', 'Photo', 'Address', 'Seoul', '-5512-7788']);
    expect(got.phone).toBe('');
  });
});

describe('the verb of a school history line', () => {
  it('is not part of the school it comes before', () => {
    const got = fields([
      'Education',
      '2014\t4\tEntered Kyoto Institute of Technology, Faculty of Engineering',
      '2018\t3\tGraduated — Bachelor of Engineering',
    ]);
    expect(got.bachelor).toBe('Kyoto Institute of Technology');
  });
  it('is left out for enrolment as for entry', () => {
    const got = fields(['Education', 'Enrolled Osaka Institute of Technology, Master of Engineering, 2019 – 2021']);
    expect(got.master).toBe('Osaka Institute of Technology');
  });
});

describe('an exchange term written after its school in Chinese', () => {
  it('does not take the bachelor from the university on its line', () => {
    const got = fields([
      '教育背景',
      '浙江大學 Zhejiang University',
      '理學士（數學）BSc in Mathematics，2013 – 2017；其間 2015 年春季赴 University of Melbourne 交換一學期',
    ]);
    expect(got.bachelor).toBe('浙江大學');
  });
  it('leaves out a term of exchange (交流) after a verb of going', () => {
    const got = fields(['教育经历', '南京大学 软件工程 本科 2012.09 - 2016.06 2014年赴新加坡国立大学交流半年']);
    expect(got.bachelor).toBe('南京大学');
  });
  it('leaves a school whose own name holds 交流 alone', () => {
    const got = fields(['教育经历', '北京外国语大学 国际交流学院 本科 2011.09 - 2015.06']);
    expect(got.bachelor).toBe('北京外国语大学');
  });
});

/** Twenty lines of work history: what follows them is far from the header. */
const filler = Array.from({ length: 20 }, (_, i) => `Shipped release ${i + 1} of the billing service`);

describe('a birth date with an age in brackets after it', () => {
  it('is read with the date written again and the age in brackets after it', () => {
    const got = fields(['Date of birth', 'March 3, 1994 (1994年3月3日生, age 30)', 'haruki.kato@example.jp']);
    expect(got.birthday).toBe('1994-03-03');
  });
  it('is read after its label and a colon with the date again and the age in Chinese brackets', () => {
    const got = fields(['出生日期：1994年3月3日（1994.03.03，30岁）', 'haruki.kato@example.jp']);
    expect(got.birthday).toBe('1994-03-03');
  });
});

describe('a gender and a birth month opening a personal-details line', () => {
  it('are both read when more parts follow them', () => {
    const got = fields([
      '祁月 后端工程师',
      '邮箱：qi.yue@example.cn',
      ...filler,
      '个人信息',
      '女 ｜ 1990 年 7 月 ｜ 日语：N2',
    ]);
    expect(got.birthday).toBe('1990-07');
    expect(got.gender).toBe('Female');
  });
  it('give no birth date when the part after the gender is a period of study', () => {
    const got = fields([
      '祁月 后端工程师',
      '邮箱：qi.yue@example.cn',
      ...filler,
      '女 ｜ 2010.09 - 2014.06 ｜ 复旦大学',
    ]);
    expect(got.birthday).toBe('');
  });
});

describe('a birth label a narrow cell wrapped over two lines', () => {
  it('gives the date read between its halves', () => {
    const got = fields([
      'Aleksei Morozov',
      'Mobile:\t+381 63 555 0101\tE-mail:\ta.morozov@example.net',
      'Date of',
      'City:\tNovi Sad, Serbia\t17.05.1989',
      'birth:',
    ]);
    expect(got.birthday).toBe('1989-05-17');
  });
  it('gives no date when the halves do not make a birth label', () => {
    const got = fields(['Aleksei Morozov', 'Date of', 'City:\tNovi Sad\t17.05.1989', 'issue:']);
    expect(got.birthday).toBe('');
  });
});
