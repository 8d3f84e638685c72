import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, third outside review of round 52 (fields): each of the reviewer's inputs, pinned.

const withSections = (top: string, rest = '') =>
  `${top}\n\nEDUCATION\nBSc Computer Science, University of Leeds, 2010–2013\n\nEXPERIENCE\nSoftware Engineer, Acme Ltd, 2013–2020\n${rest}`;
const priya = 'Priya Raman\npriya.raman@example.com | +44 7700 900123';

describe('review 3: a school wrapped before "and" takes the next line only when it is the name’s rest', () => {
  const schoolOf = (degree: string, next: string) =>
    extractResumeFields(`Oliver Brown\noliver.brown@example.com\n\nEDUCATION\n${degree}\n${next}\n`).university;

  it('an honour, a qualification, a second school or a job after "and" / "&" stays off the name', () => {
    expect(schoolOf('BSc Physics, First Class — University of Bristol', "and Dean's List, 2014–2017")).toBe(
      'University of Bristol',
    );
    expect(schoolOf('MSc Finance — University of St Andrews', 'and CFA Level II, 2019–2020')).toBe(
      'University of St Andrews',
    );
    expect(
      schoolOf('MSc Robotics — University of Edinburgh', 'and Heriot-Watt University (joint programme), 2019–2020'),
    ).toBe('University of Edinburgh');
    expect(schoolOf('BSc Microbiology — University of Lagos', '& Teaching Assistant, 2012–2016')).toBe(
      'University of Lagos',
    );
  });

  it('round 52’s name wrapped before "and Technology" is still joined', () => {
    expect(schoolOf('BSc EEE — Bangladesh University of Engineering', 'and Technology (BUET), 2015–2020.')).toBe(
      'Bangladesh University of Engineering and Technology',
    );
  });
});

describe('review 3: a mobile label or mark is read only where it labels a number', () => {
  const phoneOf = (text: string) => extractResumeFields(text).phone;

  it('"Cell Biology Unit, Tel. …" and "Cell lines … HEK293 (617) …" are no mobile', () => {
    expect(
      phoneOf(
        'Dr. Anna Kowalski\nCell Biology Unit, Tel. (617) 555-0100\nanna.kowalski@example.org\nPhone: +1 617 555 0199',
      ),
    ).toBe('+1 617 555 0199');
    expect(
      phoneOf(
        'Dr. Anna Kowalski\nanna.kowalski@example.org | Mobile +1 617 555 0199\nCell lines 2010–2013 HEK293 (617) 555-0100',
      ),
    ).toBe('+1 617 555 0199');
  });

  it('"M:" before a person and "(M)" after a name are a mother, not the mobile', () => {
    expect(phoneOf('Wei Zhang\nwei.zhang@example.com | +86 138 0013 8000\nM: Zhang Hua (mother) 139 1234 5678')).toBe(
      '+86 138 0013 8000',
    );
    expect(
      phoneOf('Rahul Sharma\nrahul.sharma@example.in | +91 98765 43210\nEmergency: Sunita Sharma (M) +91 91234 56789'),
    ).toBe('+91 98765 43210');
  });

  it('"(m)" away from any number, or after an office label, marks no mobile', () => {
    expect(
      phoneOf(
        'Lars Jensen\nlars.jensen@example.dk\nTel: +45 32 12 34 56\nSwimming 1500 (m) club record +45 20 12 34 56',
      ),
    ).toBe('+45 32 12 34 56');
    expect(
      phoneOf(
        'Lars Jensen\nSoftware Engineer\nPhone: +45 20 12 34 56\n\nEXPERIENCE\n...\nlars.jensen@example.dk · Office (m) +45 32 12 34 56',
      ),
    ).toBe('+45 20 12 34 56');
  });

  it('a "cell" word before other words than the number is no label', () => {
    expect(
      phoneOf('Ana Lima\nana.lima@example.com\nCell 7 days a week: +1 415 555 0100 (office)\nMobile: +1 415 555 0199'),
    ).toBe('+1 415 555 0199');
  });

  it('a referee’s cell and the labelled Spanish mobiles read as before', () => {
    expect(
      phoneOf(
        'Lars Jensen\nPhone: +45 20 12 34 56\nlars.jensen@example.dk\n\nREFERENCES\nProf. Ole Hansen, ole.hansen@ku.dk, cell 61 23 45 67 (cc lars.jensen@example.dk)',
      ),
    ).toBe('+45 20 12 34 56');
    expect(phoneOf('Lucía García\nlucia.garcia@example.es\nMóvil: 612 34 58 90')).toBe('612 34 58 90');
  });
});

describe('review 3: "b." is a birth label only in lower case and outside an a./b. list', () => {
  const birthdayOf = (rest: string, top = priya) => extractResumeFields(withSections(top, rest)).birthday;

  it('a list’s second item is no birth date', () => {
    expect(birthdayOf('\nPUBLICATIONS\na. 2021\nb. 2009\n')).toBe('');
    expect(
      birthdayOf('\nAWARDS\na. 2019 Best Paper Award, ACL\nb. 2008 National Olympiad in Informatics, Silver'),
    ).toBe('');
    expect(birthdayOf('\nCERTIFICATES\na. 01/2010 CCNA\nb. 06/2009 Oracle Java SE 6 Programmer')).toBe('');
    expect(
      birthdayOf('\nLANGUAGES\na. Spanish (native)\nb. 1999 DELF B2 French', 'Tomás Ruiz\ntomas.ruiz@example.com'),
    ).toBe('');
  });

  it('an upper-case "B." is a list item too', () => {
    expect(birthdayOf('\nTIMELINE\nA. 2004 – moved to London\nB. 2009 – first job')).toBe('');
  });

  it('"b. 1995-04-09" under the name is still the birth date', () => {
    expect(extractResumeFields('Priya Raman\nb. 1995-04-09\npriya.raman@example.com').birthday).toBe('1995-04-09');
  });
});
