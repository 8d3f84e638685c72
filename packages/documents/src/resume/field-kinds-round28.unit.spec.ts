import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, twenty-eighth round: a three-word name set one word a line, a school's name with a lower-case Arabic article, a graduate institute named
// before its university (the university wrapped, its name in another script in brackets), and a birth date whose
// year wrapped onto its own line. Our own texts.

const fields = (lines: string[]) => extractResumeFields(lines.join('\n'));

describe('a school whose name holds the lower-case article "es"', () => {
  it('keeps the whole name', () => {
    const got = fields([
      'Neema K. Mollel',
      'neema.mollel@example.com',
      'EDUCATION',
      'BSc Telecommunications Engineering, University of Dar es Salaam, 2016 – 2020',
    ]);
    expect(got.university).toBe('University of Dar es Salaam');
  });
});

describe('a graduate institute before its university', () => {
  it('gives the degree to the university when the university wrapped before its bracketed native name', () => {
    const got = fields([
      'Pei-Shan Lin',
      'peishan.lin@example.com',
      'EDUCATION',
      'M.S., Graduate Institute of Biomedical Electronics and Bioinformatics, National Taiwan',
      'University (國立臺灣大學), 2023',
      'B.S., Department of Electrical Engineering, National Cheng Kung University, 2021',
    ]);
    expect(got.master).toBe('National Taiwan University');
    expect(got.degree).toBe('Master');
  });
});

describe('a birth date at the end of a contact line', () => {
  it('reads the year that wrapped onto the next line', () => {
    const got = fields([
      'Dana Abenova',
      'Data Engineer · Almaty',
      'dana.abenova@example.com +7 705 123 4567  dana.example.net Born 3 March',
      '1996',
      'EXPERIENCE',
    ]);
    expect(got.birthday).toBe('1996-03-03');
  });
  it('takes no year that is a line of its own elsewhere', () => {
    const got = fields(['Dana Abenova', 'dana.abenova@example.com', 'Born and raised in Almaty', '1996']);
    expect(got.birthday).toBe('');
  });
});

describe('a name a narrow sidebar sets one word a line', () => {
  it('keeps the third word when the e-mail address spells it', () => {
    const got = fields(['Ahmed', 'Yousif', 'Babiker', 'Data Scientist', 'CONTACT', 'a.y.babiker@example.net']);
    expect(got.name).toBe('Ahmed Yousif Babiker');
  });
  it('leaves a third line the address does not spell', () => {
    const got = fields(['Ahmed', 'Yousif', 'Khartoum', 'Data Scientist', 'ahmed.yousif@example.net']);
    expect(got.name).toBe('Ahmed Yousif');
  });
});
