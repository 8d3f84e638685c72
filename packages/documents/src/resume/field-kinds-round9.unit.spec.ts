import { describe, expect, it } from 'vitest';
import { withWrappedEnd } from './contacts.ts';
import { readEducation } from './education.ts';
import { extractResumeFields } from './extract-resume-fields.ts';
import { findLabelledValues } from './labels.ts';

// Issue 23, ninth round: kinds of failure the sixth blind hold-out showed, each pinned with a text of our own
// shaped like the readers' output.

describe('names', () => {
  it('drops a nickname between a hyphenated or ALL-CAPS given name and the family name', () => {
    expect(extractResumeFields('Ji-woo (Jay) Han\nBackend Engineer\njiwoo.han@example.com').name).toBe('Ji-woo Han');
    expect(extractResumeFields('PRIYA (PIA) RAMAN-SHAH\nData Engineer\npia@example.com').name).toBe('Priya Raman-Shah');
  });

  it('drops post-nominals with a level (PSM I) and never takes a job title for the name', () => {
    const text = [
      'Denver, CO 80202',
      'Cell: 303.555.0101',
      'Laura J. Finch, CSM, PSM II',
      'Scrum Master / Delivery Lead',
    ];
    expect(extractResumeFields(text.join('\n')).name).toBe('Laura J. Finch');
    expect(extractResumeFields('Product Owner\nAgile Coach\nlaura@example.com').name).toBe('');
  });
});

describe('phones, birth dates and e-mails', () => {
  it('stores a UK number without the trunk (0) after the country code', () => {
    expect(extractResumeFields('Iona Reid\n+44 (0)7911 123 456 · iona@example.org').phone).toBe('+44 7911 123 456');
  });

  it('reads a birth date after an uncoloned label, German form (Born 03.11.1989)', () => {
    expect(extractResumeFields('Jonas Weber\nBorn 03.11.1989 in Hamburg\njonas@example.de').birthday).toBe(
      '1989-11-03',
    );
  });

  it('reads the birth month beside a labelled gender and after a gender icon', () => {
    expect(extractResumeFields('王小明\n性别：男｜1996.07\n电话：139 0000 1111').birthday).toBe('1996-07');
    const icons = extractResumeFields('李娜 Li Na\n✉ lina@example.com\n♀ 女 · 1993.05\t⌂ 上海');
    expect([icons.gender, icons.birthday]).toEqual(['Female', '1993-05']);
  });

  it('reads a label and its value in one cell when another cell of the row is a label alone', () => {
    const found = findLabelledValues(['出生年月 1994 年 9 月\t民 族\t汉族']);
    expect(found.find((f) => f.field === 'birthday')?.value).toBe('1994 年 9 月');
  });

  it('joins an address whose last letters a table cell wrapped, only into a common domain', () => {
    expect(withWrappedEnd('gao@example.co', ['gao@example.co', '电话 139 0000 1111\t邮箱', 'm'])).toBe(
      'gao@example.com',
    );
    expect(withWrappedEnd('gao@example.co', ['gao@example.co', 'x'])).toBe('gao@example.co');
    expect(withWrappedEnd('gao@example.com', ['gao@example.com', 'cn'])).toBe('gao@example.com');
  });
});

describe('the highest degree when the master follows the bachelor', () => {
  const schools = (lines: string[]) => {
    const e = readEducation(lines);
    return [e.degree, e.bachelor, e.master];
  };

  it('reads M.Tech, Diplom, a Scottish MA (Hons) and an MA before its subject', () => {
    expect(
      schools(['M.Tech, VLSI Design — Anna University, 2019', 'B.E., ECE — PSG College of Technology, 2017']),
    ).toEqual(['Master', 'PSG College of Technology', 'Anna University']);
    expect(schools(['Diplom-Informatiker, Universität Stuttgart, 2012'])[2]).toBe('Universität Stuttgart');
    expect(schools(['MA (Hons) History, University of Aberdeen, 2015'])).toEqual([
      'Bachelor',
      'University of Aberdeen',
      '',
    ]);
    expect(schools(['MA Journalism - University of Sheffield, 2016', 'BA English - University of York, 2015'])).toEqual(
      ['Master', 'University of York', 'University of Sheffield'],
    );
  });

  it('keeps a school name whose first word after the keyword starts with M or B and an accent (München)', () => {
    expect(schools(['M.Sc. Matemáticas, Universidad de Málaga (UMA), 2018'])[2]).toBe('Universidad de Málaga');
  });

  it('puts back a place wrapped after "at" or after a campus system’s comma', () => {
    expect(schools(['BBA, Finance — The University of North Carolina at', 'Chapel Hill, Kenan-Flagler, 2014'])[1]).toBe(
      'The University of North Carolina at Chapel Hill',
    );
    expect(schools(['B.Tech, Civil — National Institute of Technology,\t2010 –', 'Warangal (NIT W)\t2014'])[1]).toBe(
      'National Institute of Technology, Warangal',
    );
  });
});
