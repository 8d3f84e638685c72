import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, thirtieth round (fields): our own texts.

describe('thirtieth round: names', () => {
  it('a letter-spaced Chinese name is read whole, a compound surname with its given name', () => {
    expect(extractResumeFields('刘  洋\nJava 开发工程师 ｜ 男 ｜ 深圳\n电话：13800001111\n').name).toBe('刘洋');
    expect(extractResumeFields('上官  婉\n数据分析师\n邮箱：wan.sg@example.org\n').name).toBe('上官婉');
  });
  it('the first line of two Han characters is the name when a details line with the gender stands far below', () => {
    const text = [
      '冶敏',
      '数据分析实习生（求职：商业分析，可实习 4 个月）',
      '教育背景',
      '兰州大学 统计学 本科在读（2022.09 – 2026.06）',
      '实习经历',
      '某电商公司 · 数据分析实习生 · 2024.07 – 2024.10：用 SQL 做用户分群报表。',
      '联系方式',
      '138-0931-2200',
      'yemin.lzu@example.com',
      '回族 · 女',
    ].join('\n');
    expect(extractResumeFields(text).name).toBe('冶敏');
    expect(extractResumeFields(text.replace('回族 · 女', '兰州市城关区')).name).toBe('');
  });
});

describe('thirtieth round: birth month', () => {
  it('an ethnic group before the gender and the birth month on a details line', () => {
    // Far below the top, as a sidebar read after the main column sets it.
    const projects = Array.from({ length: 14 }, (_, n) => `• 项目 ${n + 1}：组件库与可视化页面重构`);
    const fields = extractResumeFields(
      [
        '乌兰',
        '前端开发工程师',
        '项目经历',
        ...projects,
        '联系方式',
        'wulan@example.net',
        '蒙古族 · 男 · 1999.08',
      ].join('\n'),
    );
    expect(fields.birthday).toBe('1999-08');
  });
  it('a header line that ends on a separator goes on with the birth month on the next line', () => {
    const fields = extractResumeFields(
      '周  琳\n产品经理 ｜ 深圳 ｜ 邮箱：zl.pm@example.org ｜ 女 ｜\n1993.02\n工作经历\n2018.07 – 至今 某科技公司\n',
    );
    expect(fields.birthday).toBe('1993-02');
  });
});

describe('thirtieth round: education', () => {
  it('a particle and the place that end a school name wrapped to the next line', () => {
    const english = extractResumeFields(
      'Amara Njoroge\namara@example.com\n\nEducation\nBSc Physics, second class upper — University\nof Nairobi, 2014 – 2018\n',
    );
    expect(english.bachelor).toBe('University of Nairobi');
    const spanish = extractResumeFields(
      'Lucía Ramos\nlucia.ramos@example.com\n\nEducation\nMagíster en Estadística — Pontificia Universidad Católica\ndel Perú, 2020\n',
    );
    expect(spanish.master).toBe('Pontificia Universidad Católica del Perú');
  });
  it('a French school name keeps its lower-case noun after "de"', () => {
    const fields = extractResumeFields(
      'Hugo Lefèvre\nhugo.lefevre@example.fr\n\nFormation\nLicence en informatique, Université de technologie de Troyes, 2015\n',
    );
    expect(fields.bachelor).toBe('Université de technologie de Troyes');
  });
  it("Chile's Ingeniería Civil is the bachelor's; Ingeniería after de la is a master's subject", () => {
    const fields = extractResumeFields(
      [
        'Tomás Araya',
        'tomas.araya@example.cl',
        '',
        'Education',
        'Magíster en Ciencias de la Ingeniería — Universidad de Concepción, 2020',
        'Ingeniero Civil en Informática — Universidad Técnica Federico Santa María, 2017',
      ].join('\n'),
    );
    expect(fields.master).toBe('Universidad de Concepción');
    expect(fields.bachelor).toBe('Universidad Técnica Federico Santa María');
  });
  it("a table's degree column read apart from its schools gives the n-th degree to the n-th school", () => {
    const fields = extractResumeFields(
      [
        '宋可心',
        '电话：13900002222 邮箱：kexin.song@example.com',
        '教育经历',
        '2021.09 –\t浙江大学 计算机学院',
        '至今',
        '2017.09 –',
        '武汉大学',
        '2021.06',
        '研究方向',
        '图神经网络与推荐系统。',
        '论文',
        '博士研究生（在读）',
        '工学学士',
      ].join('\n'),
    );
    expect(fields.phd).toBe('浙江大学');
    expect(fields.bachelor).toBe('武汉大学');
  });
});

describe('thirtieth round: contacts and details at the edges of a layout', () => {
  it("a header table's profile address cut after its host takes the handle from the value row below", () => {
    const fields = extractResumeFields(
      '何思源\n后端工程师\n手机：\t邮箱：\tGitHub：github.com/\n18611112222\tsiyuan.he@example.com\tsiyuan-he\n',
    );
    expect(fields.github).toBe('https://github.com/siyuan-he');
  });
  it('a gender word on the line of a labelled birth date is the gender', () => {
    // At the end of the resume, below the top lines where a lone gender word is read anyway.
    const bullets = Array.from({ length: 14 }, (_, n) => `- Pipeline ${n + 1} moved from cron jobs to Airflow.`);
    const text = ['Priya Nair', 'Data Engineer', 'priya.nair@example.com', 'Experience', ...bullets, 'Personal'];
    const details = 'Date of birth: 2 June 1992 · Female · Languages: English, Malayalam';
    expect(extractResumeFields([...text, details].join('\n')).gender).toBe('Female');
    expect(extractResumeFields([...text, 'Female · Languages: English, Malayalam'].join('\n')).gender).toBe('');
  });
});
