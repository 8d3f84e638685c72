import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, eighteenth round: names and phones; our own texts.

const fields = (lines: string[]) => extractResumeFields(lines.join('\n'));

describe('a two-line header whose family name starts with its particles', () => {
  it('joins the given name and the whole family name', () => {
    const got = fields(['Pieter-Jan', 'van der Linden', 'Data Platform Engineer', '\uf0e0 pj@example.nl']);
    expect(got.name).toBe('Pieter-Jan van der Linden');
    expect(fields(['Mariana', 'de la Fuente', 'Product Designer', 'mf@example.mx']).name).toBe('Mariana de la Fuente');
  });
  it('does not take a lower-case sentence under a single word for a family name', () => {
    expect(fields(['Summary', 'de facto lead of the platform team', 'ana@example.com']).name).not.toContain('facto');
  });
});

describe('academic titles written before a name the Polish, Czech and Slovak way', () => {
  it('are left out, also several in a row and before a quoted nickname', () => {
    expect(fields(['mgr inż. Zofia “Zosia” Wiśniewska', 'zofia@example.pl']).name).toBe('Zofia Wiśniewska');
    expect(fields(['prof. dr hab. Marek Zieliński', 'marek@example.pl']).name).toBe('Marek Zieliński');
    expect(fields(['Bc. Tereza Nováková', 'tereza@example.cz']).name).toBe('Tereza Nováková');
    expect(fields(['RNDr. Pavol Horváth', 'pavol@example.sk']).name).toBe('Pavol Horváth');
  });
});

describe('an office line written before the mobile', () => {
  it('gives way to the mobile where the country’s plan tells them apart', () => {
    const taipei = fields(['Tel (O) +886 2 2345 6789 ext. 12 · Mobile +886 933 210 987']);
    expect(taipei.phone).toBe('+886 933 210 987');
    const tokyo = fields(['Office +81 3 5555 0123 | Mobile +81 90 1234 5678']);
    expect(tokyo.phone).toBe('+81 90 1234 5678');
    const seoul = fields(['T +82 2 3456 7890 · M +82 10 9876 5432']);
    expect(seoul.phone).toBe('+82 10 9876 5432');
    const singapore = fields(['Office: +65 6123 4567  Cell: +65 9123 4567']);
    expect(singapore.phone).toBe('+65 9123 4567');
  });
  it('gives way to a mobile after a mainland landline written with its country code', () => {
    const beijing = fields(['Office +86 10 6275 1234 · Hong Kong mobile +852 6123 4567']);
    expect(beijing.phone).toBe('+852 6123 4567');
  });
  it('stays when no mobile follows', () => {
    expect(fields(['Tel +886 2 2345 6789']).phone).toBe('+886 2 2345 6789');
  });
});
