import { describe, expect, it } from 'vitest';
import { normalizeText } from '../text/normalize.ts';
import { obfuscatedEmail } from './contacts.ts';
import { degreesIn } from './education-degrees.ts';
import { extractResumeFields } from './extract-resume-fields.ts';
import { asBirthday } from './personal-birth-gender.ts';

// Issue 23, eighth round: kinds of failure the fifth blind hold-out showed, each pinned with a text of our own
// shaped like the readers' output.

describe('e-mail addresses written so that robots miss them', () => {
  it('reads "[at]" and "(dot)" anywhere', () => {
    expect(extractResumeFields('Hannah Okoro\n✉ h.okoro [at] example.net\n+44 7700 900123').email).toBe(
      'h.okoro@example.net',
    );
    expect(obfuscatedEmail('mail me: priya (at) example (dot) co (dot) uk', false)).toBe('priya@example.co.uk');
  });

  it('reads "#" for "@" only in a value labelled as the e-mail address', () => {
    const text = ['陈思远', '电话：139-1111-2222 ｜ 邮箱：chensy#example.cn（请将 # 换成 @）'].join('\n');
    expect(extractResumeFields(text).email).toBe('chensy@example.cn');
    expect(extractResumeFields('Tom Reed\nTopics: #rust at example.org meetups').email).toBe('');
    expect(obfuscatedEmail('we met at example.org', false)).toBe('');
  });
});

describe('a form that reads its label column before its values (Europass)', () => {
  const text = [
    'PERSONAL INFORMATION',
    'Surname(s) / First name(s)',
    'E-mail',
    'Date of birth',
    'Sex',
    'WORK EXPERIENCE',
    'Dates',
    'Curriculum Vitae',
    'Lindqvist Berg, Astrid',
    'astrid.lindqvist@example.se',
    '03/11/1989',
    'Female',
    '2019 – present',
  ].join('\n');

  it('takes the name written family name first, spelled by the e-mail, and the lone date and sex', () => {
    const fields = extractResumeFields(text);
    expect(fields.name).toBe('Astrid Lindqvist Berg');
    expect(fields.birthday).toBe('1989-11-03');
    expect(fields.gender).toBe('Female');
  });

  it('does not take a lone date or "Female" when no such label stands alone', () => {
    const experience = Array.from({ length: 16 }, (_, i) => `Shipped release ${i + 1} of the billing service.`);
    const fields = extractResumeFields(['Astrid Berg', 'Projects', ...experience, '03/11/1989', 'Female'].join('\n'));
    expect(fields.birthday).toBe('');
    expect(fields.gender).toBe('');
  });

  it('does not turn "City, Country" into a name', () => {
    expect(extractResumeFields('Stockholm, Sweden\nastrid@example.se').name).toBe('');
  });
});

describe('Taiwanese and Hong Kong resumes in traditional characters', () => {
  it('reads a name with a traditional surname, labels in traditional characters and a Minguo birth date', () => {
    const text = [
      '個人履歷',
      '林怡君 Yi-Chun Lin · 女',
      '出生\t民國85年2月9日（29歲）',
      '手機\t0933-222-111\t居住地\t新北市板橋區',
      '學歷',
      '國立成功大學 電機工程學研究所 碩士 2018/09 ~ 2020/06',
      '國立中興大學 資訊科學與工程學系 學士 2014/09 ~ 2018/06',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.name).toBe('林怡君');
    expect(fields.gender).toBe('Female');
    expect(fields.birthday).toBe('1996-02-09');
    expect(fields.degree).toBe('Master');
    expect(fields.master).toBe('國立成功大學');
    expect(fields.bachelor).toBe('國立中興大學');
  });

  it('does not take a residence label as the name', () => {
    expect(extractResumeFields('居住地\t台中市西屯區\n手機\t0933-222-111').name).toBe('');
  });

  it('reads a Hong Kong name and 性別', () => {
    const text = ['黃詠詩\t流動電話：+852 6123 4567', 'WONG Wing Sze, Vivian', '性別：女'].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.name).toBe('黃詠詩');
    expect(fields.gender).toBe('Female');
  });

  it('dates in the Minguo calendar, and radicals a PDF font printed for ideographs', () => {
    expect(asBirthday('民國79年12月1日')).toBe('1990-12-01');
    expect(asBirthday('民国 88.07')).toBe('1999-07');
    expect(asBirthday(normalizeText('\u2ea0國80年3月'))).toBe('1991-03');
  });
});

describe('education', () => {
  it('takes the university, not its research institute named beside it', () => {
    const text = [
      'Education',
      '2016–2022 Ph.D. in Robotics, Robotics Institute, Carnegie Mellon University, Pittsburgh, PA',
      '2012–2016 B.S. in Physics, Peking University, Beijing',
    ].join('\n');
    expect(extractResumeFields(text).phd).toBe('Carnegie Mellon University');
    expect(extractResumeFields('教育背景\n浙江大学 控制科学与工程研究所 硕士 2019-2022').master).toBe('浙江大学');
  });

  it('keeps a standalone institute of technology', () => {
    const text = ['Education', 'Ph.D. in EECS, Massachusetts Institute of Technology, 2020'].join('\n');
    expect(extractResumeFields(text).phd).toBe('Massachusetts Institute of Technology');
  });

  it('puts back a keyword wrapped to the next line', () => {
    const text = [
      'Education',
      '2014–2019 Ph.D. in Computational Linguistics, Johns Hopkins',
      'University, Center for Language and Speech Processing, Baltimore, MD.',
    ].join('\n');
    expect(extractResumeFields(text).phd).toBe('Johns Hopkins University');
  });

  it('reads a degree in small capitals in a cell beside mixed-case dates', () => {
    expect(degreesIn('M.ENG. IN ROBOTICS (MERIT)\tOct. 2018 - Sep. 2019').map((d) => d.level)).toEqual(['Master']);
    const text = [
      'Education',
      'Imperial College London\tLondon, UK',
      'M.SC. IN ADVANCED COMPUTING\tOct. 2019 - Sep. 2020',
      'University of Nairobi\tNairobi, Kenya',
      'B.SC. IN MATHEMATICS\tSep. 2012 - Jul. 2016',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.degree).toBe('Master');
    expect(fields.master).toBe('Imperial College London');
    expect(fields.bachelor).toBe('University of Nairobi');
  });

  it('a course-only programme that gives no degree is not a degree', () => {
    const text = [
      '教育经历',
      '2010.09 – 2014.06\t华中科技大学\t软件工程 本科',
      '2021.03 – 2022.01\t武汉大学 金融学研究生课程进修班（结业，不授予学位）',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.degree).toBe('Bachelor');
    expect(fields.university).toBe('华中科技大学');
    expect(degreesIn('Graduate certificate in Data Science (non-degree), Harvard Extension School')).toEqual([]);
  });

  it('finds the school a form names a few lines under the qualification', () => {
    const text = [
      'Title of qualification awarded',
      'Master in Electrical Engineering',
      'Power systems, control, signal processing.',
      'Thesis: load forecasting.',
      'Instituto Superior Técnico, Lisbon (Portugal)',
    ].join('\n');
    expect(extractResumeFields(text).master).toBe('Instituto Superior Técnico');
  });
});
