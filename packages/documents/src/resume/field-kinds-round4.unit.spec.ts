import { describe, expect, it } from 'vitest';
import { findPhone } from './contacts.ts';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, fourth round: kinds of failure the second blind hold-out showed, each pinned with a text of our own
// shaped like the readers' output (a left sidebar read before the main column, Word tables as tabs).

const sidebar = (name: string, email: string, headline = 'Backend Developer') =>
  [
    'CONTACT',
    email,
    'Porto, Portugal',
    'SKILLS',
    '• Go, PostgreSQL',
    '• Kubernetes',
    '• gRPC',
    'LANGUAGES',
    'Portuguese (native)',
    'English (C1)',
    name,
    headline,
    'EXPERIENCE',
    'Backend Developer — Andorinha Pay, Porto',
  ].join('\n');

describe('names', () => {
  it('finds the name under a sidebar read first, by the job title under it or by the e-mail address', () => {
    expect(extractResumeFields(sidebar('Rui Tavares da Costa', 'rui@example.pt')).name).toBe('Rui Tavares da Costa');
    // Without a title under it, the address spells it (accents folded: "ines.vanloon").
    const spelled = sidebar('Inês van Loon', 'ines.vanloon@example.nl', 'PROFILE');
    expect(extractResumeFields(spelled).name).toBe('Inês van Loon');
    // A name-like line the address does not spell and no title follows is not taken.
    expect(extractResumeFields(sidebar('Porto Alegre', 'rui@example.pt', 'PROFILE')).name).toBe('');
  });

  it('drops post-nominals after a comma, and keeps a given name written after the family name', () => {
    expect(extractResumeFields('Farid Nassar, P.Eng.\nfarid@example.ca').name).toBe('Farid Nassar');
    expect(extractResumeFields('Grace Obi, PhD, CPA\ngrace@example.ng').name).toBe('Grace Obi');
  });

  it('drops a nickname in brackets after a Chinese name, with a rare surname', () => {
    expect(extractResumeFields('冼子晴（Jessie）\n电话：13800138000').name).toBe('冼子晴');
    expect(extractResumeFields('禤家明 (Kelvin)\n电话：13800138000').name).toBe('禤家明');
  });
});

describe('phones', () => {
  it('reads a national number with its trunk zero in groups (UK, Netherlands, France)', () => {
    expect(findPhone('Leeds | 07700 900461 | a@example.co.uk')).toBe('07700 900461');
    expect(findPhone('Tel 020 7946 0018')).toBe('020 7946 0018');
    expect(findPhone('06 12 34 56 78')).toBe('06 12 34 56 78');
    // Dates and short codes are not phones.
    expect(findPhone('09.2016 – 06.2020, room 0123 45')).toBe('');
  });
});

describe('education', () => {
  it('reads degrees named in other languages', () => {
    const fr = extractResumeFields('Education\nLicence, Histoire de l’art\nUniversité Lumière Lyon 2 — 2014');
    expect([fr.degree, fr.bachelor]).toEqual(['Bachelor', 'Université Lumière Lyon 2']);
    const mx = extractResumeFields(
      'EDUCATION\nIngeniería en Sistemas Computacionales\nUniversidad de Guadalajara, 2012',
    );
    expect([mx.degree, mx.bachelor]).toEqual(['Bachelor', 'Universidad de Guadalajara']);
    const us = extractResumeFields('Education\nSc.B., Physics, 2011\nBrown University, Providence, RI');
    expect([us.degree, us.bachelor]).toEqual(['Bachelor', 'Brown University']);
  });

  it('reads schools named in other languages, with a number inside the name', () => {
    const f = extractResumeFields(
      'Education\nMaster of Arts, Design\nTecnológico de Monterrey, Campus Puebla · 2019\nLicence, Philosophie\nUniversité Paris 8 Vincennes-Saint-Denis — 2015',
    );
    expect([f.master, f.bachelor]).toEqual(['Tecnológico de Monterrey', 'Université Paris 8 Vincennes-Saint-Denis']);
  });

  it('reads a business school and gives each degree of a multi-school history its school', () => {
    const f = extractResumeFields(
      'Education\nMBA, INSEAD Business School, 2019 - 2020\nBA (Hons) History, University of Leeds, 2010 - 2013',
    );
    expect([f.degree, f.university, f.bachelor]).toEqual(['Master', 'INSEAD Business School', 'University of Leeds']);
  });

  it('joins a school name in another language wrapped before its city and dates', () => {
    const f = extractResumeFields(
      'EDUCATION\nMSc Logistics (Supply Chain track), Erasmus Universiteit\nRotterdam, 2015 – 2017\nBSc Economie, Universiteit Gent, 2012 – 2015',
    );
    expect([f.master, f.bachelor]).toEqual(['Erasmus Universiteit Rotterdam', 'Universiteit Gent']);
    // An English "University" ends its name: the wrapped field of study is not added to it.
    const en = extractResumeFields(
      'EDUCATION\nFudan University\tM.S. in Computer Science and\t2018 – 2021\nTechnology',
    );
    expect(en.master).toBe('Fudan University');
  });
});
