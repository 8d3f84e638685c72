import { describe, expect, it } from 'vitest';
import { layoutPageText } from '../text/pdf-layout.mjs';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, fiftieth round (fields): our own texts.

describe('fiftieth round: a modifier letter drawn over a space in a PDF page', () => {
  const viewport = { convertToViewportPoint: (x: number, y: number) => [x, 800 - y] };
  const item = (str: string, x: number, y: number, width: number) => ({ str, width, transform: [9, 0, 0, 9, x, y] });

  it('puts an ʻokina drawn as an item of its own back into the word it was drawn over', () => {
    // "Lānaʻi" with its ʻokina missing from the run's font: the run keeps a space, the glyph comes after the line.
    const run = 'M.A. Pacific Islands Studies — University of Lāna i Field School, 2016';
    const items = [item(run, 50, 700, 320), item('ʻ', 50 + 320 * 0.71, 700, 3)];
    const text = layoutPageText({ items }, viewport);
    expect(text).toBe('M.A. Pacific Islands Studies — University of Lānaʻi Field School, 2016');
  });

  it('leaves a modifier letter that lies beyond every run where it is', () => {
    const items = [item('Mahalo', 50, 700, 30), item('ʻ', 120, 700, 3)];
    expect(layoutPageText({ items }, viewport)).toBe('Mahalo\tʻ');
  });
});

describe('fiftieth round: school names cut or shortened', () => {
  const educationOf = (...lines: string[]) =>
    extractResumeFields(['Tomasz Wierzbicki', 'tomasz.w@example.pl', 'EDUCATION', ...lines].join('\n'));

  it('a keyword-first name wrapped after its particle goes on up to a middle dot', () => {
    const fields = educationOf(
      'PhD in Robotics (cum laude), Universidad Politécnica de',
      'Madrid · ETSII (UPM) 2014 – 2018',
    );
    expect(fields.phd).toBe('Universidad Politécnica de Madrid');
  });

  it('"University of" wrapped before "Science and Technology" takes the whole rest', () => {
    const fields = educationOf(
      'B.Eng., Mechatronics — Da Nang University of',
      'Science and Technology (Đại học Bách khoa Đà Nẵng)',
      '2012 – 2017',
    );
    expect(fields.bachelor).toBe('Da Nang University of Science and Technology');
  });

  it('an institute wrapped before its subject and campus ends at the full stop of the sentence after it', () => {
    const fields = educationOf(
      '2016 – 2018 M.Tech., Chemical Engineering — Indian Institute of',
      'Technology Bombay. Thesis on membrane fouling. CGPA 8.7/10.',
    );
    expect(fields.master).toBe('Indian Institute of Technology Bombay');
  });

  it('a college wrapped after "College of", its campus and university on the next line, gives the university', () => {
    const fields = educationOf(
      '2009 – 2013 B.Tech., Civil Engineering — College of',
      'Engineering, Trivandrum, University of Kerala.',
    );
    expect(fields.bachelor).toBe('University of Kerala');
  });

  it('a founder’s name with "bin" before the keyword stays in the name', () => {
    const fields = educationOf('MSc in Data Science\t2019 – 2021', 'Prince Mohammad bin Fahd University (PMU), Khobar');
    expect(fields.master).toBe('Prince Mohammad bin Fahd University');
  });

  it('a quoted name after "University of <country>" is part of the name', () => {
    const fields = educationOf(
      'Master (Магістр), Software Engineering\t2015 – 2017',
      'National Aerospace University of Ukraine “Kharkiv Aviation Institute” (KhAI)',
    );
    expect(fields.master).toBe('National Aerospace University of Ukraine “Kharkiv Aviation Institute”');
  });
});

describe('fiftieth round: which study gives the degree', () => {
  const educationOf = (...lines: string[]) =>
    extractResumeFields(['Orla Brennan', 'orla.brennan@example.ie', 'EDUCATION', ...lines].join('\n'));

  it('a master’s withdrawn after a term is no degree; the bachelor’s is the highest', () => {
    const fields = educationOf(
      'BA (Mod) Economics - University of Limerick, 2010 - 2014.',
      'MSc Finance - University College Cork, 2016 - 2017: withdrawn after one term for family reasons.',
    );
    expect(fields.degree).toBe('Bachelor');
    expect(fields.university).toBe('University of Limerick');
    expect(fields.master).toBe('');
  });

  it('a doctoral programme left before its qualifying exams is no PhD', () => {
    const fields = educationOf(
      'M.S. Statistics, Purdue University\t2004 – 2006',
      'Ph.D. program, Statistics, Cornell University (2006–2007) — left before qualifying',
      'exams to join a startup.',
    );
    expect(fields.degree).toBe('Master');
    expect(fields.phd).toBe('');
  });

  it('UNSW Sydney is a school', () => {
    const fields = educationOf('Bachelor of Science (Physics) - UNSW Sydney\t2011 - 2014');
    expect(fields.bachelor).toBe('UNSW Sydney');
  });

  it('the school under a postgraduate diploma of its own line is the diploma’s, not the bachelor’s below', () => {
    const fields = educationOf(
      '2019 – 2020',
      'Post Graduate Diploma in Data Analytics',
      'IIIT Hyderabad (online)',
      '2008 – 2012',
      'B.E., Mechanical Engineering',
      'Osmania University',
    );
    expect(fields.degree).toBe('Bachelor');
    expect(fields.bachelor).toBe('Osmania University');
  });

  it('a form’s "Highest level of education" line is no entry, and "Degree: BS" is a bachelor’s', () => {
    const text = [
      'First name: Kristín',
      'Last name: Guðmundsdóttir',
      'Email: kristin.g@example.is',
      "Highest level of education: Master's degree",
      'Education 1',
      'School: Aalborg University',
      'Degree: MSc',
      'From: 2015 To: 2017',
      'Education 2',
      'School: University of Akureyri',
      'Degree: BS',
      'From: 2012 To: 2015',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.master).toBe('Aalborg University');
    expect(fields.bachelor).toBe('University of Akureyri');
  });
});

describe('fiftieth round: names', () => {
  it('a form’s first-name and last-name fields make the name together', () => {
    const text = [
      'Candidate profile',
      'First name: Kristín Ósk',
      'Last name: Guðmundsdóttir',
      'Preferred name: Stína',
      'Email: kristin.g@example.is',
    ].join('\n');
    expect(extractResumeFields(text).name).toBe('Kristín Ósk Guðmundsdóttir');
  });
});

describe('fiftieth round: more names', () => {
  it('a tool in the list at the top gives way to the footer’s name that the address spells', () => {
    const text = [
      'Mobile & Web Engineer — contractor since 2019',
      'STACK',
      'Core: Kotlin / Swift / Jetpack Compose / Material Design / Firebase',
      'PROJECTS',
      '2023 Loyalty app for a bakery chain: Kotlin, Compose, Firebase.',
      'Makoa Kealoha-Silva · 808.555.0110 · makoa@kealoha.example.com',
    ].join('\n');
    expect(extractResumeFields(text).name).toBe('Makoa Kealoha-Silva');
  });

  it('a Chinese name before its spelled Latin name on the e-mail’s footer line wins over an employer at the top', () => {
    const text = [
      '安卓开发工程师',
      '◉ 工作经历',
      '安卓工程师 ｜ Harbour Lights Payments Limited    2020.03 – 至今',
      '负责钱包 App 的 Kotlin 重构。',
      '温志明 WAN Chi Ming  ｜  手機 +852 6123 4567  ｜  chiming.wan@example.hk',
    ].join('\n');
    expect(extractResumeFields(text).name).toBe('温志明');
  });

  it('a name wrapped after its particle, a title before and a degree after, is read whole', () => {
    const text = ['Dr. Ana Lucía Ramírez de', 'Zavala, PhD', 'Head of Data Science', 'a.ramirez@example.mx'].join('\n');
    expect(extractResumeFields(text).name).toBe('Ana Lucía Ramírez de Zavala');
  });

  it('a fellowship after the name is no part of it', () => {
    const text = ['Prof Alasdair Munro-Baird FREng', '', 'Chief Scientist', 'alasdair.mb@example.co.uk'].join('\n');
    expect(extractResumeFields(text).name).toBe('Alasdair Munro-Baird');
  });

  it('a given name and a family name the contact column came between are one name', () => {
    const text = [
      'Accra, Ghana',
      'KWABENA “KOBBY”',
      'Mobile: +233 24 555 0102',
      'ASANTEWAA\tWhatsApp: +233 20 555 0199',
      'kobby.asantewaa@example.com.gh',
      'Data Engineer · Python / Airflow',
    ].join('\n');
    expect(extractResumeFields(text).name).toBe('Kwabena Asantewaa');
  });
});

describe('fiftieth round: same university', () => {
  it('a bachelor’s at "the same university" is the school named above', () => {
    const text = [
      'Olena Shevchenko',
      'olena.sh@example.ua',
      'EDUCATION',
      'Master, Applied Mathematics\t2013 – 2015',
      'Taras Shevchenko National University of Kyiv',
      'Bachelor, Applied Mathematics — same university\t2009 – 2013',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.master).toBe('Taras Shevchenko National University of Kyiv');
    expect(fields.bachelor).toBe('Taras Shevchenko National University of Kyiv');
  });
});

describe('fiftieth round: phones', () => {
  it('a number marked as the home line gives way to the one marked as the cell', () => {
    const text = ['Saoirse Ní Dhomhnaill', 'Kelowna, BC   ·   Phone: 250-555-0101 (home) / 250-555-0144 (cell)'].join(
      '\n',
    );
    expect(extractResumeFields(text).phone).toBe('250-555-0144');
  });

  it('the number marked as the cell wins over a second one abroad with its country code', () => {
    const text = [
      'Tran Bao Chau',
      'Montréal, QC   |   (514) 555-0170 (cell)   |   +84 91 234 5678 (Vietnam, summers)',
    ].join('\n');
    expect(extractResumeFields(text).phone).toBe('(514) 555-0170');
  });

  it('a landline marked 家 gives way to the mobile on the next header line', () => {
    const text = [
      '闫思远',
      '后端开发工程师\t☎ 0532-8555 1020（家）',
      '📱 139 5321 7788',
      '✉ yansiyuan@example.net',
    ].join('\n');
    expect(extractResumeFields(text).phone).toBe('+86 139 5321 7788');
  });

  it('a Hong Kong number written with its code and a hyphen is read', () => {
    const text = ['区浩文', '联系电话\t852-6123 4488\t电子邮箱\tau.howan@example.hk'].join('\n');
    expect(extractResumeFields(text).phone).toBe('+852 6123 4488');
  });
});

describe('fiftieth round: gender and birth', () => {
  it('a gender part and a birth year with 年 after it on a footer line', () => {
    const text = [
      '钟离远',
      '工作经历',
      '2010 – 至今　郑州某科技有限公司　技术总监',
      '手机 150-3716-0000 ｜ zhongli.yuan@example.cn ｜ 河南郑州 ｜ 男 ｜ 生于 1981 年',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.gender).toBe('Male');
    expect(fields.birthday).toBe('1981');
  });

  it('a two-digit birth year with 年 after the gender near the top', () => {
    const text = ['闫晨光', '📱 186 6012 0000', '✉ ycg@example.net', '济南 · 女 · 96 年'].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.gender).toBe('Female');
    expect(fields.birthday).toBe('1996');
  });

  it('a gender and a whole date ending a footer line set apart by spaces only', () => {
    const text = [
      '赵一帆',
      '技能清单',
      'Vue 3 / TypeScript',
      '手机：+86-150-0518-0000\u3000邮箱：zhao.yifan@example.cn\u3000南京市鼓楼区\u3000男\u30001992.04.18',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.gender).toBe('Male');
    expect(fields.birthday).toBe('1992-04-18');
  });

  it('a Chinese gender under its label with the English letter after it', () => {
    const text = ['吴佩仪', '邮箱 peiyi@example.my | 性别 Gender: 女 F | 槟城 Penang'].join('\n');
    expect(extractResumeFields(text).gender).toBe('Female');
  });

  it('a birth day and month ending a line, the year ending the sentence on the next', () => {
    const text = [
      'Maarten de Vries',
      'maarten.devries@example.nl',
      'PERSONAL',
      'Dutch (native), English (C2). Sails on the IJsselmeer. Born 2 April',
      '1981.',
    ].join('\n');
    expect(extractResumeFields(text).birthday).toBe('1981-04-02');
  });
});

describe('fiftieth round: Chinese schools', () => {
  it('a bracket saying the school was merged into another is no school of its own', () => {
    const text = [
      '呼延卫国',
      '教育背景',
      '1996.09 — 2000.07\u3000湘潭工学院（2003 年合并组建为湖南科技大学）\u3000机械工程\u3000工学学士',
    ].join('\n');
    expect(extractResumeFields(text).bachelor).toBe('湘潭工学院');
  });

  it('a head count before 研究院 in a summary is no school; the PhD is the university’s', () => {
    // No heading the section reader knows: the whole text is read for schools, the summary too.
    const text = [
      '司徒振华',
      '计算机视觉方向博士，带领 40 人研究院，负责多模态大模型。',
      '浙江大学 计算机科学与技术学院 工学博士',
    ].join('\n');
    expect(extractResumeFields(text).phd).toBe('浙江大学');
  });

  it('a 专升本 in progress is a bachelor’s over the 大专 before it', () => {
    const text = [
      '黄晓峰',
      '教育经历',
      '广州番禺职业技术学院 · 软件技术 · 大专\t2014.09 – 2017.06',
      '华南师范大学 · 计算机科学与技术 · 网络教育专升本（在读）\t2023.03 – 至今',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.degree).toBe('Bachelor');
    expect(fields.bachelor).toBe('华南师范大学');
  });

  it('a 专升本 left because of an interruption is no bachelor’s', () => {
    const text = [
      '张丽',
      '教育经历',
      '2015.09 – 2018.06   重庆电子工程职业学院   软件技术专业   大专',
      '2019.03 – 2021.07   西南大学（网络教育）  计算机科学与技术   专升本（因家庭原因中断，未毕业）',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.degree).toBe('Associate');
    expect(fields.bachelor).toBe('');
  });

  it('a campus city in brackets is left out; a university of its own in that city keeps it', () => {
    const campus = extractResumeFields('葛晓东\n教育背景\n2016.09 - 2019.06\t哈尔滨工业大学（深圳）\t计算机技术\t硕士');
    expect(campus.master).toBe('哈尔滨工业大学');
    const own = extractResumeFields('葛晓东\n教育背景\n2016.09 - 2019.06\t香港中文大学（深圳）\t数据科学\t硕士');
    expect(own.master).toBe('香港中文大学(深圳)');
  });
});
