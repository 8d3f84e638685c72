import { describe, expect, it } from 'vitest';
import { readEducation } from './education.ts';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, seventeenth round: names, phones, education and birth dates; our own texts.

const fields = (lines: string[]) => extractResumeFields(lines.join('\n'));

describe('a city with its state or province code', () => {
  it('is never the name, though the code looks like a credential', () => {
    const got = fields([
      'Freelance data engineer · San Antonio, TX · booking Q3',
      'Dolores Achterberg, MBA',
      'dolores@achterberg.example.net',
    ]);
    expect(got.name).toBe('Dolores Achterberg');
    expect(fields(['Remote · Thunder Bay, ON', 'Ingrid Solheim', 'ingrid@example.ca']).name).toBe('Ingrid Solheim');
  });
  it('leaves the credentials that share a code alone', () => {
    expect(fields(['Jonah Whitfield, MD', 'jonah@example.org']).name).toBe('Jonah Whitfield');
  });
});

describe('a nickname on a line of its own between the given and the family name', () => {
  it('is left out, and the two lines around it are the name', () => {
    const got = fields(['Oluwaseun', '“Seun”', 'Adebayo-Cole', 'Shader Programmer', 'seun@example.ng']);
    expect(got.name).toBe('Oluwaseun Adebayo-Cole');
    expect(fields(['Katarzyna', '(Kasia)', 'Wróblewska', 'kasia@example.pl']).name).toBe('Katarzyna Wróblewska');
  });
});

describe('a phone number a narrow cell wrapped after its first groups', () => {
  it('is read whole from the start of the next line', () => {
    const got = fields(['lin.hao@example.com', 'Mobile/Signal: +86 139', '1234 5678', 'LIN Hao 林浩', 'Summary']);
    expect(got.phone).toBe('+86 139 1234 5678');
  });
  it('does not take a year or a count from the next line', () => {
    expect(fields(['Tel: +44 20', 'Joined in 2019 as the first hire.']).phone).toBe('');
  });
});

describe('a cover letter whose letterhead holds the only whole phone number', () => {
  it('gives the phone when the resume after it gives none', () => {
    const got = fields([
      'Imogen Vasilakis',
      'imogen@example.org · +1 503 555 0188',
      'Dear hiring committee,',
      'I would like to apply for the platform role.',
      'Sincerely,',
      'Imogen Vasilakis',
      '',
      'Imogen Vasilakis',
      'imogen@example.org',
      'EXPERIENCE',
      'Staff Engineer, Larchwood Systems 2018 – 2025',
    ]);
    expect(got.phone).toBe('+1 503 555 0188');
  });
});

describe('education left unfinished', () => {
  it('gives no degree, and its school is not the candidate’s university', () => {
    const got = readEducation([
      'Education',
      'McGill University — Physics, 2004 – 2006 (did not complete)',
      'Certificate: Certified Kubernetes Security Specialist, 2021',
    ]);
    expect(got).toEqual({ degree: '', university: '', bachelor: '', master: '', phd: '' });
  });
  it('leaves the finished degree above it as the highest', () => {
    const got = readEducation([
      'University of Washington — M.S. Statistics\t2015',
      'PhD program in Statistics, 2015–2017; left for industry (no degree).',
      'Reed College — B.A. Mathematics\t2013',
    ]);
    expect(got.degree).toBe('Master');
    expect(got.master).toBe('University of Washington');
    expect(got.phd).toBe('');
  });
});

describe('a professional school named beside its university', () => {
  it('gives its degree to the university', () => {
    const got = readEducation(['MBA, Kellogg School of Management, Northwestern University, 2012']);
    expect(got.master).toBe('Northwestern University');
  });
  it('stays whole when its own name holds the university', () => {
    expect(readEducation(['M.P.H., University of Iowa School of Public Health, 2010']).university).toBe(
      'University of Iowa School of Public Health',
    );
  });
});

describe('a doctorate written the German and Swiss way in the education section', () => {
  it('is a PhD at its school', () => {
    const got = readEducation([
      'Dr. sc. ETH Zürich (Doctor of Sciences, Mechanical Engineering), ETH Zurich, 2019.',
      'Master of Science in Robotics, KTH, 2014.',
    ]);
    expect(got.degree).toBe('PhD');
    expect(got.phd).toBe('ETH Zürich');
    expect(readEducation(['Dr. rer. nat. in Physics, Universität Heidelberg, 2015']).degree).toBe('PhD');
  });
});

describe('a school’s keyword wrapped into the first cell of the next line', () => {
  it('finishes the name in the cell above, and its dates stay', () => {
    const got = readEducation([
      'M.Sc., Data Science — Fudan\t2016.09 –',
      'University\t2019.06',
      'B.Sc., Statistics — East China Normal University\t2012.09 – 2016.06',
    ]);
    expect(got.master).toBe('Fudan University');
    expect(got.bachelor).toBe('East China Normal University');
  });
});

describe('students the candidate supervised', () => {
  it('are no degree of theirs', () => {
    const got = readEducation([
      '浙江大学 控制科学与工程 工学博士',
      '复旦大学 数学系 博士后',
      '合作导师：李教授。带 3 名硕士',
      '生完成两项课题。',
    ]);
    expect(got.master).toBe('');
    expect(got.phd).toBe('浙江大学');
    expect(readEducation(['Imperial College London — postdoc; supervised two MSc students']).master).toBe('');
  });
});

describe('a birth month opening a header cell after the gender', () => {
  it('is the birth date though the city and the phone follow in the same cell', () => {
    const got = fields(['上官若溪', '女 / 1991.11 杭州西湖 158-0000-1234 ruoxi@example.com', '工作经历']);
    expect(got.birthday).toBe('1991-11');
  });
  it('is not read from a period of study', () => {
    expect(fields(['上官若溪', '女 / 2010.09 - 2014.06 杭州 ruoxi@example.com']).birthday).toBe('');
  });
});
