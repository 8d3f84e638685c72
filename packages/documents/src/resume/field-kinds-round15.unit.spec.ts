import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, fifteenth round: names, phones, education, birth date and gender; our own texts.

const fields = (lines: string[]) => extractResumeFields(lines.join('\n'));
/** A form's label column read before its values (Europass): nothing near the top is a name. */
const labelColumn = ['europass', 'PERSONAL INFORMATION', 'POSITION', 'WORK EXPERIENCE', 'EDUCATION AND TRAINING'];
const moreLabels = ['PERSONAL SKILLS', 'MOTHER TONGUE(S)', 'OTHER LANGUAGE(S)', 'DIGITAL SKILLS', 'Curriculum Vitae'];

describe('a German or Austrian degree title before a name', () => {
  it('is not part of the name', () => {
    expect(fields(['Dipl.-Inf. Anja Köhler', 'Softwareentwicklerin', 'anja.k@example.de']).name).toBe('Anja Köhler');
    expect(fields(['Dr.-Ing. Lukas Brandl', 'lukas.brandl@example.at']).name).toBe('Lukas Brandl');
    expect(fields(['Mag. Eva Gruber', 'eva.gruber@example.at']).name).toBe('Eva Gruber');
  });
});

describe('an e-mail address that writes out the umlauts of a name', () => {
  it('spells the name found below a form’s label column', () => {
    const got = fields([
      ...labelColumn,
      ...moreLabels,
      'Anja Köhler',
      'Hauptstraße 5, 10115 Berlin',
      'a.koehler@example.de',
    ]);
    expect(got.name).toBe('Anja Köhler');
  });
});

describe('a personal-details label and its value without a colon', () => {
  const details = 'Sex Female | Date of birth 02/05/1990 | Nationality Austrian';
  it('is never the name', () => {
    expect(fields([...labelColumn, ...moreLabels, details, 'Data Engineer', 'eva@example.at']).name).toBe('');
  });
  it('gives the gender and the birth date, also far from the top', () => {
    const filler = Array.from({ length: 12 }, (_, i) => `Maintained service number ${i + 1} for the team.`);
    const got = fields([...labelColumn, ...moreLabels, 'Mag. Eva Gruber', 'eva.gruber@example.at', ...filler, details]);
    expect(got.gender).toBe('Female');
    expect(got.birthday).toBe('1990-05-02');
  });
  it('is read only where two such pairs share a line', () => {
    const filler = Array.from({ length: 20 }, (_, i) => `Maintained service number ${i + 1} for the team.`);
    const got = fields(['Eva Gruber', 'eva.gruber@example.at', ...filler, 'Gender Female']);
    expect(got.gender).toBe('');
  });
});

describe('a birth stated in a sentence', () => {
  const prose = (sentence: string) => [
    'Giorgio Rossi',
    'Data Scientist — Turin',
    'I build forecasting models and the pipelines that feed them, mostly in Python and SQL.',
    `I play chess on weekends. ${sentence}`,
  ];
  it('gives the birth date written in full', () => {
    expect(fields(prose('Born in Turin, 3 March 1991.')).birthday).toBe('1991-03-03');
    expect(fields(prose('Born on 21 October 1989.')).birthday).toBe('1989-10-21');
  });
  it('gives nothing when no date follows', () => {
    expect(fields(prose('Born and raised in Turin, I moved to Milan in 2015.')).birthday).toBe('');
  });
});

describe('a Hong Kong name with the English name after a comma', () => {
  it('is the name as written before the comma', () => {
    const got = fields([...labelColumn, ...moreLabels, 'CHAN Tai Man, Peter', 'peter.chantm@example.hk']);
    expect(got.name).toBe('Chan Tai Man');
  });
  it('leaves a family name, a comma and the given name as before', () => {
    const got = fields([...labelColumn, ...moreLabels, 'Carvalho Moreira, Inês', 'ines.moreira@example.pt']);
    expect(got.name).toBe('Inês Carvalho Moreira');
  });
});

describe('a name only in the mailbox of an e-mail header', () => {
  it('is the sender’s display name before the candidate’s address', () => {
    const got = fields([
      'From: Ana Petrović <ana.petrovic@example.rs>',
      'To: Hiring Team <jobs@example.com>',
      'Subject: Application for the backend role',
      '',
      'CURRICULUM VITAE',
      'Backend Engineer',
      'Experience',
      '2019 - now  Backend Engineer, Sava Payments, Belgrade',
    ]);
    expect(got.name).toBe('Ana Petrović');
    expect(got.email).toBe('ana.petrovic@example.rs');
  });
});

describe('two phone numbers on a line', () => {
  it('gives the mobile when the first is a fixed line by its country’s numbering plan', () => {
    expect(fields(['Max Brandt', '☎ +49 30 1234 5678  +49 160 9876543']).phone).toBe('+49 160 9876543');
    expect(fields(['Chloé Martin', '+33 1 42 68 53 00 · +33 6 12 34 56 78']).phone).toBe('+33 6 12 34 56 78');
  });
  it('keeps the first where the plan does not tell them apart or the first is the mobile', () => {
    expect(fields(['Dana Reyes', '+1 415 555 0100  +1 650 555 0199']).phone).toBe('+1 415 555 0100');
    expect(fields(['Max Brandt', '+49 160 9876543  +49 30 1234 5678']).phone).toBe('+49 160 9876543');
  });
  it('gives the first mobile when it is written nationally and a second has its country code', () => {
    expect(fields(['Lerato Dube', 'Cell: 072 555 0101 | Alt cell: +27 83 555 0102']).phone).toBe('072 555 0101');
  });
});

describe('a school’s long name broken over two lines', () => {
  it('goes on after "and" at the line’s end', () => {
    const got = fields([
      'Education',
      'BSc in Physics — Pohang University of Science and',
      'Technology (POSTECH), 2011 – 2015',
    ]);
    expect(got.bachelor).toBe('Pohang University of Science and Technology');
  });
  it('goes on in another language before the bracketed year', () => {
    const got = fields([
      'Education',
      'I took a Laurea Triennale in Fisica at the Università degli Studi di Roma',
      'Tor Vergata (2014), then moved into industry.',
    ]);
    expect(got.bachelor).toBe('Università degli Studi di Roma Tor Vergata');
  });
  it('does not take the city on the next line', () => {
    const got = fields(['Education', 'MSc in Robotics, Universidad Politécnica de Madrid', 'Madrid, Spain, 2016']);
    expect(got.master).toBe('Universidad Politécnica de Madrid');
  });
});

describe('a degree programme left unfinished', () => {
  it('is not the highest degree', () => {
    const got = fields([
      'Education',
      '2019 - 2020  MSc Data Science, Uniwersytet Warszawski - discontinued after one year',
      '2015 - 2019  BSc Mathematics, Uniwersytet Warszawski',
    ]);
    expect(got.degree).toBe('Bachelor');
    expect(got.master).toBe('');
    expect(got.bachelor).toBe('Uniwersytet Warszawski');
  });
});

describe('a Polish university', () => {
  it('is a school although "Uniwersytet" does not spell "Univ"', () => {
    expect(fields(['Education', '2014 - 2018  BSc Chemistry, Uniwersytet Jagielloński']).bachelor).toBe(
      'Uniwersytet Jagielloński',
    );
  });
});
