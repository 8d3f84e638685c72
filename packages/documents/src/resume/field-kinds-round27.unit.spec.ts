import { describe, expect, it } from 'vitest';
import { degreesIn } from './education-degrees.ts';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, twenty-seventh round: two family names wrapped under the given names, a short degree after a dash that
// follows its school, and a five-year engineering Diploma read beside a later master's. Our own texts.

const fields = (lines: string[]) => extractResumeFields(lines.join('\n'));

describe('a name whose two family names wrap onto the next line', () => {
  it('keeps both when the e-mail address spells one of them', () => {
    const got = fields(['Juan Pablo', 'Ortega Salazar', 'Backend Developer', 'Cali, Colombia', 'jp.ortega@example.co']);
    expect(got.name).toBe('Juan Pablo Ortega Salazar');
  });
  it('leaves a two-word line the address does not spell, such as a city', () => {
    const got = fields(['Juan Pablo', 'Santa Marta', 'Backend Developer', 'juanpablo.dev@example.co']);
    expect(got.name).toBe('Juan Pablo');
  });
  it('leaves the same name repeated in capitals under it', () => {
    const got = fields(['Lucia Ferrante', 'LUCIA FERRANTE', 'Product Designer', 'lucia.ferrante@example.it']);
    expect(got.name).toBe('Lucia Ferrante');
  });
});

describe('a short degree after its school and a dash', () => {
  it('is the bachelor of that school', () => {
    const got = fields([
      'EDUCATION',
      'Karachi Institute of Economics and Technology (KIET) — BS Software Engineering\t2019 – 2023',
    ]);
    expect(got.degree).toBe('Bachelor');
    expect(got.bachelor).toContain('Karachi Institute of Economics and Technology');
  });
  it('after a bar too, but never a state after a comma', () => {
    expect(degreesIn('University of Leeds | BA Economics').map((d) => d.level)).toEqual(['Bachelor']);
    expect(degreesIn('Harvard Medical School, Boston, MA Sep 2019')).toEqual([]);
  });
});

describe('a five-year engineering Diploma', () => {
  it('before a separate master is the first degree, the master still the highest', () => {
    const got = fields([
      'Education',
      'MSc in Data Science, University of Cyprus, 2019',
      'Diploma in Mechanical Engineering, Aristotle University of Thessaloniki, 2017',
    ]);
    expect(got.degree).toBe('Master');
    expect(got.master).toBe('University of Cyprus');
    expect(got.bachelor).toBe('Aristotle University of Thessaloniki');
  });
  it('alone is read as the master it equals, as a Diplom is', () => {
    const got = fields(['Education', 'Diploma in Civil Engineering (five-year programme), University of Patras, 2012']);
    expect(got.degree).toBe('Master');
    expect(got.master).toBe('University of Patras');
  });
  it('is no degree from a polytechnic, nor as a postgraduate diploma or a Diplomado', () => {
    expect(degreesIn('Diploma in Electrical Engineering, Temasek Polytechnic, 2015')).toEqual([]);
    expect(degreesIn('Postgraduate Diploma in Software Engineering, University of Nairobi')).toEqual([]);
    expect(degreesIn('Diplomado in Data Engineering, Universidad EAFIT')).toEqual([]);
  });
});
