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
