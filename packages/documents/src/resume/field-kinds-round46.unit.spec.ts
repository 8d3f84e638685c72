import { describe, expect, it } from 'vitest';
import { layoutPageText } from '../text/pdf-layout.mjs';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, forty-sixth round (fields): our own texts.

describe('forty-sixth round: gender and birth date', () => {
  it('a gender in brackets after a labelled birth month is read with the month', () => {
    const text = [
      'LIANG Qiuyue',
      'Backend Engineer',
      'Phone\t+86-139-2210-4478\tE-mail\tliang.qy@example.com',
      'DOB\t1994.05  (Female)\tCity\tNanjing',
      'EDUCATION',
      '2012.09-2016.06\tNanjing University\tB.S., Computer Science',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.birthday).toBe('1994-05');
    expect(fields.gender).toBe('Female');
  });

  it('a Chinese gender label set apart from its value by a space only is read', () => {
    const text = [
      '郑雨桐  产品经理',
      '手机 136 2208 5514  ｜  邮箱 zheng.yt@example.com',
      '个人信息：性别 女 ｜ 籍贯 福建泉州',
      '工作经历',
      '某电商公司 · 产品经理 2019.07 – 至今',
    ].join('\n');
    expect(extractResumeFields(text).gender).toBe('Female');
  });

  it('a birth-year label as a comma part of a details line gives the year, and the line its gender', () => {
    const text = [
      '包思源  Android 开发工程师',
      '个人概况',
      '男，达斡尔族，出生年份：1996，现居沈阳。五年 Android 开发经验。',
      '工作经历',
      '某出行公司 · Android 工程师 2019.07 – 至今',
      '手机 +86 133 0041 7726  ·  邮箱 bao.siyuan@example.com',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.birthday).toBe('1996');
    expect(fields.gender).toBe('Male');
  });

  it('a one-letter label before a phone number is no gender', () => {
    const text = [
      'CONTACT',
      'Denver, CO',
      'm  303.555.0142',
      'o  303.555.0199',
      'r.okafor-lind@example.org',
      'Rosalind Okafor-Lind',
      'Head of Data Science',
    ].join('\n');
    expect(extractResumeFields(text).gender).toBe('');
  });
});

describe('forty-sixth round: name', () => {
  it('a rank before a job title is no name, and a name with no surname opens a line with the title after it', () => {
    const text = [
      '阿拉坦仓  Altan    后端开发工程师',
      '基本信息 / Profile',
      '男，蒙古族，现居呼和浩特。',
      '工作经历 / Experience',
      '某云计算公司 · 高级 后端工程师',
      '手机 +86 155 0471 2290  ·  邮箱 altan.dev@example.com',
    ].join('\n');
    expect(extractResumeFields(text).name).toBe('阿拉坦仓');
  });

  it('a sidebar read first: the name over an intern title whose line goes on with figures', () => {
    const text = [
      '基本信息',
      '性别：女',
      '籍贯：江苏苏州',
      '政治面貌：共青团员',
      '联系方式',
      '✉ yh.2004@example.com',
      '技能',
      'Python、PyTorch、OpenCV',
      '熟悉 C++；了解 CUDA',
      '兴趣爱好',
      '长跑、围棋',
      '西门语涵',
      '自然语言处理实习生 · NLP Intern（每周 3 天）',
      '教育背景',
      '复旦大学 · 计算机科学 · 本科在读',
    ].join('\n');
    expect(extractResumeFields(text).name).toBe('西门语涵');
  });

  it('a family name in capitals with a comma, then the given name and a nickname, opens the page', () => {
    const text = [
      'OUYANG-LIN, Mei-Hua (May)',
      'Android Engineer · Austin, TX · +1 (512) 555-0148 · may.ouyanglin@example.com',
      '◆ SKILLS',
      'Kotlin • Jetpack Compose • Room • Python',
      '◆ EXPERIENCE',
      'Android Engineer, Lone Star Freight, Austin 2020 – present',
    ].join('\n');
    expect(extractResumeFields(text).name).toBe('Mei-Hua Ouyang-Lin');
  });
});

describe('forty-sixth round: phone', () => {
  it('a mobile labelled beside an office number on the same line is the phone', () => {
    const text = [
      'Harriet Quinlan-Shaw',
      'Staff Data Scientist',
      'Portland, OR | Office +1 (503) 555-0170 ext. 210 | Mobile (503) 555-0126 | h.quinlan@example.com',
      'EXPERIENCE',
    ].join('\n');
    expect(extractResumeFields(text).phone.replace(/\D/g, '')).toBe('5035550126');
  });
});

describe('forty-sixth round: education', () => {
  it('a master’s withdrawn, its note under a study-mode line, gives no degree; the bachelor’s school is the highest', () => {
    const text = [
      'Mateo Ruiz-Ortega',
      'Platform Engineer · mateo.ruiz@example.com · +34 611 204 887',
      'EDUCATION',
      '2019.09 –\tUniversidad de Granada — M.S. in Data Science',
      '2021.02\t(part-time)',
      'Withdrawn in 2021 before the final project, to lead a migration at work.',
      '2012.09 –\tUniversity of Valencia — Bachelor of Engineering, Telematics',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.degree).toBe('Bachelor');
    expect(fields.master).toBe('');
    expect(fields.university).toBe('University of Valencia');
  });

  it('a doctorate left with no degree, said in a note, does not count', () => {
    const text = [
      '慕容思远',
      '后端开发工程师',
      '教育背景',
      '武汉大学　计算机学院　软件工程　硕士　2014.09 – 2017.06',
      '武汉大学　计算机学院　软件工程　学士　2010.09 – 2014.06',
      '注：南京大学博士项目已于 2019 年退出，未获学位。',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.degree).toBe('Master');
    expect(fields.phd).toBe('');
  });

  it('研究生 beside a doctorate on one line is the level of that doctorate, no master’s', () => {
    const text = [
      '个人简历',
      '姓名：上官若宁',
      '教育背景',
      '2013.09–2018.07　复旦大学　数学科学学院　研究生 / 理学博士',
      '2009.09–2013.06　山东大学　数学学院　本科 / 理学学士',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.phd).toBe('复旦大学');
    expect(fields.master).toBe('');
  });

  it('a bracket saying the school was renamed is no part of its name', () => {
    const text = [
      '宋一帆 运维工程师',
      '教育背景',
      '武汉职业技术学院（2024 年更名为武汉职业技术大学）· 计算机网络技术 · 专科 2016.09 – 2019.06',
    ].join('\n');
    expect(extractResumeFields(text).university).toBe('武汉职业技术学院');
  });

  it('a one-word science after a degree’s comma is its subject, not the start of the school under it', () => {
    const text = ['Priya Raman-Holt', 'EDUCATION', 'M.S., Chemistry', '', 'University of Minnesota, 2014'].join('\n');
    expect(extractResumeFields(text).master).toBe('University of Minnesota');
  });
});

describe('forty-sixth round: letter-spaced words in a PDF page', () => {
  const viewport = { convertToViewportPoint: (x: number, y: number) => [x, 800 - y] };
  // pdf.js gives a letter-spaced word as one item, its letters set apart by single spaces, and each word gap as an
  // item of its own; x advances by the item's width.
  const line = (y: number, size: number, ...strs: string[]) => {
    let x = 40;
    return strs.map((str) => {
      const width = str.length * size * 0.6;
      const item = { str, width, transform: [size, 0, 0, size, x, y] };
      x += width;
      return item;
    });
  };

  it('keeps the word gaps of a letter-spaced name and heading, so they read as words', () => {
    const items = [
      ...line(780, 24, 'M A T A I', ' ', 'K O', ' ', 'W H E N U A'),
      ...line(750, 10, 'D A T A', ' ', 'E N G I N E E R'),
      ...line(720, 10, 'E X P E R I E N C E'),
      ...line(705, 9, 'Data Engineer, Harbourside Analytics, Wellington 2021 – present'),
      ...line(690, 9, 'matai.kowhenua@example.co.nz'),
    ];
    const text = layoutPageText({ items }, viewport);
    expect(text.split('\n').slice(0, 3)).toEqual(['MATAI KO WHENUA', 'DATA ENGINEER', 'EXPERIENCE']);
    expect(extractResumeFields(text).name).toBe('Matai Ko Whenua');
  });

  it('a name whose word gaps pdf.js lost inside one item comes joined, and the e-mail address still cuts it', () => {
    const items = [
      ...line(780, 24, 'T A M A R A O N E'),
      ...line(750, 10, 'Site Reliability Engineer'),
      ...line(735, 9, 'tamara.one@example.co.nz'),
    ];
    const text = layoutPageText({ items }, viewport);
    expect(text.split('\n')[0]).toBe('TAMARAONE');
    expect(extractResumeFields(text).name).toBe('Tamara One');
  });

  it('joins a kerned pair among single letters, but leaves short words of two letters each', () => {
    const items = [...line(780, 10, 'TA L K S'), ...line(760, 10, 'AI ML CV'), ...line(740, 10, 'Go C Rust')];
    expect(layoutPageText({ items }, viewport).split('\n')).toEqual(['TALKS', 'AI ML CV', 'Go C Rust']);
  });
});
