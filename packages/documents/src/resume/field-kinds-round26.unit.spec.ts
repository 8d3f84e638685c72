import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';
import { asName } from './personal-name-rules.ts';

// Issue 23, twenty-sixth round: Filipino name particles, a form whose label column is read before its values, a
// school with a quoted honorific name, a short school name before a dash and its descriptive name, a year range
// after a wrapped name, and a name's start cut from its keyword by a line of the other column. Our own texts.

const fields = (lines: string[]) => extractResumeFields(lines.join('\n'));

describe('Filipino names', () => {
  it('keep the lower-case particles dela and delos and an abbreviated Maria', () => {
    expect(asName('Ma. Lourdes dela Rosa Bautista')).toBe('Ma. Lourdes dela Rosa Bautista');
    expect(asName('Jose Miguel delos Reyes Tan')).toBe('Jose Miguel delos Reyes Tan');
  });
  it('are read from a header in capitals, the particle not counted as a word of the name', () => {
    const got = fields(['MA. ANGELICA DELA CRUZ MENDOZA', 'Cebu City', 'angelica.mendoza@example.ph']);
    expect(got.name.toLowerCase()).toBe('ma. angelica dela cruz mendoza');
  });
  it('still count a capitalised word that is only written like a particle', () => {
    expect(asName('Carlos DE LOS Santos Ruiz Ortega Vela')).toBe('');
  });
});

describe('a form whose label column comes before its values', () => {
  // The label column runs past the lines a header is searched in, as on a form of a full page.
  const form = [
    '姓 名',
    '出生年月',
    '电 话',
    '邮 箱',
    '政治面貌',
    '求职意向',
    '教育背景',
    '实习经历',
    '获奖情况',
    '简 历',
    '沈嘉怡\t性 别\t女',
    '1996 年 3 月\t民 族\t汉',
    'jiayi.shen@example.cn',
  ];
  it('gives the name in the first cell of the row beside the second column’s label', () => {
    expect(fields(form).name).toBe('沈嘉怡');
  });
  it('gives the birth month from the next such row', () => {
    expect(fields(form).birthday).toBe('1996-03');
  });
});

describe('school names with a part beside the keyword', () => {
  it('keep a quoted honorific name after the keyword, as written', () => {
    const got = fields([
      'Education',
      'MSc Applied Physics — National University "Odesa Maritime Academy", 2011 – 2013',
    ]);
    expect(got.master).toBe('National University "Odesa Maritime Academy"');
  });
  it('keep a short name before a dash and its descriptive name', () => {
    const got = fields(['Education', 'MSc, Robotics — Skoltech – Skolkovo Institute of Science and Technology, 2019']);
    expect(got.master).toBe('Skoltech – Skolkovo Institute of Science and Technology');
  });
  it('never take a subject after a degree’s comma for such a short name', () => {
    const got = fields(['Education', 'B.Sc., Chemistry – Weizmann Institute of Science, 2015']);
    expect(got.bachelor).toBe('Weizmann Institute of Science');
  });
  it('join a keyword wrapped with its year range one space after it', () => {
    const got = fields(['Education', 'PhD, Biostatistics — Karolinska Institute of', 'Medicine 2016 – 2020']);
    expect(got.phd).toBe('Karolinska Institute of Medicine');
  });
  it('join a founder’s name to its "University of …" when a line of the other column stands between', () => {
    const got = fields([
      'Education',
      'Certificates',
      'BEng Civil Engineering — Kwame Nkrumah',
      'PMP – Project Management Professional (2020)',
      'University of Science and Technology',
      '(KNUST), 2009 – 2013',
    ]);
    expect(got.bachelor).toBe('Kwame Nkrumah University of Science and Technology');
  });
});
