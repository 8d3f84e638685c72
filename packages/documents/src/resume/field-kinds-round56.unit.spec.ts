import { describe, expect, it } from 'vitest';
import { isUnfinished } from './education-degrees.ts';
import { extractResumeFields } from './extract-resume-fields.ts';

// Round 56 (fields): our own texts.

const fieldsOf = (...lines: string[]) => extractResumeFields(lines.join('\n'));

describe('round 56: names', () => {
  it('reads a surnameless name of six characters over a title, its group on the details line', () => {
    const lines = ['那木斯来扎布', '推荐算法工程师 · 包头', '男 · 蒙古族 · 手机 +86 152 0472 3318', '教育背景'];
    expect(fieldsOf(...lines).name).toBe('那木斯来扎布');
  });

  it('reads such a name before the general search, which takes a skill from the list', () => {
    const lines = [
      '次旦朗杰',
      '',
      'Java 后端工程师 ｜ 男 ｜ 藏族 ｜ 工作 5 年',
      '',
      '技能',
      '',
      '框架：Java / Spring Boot / Gin',
    ];
    expect(fieldsOf(...lines).name).toBe('次旦朗杰');
  });

  it('reads such a name letter spaced, its group a labelled word of a line of labels', () => {
    const lines = ['索 朗 平 措', '图像算法专家', '手机：+86 139 0891 7766 邮箱：slpc@example.com 民族：藏族 性别：男'];
    expect(fieldsOf(...lines).name).toBe('索朗平措');
  });

  it('reads a name below a sidebar over an internship sought', () => {
    const sidebar = [
      '照片',
      '联系方式',
      '139 5190 8876',
      'sy_work2024@example.com',
      '个人信息',
      '性别：男',
      '出生：2001年5月',
    ];
    sidebar.push('技能', '熟练：Python、PyTorch', '熟悉：C++、Linux', '语言', '英语：CET-6', '兴趣', '围棋、长跑');
    const lines = [...sidebar, '欧阳思远', '求职意向：推荐系统 / 搜索 算法实习生', '教育经历'];
    expect(fieldsOf(...lines).name).toBe('欧阳思远');
  });

  it('drops a curly-quoted nickname after a given name shortened with its period', () => {
    expect(fieldsOf('Ma. Luisa “Lui” Santos-Ocampo', 'Data Engineer', 'lui.santos@example.ph').name).toBe(
      'Ma. Luisa Santos-Ocampo',
    );
  });

  it('splits a run of capitals by the address, the family name it leaves out last', () => {
    const lines = ['GRACEAKINYIODHIAMBO', 'Data Analyst Intern', 'Mobile: 0722 555 014 · grace.akinyi@example.ac.ke'];
    expect(fieldsOf(...lines).name).toBe('Grace Akinyi Odhiambo');
  });
});

describe('round 56: phones', () => {
  it('reads a bracketed area code by the plan: a Brazilian mobile over the office line', () => {
    const lines = ['Ana Lima', '☎ +55 (21) 2555-0100 (office) ☎ +55 (21) 98765-4321', 'ana.lima@example.com.br'];
    expect(fieldsOf(...lines).phone).toBe('+55 (21) 98765-4321');
  });

  it('takes an Uzbek mobile over a home line and a Polish mobile over a Kraków line', () => {
    const uz = ['Timur Karimov', '+998 (71) 200-11-22 (home) · +998 (93) 555-11-22 · t.karimov@example.uz'];
    expect(fieldsOf(...uz).phone).toBe('+998 (93) 555-11-22');
    const pl = ['Anna Nowak', 'Kraków — tel. +48 12 400 10 20 (department) — +48 512 345 678 — a.nowak@example.pl'];
    expect(fieldsOf(...pl).phone).toBe('+48 512 345 678');
  });

  it('gives a fixed line above the name way to the mobile on the next header line', () => {
    const lines = ['Switchboard +880 2 5566 7788 ext. 4', 'Rafiq Islam\t+880 1911-223344', 'rafiq@example.com.bd'];
    expect(fieldsOf(...lines).phone).toBe('+880 1911-223344');
  });

  it('reads a labelled mobile whole when a narrow cell wrapped its last group after a trunk (0)', () => {
    const lines = ['Chidi Okafor', 'CONTACT', 'Abuja mobile: +234 (0)802 555', '0147', 'chidi.okafor@example.ng'];
    expect(fieldsOf(...lines).phone).toBe('+234 802 555 0147');
  });
});

describe('round 56: birth dates and gender', () => {
  it('reads an Indonesian month', () => {
    const lines = ['Budi Santoso', 'Place/date of birth: Surabaya, 9 Desember 1992 · Gender: Male', 'budi@example.id'];
    expect(fieldsOf(...lines).birthday).toBe('1992-12-09');
  });

  it('reads a date after a cake at the end of an icon row', () => {
    const lines = ['林晓', '数据工程师', '📱 +86 138-0000-1111 ✉ lin.x@example.com 🎂 1993.07.21'];
    expect(fieldsOf(...lines).birthday).toBe('1993-07-21');
  });

  it('reads a birth year stated in a sentence, in English and in Chinese', () => {
    const en = ['Lukas Meier', 'Platform Engineer', 'Profile', 'I run clusters for a living. Born 1985 in Passau.'];
    expect(fieldsOf(...en).birthday).toBe('1985');
    const zh = ['黄磊', '算法总监', '个人简介', '1980 年生。做过十年搜索，之后转做推荐。'];
    expect(fieldsOf(...zh).birthday).toBe('1980');
  });

  it('reads the value cell after a birth label cell', () => {
    const lines = ['Lebenslauf', 'Name\tAnna Keller\t', 'Born\t14.06.1990 in Ulm; single\t', 'Experience'];
    expect(fieldsOf(...lines).birthday).toBe('1990-06-14');
  });

  it('reads a Europass value line: the date, then the sex with its label', () => {
    const lines = ['Personal information', 'Date of birth', 'Work experience', 'Lucía Romero', '09/11/1991 Sex Female'];
    const got = fieldsOf(...lines);
    expect([got.birthday, got.gender]).toEqual(['1991-11-09', 'Female']);
  });
});

describe('round 56: education', () => {
  it('gives no degree for a programme withdrawn after a middle dot or to join industry', () => {
    const omscs = ['Education', 'BSc Physics — University of Leeds', 'MSc Analytics — Georgia Institute of Technology'];
    expect(fieldsOf(...omscs, '2019 – 2020 · withdrawn after three courses').degree).toBe('Bachelor');
    const phd = ['Education', 'PhD programme — University of Melbourne, 2015 – 2016, withdrawn to join industry'];
    expect(fieldsOf(...phd, 'MEng — University of Auckland').degree).toBe('Master');
  });

  it('gives no degree for PhD studies left after the first year', () => {
    const lines = ['Education', 'PhD studies, Robotics — ETH Zurich', '2016 – 2017 · left after the first year'];
    expect(fieldsOf(...lines, 'MSc, Mechanical Engineering — University of Stuttgart').degree).toBe('Master');
  });

  it('gives no degree for a bachelor’s stopped before graduating', () => {
    const lines = [
      '教育经历',
      '广州番禺职业技术学院 · 软件技术 · 大专',
      '华南师范大学网络教育学院 · 计算机科学 · 本科（未毕业，2020 年中止）',
    ];
    expect(fieldsOf(...lines).degree).toBe('Associate');
  });

  it('gives no master’s for a PhD entered from an MPhil or one that says no master’s was awarded', () => {
    const mphil = ['教育背景', '2012.09 - 2017.07\t香港大学\t计算机科学\t哲学博士（PhD），由 MPhil 转入'];
    expect(fieldsOf(...mphil).master).toBe('');
    const direct = ['教育背景', '2016.09–2022.06  复旦大学  硕博连读，理学博士（未单独授予硕士学位）'];
    expect(fieldsOf(...direct).master).toBe('');
  });

  it('keeps an unfinished degree cell’s row in a degree column read apart', () => {
    const lines = [
      '教育经历',
      '2018.09 – 2020.06\t南京大学\t软件工程',
      '2015.09 – 2018.06\t东南大学\t软件工程',
      '2011.09 – 2015.06\t河海大学\t计算机科学与技术',
      '工作经历',
      '2021.03 – 至今 某科技公司 算法工程师',
      '博士研究生（肄业，因工作原因退学）',
      '硕士（工学硕士）',
      '本科（工学学士）',
    ];
    const got = fieldsOf(...lines);
    expect([got.degree, got.master, got.bachelor]).toEqual(['Master', '东南大学', '河海大学']);
  });
});

describe('review of round 56', () => {
  it('keeps a completed degree on the line of a study left before its end (finding 6)', () => {
    const rowing = [
      'EDUCATION',
      'B.A. Economics, University of Chicago, 2010–2014 · Varsity rowing, left after the first year',
    ];
    expect(fieldsOf(...rowing).degree).toBe('Bachelor');
    const leeds = [
      'EDUCATION',
      'MSc Physics, University of Leeds (2014–2016) – PhD studies, left after the second year',
    ];
    expect(fieldsOf(...leeds).degree).toBe('Master');
    const toronto = [
      'EDUCATION',
      'University of Toronto — MSc Computer Science, 2016–2018; PhD program 2018–2019, withdrawn to join industry',
    ];
    expect(fieldsOf(...toronto).degree).toBe('Master');
  });

  it('reads a study left before its end in linear time on a 50,000-character line (finding 19)', () => {
    const shapes = ['; withdrawn to join ', '· withdrawn after ', ', left after the first year '];
    const started = performance.now();
    for (const shape of shapes) {
      const line = `${shape.repeat(Math.ceil(50_000 / shape.length)).slice(0, 50_000)} graduated`;
      expect(isUnfinished(line)).toBe(false);
      expect(isUnfinished(line.replace(/ graduated$/, ''))).toBe(true);
    }
    // The look-around form took about 1.5 s for each shape; the linear one takes milliseconds.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('reads no heading, title or school at the top as a surnameless name (finding 2)', () => {
    const heading = ['求职意向', 'Java 开发工程师', '李明 ｜ 男 ｜ 回族 ｜ 138 1234 5678', '教育背景'];
    expect(fieldsOf(...heading).name).toBe('李明');
    expect(fieldsOf('个人简介', '算法工程师', '张伟  男  满族  手机：13812345678').name).toBe('张伟');
    expect(fieldsOf('基本资料', '前端开发工程师', '赵磊  男  蒙古族  18600001111').name).toBe('赵磊');
    const title = ['高级算法工程师', '推荐算法', '搜索算法', '王芳 | 女 | 壮族 | 139 0000 1111'];
    expect(fieldsOf(...title).name).toBe('王芳');
    const school = ['华中科技大学', '计算机学院 · 算法方向', '刘洋 | 男 | 土家族 | 137 2222 3333'];
    expect(fieldsOf(...school).name).toBe('刘洋');
  });

  it('gives a surnameless first line way to a name with a surname the general search finds (finding 2)', () => {
    const lines = ['云计算方向', '后端开发工程师', '李明 ｜ 男 ｜ 回族 ｜ 138 1234 5678', '教育背景'];
    expect(fieldsOf(...lines).name).toBe('李明');
  });

  it('takes no credential or trade after the spelled given names as a family name (finding 15)', () => {
    expect(fieldsOf('JANEDOECPA', 'Senior Accountant', 'jane.doe@example.com').name).toBe('Jane Doe');
    const design = ['J A N E D O E D E S I G N', 'Portfolio 2024', 'jane.doe@example.com'];
    expect(fieldsOf(...design).name).toBe('Jane Doe');
  });

  it('takes no referee’s mobile over the candidate’s office line (finding 16)', () => {
    const lines = [
      'Ana Souza',
      'Gerente de Projetos',
      'Escritório: +55 (11) 3456-7890',
      'Referência: Carlos Lima +55 (11) 98765-4321',
      'ana@example.com',
    ];
    expect(fieldsOf(...lines).phone).toBe('+55 (11) 3456-7890');
  });

  it('reads no birth year from a sentence about someone else or a business (finding 17)', () => {
    const mentor = [
      'Jonas Weber',
      'Luthier',
      'Trained under master luthier Karl Brandt. Born 1961 in Mittenwald; he still runs the shop.',
    ];
    expect(fieldsOf(...mentor).birthday).toBe('');
    const bakery = [
      'Lena Huber',
      'Baker',
      'I run a family bakery. Born 1998 in Munich as a two-person shop; now 40 staff.',
    ];
    expect(fieldsOf(...bakery).birthday).toBe('');
  });
});
