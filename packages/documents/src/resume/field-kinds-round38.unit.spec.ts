import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, thirty-eighth round (fields): our own texts.

const header = 'Adwoa Mensah-Bonsu\nData Platform Engineer\nadwoa.mb@example.com\n';

describe('thirty-eighth round: education', () => {
  it('a school in a middle cell, wrapped after its "and", takes the word that opens the next line', () => {
    const text = [
      'EDUCATION',
      'BEng Electrical Engineering\tUniversity of Mines and\t2012 – 2016',
      'Technology (UMaT), Tarkwa — Second Class Upper',
      'SKILLS',
    ].join('\n');
    const fields = extractResumeFields(header + text);
    expect(fields.bachelor).toBe('University of Mines and Technology');
  });
  it('a school in the cell after the dates, wrapped after its "of", takes the next line’s first word', () => {
    const text = [
      'Education',
      '2011/09 – 2013/07\tM.Sc., Chair of Robotics, Nagoya Institute of',
      'Technology (a national university). Thesis on gait planning for legged robots.',
      '2007/04 – 2011/03\tB.Sc., Faculty of Engineering,',
      'Osaka University.',
    ].join('\n');
    const fields = extractResumeFields(header + text);
    expect(fields.master).toBe('Nagoya Institute of Technology');
    expect(fields.bachelor).toBe('Osaka University');
  });
  it('a next line of cells is a row wrapped side by side: its last cell, not its first, ends the school', () => {
    const text = [
      'Education',
      '2015 – 2017\tM.Eng. in Mechanical and Aerospace\tPohang University of',
      'Engineering\tScience and Technology (POSTECH)',
    ].join('\n');
    expect(extractResumeFields(header + text).master).toBe('Pohang University of Science and Technology');
  });
  it('a subject after a degree’s "in" run together with the school after it is no part of its name', () => {
    const text = 'EDUCATION\nMSc in Data Science Aga Khan University, Nairobi\t2019 – 2021\nSKILLS\n';
    expect(extractResumeFields(header + text).master).toBe('Aga Khan University');
  });
  it('a subject word that is the school’s only word before its keyword stays', () => {
    const own = 'EDUCATION\nB.A. in Communication University of China, Beijing\t2010 – 2014\nSKILLS\n';
    expect(extractResumeFields(header + own).bachelor).toBe('Communication University of China');
  });
});

const zhHeader = '贺嘉宁\n手机：139 1000 2345\n邮箱：he.jn@example.cn\n';

describe('thirty-eighth round: a Chinese thesis line', () => {
  it('硕士论文 under a master’s names its thesis, and the next school keeps its bachelor’s', () => {
    const text = [
      '教育背景',
      '北京航空航天大学 · 自动化学院\t2017.09 – 2020.03',
      '• 控制工程 硕士',
      '• 硕士论文：基于强化学习的无人机编队控制',
      '大连理工大学 · 机械工程学院\t2013.09 – 2017.06',
      '• 机械设计制造及其自动化 工学学士',
    ].join('\n');
    const fields = extractResumeFields(zhHeader + text);
    expect(fields.master).toBe('北京航空航天大学');
    expect(fields.bachelor).toBe('大连理工大学');
  });
  it('a prize for a doctoral thesis is no doctorate', () => {
    const text =
      '教育背景\n浙江大学\t2016.09 – 2019.06\n计算机技术 硕士\n获奖：浙江省优秀博士学位论文提名（导师代表作）\n';
    expect(extractResumeFields(zhHeader + text).degree).toBe('Master');
  });
});

describe('thirty-eighth round: a birth date cut by the line’s end', () => {
  it('a birth label with the day at a contact line’s end, the month and year opening the next line', () => {
    const text = [
      'Lerato Dlamini',
      'Durban • +27 (0)71 555 0192 • lerato.d@example.za • Date of birth: 7',
      'September 1994',
      'Profile',
    ].join('\n');
    expect(extractResumeFields(text).birthday).toBe('1994-09-07');
  });
  it('a day at a line’s end with no birth label before it is no birth date', () => {
    const text = ['Lerato Dlamini', 'lerato.d@example.za', 'Coached a junior chess squad of 12', 'March 2006 – 2008'];
    expect(extractResumeFields(text.join('\n')).birthday).toBe('');
  });
});

describe('thirty-eighth round: a two-column header', () => {
  const header = (email: string) =>
    [
      'Zeynep Nur\tİzmir, Türkiye',
      'Kılıç',
      'GSM: +90 533 765 43 21',
      email,
      'Robotics Engineer · MSc',
      'Student',
      '.com',
      'EXPERIENCE',
    ].join('\n');
  it('an address cut before its top-level domain, the other column’s lines between, is read whole', () => {
    expect(extractResumeFields(header('zeynepnur.kilic@example')).email).toBe('zeynepnur.kilic@example.com');
  });
  it('an address cut right after its @ takes no top-level domain from further down', () => {
    expect(extractResumeFields(header('zeynepnur.kilic@')).email).toBe('');
  });
  it('a family name with a dotless i, wrapped under the given names, is the one the address spells', () => {
    expect(extractResumeFields(header('zeynepnur.kilic@example')).name).toBe('Zeynep Nur Kılıç');
  });
});
