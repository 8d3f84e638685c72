import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, outside review of rounds 48 and 49 (fields): each over-broad rule it found, pinned on its own sentence.

const read = (lines: string[]) => extractResumeFields(lines.join('\n'));

describe('outside review: a deferred place is unfinished only without a finished span', () => {
  it('an MBA with its years and a deferred admission is a master’s', () => {
    const fields = read([
      'Daniel K. Whitfield',
      'daniel.whitfield@example.com',
      'EDUCATION',
      'MBA, The Wharton School, 2020 – 2022 (deferred admission from 2019)',
      'B.A. Economics, Boston College, 2012 – 2016',
      'EXPERIENCE',
      'Analyst — Bain & Company  2016 – 2020',
    ]);
    expect(fields.degree).toBe('Master');
  });

  it('"admitted 2019, deferred one year" after a finished span keeps the degree', () => {
    const fields = read([
      'Daniel K. Whitfield',
      'daniel.whitfield@example.com',
      'EDUCATION',
      'The Wharton School, University of Pennsylvania — MBA, 2020 – 2022; admitted 2019, deferred one year',
      'EXPERIENCE',
      'Analyst — Bain & Company  2016 – 2020',
    ]);
    expect(fields.degree).toBe('Master');
    expect(fields.master).toBe('University of Pennsylvania');
  });
});

describe('outside review: a lone date is a birth date only in the header and outside a span', () => {
  it('dates in the cells of a job row are no birth date', () => {
    const fields = read([
      'Daniel Whitfield',
      'daniel.whitfield@example.com',
      'EXPERIENCE',
      'Acme Corp | Software Engineer | 2008-03-01 | 2012-05-31',
      'Built things.',
    ]);
    expect(fields.birthday).toBe('');
  });

  it('a day-first date after an icon that opens a span is no birth date', () => {
    const fields = read([
      'Daniel Whitfield',
      'daniel.whitfield@example.com',
      'Software Engineer, Acme ✦ 01.03.2005 – 31.12.2010',
    ]);
    expect(fields.birthday).toBe('');
  });

  it('two dates side by side in header cells make a span', () => {
    const fields = read(['Daniel Whitfield', 'daniel.whitfield@example.com', 'Acme Corp | 2008-03-01 | 2012-05-31']);
    expect(fields.birthday).toBe('');
  });

  it('a date alone in a header cell is still the birth date', () => {
    const fields = read(['王小明', '🎂 1997.02.14  北京  硕士  3年经验', 'wang.xm@example.com']);
    expect(fields.birthday).toBe('1997-02-14');
  });
});

describe('outside review: a wrapped particle line joins the name only as a conjunction or when spelled', () => {
  it('"de São Paulo" under "Ana Souza" is where she is from', () => {
    const fields = read([
      'Ana Souza',
      'de São Paulo',
      'ana.souza@example.com',
      'EXPERIENCE',
      'Engineer — Acme 2019 – 2022',
    ]);
    expect(fields.name).toBe('Ana Souza');
  });

  it('"y Núñez" under "María José Fernández-Villaverde" goes on with the name', () => {
    const fields = read([
      'María José Fernández-Villaverde',
      'y Núñez',
      'mj.fvillaverde@example.es',
      'EXPERIENCE',
      'Engineer — Acme 2019 – 2022',
    ]);
    expect(fields.name).toBe('María José Fernández-Villaverde y Núñez');
  });

  it('a particle family the address spells goes on with the name', () => {
    const fields = read(['Ana Souza', 'de Oliveira', 'ana.souzaoliveira@example.com']);
    expect(fields.name).toBe('Ana Souza de Oliveira');
  });
});
