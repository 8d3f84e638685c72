import { describe, expect, it } from 'vitest';
import { coverLetterLength } from '../text/cover-letter.ts';
import { segmentsOf } from '../text/normalize.ts';
import { findEmailCutInDomain } from './contacts.ts';
import { readEducation } from './education.ts';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, tenth round: kinds of failure the seventh blind hold-out showed, each pinned with a text of our own
// shaped like the readers' output.

describe('a profile export with its contacts in a narrow sidebar', () => {
  const sidebar = [
    'Contact',
    '+1 206 555 0148 (Mobile)',
    'tomasz.kowalewski@exam',
    'ple.org',
    'www.linkedin.com/in/tomasz-',
    'kowalewski (LinkedIn)',
    'Top Skills',
    'Stream Processing',
    'Kafka',
    'Languages',
    'Polish (Native or Bilingual)',
    'Certifications',
    'Confluent Certified Developer',
    'Tomasz Kowalewski',
    'Staff Data Engineer at Northbeam Analytics | Streaming, Lakehouse & Data Quality',
    'Seattle, Washington',
  ];

  it('joins an address the column wrapped inside its domain, and finds the name it spells further down', () => {
    expect(findEmailCutInDomain(sidebar)).toBe('tomasz.kowalewski@example.org');
    const fields = extractResumeFields(sidebar.join('\n'));
    expect(fields.email).toBe('tomasz.kowalewski@example.org');
    expect(fields.name).toBe('Tomasz Kowalewski');
  });

  it('joins nothing when the next line is more than the rest of a domain', () => {
    expect(findEmailCutInDomain(['write to ana@exam', 'ple and more words.org'])).toBe('');
    expect(findEmailCutInDomain(['ana@', 'Top Skills'])).toBe('');
  });
});

describe('schools and degrees', () => {
  it('gives both degrees to the school that awarded both, each degree on a line of its own under it', () => {
    const lines = ['Technical University of Denmark', 'MSc Eng. Data Science, 2020', 'BSc Eng. Software, 2018'];
    expect(readEducation(lines)).toMatchObject({
      degree: 'Master',
      master: 'Technical University of Denmark',
      bachelor: 'Technical University of Denmark',
    });
  });

  it('pairs the bachelor of a second school when the PhD is listed first, an S.B. being a bachelor', () => {
    const lines = [
      'Princeton University\t2014 – 2019',
      'Ph.D. in Operations Research. Advisor: Prof. K. Mendes.',
      'California Institute of Technology\t2010 – 2014',
      'S.B. in Applied Mathematics',
    ];
    expect(readEducation(lines)).toMatchObject({
      degree: 'PhD',
      phd: 'Princeton University',
      bachelor: 'California Institute of Technology',
    });
  });

  it('reaches the degree across a department name wrapped over lines under the school', () => {
    const lines = [
      'University of Toronto',
      'Edward S. Rogers Sr. Department of',
      'Electrical &',
      'Computer',
      'B.A.Sc. Engineering Science, 2021',
    ];
    expect(readEducation(lines).bachelor).toBe('University of Toronto');
  });

  it('takes the university, not its 学院 on the line under it', () => {
    const lines = ['华中科技大学', '人工智能与自动化学院', '控制科学与工程 硕士', '2016.09 – 2019.06'];
    expect(readEducation(lines)).toMatchObject({
      degree: 'Master',
      master: '华中科技大学',
      university: '华中科技大学',
    });
  });

  it('reads St as Saint in a name on a line with years, and keeps a hyphenated prefix', () => {
    expect(readEducation(['University of St Andrews, 2014 – 2018', 'MA (Hons) Philosophy']).bachelor).toBe(
      'University of St Andrews',
    );
    expect(readEducation(['Ruprecht-Karls-Universität Heidelberg, 2019 – 2021', 'MSc Physics']).master).toBe(
      'Ruprecht-Karls-Universität Heidelberg',
    );
    // A street's St still makes the line an address.
    expect(readEducation(['12 College St, Toronto, ON M5T 1P7', 'BSc Biology']).bachelor).toBe('');
  });
});

describe('birth dates and genders', () => {
  it('reads a tab-stop form whose colon stands after the tab', () => {
    const text =
      'Neha Kulkarni\nPERSONAL DETAILS\nDate of Birth\t: 03-11-1996\nGender\t: Female\nNationality\t: Indian';
    const fields = extractResumeFields(text);
    expect(fields.birthday).toBe('1996-11-03');
    expect(fields.gender).toBe('Female');
  });

  it('reads the birth month in brackets after the age in a job-board export', () => {
    const text = '简历编号：JX00112233\n刘思远\n女 ｜ 27岁（1997年8月）｜ 现居住：成都-高新区 ｜ 本科';
    expect(extractResumeFields(text).birthday).toBe('1997-08');
  });

  it('reads a month as a cell of the e-mail line, never a period there', () => {
    const text =
      '郑雨桐\n后端开发工程师\n教育经历\n四川大学 本科\n1996.07 | 成都 | 186 2233 4455 | zhengyutong@example.cn';
    expect(extractResumeFields(text).birthday).toBe('1996-07');
    const period = '郑雨桐\n2018.07 – 2021.06 | 成都 | zhengyutong@example.cn';
    expect(extractResumeFields(period).birthday).toBe('');
  });

  it('splits a header line at square bullets between spaces', () => {
    expect(segmentsOf('男 ▪ 1991-04-02 ▪ 137-1111-2222')).toEqual(['男', '1991-04-02', '137-1111-2222']);
    expect(extractResumeFields('何嘉怡\n女 ◆ 1993-12-30 ◆ hejiayi@example.cn').birthday).toBe('1993-12-30');
  });
});

describe('a cover letter before the resume', () => {
  const letter = [
    'Daniel Osei',
    '88 Harbour Road, Leith',
    'daniel.osei@example.co.uk',
    'Dear Ms Albright,',
    'I am applying for the Data Engineer role. Your team runs Snowflake and dbt; I have used neither yet.',
    'Kind regards,',
    'Daniel Osei',
    '',
    'Daniel Osei — Data Engineer',
    'Edinburgh · 07700 900123 · daniel.osei@example.co.uk',
    'EXPERIENCE',
  ];

  it('is set apart from the top through its close and signature', () => {
    expect(coverLetterLength(letter)).toBe(7);
    const zh = [
      '求职信',
      '尊敬的招聘负责人：',
      '您好！贵司使用 Flink 与 ClickHouse……',
      '此致',
      '敬礼',
      '韩雪',
      '2024 年 3 月 2 日',
      '韩雪',
      '男 ｜ 1992.06',
    ];
    expect(coverLetterLength(zh)).toBe(7);
  });

  it('is nothing when the text has no close, or nothing follows the letter', () => {
    expect(coverLetterLength(letter.slice(0, 5).concat(letter.slice(8)))).toBe(0);
    expect(coverLetterLength(letter.slice(0, 7))).toBe(0);
  });

  it('leaves the fields to the resume after it', () => {
    const zh = [
      '自荐信',
      '尊敬的 HR：',
      '您好！我应聘贵司平台工程师。',
      '此致',
      '敬礼',
      '韩雪',
      '2024 年 3 月 2 日',
      '',
      '韩雪',
      '男 ｜ 1992.06 ｜ 硕士',
    ];
    const fields = extractResumeFields(zh.join('\n'));
    expect(fields.name).toBe('韩雪');
    expect(fields.gender).toBe('Male');
    expect(fields.birthday).toBe('1992-06');
  });
});
