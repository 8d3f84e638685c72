import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, nineteenth round: education, names and birthdays; our own texts.

const fields = (lines: string[]) => extractResumeFields(lines.join('\n'));

describe('a school name whose table cell wrapped beside other wrapped cells', () => {
  it('puts the rest of the name back when the last cell ends on "of"', () => {
    const got = fields([
      'Min-seo Kang',
      'minseo.kang@example.kr',
      'EDUCATION',
      '2019 – 2021\tM.S. in Electrical and Computer\tPohang University of',
      'Engineering\tScience and Technology (POSTECH)',
      '2015 – 2019\tB.S. in Physics\tYonsei University',
    ]);
    expect(got.master).toBe('Pohang University of Science and Technology');
    expect(got.bachelor).toBe('Yonsei University');
  });
  it('puts the campus back after a many-campus system’s comma', () => {
    const got = fields([
      'Rohan Iyer',
      'rohan.iyer@example.in',
      'EDUCATION',
      'B.Tech, Mechanical\tNational Institute of Technology,',
      'Engineering\tSurathkal',
    ]);
    expect(got.bachelor).toBe('National Institute of Technology, Surathkal');
  });
  it('puts a foreign name’s rest back when its abbreviation and year follow', () => {
    const got = fields([
      'Ana Beatriz Costa',
      'ana.costa@example.br',
      'EDUCATION',
      'Bacharelado em Física — Universidade Federal de Santa',
      'Catarina (UFSC), 2016',
    ]);
    expect(got.bachelor).toBe('Universidade Federal de Santa Catarina');
  });
});

describe('an exchange or visiting term', () => {
  it('is no degree, and its school is not the master’s', () => {
    const got = fields([
      'Lena Brandt',
      'lena@example.de',
      'EDUCATION',
      'M.Sc. Informatics — Technical University of Munich, 2020',
      'Exchange semester: KTH Royal Institute of Technology, 2019',
      'B.Sc. Informatics — University of Stuttgart, 2018',
    ]);
    expect(got.master).toBe('Technical University of Munich');
    expect(got.bachelor).toBe('University of Stuttgart');
  });
  it('does not give the bachelor’s of the line it shares to the exchange school', () => {
    const got = fields([
      '何詠詩',
      'wing@example.hk',
      '學歷',
      '香港大學',
      '文學士 BA in Linguistics，2017；交換生 Exchange: University of Edinburgh, 2016',
    ]);
    expect(got.bachelor).toBe('香港大學');
    expect(got.degree).toBe('Bachelor');
  });
});

describe('a Vietnamese engineer’s degree', () => {
  it('counts as a bachelor’s', () => {
    const got = fields([
      'Trần Văn Minh',
      'minh@example.vn',
      'Education',
      "Engineer's degree (Kỹ sư), Computer Science — Da Nang University of Technology, 2015–2020",
    ]);
    expect(got.degree).toBe('Bachelor');
    expect(got.bachelor).toBe('Da Nang University of Technology');
  });
});

describe('a name found below a sidebar', () => {
  it('prefers a line the e-mail spells to a course title over a certificate that names a job', () => {
    const got = fields([
      'CONTACT',
      'meenakshi.sundaram@example.in',
      'Chennai, India',
      'SKILLS',
      'Python, SQL',
      'COURSES',
      'Deep Learning Specialization (Coursera, 2021)',
      'AWS Certified Machine Learning Engineer Associate',
      'Meenakshi Sundaram',
      'Machine Learning Engineer',
    ]);
    expect(got.name).toBe('Meenakshi Sundaram');
  });
});

describe('a long name wrapped by a narrow sidebar', () => {
  it('keeps its last family name when the e-mail spells it', () => {
    expect(fields(['Maria Eduarda dos Santos', 'Figueiredo', 'maria.figueiredo@example.br']).name).toBe(
      'Maria Eduarda dos Santos Figueiredo',
    );
  });
  it('leaves a word under the name alone when the address does not spell it', () => {
    expect(fields(['Maria Eduarda dos Santos', 'Recife', 'duda@example.br']).name).toBe('Maria Eduarda dos Santos');
  });
});

describe('Taiwanese birth years', () => {
  it('reads a Minguo year stated as a birth', () => {
    expect(fields(['王怡君', '女｜民國 86 年生', 'yi@example.tw']).birthday).toBe('1997');
  });
  it('reads a birth year written as a conscription class, Western or Minguo', () => {
    expect(fields(['張家豪', '男 ｜ 兵役：役畢 ｜ 1991 年次', 'hao@example.tw']).birthday).toBe('1991');
    expect(fields(['張家豪', '男 ｜ 兵役：役畢 ｜ 80 年次', 'hao@example.tw']).birthday).toBe('1991');
  });
  it('reads one stated far below the top, where a sidebar read last puts it', () => {
    const body = Array.from({ length: 20 }, (_, n) => `負責第 ${n + 1} 項資料管線的維運與監控`);
    expect(fields(['王怡君', 'yi@example.tw', ...body, '女，民國 86 年生']).birthday).toBe('1997');
    expect(fields(['張家豪', 'hao@example.tw', ...body, '男，80 年次']).birthday).toBe('1991');
  });
});
