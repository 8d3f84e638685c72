import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

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
