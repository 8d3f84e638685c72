import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, fortieth round (fields): our own texts.

const header = 'Omar Farouk Haddad\nBackend Engineer\nomar.haddad@example.org\n';

describe('fortieth round: birth date', () => {
  it('a numeric date followed by its order in brackets is read in that order', () => {
    const dayFirst = extractResumeFields(
      `${header}Date of birth: 11/04/1990 (DD/MM/YYYY)   •   Nationality: Jordanian`,
    );
    expect(dayFirst.birthday).toBe('1990-04-11');
    const monthFirst = extractResumeFields(`${header}DOB: 11-04-1990 (mm-dd-yyyy) | Married`);
    expect(monthFirst.birthday).toBe('1990-11-04');
  });
});

describe('fortieth round: education', () => {
  it('a name whose first word ends the line above, its "… University of" on the next, is joined', () => {
    const text = [
      'EDUCATION',
      '2008 – 2013\tDiploma in Mechanical Engineering (integrated five-year programme), Royal',
      'Polytechnic University of Lisbon (RPUL). Thesis on turbine blade fatigue.',
      'SKILLS',
    ].join('\n');
    expect(extractResumeFields(header + text).university).toBe('Royal Polytechnic University of Lisbon');
  });
});

describe('fortieth round: name', () => {
  const body = [
    '后端开发工程师 · 个人简历',
    '',
    '关于我',
    '',
    '五年 Go 后端开发经验，熟悉微服务与消息队列。',
    '',
    '教育经历',
    '',
    '四川大学　计算机学院　软件工程　本科　2014.09 – 2018.06',
    '',
  ];
  it('a first-person heading (关于我) is no name', () => {
    expect(extractResumeFields(body.join('\n')).name).not.toBe('关于我');
  });
  it('a Chinese name opening the e-mail’s line in a page footer read after the body is the name', () => {
    const footer = '上官明远　|　手机：138 2266 0173　|　shangguan.my@example.cn　|　四川成都';
    // A long body: the footer is read far below the lines searched from the top.
    const work = Array.from({ length: 40 }, (_, n) => [`负责第 ${n + 1} 个模块的接口设计与上线。`, '']).flat();
    expect(extractResumeFields([...body, ...work, footer].join('\n')).name).toBe('上官明远');
  });
});
