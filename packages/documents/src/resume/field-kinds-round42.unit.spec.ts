import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, forty-second round (fields): our own texts.

describe('forty-second round: phone', () => {
  it('a trunk 0 in brackets after the country code leaves all five groups of the number', () => {
    const text = 'Hélène Bastide\nData Scientist · Lyon · +33 (0)7 81 26 44 39 · helene.bastide@example.fr';
    expect(extractResumeFields(text).phone).toBe('+33 7 81 26 44 39');
  });

  it('a labelled landline in two groups gives way to the mobile on the e-mail line further down', () => {
    const text = [
      '邓雨桐',
      'UI 设计师 | 女 | 电话：020-3877 6621（家） 手机：',
      '工作经历',
      '广州某设计公司 · UI 设计师',
      '负责移动端界面与组件库设计。',
      '教育经历',
      '广州番禺职业技术学院 · 视觉传达 · 大专',
      '兴趣：摄影、插画。',
      '自我评价：认真负责，沟通顺畅。',
      '证书：Adobe 认证设计师。',
      '语言：粤语、普通话。',
      '作品集可在面试时提供。',
      '其他：可随时到岗。',
      '139 2045 7718 | dengyutong@example.com',
    ].join('\n');
    expect(extractResumeFields(text).phone).toBe('+86 139 2045 7718');
  });
});

describe('forty-second round: education', () => {
  it('a bracket naming a renamed school’s present or former name ends the name before it', () => {
    const now = extractResumeFields(
      '杜若溪\n教育背景\n2015.09 - 2019.06　宁波大学科学技术学院（现宁波财经学院）　软件工程　本科',
    );
    expect(now.university).toBe('宁波大学科学技术学院');
    const before = extractResumeFields(
      '杜若溪\n教育背景\n江苏海事职业技术大学（原江苏海事职业技术学院） · 航海技术 · 大专',
    );
    expect(before.university).toBe('江苏海事职业技术大学');
  });

  it('a degree the candidate is preparing for is none', () => {
    const text = [
      '杜若溪',
      '教育背景',
      '江苏海事职业技术学院 · 航海技术 · 大专',
      '目前正在准备专升本考试（尚未录取）',
      '另外计划攻读硕士，方向未定',
    ].join('\n');
    const read = extractResumeFields(text);
    expect(read.degree).toBe('Associate');
    expect(read.university).toBe('江苏海事职业技术学院');
  });

  it('a French school named with its keyword last is read ("… Université")', () => {
    const text = [
      'Hélène Bastide',
      'EDUCATION',
      'Doctorat en Informatique — Université de Lille, 2021',
      'Master 2 Apprentissage Automatique — Sorbonne Université, Paris, 2017',
      'Licence de Mathématiques — Université de Nantes, 2015',
    ].join('\n');
    const read = extractResumeFields(text);
    expect(read.master).toBe('Sorbonne Université');
    expect(read.phd).toBe('Université de Lille');
  });

  it('a keyword with a place after it, wrapped under the name’s first words, is joined to them', () => {
    const text = [
      'Kofi Mensah',
      'EDUCATION',
      'MS in Electrical Engineering (power systems), Pennsylvania State',
      'University Abington, Pennsylvania\t2016 – 2018',
      'BSc in Physics, University of Ghana\t2011 – 2015',
    ].join('\n');
    const read = extractResumeFields(text);
    expect(read.master).toBe('Pennsylvania State University Abington');
    expect(read.bachelor).toBe('University of Ghana');
  });

  it('a keyword-first name cut inside its place takes the rest when the abbreviation after it spells the whole', () => {
    const text = [
      'Rafael Couto',
      'EDUCATION',
      'Bacharelado em Ciência da Computação — Universidade Federal de Santa',
      'Catarina (UFSC), Centro Tecnológico\t2012–2015',
    ].join('\n');
    expect(extractResumeFields(text).bachelor).toBe('Universidade Federal de Santa Catarina');
    // An abbreviation that is a faculty's, not the initials of the name joined: the city before it is not taken.
    const faculty = [
      'Rafael Couto',
      'EDUCATION',
      'Licenciatura em Engenharia Civil — Universidade do Minho',
      'Braga (EEUM), Escola de Engenharia\t2009–2012',
    ].join('\n');
    expect(extractResumeFields(faculty).bachelor).toBe('Universidade do Minho');
  });

  it('the Czech and Slovak bachelor’s title "Bc." is a bachelor’s degree', () => {
    const text = [
      'Petra Horáková',
      'EDUCATION',
      'Ing., Computer Engineering (MSc), Brno University of Technology — 2019 – 2021',
      'Bc., Information Technology, Technical University of Košice — 2016 – 2019',
    ].join('\n');
    const read = extractResumeFields(text);
    expect(read.bachelor).toBe('Technical University of Košice');
    expect(read.master).toBe('Brno University of Technology');
  });
});

describe('forty-second round: name', () => {
  it('certifications after a name in mixed case, with no comma before them, are no part of it', () => {
    const text = 'Siobhán Nic Aodha Bhuí PMP, CISSP\nSecurity Programme Manager\nsiobhan.nicaodha@example.ie';
    expect(extractResumeFields(text).name).toBe('Siobhán Nic Aodha Bhuí');
    const inCapitals = 'TOMÁS RUIZ PMP\nProject Manager\ntomas.ruiz@example.es';
    expect(extractResumeFields(inCapitals).name).toBe('Tomás Ruiz');
    // A family name in capitals has a credential's shape and stays.
    const capitals = 'Wei ZHANG, PhD\nResearch Scientist\nwei.zhang@example.com';
    expect(extractResumeFields(capitals).name.toLowerCase()).toBe('wei zhang');
  });

  it('a family name in capitals on its own line above the given names is read first when the address spells it', () => {
    const text = 'OKELLO\nGrace Atim\nData Analyst — Public Health\ngrace.atim.okello@example.ug';
    expect(extractResumeFields(text).name.toLowerCase()).toBe('okello grace atim');
    const heading = 'PORTFOLIO\nGrace Atim\nData Analyst — Public Health\ngrace.atim@example.ug';
    expect(extractResumeFields(heading).name).toBe('Grace Atim');
  });
});

describe('forty-second round: birthday', () => {
  it('a birth statement after a space at the end of a header part is read', () => {
    const fullWidth = extractResumeFields(
      '沈清和　｜　数据分析师\n手机 +86 186 1234 5570　邮箱 shenqh@example.com　江苏南京　1996年11月生',
    );
    expect(fullWidth.birthday).toBe('1996-11');
    const divides = extractResumeFields('沈清和\n南京鼓楼 ∣ 手机：+86 186 1234 5570 ∣ shenqh@example.com ∣ 1993 年生');
    expect(divides.birthday).toBe('1993');
  });

  it('a year followed by a word that starts with 生 is no birth statement', () => {
    const text = '沈清和\n南京鼓楼 ∣ 手机：+86 186 1234 5570 ∣ shenqh@example.com\n负责 2021年生产 环境迁移';
    expect(extractResumeFields(text).birthday).toBe('');
  });
});
