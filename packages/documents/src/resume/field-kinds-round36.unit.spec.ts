import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, thirty-sixth round (fields): our own texts.

describe('thirty-sixth round: names', () => {
  it('a headline under the name gives it no family name, even when a profile handle spells its first word', () => {
    const text = [
      'Tomasz Wiśniewski-Kowal',
      'DataOps / Data Platform Engineer · Poznań, Poland',
      'tomasz.wk@example.pl · github.com/tw-dataops',
    ].join('\n');
    expect(extractResumeFields(text).name).toBe('Tomasz Wiśniewski-Kowal');
  });
  it('a degree with its honours after the name, no comma before it, is no name word', () => {
    const text = 'Siobhan Mary Gallagher BEng (Hons)\nSenior Firmware Engineer\nsiobhan.g@example.com.au\n';
    expect(extractResumeFields(text).name).toBe('Siobhan Mary Gallagher');
  });
  it('a family name in capitals after a given name keeps its place without an honours bracket', () => {
    expect(extractResumeFields('Moussa KA\nData Analyst\nmoussa.ka@example.sn\n').name).toBe('Moussa Ka');
  });
  it('a Korean name in Hangul beside its romanisation: the Latin name, not the field line under it', () => {
    const text = [
      'Lee Seo-yeon 이서연',
      'Speech Recognition / Audio ML — looking for a 2026 internship',
      'seoyeon.lee@example.kr',
    ].join('\n');
    expect(extractResumeFields(text).name).toBe('Seo-yeon Lee');
  });
  it('a five-word Filipino name with a capitalised particle, read below a sidebar by its headline', () => {
    const sidebar = ['CONTACT', 'gabriela.reyes@example.ph', 'Cebu City', 'STACK', 'Vue · Nuxt · Pinia', 'Vitest'];
    const text = [...sidebar, 'Ma. Gabriela Delos Reyes Tan', 'Frontend Developer', 'ABOUT', 'I build web apps.'];
    expect(extractResumeFields(text.join('\n')).name).toBe('Ma. Gabriela Delos Reyes Tan');
  });
});

describe('thirty-sixth round: birth date and gender', () => {
  it('a details heading with its colon opening the line of gender and date', () => {
    const text = [
      '高文博　　后端开发工程师',
      '手机：139 0571 2234　邮箱：gao.wb@example.com',
      '个人信息：女 ｜ 1996.07.21 ｜ 5 年经验 ｜ 硕士',
      '工作经历',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.gender).toBe('Female');
    expect(fields.birthday).toBe('1996-07-21');
  });
  it('a two-digit year with 年 under a birth label, and never a bare one elsewhere', () => {
    const labelled = '钱思琪\n男 ｜ 出生年月：97年3月\n手机：138 0000 1234\n';
    expect(extractResumeFields(labelled).birthday).toBe('1997-03');
    const period = '钱思琪\n手机：138 0000 1234\n工作经历\n18年3月 入职某公司\n';
    expect(extractResumeFields(period).birthday).toBe('');
  });
});

const header = 'Oksana Bondar\nBackend Engineer\noksana.bondar@example.com\n';

describe('thirty-sixth round: education', () => {
  it('a master’s left without its thesis is no degree, and its school no later one’s', () => {
    const text = [
      header,
      'EDUCATION',
      'B.Sc. in Electrical Engineering — Istanbul Technical University, Istanbul\t2010 – 2014',
      'M.Sc. in Data Science — Sabancı University (left after two terms without a degree, to join a start-up)\t2015',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.degree).toBe('Bachelor');
    expect(fields.master).toBe('');
    expect(fields.university).toBe('Istanbul Technical University');
  });
  it('a master’s written without a thesis is still a master’s', () => {
    const text = [header, 'EDUCATION', 'M.Sc. without thesis — Sabancı University, 2016 – 2018'].join('\n');
    expect(extractResumeFields(text).master).toBe('Sabancı University');
  });
  it('a unit named after its university goes on after "Institute for"', () => {
    const text = [
      header,
      'EDUCATION',
      'MSc, Marine Science — University of Bergen Institute for Ocean Research (UBIOR) 2018 – 2020',
    ].join('\n');
    expect(extractResumeFields(text).master).toBe('University of Bergen Institute for Ocean Research');
  });
  // A city in brackets stayed until round 50, which leaves the campus out ("without campus or city").
  it('a campus in brackets (校区) is no part of the school; nor since round 50 a city in brackets', () => {
    const campus = '何思远\n手机：138 1234 5678\n教育背景\n2012.09 - 2016.06　四川大学（江安校区）　软件工程　本科\n';
    expect(extractResumeFields(campus).bachelor).toBe('四川大学');
    const city = '何思远\n手机：138 1234 5678\n教育背景\n2012.09 - 2016.06　北京师范大学（珠海）　软件工程　本科\n';
    expect(extractResumeFields(city).bachelor).toBe('北京师范大学');
  });
  it('"College of …" and its city is a school; beside a university it is one of its colleges', () => {
    const alone = [header, 'EDUCATION', 'B.E., Mechanical — College of Engineering Trivandrum (CET), 2011 – 2015'];
    expect(extractResumeFields(alone.join('\n')).bachelor).toBe('College of Engineering Trivandrum');
    const part = [header, 'EDUCATION', 'B.E., Civil — College of Engineering, Guindy, Anna University, 2012 – 2016'];
    expect(extractResumeFields(part.join('\n')).bachelor).toBe('Anna University');
  });
  it('a university’s initials after a faculty, its years in a cell of their own', () => {
    const text = [header, 'EDUCATION', 'Licenciatura en Física — Facultad de Ciencias, UNAM\t2009 – 2013'].join('\n');
    expect(extractResumeFields(text).bachelor).toBe('UNAM');
  });
  it('a table cell of initials and city, its full name in a bracket cut at "of": the initials, never "The University"', () => {
    const text = [
      header,
      'Education',
      'Qualification\tInstitution\tYears',
      'Bachelor of Commerce\tUWA Perth (The University of 2012 – 2015',
      '(Honours) Western Australia)',
    ].join('\n');
    expect(extractResumeFields(text).bachelor).toBe('UWA Perth');
  });
  it('a degree cell, then the school’s initials and city in the next cell', () => {
    const text = [header, 'EDUCATION', 'Qualification\tInstitute\tYear', 'B.Sc (Physics)\tKIIT Bhubaneswar\t2016'];
    expect(extractResumeFields(text.join('\n')).bachelor).toBe('KIIT Bhubaneswar');
  });
  it('a name wrapped before its "University in …", and the bachelor’s school under the next degree', () => {
    const text = [
      header,
      'EDUCATION',
      'M.A. in Economics (in progress) — The British',
      'University in Dubai (BUiD), 2023 – expected 2025. Thesis on remittances.',
      'B.A. in Economics — Faculty of',
      'Economics, Alexandria University, 2016 – 2020.',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.master).toBe('The British University in Dubai');
    expect(fields.bachelor).toBe('Alexandria University');
  });
});
