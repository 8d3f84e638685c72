import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, fifth round: kinds of failure the third blind hold-out showed, each pinned with a text of our own
// shaped like the readers' output (Word paragraphs with blank lines between, PDF cells that wrap).

describe('names', () => {
  it('joins a given and a family name set on lines of their own at the top', () => {
    const text = ['Aoife', '', 'Mac Giolla-Bhríde', '', 'Data Engineer', '', 'Contact', 'Galway'].join('\n');
    expect(extractResumeFields(text.replace('Mac Giolla-Bhríde', "O'Sullivan-Price")).name).toBe(
      "Aoife O'Sullivan-Price",
    );
    // Two headings are not a name.
    expect(extractResumeFields(['Curriculum', '', 'Vitae', '', 'Anna Berg'].join('\n')).name).toBe('Anna Berg');
  });

  it('drops an English nickname between the given and the family name, and never takes a lab for a name', () => {
    const text = [
      'Minh (Kevin) Tran',
      'kevin.tran.uw@example.edu | +1 (206) 555-0147',
      'EDUCATION',
      'University of Washington    2022 – 2026',
      'EXPERIENCE',
      'Research Assistant | UW Graphics Lab    Jan 2024 – present',
    ].join('\n');
    expect(extractResumeFields(text).name).toBe('Minh Tran');
    // Without a name at the top, a lab the address happens to spell ("uw") is still not a person.
    expect(extractResumeFields(text.replace('Minh (Kevin) Tran\n', 'SUMMARY\n')).name).toBe('');
  });

  it('reads a transliterated Chinese name with a middle dot (Uyghur, Tibetan)', () => {
    expect(extractResumeFields('热依拉·艾尔肯\n数据分析师 · 3 年经验\n教育背景').name).toBe('热依拉·艾尔肯');
    expect(extractResumeFields('扎西·多吉\n后端工程师').name).toBe('扎西·多吉');
    // A heading joined by a dot is not a name.
    expect(extractResumeFields('技能·证书\n张伟').name).toBe('张伟');
  });
});

describe('phones', () => {
  it('prefers the mobile when a landline is written first under the same label', () => {
    expect(extractResumeFields('李娜\n电话：021-64123456 / 139 1234 5678').phone).toBe('+86 139 1234 5678');
    expect(extractResumeFields('李娜\n电话：010-88886666').phone).toBe('010-88886666');
  });
});

describe('education', () => {
  it('knows a grande école named by its acronym beside its university', () => {
    const text = [
      'EDUCATION',
      'Ph.D. in Physics, Université de Bordeaux, 2015',
      "Diplôme d'ingénieur (MSc equivalent), Bordeaux INP – Enseirb-Matmeca, 2011",
    ].join('\n');
    const got = extractResumeFields(text);
    expect([got.phd, got.master]).toEqual(['Université de Bordeaux', 'Bordeaux INP – Enseirb-Matmeca']);
    expect(extractResumeFields('EDUCATION\nMSc Computer Science, INSA Lyon, 2019').master).toBe('INSA Lyon');
  });

  it('knows Nordic names with the keyword last in lower case', () => {
    const text = [
      'Education',
      'MSc Software Engineering — Kungliga tekniska högskolan, 2020',
      'BSc Computer Science — Uppsala universitet, 2018',
    ].join('\n');
    const got = extractResumeFields(text);
    expect([got.master, got.bachelor]).toEqual(['Kungliga tekniska högskolan', 'Uppsala universitet']);
  });

  it('puts a degree word a narrow cell broke in two back together', () => {
    const text = [
      '教育经历',
      '浙江大学 软件工程 硕',
      '士 2017.09 – 2020.03',
      '浙江大学 软件工程 本科 2013.09 –',
      '2017.06',
    ].join('\n');
    const got = extractResumeFields(text);
    expect([got.degree, got.master, got.bachelor]).toEqual(['Master', '浙江大学', '浙江大学']);
  });

  it('gives the header degree to the first school when the section writes none, and four years to the bachelor', () => {
    const text = [
      '林书瑶',
      '算法研究员 ｜ 博士 ｜ 女',
      '教育经历',
      '2015.09 – 2020.07\t中国科学院计算技术研究所',
      '计算机应用技术；学位授予单位：中国科学院大学',
      '2011.09 – 2015.06\t武汉大学 计算机学院',
    ].join('\n');
    const got = extractResumeFields(text);
    expect([got.degree, got.phd, got.bachelor]).toEqual(['PhD', '中国科学院计算技术研究所', '武汉大学']);
  });
});
