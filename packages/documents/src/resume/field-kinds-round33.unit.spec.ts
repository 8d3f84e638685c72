import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, thirty-third round (fields): our own texts.

const header = 'Selam Bekele\nData Scientist\nselam.bekele@example.com\n';

describe('thirty-third round: birthdays', () => {
  it('a date in a calendar not read, the Gregorian one in brackets, its sentence going on', () => {
    const text = `${header}Date of birth: 3 Tir 1988 E.C. (11 January 1996). Volunteers at a coding club.\n`;
    expect(extractResumeFields(text).birthday).toBe('1996-01-11');
  });
  it('a Korean table cell "Birth" and a date with a dot after the day', () => {
    const text = 'KIM Min-ji\nmin.ji@example.kr\nBusan, Republic of Korea\tBirth\t1994. 07. 21.\t\n';
    expect(extractResumeFields(text).birthday).toBe('1994-07-21');
  });
  it('the Czech label Narozena and a day-first date with spaces', () => {
    const text = 'Jana Nováková\nData Engineer\njana.novakova@example.cz  ·  Narozena: 9. 4. 1992\n';
    expect(extractResumeFields(text).birthday).toBe('1992-04-09');
  });
  it('the Spanish "Nacido el" and a month written out in Spanish', () => {
    const text = 'Pablo Ruiz Gómez\nBackend Engineer\npablo.ruiz@example.es\n\nNacido el 21 de octubre de 1993\n';
    expect(extractResumeFields(text).birthday).toBe('1993-10-21');
  });
});

describe('thirty-third round: education', () => {
  it("Spain's Grado en … is the bachelor's beside a master's", () => {
    const text = [
      header,
      'Education',
      'Máster Universitario en Ciencia de Datos — Universidad de Granada, 2019 – 2020',
      'Grado en Matemáticas — Universidad de Sevilla, 2015 – 2019',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.master).toBe('Universidad de Granada');
    expect(fields.bachelor).toBe('Universidad de Sevilla');
  });
  it('a Licence Fondamentale under a discontinued Doctorat takes the school under it, not the doctorate’s', () => {
    const text = [
      header,
      'EDUCATION',
      'Master in Data Science\t2017 – 2019',
      'Université Hassan II de Casablanca',
      'Doctorat in Statistics —\t2019 – 2020',
      'discontinued',
      'Université Cadi Ayyad (left to join a startup)',
      'Licence Fondamentale in\t2014 – 2017',
      'Mathematics (SMA)',
      'Université Chouaib Doukkali, El Jadida',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.degree).toBe('Master');
    expect(fields.phd).toBe('');
    expect(fields.bachelor).toBe('Université Chouaib Doukkali');
  });
});
