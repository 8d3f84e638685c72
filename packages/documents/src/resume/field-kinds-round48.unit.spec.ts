import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, forty-eighth round (fields): our own texts.

describe('forty-eighth round: names', () => {
  it('a photo frame left as text at the top is no name; the name over a labelled job objective is', () => {
    const text = [
      '照片',
      '个人信息',
      '性别：男',
      '电话：139-0021-5567',
      '邮箱：lin.hq@example.cn',
      '专业技能',
      'Java',
      'Redis',
      '荣誉奖项',
      '校级一等奖学金（2021）',
      '司马浩然',
      '求职意向：后端开发工程师（2026届校招）',
      '教育背景',
      '南京大学 · 软件学院\t2020.09 – 2024.06',
    ].join('\n');
    expect(extractResumeFields(text).name).toBe('司马浩然');
  });

  it('a given name in capitals on the line over the rest of the name in capitals is kept', () => {
    const text = [
      'AMARA',
      '',
      'CHIDINMA OBI',
      '',
      'CONTACT',
      'Mobile: +234 803 555 0192',
      'amara.obi@example.com.ng',
      'Lagos, Nigeria',
      'SKILLS',
      'Python | SQL',
    ].join('\n');
    expect(extractResumeFields(text).name).toBe('Amara Chidinma Obi');
  });

  it('a double family name wrapped before its "y" goes on on the next line', () => {
    const text = [
      'Luis Alberto Gómez-Serrano',
      'y Ortega',
      'Platform Engineer',
      'PROFILE',
      'Eight years running Kubernetes platforms for retail.',
      'lagomez@example.es',
    ].join('\n');
    expect(extractResumeFields(text).name).toBe('Luis Alberto Gómez-Serrano y Ortega');
  });
});

describe('forty-eighth round: phone', () => {
  it('an Indian mobile in two groups of five, labelled beside a lab landline, is the phone', () => {
    const text = [
      'CURRICULUM VITAE',
      'ARJUN MENON',
      'M.Tech (Data Science), Indian Institute of Technology Madras',
      'Mob.: 94470 12385  |  Lab: 044-2257 4411  |  arjun.m@example.ac.in',
      'EDUCATION',
      'M.Tech (Data Science)\tIndian Institute of Technology Madras\t2024-2026',
    ].join('\n');
    expect(extractResumeFields(text).phone.replace(/\D/g, '')).toBe('9447012385');
  });
});

describe('forty-eighth round: birth date', () => {
  it('a day-first date behind an icon at the end of an icon-only contact line is the birth date', () => {
    const text = [
      'Camille Roussel',
      'Data Engineer',
      '✉ camille.roussel@example.fr ☏ +33 (0)6 12 44 80 31 ⌂ Lyon',
      'camilleroussel.example.fr ⌥ github.com/croussel ✱ 23.09.1996',
      'Education',
      'Master in Computer Science\t2018 – 2020',
      'Université Claude Bernard Lyon 1',
    ].join('\n');
    expect(extractResumeFields(text).birthday).toBe('1996-09-23');
  });

  it('a birth-date label left alone in a label column; its value gives the birthplace after the date', () => {
    const text = [
      'Jonas Albrecht',
      'Mobile +49 (0)160 5521 9034',
      'jonas.albrecht@example.de',
      'Date of birth',
      'EDUCATION',
      '10/2021 – today',
      'SKILLS',
      'Languages',
      '02.11.2000 in Bad Homburg vor der Höhe\tNationality\tGerman',
      'Goethe-Universität Frankfurt – M.Sc. Computer Science',
    ].join('\n');
    expect(extractResumeFields(text).birthday).toBe('2000-11-02');
  });

  it('a birth label with its colon opening a sentence inside a paragraph is read', () => {
    const text = [
      'Rui Carvalho',
      'Backend Engineer',
      'Summary',
      'Backend engineer who likes quiet on-call weeks. Data de nascimento: 21/04/1992.',
      'Experience',
      'Backend Engineer — Atlântico Pagamentos, Porto (2019 – present)',
      'rui.carvalho@example.pt',
    ].join('\n');
    expect(extractResumeFields(text).birthday).toBe('1992-04-21');
  });
});

describe('forty-eighth round: education', () => {
  it('a faculty named by its disciplines under a 学院 is part of it, not the school', () => {
    const text = [
      '冯子航',
      '教育背景',
      '杭州职业技术学院　　2020.09 – 2023.06',
      '信息工程学院　计算机应用技术专业　大专（全日制）',
    ].join('\n');
    expect(extractResumeFields(text).university).toBe('杭州职业技术学院');
  });

  it('a frame of labelled contacts read into the education does not end it', () => {
    const text = [
      '欧晨曦',
      '算法工程师',
      '教育经历',
      '2016.09 – 2022.06 浙江大学 计算机辅助设计与图形学国家重点实验室',
      '联系方式',
      '手机：+86 137 2208 4415',
      '邮箱：ou.chenxi@example.net',
      '性别：女',
      '计算机科学与技术 硕博连读（工学博士）',
      '2012.09 – 2016.06 南京航空航天大学 计算机科学与技术学院',
      '计算机科学与技术 工学学士',
      '工作经历',
      '2022.07 – 至今 某科技公司 算法工程师',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.degree).toBe('PhD');
    expect(fields.phd).toBe('浙江大学');
    expect(fields.bachelor).toBe('南京航空航天大学');
  });

  it("the school under a line that only says an exchange term is not the degree's under it", () => {
    const text = [
      'Giulia Ferraro',
      'Education',
      'Laurea Magistrale in Data Science, 110/110',
      'Università di Padova',
      'Erasmus+ exchange semester',
      'KU Leuven, Faculty of Engineering Science (courses: information retrieval, statistical learning, databases)',
      'Laurea Triennale in Statistica, 105/110',
      'Università di Bologna',
    ].join('\n');
    expect(extractResumeFields(text).bachelor).toBe('Università di Bologna');
  });

  it('a known short name opening a long line is the school', () => {
    const text = [
      'Élise Marchand',
      'Education',
      'PhD in Applied Mathematics (in progress)\t2023 – 2026',
      'Université Grenoble Alpes; thesis on stochastic control.',
      'Master MVA\t2021 – 2022',
      'ENS Paris-Saclay — with honours. Courses: optimal transport, kernels, convex analysis and sparsity.',
      'Licence de Mathématiques\t2018 – 2021',
      'Université de Bordeaux',
      'Erasmus+ exchange semester',
      'EPFL, Section of Mathematics (courses: stochastic calculus, numerical analysis, probability)',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.master).toBe('ENS Paris-Saclay');
    expect(fields.bachelor).toBe('Université de Bordeaux');
  });

  it("a master's place admitted and deferred is no degree: the bachelor's is the highest", () => {
    const text = [
      'Priya R. Ananthan-Cole',
      'EDUCATION',
      'University of Michigan — B.S.E. Computer Engineering, Minor in Music',
      'Aug 2020 – May 2024 · GPA 3.71/4.00',
      'University of Michigan — M.S.E. Computer Engineering (SUGS program), admitted Fall 2024, deferred',
      'EXPERIENCE',
      'Software Engineer — Huron Grid Systems, Ann Arbor  Jun 2024 – present',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.degree).toBe('Bachelor');
    expect(fields.master).toBe('');
  });

  it('a school named before its Erasmus term takes no degree from the lines above', () => {
    const text = [
      'Marta Kowalska-Nowak',
      'Education',
      'Politechnika Gdańska',
      'Magister inżynier (MSc) in Automation — since Feb 2025',
      'Inżynier (BEng) in Automation — 2021 – 2025',
      'Universidad Politécnica de Valencia — Erasmus+ semester, spring 2023 (Control Systems)',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.bachelor).toBe('Politechnika Gdańska');
  });
});
