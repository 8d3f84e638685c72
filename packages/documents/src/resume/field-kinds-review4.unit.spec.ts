import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';
import { yearWithNian } from './personal-birth-gender.ts';

// Issue 23, fourth outside review (fields): cases the review-3 narrowings lost, each of the reviewer's inputs pinned.

const fieldsOf = (...lines: string[]) => extractResumeFields(lines.join('\n'));

describe('review 4: only a label or a heading marks another person’s line', () => {
  it('“The Guardian”, “Emergency Medicine” and “References available on request” are the candidate’s lines', () => {
    expect(
      fieldsOf('Tom Hughes', 'Reporter, The Guardian | 020 3353 2000 | 07700 900456 (mobile)', 'tom.hughes@example.com')
        .phone,
    ).toBe('07700 900456');
    expect(
      fieldsOf(
        'Dr. Maria Santos',
        'Emergency Medicine Resident · (617) 555-0100 (office) · (617) 555-0199 (cell)',
        'maria.santos@example.org',
      ).phone,
    ).toBe('(617) 555-0199');
    expect(
      fieldsOf(
        'Laila Ahmadi',
        'laila.ahmadi@example.com | Tel. 030 1234567 | 0151 2345 6789 (mobile) | References available on request',
      ).phone,
    ).toBe('0151 2345 6789');
  });

  it('a position for an emergency department does not open another person’s block in a form', () => {
    const form = ['Application form', 'Position applied for: Emergency Department Nurse', 'First name: Ngozi Adaeze'];
    expect(fieldsOf(...form, 'Last name: Okafor', 'Email: ngozi.okafor@example.com').name).toBe('Ngozi Adaeze Okafor');
  });

  it('an emergency contact’s or a referee’s “Name:” under the form’s own fields is not the name', () => {
    const own = ['First name: Ana Lucía', 'Last name: Fernández', 'Email: ana.fernandez@example.com'];
    const contact = ['Phone: +34 612 345 678', '', 'Emergency contact', 'Name: José Fernández', 'Relationship: Father'];
    expect(fieldsOf(...own, ...contact).name).toBe('Ana Lucía Fernández');
    const referee = ['Email: sigga@example.is', 'Referees', 'Name: Jón Pálsson, Professor'];
    expect(fieldsOf('First name: Sigríður Björk', 'Last name: Jónsdóttir', ...referee).name).toBe(
      'Sigríður Björk Jónsdóttir',
    );
  });
});

describe('review 4: a region code before a hyphen is a phone unless the line labels another number', () => {
  it('alone on its line, after Mob:, T:/M:, 手提 or Contact:', () => {
    expect(fieldsOf('CHAN Tai Man', 'Kowloon, Hong Kong', '852-9123 4567', 'Education').phone).toBe('+852 9123 4567');
    expect(fieldsOf('WONG Ka Yan', 'Mob: 852-6123 4488 | wong.ky at gmail dot com').phone).toBe('+852 6123 4488');
    expect(fieldsOf('LEUNG Wing Sze', 'T: 852-2345 6789  M: 852-9876 5432', 'Hong Kong').phone).toBe('+852 9876 5432');
    expect(fieldsOf('陳大文', '手提：852-9432 1188', '香港九龍').phone).toBe('+852 9432 1188');
    expect(fieldsOf('Ho Man Kit', 'Contact: 853-6612 3456 (Macau)').phone).toBe('+853 6612 3456');
  });

  it('a staff, employee or reference number stays out', () => {
    expect(fieldsOf('Kelly Chan', 'kelly.chan@example.com', 'Employee ID 852-2019 0001').phone).toBe('');
    expect(fieldsOf('Kelly Chan', 'kelly.chan@example.com', '工号 852-2019 0001').phone).toBe('');
  });
});

describe('review 4: withdrawn after completed coursework, a quoted official name, a name wrapped before “and”', () => {
  const educationOf = (...rows: string[]) => fieldsOf('Li Na', 'li.na@example.com', 'Education', ...rows);

  it('only a completed degree keeps a withdrawn study finished; “I left” opens the note too', () => {
    const phd = 'PhD, Physics, ETH Zürich, 2015–2017 — completed coursework, withdrawn after the qualifying exam';
    expect(educationOf(phd, 'MSc Physics, University of Zurich, 2013–2015').degree).toBe('Master');
    const mres = 'PhD Neuroscience, UCL (2019–2021). Completed MRes year; withdrawn in 2021 to join industry';
    expect(educationOf(mres, 'BSc Biology, University of Edinburgh, 2015–2019').degree).toBe('Bachelor');
    const left =
      'PhD Computer Science, University of Cambridge 2018–2020: I left the programme before completing the thesis';
    const fields = educationOf(left, 'MEng, Imperial College London, 2014–2018');
    expect([fields.degree, fields.phd]).toEqual(['Master', '']);
  });

  it('the quoted part after “University of <Place>” is kept unless it names an award', () => {
    expect(educationOf('University of Ruse “Angel Kanchev” — BSc Computer Systems, 2014–2018').university).toBe(
      'University of Ruse “Angel Kanchev”',
    );
    expect(
      educationOf('National Technical University of Ukraine “KPI”, MSc Applied Mathematics, 2015').university,
    ).toBe('National Technical University of Ukraine “KPI”');
    expect(educationOf('University of Oxford “Rhodes Scholar”, MSc Economics, 2015').university).toBe(
      'University of Oxford',
    );
  });

  it('a name wrapped before “and Telecommunications”, “and Geology”, “and Energy Studies”, “and Sports”', () => {
    const schoolOf = (head: string, rest: string) => educationOf(head, rest).university;
    expect(
      schoolOf('Beijing University of Posts', 'and Telecommunications, B.Eng. Communication Engineering, 2016–2020'),
    ).toBe('Beijing University of Posts and Telecommunications');
    expect(schoolOf('University of Mining', 'and Geology, MSc Geophysics, 2012')).toBe(
      'University of Mining and Geology',
    );
    expect(schoolOf('University of Petroleum', 'and Energy Studies, B.Tech Chemical Engineering, 2019')).toBe(
      'University of Petroleum and Energy Studies',
    );
    expect(schoolOf('University of Physical Education', 'and Sports, Bachelor of Sports Science, 2017')).toBe(
      'University of Physical Education and Sports',
    );
  });
});

describe('review 4: mobile labels and marks', () => {
  it('“(M)” before a number, “Mobile/WhatsApp:” beside an office line', () => {
    expect(fieldsOf('Chloe Smith', '(H) 03 9123 4567 · (M) 0412 987 654 · chloe.smith@example.com').phone).toBe(
      '0412 987 654',
    );
    expect(
      fieldsOf('Chinedu Eze', 'Office: +234 1 270 0000 | Mobile/WhatsApp: +234 803 123 4567', 'chinedu.eze@example.com')
        .phone,
    ).toBe('+234 803 123 4567');
    expect(fieldsOf('Arjun Mehta', 'Office: 022 2659 1234 | Mobile No.: 98300 41276', 'arjun@example.com').phone).toBe(
      '98300 41276',
    );
  });
});

describe('review 4: a two-digit 年 year in the 2000s, a reference year the test pins', () => {
  it('“02年” and “00年” beside the gender are birth years', () => {
    expect(fieldsOf('李思思', '女 ｜ 02年 ｜ 本科在读 ｜ 138 1234 5678').birthday).toBe('2002');
    expect(fieldsOf('陈浩', '北京 · 男 · 00年', 'chenhao@163.com').birthday).toBe('2000');
  });

  it('bounded by the reference year; 10–39 stay years of experience', () => {
    expect(yearWithNian('09年', 2026)).toBe('2009');
    expect(yearWithNian('09年', 2024)).toBe('');
    expect(yearWithNian('10年', 2060)).toBe('');
    expect(yearWithNian('39 年', 2060)).toBe('');
    expect(yearWithNian('95 年', 2026)).toBe('1995');
    expect(yearWithNian('2010 年', 2026)).toBe('2010');
    expect(yearWithNian('2011 年', 2026)).toBe('');
  });
});

describe('review 4: an employer at the top gives way to the footer’s name', () => {
  it('“Morgan Stanley” over a role with its years, “Deloitte Consulting”', () => {
    const morgan = ['Morgan Stanley', 'Analyst, Fixed Income 2019–2023', 'Education', 'LSE, BSc Economics'];
    expect(fieldsOf(...morgan, 'Wei Zhang | wei.zhang@gmail.com | +44 7700 900123').name).toBe('Wei Zhang');
    const deloitte = ['Deloitte Consulting', 'Senior Consultant 2018–2022', 'Skills: SQL, Tableau'];
    expect(fieldsOf(...deloitte, 'Priya Nair · priya.nair@gmail.com').name).toBe('Priya Nair');
  });

  it('a person with a role under the name keeps it over a recruiter’s footer on the agency’s domain', () => {
    const top = ['Dmitri Volkov', 'Backend Engineer 2019–2024', 'Skills: Go, Kafka'];
    expect(fieldsOf(...top, 'Laura Chen | laura.chen@northstar-talent.example').name).toBe('Dmitri Volkov');
  });
});
