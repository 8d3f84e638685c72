import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, thirty-first round (fields): our own texts.

describe('thirty-first round: names', () => {
  it('a name wrapped inside a hyphenated family name is joined at the hyphen', () => {
    const text = 'Youssef Karim Abu-\nZeid Mansour\nData Engineer\nyoussef.am@example.org\n';
    expect(extractResumeFields(text).name).toBe('Youssef Karim Abu-Zeid Mansour');
  });
  it('a name a sidebar wrapped before its particle is read whole, below the sidebar', () => {
    const sidebar = [
      'CONTACTO',
      '+52 33 1234 5678',
      'cami.delossantos@example.mx',
      'HABILIDADES',
      'Python',
      'SQL',
    ].concat(['Airflow', 'dbt', 'BigQuery', 'IDIOMAS', 'Español', 'English']);
    const text = [...sidebar, 'Ana Camila', 'de los Santos Ruiz', 'Data Engineer', 'Perfil'].join('\n');
    expect(extractResumeFields(text).name).toBe('Ana Camila de los Santos Ruiz');
    // Without the particle the second line is no continuation of the name.
    const plain = [...sidebar, 'Ana Camila', 'Santos Ruiz Data', 'Perfil'].join('\n');
    expect(extractResumeFields(plain).name).not.toBe('Ana Camila Santos Ruiz Data');
  });
  it("the Dutch particle 't is part of a family name", () => {
    const text = "Pieter van 't Hoff\tpieter@example.nl\nBackend Engineer\n";
    expect(extractResumeFields(text).name).toBe("Pieter van 't Hoff");
  });
});

describe('thirty-first round: birth date, phone, gender', () => {
  it('"Nacimiento:" labels a birth date', () => {
    const text = 'Sofía Paz\nsofia.paz@example.com.ar\nNacimiento: 03/11/1997\n';
    expect(extractResumeFields(text).birthday).toBe('1997-11-03');
  });
  it('a mainland mobile after +86 in groups other than 3-4-4', () => {
    expect(extractResumeFields('李华\nTel：+86 13912 345 678\n').phone).toBe('+86 139 1234 5678');
    // Twelve digits after +86 are no mainland mobile.
    expect(extractResumeFields('李华\nTel：+86 13912 345 6789\n').phone).not.toBe('+86 139 1234 5678');
  });
  it('a gender opening the line under a personal-details heading', () => {
    // Far below the top, as a sidebar read after the main column sets it.
    const work = Array.from({ length: 16 }, (_, n) => `• 項目 ${n + 1}：以 Spark 重寫每日報表`);
    const text = ['陈嘉豪', '數據工程師', '工作經歷', ...work, '個人資料', '男 ｜ 持香港永久性居民身份證'].join('\n');
    expect(extractResumeFields(text).gender).toBe('Male');
    expect(extractResumeFields(text.replace('個人資料', '備註')).gender).toBe('');
  });
});

describe('thirty-first round: education', () => {
  it('a degree in the next cell of a table, after a name ending on a word', () => {
    const text = [
      'Kenji Mori',
      'Education',
      'Period\tSchool\tDegree',
      '2019 – 2021\tKyoto University, Graduate School of Informatics\tMaster (修士, Informatics)',
      '2015 – 2019\tOsaka University, School of Engineering\tBachelor (学士, Engineering)',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect([fields.degree, fields.master, fields.bachelor]).toEqual(['Master', 'Kyoto University', 'Osaka University']);
  });
  it('a research centre that grants degrees is a school', () => {
    const text = [
      'Educación',
      'Maestría en Ciencias',
      'Centro de Investigación Científica de Yucatán, 2019 – 2021',
      'Licenciatura en Física',
      'Universidad de Guanajuato, 2014 – 2019',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect([fields.master, fields.bachelor]).toEqual([
      'Centro de Investigación Científica de Yucatán',
      'Universidad de Guanajuato',
    ]);
  });
  it('a degree whose note below says it was left unfinished is not counted', () => {
    const text = [
      'Priya Nair',
      'E D U C A T I O N',
      'PhD student, Physics — University of Auckland',
      'Moved to industry before the thesis\t2020 – 2021 (discontinued)',
      'BSc (Hons) Physics — University of Otago\t2016 – 2019',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect([fields.degree, fields.phd, fields.bachelor]).toEqual(['Bachelor', '', 'University of Otago']);
  });
  it('a letter-spaced heading is read as its word', () => {
    const text = [
      'Lena Brandt',
      'I left my PhD to start a company.',
      'E D U C AT I O N',
      'BSc Computer Science — University of Bonn, 2018',
    ].join('\n');
    expect(extractResumeFields(text).degree).toBe('Bachelor');
  });
});
