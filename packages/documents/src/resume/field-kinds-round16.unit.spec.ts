import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, sixteenth round: names and education; our own texts.

const fields = (lines: string[]) => extractResumeFields(lines.join('\n'));

describe('a certificate in a profile export’s sidebar', () => {
  // The sidebar is read before the main column; a wrapped certificate looks like a name over a job title.
  const sidebar = [
    'Contact',
    'lena.hoffmann.dev@example.com',
    'Top Skills',
    'Terraform',
    'Certifications',
    'Google Certified Professional',
    'Cloud Architect',
    'Microsoft Certificate Data',
    'Engineer Associate',
  ];
  it('is never the name', () => {
    const got = fields([...sidebar, 'Lena Hoffmann', 'Platform Engineer at Nordwind Logistics']);
    expect(got.name).toBe('Lena Hoffmann');
  });
  it('is not taken when the main column names nobody', () => {
    expect(fields([...sidebar, 'Summary', 'I keep build pipelines fast.']).name).toBe('');
  });
});

describe('a doctorate written after the name, the German and Swiss way', () => {
  it('is not part of the name, with or without the conferring school', () => {
    const line = (name: string) => fields([name, 'Research Scientist', 'Zürich · +41 79 123 45 67']).name;
    expect(line('Tobias Brunner, Dr. sc. ETH Zürich')).toBe('Tobias Brunner');
    expect(line('Miriam Vogel, Dr. rer. nat.')).toBe('Miriam Vogel');
    expect(line('Konrad Steiner, Dr.-Ing.')).toBe('Konrad Steiner');
  });
  it('leaves a plain city after a comma alone (no name there)', () => {
    expect(fields(['Basel, Switzerland', 'kontakt@example.ch']).name).toBe('');
  });
});

describe('a Spanish school named with a plural article', () => {
  it('is the whole name', () => {
    const got = fields([
      'Valentina Gómez',
      'valentina.gomez@example.co',
      'Education',
      'Universidad de los Andes — Ingeniera (B.S. in Industrial Engineering)\t2015 – 2020',
    ]);
    expect(got.bachelor).toBe('Universidad de los Andes');
    const puebla = fields([
      'Diego Herrera',
      'Education',
      'Universidad de las Américas Puebla — B.A. in Economics, 2019',
    ]);
    expect(puebla.bachelor).toBe('Universidad de las Américas Puebla');
  });
});

describe('a bachelor’s or master’s of science in a named field, abbreviated', () => {
  const education = (degreeLine: string) => fields(['Owen Clarke', 'owen.clarke@example.edu', 'Education', degreeLine]);
  it('is a degree, also when it is still expected', () => {
    const expected = education('Purdue University — B.S.E. in Computer Engineering, expected May 2027');
    expect(expected.degree).toBe('Bachelor');
    expect(expected.bachelor).toBe('Purdue University');
    expect(education('Rice University, B.S.E.E., 2018').degree).toBe('Bachelor');
    expect(education('Duke University — BSME, 2016').degree).toBe('Bachelor');
    expect(education('Tufts University — M.S.E. in Robotics, 2021').degree).toBe('Master');
  });
  it('is not read inside another abbreviation (an Indian school board)', () => {
    const got = fields(['Owen Clarke', 'Education', 'Senior Secondary\tBoard : C.B.S.E.\tDelhi Public School']);
    expect(got.degree).toBe('');
  });
});
