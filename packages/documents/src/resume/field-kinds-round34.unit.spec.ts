import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, thirty-fourth round (fields): our own texts.

const header = 'Iryna Melnyk\nBackend Engineer\niryna.melnyk@example.com\n';

describe('thirty-fourth round: education', () => {
  it('a table row read cell by cell: the school under a discontinued degree cell is no later degree’s', () => {
    const text = [
      header,
      'Education',
      'Years',
      'Degree',
      'School',
      '2019 – 2021',
      'PhD programme in Physics (discontinued)',
      'Lviv Polytechnic National University',
      '2017 – 2019',
      'Master of Science in Computer Science',
      'Ivan Franko National University of Lviv',
      '2013 – 2017',
      'Bachelor of Science in Software Engineering',
      'Kharkiv Polytechnic Institute',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.degree).toBe('Master');
    expect(fields.phd).toBe('');
    expect(fields.master).toBe('Ivan Franko National University of Lviv');
    expect(fields.bachelor).toBe('Kharkiv Polytechnic Institute');
  });
  it('a name wrapped after "University of", its end followed by initials in brackets and the city', () => {
    const text = [
      header,
      'EDUCATION',
      'BSc (Electrical Engineering), National University of',
      'Sciences and Technology (NUST-SEECS), Islamabad',
      '2014 – 2018',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.bachelor).toBe('National University of Sciences and Technology');
  });
  it('a university in brackets after a Chinese school is its name in another script, not a campus', () => {
    const text = [
      '周宁',
      '邮箱：zhou.ning@example.cn',
      '教育背景',
      '2016.04 - 2018.03\t京都大学（京都大學）\t情报学研究科\t硕士',
      '2012.09 - 2016.06\t南京大学\t计算机科学与技术\t本科',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.master).toBe('京都大学');
    expect(fields.bachelor).toBe('南京大学');
  });
});

describe('thirty-fourth round: phones', () => {
  it('a mobile a table cell wrapped after its separator, other cells beside the first part', () => {
    const text = [
      '简 历',
      '姓 名\t郑可欣\t性 别\t女',
      '电 话\t+86 137-\t邮 箱\tkexin.zheng@example.cn',
      '2245-8890',
    ].join('\n');
    expect(extractResumeFields(text).phone).toBe('+86 137 2245 8890');
  });
  it('a whole number at a cell’s end takes nothing from the line under it', () => {
    const text = ['Tan Wei Ling', 'Singapore\t+65 9123 4567\twl.tan@example.sg', '2021\tData Analyst'].join('\n');
    expect(extractResumeFields(text).phone).toBe('+65 9123 4567');
  });
});

describe('thirty-fourth round: names', () => {
  it('a three-word name a sidebar wrapped after its first word, the e-mail spelling the second line', () => {
    const text = [
      'Abdul',
      'Rahman Siddiqui',
      'Data Platform',
      'Engineer',
      'CONTACT',
      'rahman.siddiqui@example.com',
    ].join('\n');
    expect(extractResumeFields(text).name).toBe('Abdul Rahman Siddiqui');
  });
  it('a heading in capitals over the name is no part of it, nor is a word the e-mail does not back', () => {
    const heading = ['PORTFOLIO', 'Ana Lima', 'Product Designer', 'ana.lima@example.com'].join('\n');
    expect(extractResumeFields(heading).name).toBe('Ana Lima');
    const unbacked = ['Abdul', 'Rahman Siddiqui', 'Data Platform Engineer', 'contact@example.com'].join('\n');
    expect(extractResumeFields(unbacked).name).toBe('Rahman Siddiqui');
  });
});

describe('thirty-fourth round: a degree column read after the page', () => {
  const top = ['郭雨桐', '邮箱：yutong.guo@example.cn', '手机：138 0013 9921'];
  it('two degree lines after other headings pair with the schools of the education section, highest first', () => {
    const text = [
      ...top,
      '教育背景',
      '2019.09 –\t悉尼大学（The University of',
      '2021.06\tSydney）',
      '2015.09 –',
      '重庆大学',
      '2019.06',
      '证书',
      'CET-6；软考中级。',
      '数据科学硕士（Master of Data',
      'Science）',
      '电子信息工程 本科 / 工学学士',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.degree).toBe('Master');
    expect(fields.master).toBe('悉尼大学');
    expect(fields.bachelor).toBe('重庆大学');
  });
  it('one degree word elsewhere, or degrees that do not go down from the highest, pair with nothing', () => {
    const one = [...top, '教育背景', '2015 – 2019 重庆大学', '2019 – 2021 悉尼大学', '技能', '指导本科生完成毕业设计'];
    expect(extractResumeFields(one.join('\n')).bachelor).toBe('');
    const rising = [...top, '教育背景', '2019 – 2021 悉尼大学', '2015 – 2019 重庆大学', '证书', '工学学士', '理学硕士'];
    expect(extractResumeFields(rising.join('\n')).degree).toBe('');
  });
});

describe('thirty-fourth round: a name the page width wrapped', () => {
  const head = ['Rina Wulandari', 'Data Engineer', 'rina.wulandari@example.id', 'Education'];
  it('a full-width line ending inside a keyword-first name takes the word before the comma and year under it', () => {
    const text = [
      ...head,
      'Sarjana Teknik (S.T.), Teknik Elektro, cum laude — Universitas Sam',
      'Ratulangi, 2012 – 2016, thesis on power-grid load forecasting',
    ].join('\n');
    expect(extractResumeFields(text).bachelor).toBe('Universitas Sam Ratulangi');
  });
  it('a short line set apart from its city on purpose keeps its name', () => {
    const text = [
      ...head,
      'Final-year thesis on demand forecasting for regional electricity grids.',
      'S.Kom. — Universitas Indonesia',
      'Depok, 2014 – 2018',
    ].join('\n');
    expect(extractResumeFields(text).bachelor).toBe('Universitas Indonesia');
  });
});
