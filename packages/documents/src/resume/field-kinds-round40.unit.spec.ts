import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, fortieth round (fields): our own texts.

const header = 'Omar Farouk Haddad\nBackend Engineer\nomar.haddad@example.org\n';

describe('fortieth round: birth date', () => {
  it('a numeric date followed by its order in brackets is read in that order', () => {
    const dayFirst = extractResumeFields(
      `${header}Date of birth: 11/04/1990 (DD/MM/YYYY)   •   Nationality: Jordanian`,
    );
    expect(dayFirst.birthday).toBe('1990-04-11');
    const monthFirst = extractResumeFields(`${header}DOB: 11-04-1990 (mm-dd-yyyy) | Married`);
    expect(monthFirst.birthday).toBe('1990-11-04');
  });
});

describe('fortieth round: education', () => {
  it('a name whose first word ends the line above, its "… University of" on the next, is joined', () => {
    const text = [
      'EDUCATION',
      '2008 – 2013\tDiploma in Mechanical Engineering (integrated five-year programme), Royal',
      'Polytechnic University of Lisbon (RPUL). Thesis on turbine blade fatigue.',
      'SKILLS',
    ].join('\n');
    expect(extractResumeFields(header + text).university).toBe('Royal Polytechnic University of Lisbon');
  });
});
