import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Round 62 (fields): our own texts.

const fieldsOf = (...lines: string[]) => extractResumeFields(lines.join('\n'));
const schools = (...lines: string[]) => {
  const { degree, university, bachelor, master, phd } = fieldsOf(...lines);
  return { degree, university, bachelor, master, phd };
};
const header = ['Morgan Ellis', 'Platform Engineer', 'morgan.ellis@example.com'];
const zhHeader = ['李若溪', '后端开发工程师', '手机：139 1234 5678', '邮箱：liruoxi@example.cn'];
const college = '2011.09 – 2014.06 贵州交通职业技术学院 软件技术 大专';

describe('round 62: studies not completed', () => {
  it('reads no bachelor from a top-up stopped before it was finished', () => {
    const lines = [
      ...zhHeader,
      '教育背景',
      college,
      '2016.09 – 2019.06 贵州大学 软件工程 专升本（因家庭原因中止，未毕业）',
    ];
    expect(schools(...lines)).toMatchObject({ degree: 'Associate', bachelor: '' });
  });

  it('reads no bachelor where the certificate was not obtained and the study given up', () => {
    const lines = [
      ...zhHeader,
      '教育背景',
      college,
      '2016.09 – 2019.06 贵州大学 自学考试 软件工程 本科（已考 7 门，未取得毕业证，已放弃）',
    ];
    expect(schools(...lines)).toMatchObject({ degree: 'Associate', bachelor: '' });
  });

  it('reads 未完成 alone in the degree column of an education table as unfinished', () => {
    const lines = [
      ...zhHeader,
      '教育经历',
      '时间\t学校\t专业\t学历\t',
      '2011.09 - 2014.06\t贵州交通职业技术学院\t软件技术\t大专\t',
    ];
    lines.push('2016.03 - 2018.06\t昆明理工大学（专升本）\t软件工程\t未完成\t');
    expect(schools(...lines)).toMatchObject({ degree: 'Associate', bachelor: '' });
  });

  it('does not read 未完成 in a course row under the bachelor as the bachelor unfinished', () => {
    const lines = [...zhHeader, '教育背景', '2019.09 – 2023.06 昆明理工大学 软件工程 本科', '毕业设计\t进行中\t未完成'];
    expect(schools(...lines)).toMatchObject({ degree: 'Bachelor', bachelor: '昆明理工大学' });
  });

  it('reads 未取得学历 broken at the end of the line after 学, not 未取得学分', () => {
    const lines = [
      ...zhHeader,
      '教育背景',
      college,
      '2016.09 – 2019.06 贵州大学 软件工程 自考本科，考完 8 门后中止，未取得学',
      '历',
    ];
    expect(schools(...lines)).toMatchObject({ degree: 'Associate', bachelor: '' });
    const credits = [
      ...zhHeader,
      '教育背景',
      college,
      '2016.09 – 2019.06 贵州大学 软件工程 本科（交换学期未取得学分互认）',
    ];
    expect(schools(...credits)).toMatchObject({ degree: 'Bachelor', bachelor: '贵州大学' });
  });

  it('reads a PhD track left after a year as unfinished', () => {
    const lines = [
      ...header,
      'Education',
      'PhD track, Physics — University of Leeds · 2018 – 2019 · left the programme after the first year',
    ];
    lines.push('MSc Physics — University of York · 2016 – 2018');
    expect(schools(...lines)).toMatchObject({ degree: 'Master', phd: '', master: 'University of York' });
  });

  it('reads a doctorate left ABD as unfinished', () => {
    const lines = [...header, 'Education', 'PhD Linguistics — University of Edinburgh, 2012 – 2016 — left ABD'];
    lines.push('MA Linguistics — University of Glasgow, 2010 – 2012');
    expect(schools(...lines)).toMatchObject({ degree: 'Master', phd: '', master: 'University of Glasgow' });
  });
});

describe('round 62: a school glued to its years', () => {
  it('reads the school whose last word runs into the span of years', () => {
    const lines = [...header, 'Education', 'BEng Civil Engineering — University of Nairobi2010 – 2014'];
    expect(schools(...lines)).toMatchObject({ degree: 'Bachelor', bachelor: 'University of Nairobi' });
  });
});

describe('round 62: names', () => {
  it('leaves the title out of a name written family name first in capitals', () => {
    const { name } = fieldsOf('Prof HALVORSEN, Ingrid', '', 'Head of Research', 'ingrid.halvorsen@example.no');
    expect(name).toBe('Ingrid Halvorsen');
  });

  it('reads a name whose post-nominals the header wrapped onto the next line', () => {
    const lines = [
      'SKILLS',
      'Rust Go',
      'Kafka',
      'Dr. Ingrid Solberg-Haugen,',
      'PhD',
      'Principal Scientist — Data Platforms',
    ];
    lines.push('ingrid.sh@example.no');
    expect(fieldsOf(...lines).name).toBe('Ingrid Solberg-Haugen');
  });

  it('does not read a referee whose post-nominals wrapped, the address spelling another name', () => {
    const lines = ['SKILLS', 'Rust Go', 'Kafka', 'Dr. John Carter,', 'PhD', 'Professor of Physics, University of Bath'];
    lines.push('ingrid.sh@example.no');
    expect(fieldsOf(...lines).name).not.toBe('John Carter');
  });

  it('does not read the head of a broken contact label above the name as a given name', () => {
    const lines = ['Mobi', 'Ruth Adeyemi-Cole', 'Head of Analytics', 'Lagos, Nigeria', 'le +234 803 555 0199'];
    lines.push('ruth.adeyemicole@example.ng');
    expect(fieldsOf(...lines).name).toBe('Ruth Adeyemi-Cole');
  });
});

describe('round 62: phones', () => {
  it('adds the last group of a mobile that a narrow column wrapped', () => {
    const lines = ['Camille Girard', 'camille.girard@example.fr', 'CONTACT', 'Office: +33 1 55 55 01 20 ext.', '14'];
    lines.push('Mobile: +33 (0)6 12 34 56', '78', 'Paris, France');
    expect(fieldsOf(...lines).phone.replace(/\D/g, '')).toBe('33612345678');
  });

  it('leaves a whole mobile as it is over a year alone on the next line', () => {
    const lines = ['Camille Girard', 'camille.girard@example.fr', 'Office: +1 212 555 0100', 'Mobile: +1 415 555 0143'];
    lines.push('2021', 'Experience');
    expect(fieldsOf(...lines).phone.replace(/\D/g, '')).toBe('14155550143');
  });

  it('reads the Spanish Celular over the Oficina line written first', () => {
    const lines = [
      'Lucía Ortega Ruiz',
      'Oficina +52 33 3555 0101 · Celular +52 33 1234 5678 · lucia.ortega@example.mx',
    ];
    expect(fieldsOf(...lines).phone.replace(/\D/g, '')).toBe('523312345678');
  });
});

describe('round 62: birth dates', () => {
  it('reads a labelled birth date with the gender after it in the same cell', () => {
    const fields = fieldsOf('李若溪', '手机：139 1234 5678', '出生日期：1996/03/15　男', '教育背景');
    expect(fields).toMatchObject({ birthday: '1996-03-15', gender: 'Male' });
  });

  it('reads a birth label set apart from its month by a full-width bar', () => {
    expect(fieldsOf('李若溪', '手机｜139 1234 5678', '出生｜1991 年 4 月', '教育背景').birthday).toBe('1991-04');
  });

  it('reads Born among items set apart by double slashes', () => {
    const lines = ['Morgan Ellis', 'Mobile +44 7700 900321 // morgan.ellis@example.com // Born 1992.11', 'Experience'];
    expect(fieldsOf(...lines).birthday).toBe('1992-11');
  });

  it('reads a calendar icon and a month alone in a header that states the gender', () => {
    const top = ['李若溪', '📍 成都 · 女', '后端开发工程师｜3 年'];
    expect(fieldsOf(...top, '📅 1995.06', '技能').birthday).toBe('1995-06');
    expect(fieldsOf(...top, '📅 2025.03', '技能').birthday).toBe('');
    expect(fieldsOf('李若溪', '📍 成都', '后端开发工程师｜3 年', '📅 1995.06', '技能').birthday).toBe('');
  });

  it('reads a year of birth among the words of the gender line', () => {
    expect(fieldsOf('李若溪', '女　1988年生　浙江杭州', '手机：139 1234 5678', '工作经历').birthday).toBe('1988');
  });
});
