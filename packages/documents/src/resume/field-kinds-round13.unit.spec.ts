import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, thirteenth round: a family name in capitals first, and a business school's master's; our own texts.

const fields = (lines: string[]) => extractResumeFields(lines.join('\n'));

describe('a family name in capitals before a given name in mixed case', () => {
  it('is given back given name first', () => {
    expect(fields(['TANAKA Yui', 'Process Engineer · Nagoya', 'yui.tanaka@example.jp']).name).toBe('Yui Tanaka');
    expect(fields(['MARTIN Anne-Sophie', 'anne-sophie.martin@example.fr']).name).toBe('Anne-Sophie Martin');
  });
  it('leaves a given name first, a monogram and a name all in capitals as they were read', () => {
    expect(fields(['Anne-Sophie MARTIN', 'as.martin@example.fr']).name).toBe('Anne-Sophie Martin');
    expect(fields(['YT Yui Tanaka', 'yui.tanaka@example.jp']).name).toBe('Yui Tanaka');
    expect(fields(['YUI TANAKA', 'yui.tanaka@example.jp']).name).toBe('Yui Tanaka');
  });
});

describe("a business school's master's, the school named in capitals without a keyword", () => {
  it('is the master’s school, and the bachelor’s university on the next line keeps its own degree', () => {
    const got = fields([
      'Education',
      'MBA, ESADE (Barcelona, Spain), 2018–2019',
      'Bacharelado em Economia, Universidade Federal de Minas Gerais, 2010–2014',
    ]);
    expect(got.degree).toBe('Master');
    expect(got.master).toBe('ESADE');
    expect(got.bachelor).toBe('Universidade Federal de Minas Gerais');
  });
  it('does not take a degree’s own capitals or a year alone for a school', () => {
    const got = fields(['Education', 'MBA, 2019', 'BSc Economics, University of Leeds, 2012']);
    expect(got.master).toBe('');
    expect(got.bachelor).toBe('University of Leeds');
  });
});
