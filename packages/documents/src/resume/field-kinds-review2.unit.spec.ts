import { describe, expect, it } from 'vitest';
import { layoutPageText } from '../text/pdf-layout.mjs';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, second outside review of round 50 (fields): each of the reviewer's sentences, pinned.

describe('review 2: lone modifier letters in a PDF line are read in one pass', () => {
  const viewport = { convertToViewportPoint: (x: number, y: number) => [x, 800 - y] };
  const item = (str: string, x: number, width: number) => ({ str, width, transform: [9, 0, 0, 9, x, 700] });
  /** One run "ab ab … ab" of `words` words and a lone ʻ drawn over each of its spaces, at the space's left edge. */
  const okinaOverEverySpace = (words: number) => {
    const host = Array.from({ length: words }, () => 'ab').join(' ');
    const width = host.length * 4.5;
    const ems = words * 1.0 + (words - 1) * 0.27; // the layout's rough widths: a and b 0.5 em, a space 0.27 em
    const okinas = Array.from({ length: words - 1 }, (_, i) => item('ʻ', 50 + (width * (i * 1.27 + 1)) / ems, 3));
    return [item(host, 50, width), ...okinas];
  };

  it('places the first sixteen of a line, each in its own space, and leaves the rest as items', () => {
    expect(layoutPageText({ items: okinaOverEverySpace(20) }, viewport)).toBe(`${'abʻ'.repeat(16)}ab ab ab abʻ ʻ ʻ`);
  });

  it('20,000 lone ʻ over one run complete (quadratic, this took minutes) and give the same text', () => {
    const words = 20_000;
    const rest = Array.from({ length: words - 1 - 16 }, () => 'ʻ').join(' ');
    const expected = `${'abʻ'.repeat(16)}${Array.from({ length: words - 16 }, () => 'ab').join(' ')}${rest}`;
    expect(layoutPageText({ items: okinaOverEverySpace(words) }, viewport)).toBe(expected);
  });

  it('a line of 200,000 word items joins in one pass (re-reading the line end per item was quadratic)', () => {
    const items = Array.from({ length: 200_000 }, (_, i) => item(i % 2 ? 'b ' : 'a', 50 + i * 10, 5));
    const text = layoutPageText({ items }, viewport);
    expect(text).toBe(Array.from({ length: 100_000 }, () => 'a b').join(' '));
  });
});

describe('review 2: a marked mobile on another person’s line is not the candidate’s', () => {
  it('an emergency contact’s (mobile) after the labelled phone', () => {
    const text = [
      'Aisha Bello',
      'Email: aisha.bello@example.com',
      'Phone: +44 7700 900123',
      'Emergency contact: Musa Bello (mobile) +44 7700 900456',
      'London, UK',
    ].join('\n');
    expect(extractResumeFields(text).phone).toBe('+44 7700 900123');
  });

  it('紧急联系人 with 母亲 and （手机）', () => {
    const text = [
      '王磊',
      '电话：186 1234 5678',
      '邮箱：wanglei@example.com',
      '紧急联系人：王芳（母亲）（手机）139 8765 4321',
    ];
    expect(extractResumeFields(text.join('\n')).phone).toBe('+86 186 1234 5678');
  });

  it('a referee’s (mobile) on a References line', () => {
    const text = [
      'Carlos Mendes',
      'carlos.mendes@example.com | Tel: +351 912 345 678',
      'References: Ana Silva, Manager (mobile) +351 913 222 111',
    ];
    expect(extractResumeFields(text.join('\n')).phone).toBe('+351 912 345 678');
  });

  it('the candidate’s own marked mobile still wins over a home line', () => {
    const text = ['Aisha Bello', 'Phone: 020 7946 0018 (home) / 07700 900123 (mobile)', 'aisha@example.com'];
    expect(extractResumeFields(text.join('\n')).phone).toBe('07700 900123');
  });
});

describe('review 2: a region code before a hyphen needs a phone label or a contact line', () => {
  it('a staff number 852-… is not a phone', () => {
    const text = ['Kelly Chan', 'kelly.chan@example.com', 'Staff No. 852-2019 0001'].join('\n');
    expect(extractResumeFields(text).phone).toBe('');
  });

  it('852-… beside a phone label or an e-mail address is read', () => {
    expect(extractResumeFields('Kelly Chan\nMobile: 852-6123 4488').phone).toBe('+852 6123 4488');
    expect(extractResumeFields('Kelly Chan\nkelly@example.hk | 852-6123 4488').phone).toBe('+852 6123 4488');
  });
});

describe('review 2: gender and birth of a relative, years of experience', () => {
  it('a family-members table is not the candidate’s gender and birth month', () => {
    const text = ['张伟', '电话：13812345678', '邮箱：zhangwei@example.com', '求职意向：Java 开发', '', '家庭成员'];
    const fields = extractResumeFields([...text, '父亲 张建国 男 1962.10', '母亲 李秀英 女 1965.03'].join('\n'));
    expect([fields.gender, fields.birthday]).toEqual(['', '']);
  });

  it('rows under 家庭情况 with a header row', () => {
    const text = ['陈静', '手机 13900001111 | chenjing@example.com', '教育背景', '2016.09-2020.06 武汉大学 本科'];
    const rows = ['家庭情况', '关系 姓名 性别 出生年月', '母亲 刘芳 女 1968.05'];
    const fields = extractResumeFields([...text, ...rows].join('\n'));
    expect([fields.gender, fields.birthday]).toEqual(['', '']);
  });

  it('a row under 家庭成员 that opens with the relative’s name, and a kinship row without a heading', () => {
    const text = ['张伟', 'zhangwei@example.com', '家庭成员', '张建国 父亲 男 1962.10'].join('\n');
    expect(extractResumeFields(text).birthday).toBe('');
    expect(extractResumeFields('张伟\nzhangwei@example.com\n父亲 张建国 男 1962.10').birthday).toBe('');
  });

  it('after the family table, the candidate’s own gender and birth month are read again', () => {
    const text = ['陈静', 'chenjing@example.com', '家庭成员', '母亲 刘芳 女 1968.05', '教育背景', '武汉大学 本科'];
    const fields = extractResumeFields([...text, '南京市鼓楼区 · 女 · 1996.09'].join('\n'));
    expect([fields.gender, fields.birthday]).toEqual(['Female', '1996-09']);
  });

  it('years of experience with 年 are no birth year', () => {
    expect(extractResumeFields('刘洋 ｜ 男 ｜ 10年 ｜ 本科 ｜ 13700001234\nliuyang@example.com').birthday).toBe('');
    expect(extractResumeFields('周杰\n求职状态：在职 · 男 · 12 年 · 上海\n邮箱：zhoujie@example.com').birthday).toBe(
      '',
    );
  });

  it('a four-digit year with 年 is a birth year only up to sixteen years ago', () => {
    const young = new Date().getFullYear() - 10;
    expect(extractResumeFields(`闫晨光\n✉ ycg@example.net\n济南 · 女 · ${young} 年`).birthday).toBe('');
    expect(extractResumeFields('闫晨光\n✉ ycg@example.net\n济南 · 女 · 1996 年').birthday).toBe('1996');
  });

  it('“F.” alone is an initial, “Gender: M.” a gender', () => {
    expect(extractResumeFields('Anna K.\nF.\nanna.k@example.com').gender).toBe('');
    expect(extractResumeFields('J. Park\nj.park@example.com\nGender: M.').gender).toBe('Male');
  });
});

describe('review 2: a form’s First/Last name fields and an e-mail line’s name', () => {
  it('“Name: Priya Raman” wins over an emergency contact’s First/Last name fields', () => {
    const text = [
      'Name: Priya Raman',
      'Email: priya.raman@example.com',
      'Phone: +91 98450 12345',
      '',
      'Emergency contact',
    ];
    const fields = extractResumeFields(
      [...text, 'First name: Suresh', 'Last name: Raman', 'Relationship: Father'].join('\n'),
    );
    expect(fields.name).toBe('Priya Raman');
  });

  it('a labelled whole name comes before First/Last name fields that follow it', () => {
    const text = [
      'Name: Priya Raman',
      'Email: priya.raman@example.com',
      'Spouse',
      'First name: Suresh',
      'Last name: Raman',
    ];
    expect(extractResumeFields(text.join('\n')).name).toBe('Priya Raman');
  });

  it('a referee’s First/Last name fields further down are not the name', () => {
    const text = [
      'Olusegun Adeyemi',
      'olusegun.adeyemi@example.com | +234 803 123 4567',
      'Experience',
      '...',
      'Referee',
    ];
    const fields = extractResumeFields(
      [...text, 'First name: Grace', 'Last name: Okafor', 'Email: g@example.org'].join('\n'),
    );
    expect(fields.name).toBe('Olusegun Adeyemi');
  });

  it('a recruiter’s footer with the e-mail does not replace a person’s name at the top', () => {
    const text = ['DMITRI VOLKOV', 'Backend Engineer', 'Skills: Go, Kafka'];
    const footer = 'Laura Chen | laura.chen@northstar-talent.example | +49 30 1234567';
    expect(extractResumeFields([...text, footer].join('\n')).name).toBe('Dmitri Volkov');
  });

  it('a company at the top still gives way to the name the footer’s address spells', () => {
    const text = ['Star Ferry Wallet Limited', 'Senior Product Designer, 2019 – 2024', 'Experience'];
    const footer = 'Wing Chan · wing.chan@example.hk · +852 6123 4488';
    expect(extractResumeFields([...text, footer].join('\n')).name).toBe('Wing Chan');
  });
});

describe('review 2: schools and degrees', () => {
  const educationOf = (...lines: string[]) =>
    extractResumeFields(['Li Ming', 'li.ming@example.com', 'Education', ...lines].join('\n'));

  it('名 after a date is the first character of 名古屋大学, not a measure word', () => {
    const fields = educationOf('2016.04 – 2018.03 名古屋大学 工学研究科 硕士', '2012.09 – 2016.06 大连理工大学 本科');
    expect([fields.master, fields.bachelor]).toEqual(['名古屋大学', '大连理工大学']);
  });

  it('名 after a year is the first character of 名城大学', () => {
    expect(educationOf('2015 名城大学 经营学部 学士').bachelor).toBe('名城大学');
  });

  it('a highest-qualification line that names its school is the entry', () => {
    const fields = extractResumeFields(
      ['Rahul Verma', 'rahul.verma@example.com', 'Highest qualification: B.Tech, IIT Bombay (2015)'].join('\n'),
    );
    expect([fields.degree, fields.bachelor]).toEqual(['Bachelor', 'IIT Bombay']);
    const lagos = 'Ngozi Eze\nngozi.eze@example.com\nHighest degree: MSc Computer Science, University of Lagos, 2019';
    expect(extractResumeFields(lagos).master).toBe('University of Lagos');
  });

  it('“withdrawn after/in” inside a sentence about something else leaves the study finished', () => {
    const thesis =
      'B.Sc. Pharmacology, University of Lagos, 2012 – 2016. Thesis on drugs withdrawn after post-market surveillance';
    expect(educationOf(thesis).bachelor).toBe('University of Lagos');
    const paper = 'MSc Chemistry, Lund University, 2017 – 2019 (first paper withdrawn in review, resubmitted)';
    expect(educationOf(paper).master).toBe('Lund University');
  });

  it('“left before graduating” on a line that says the degree was completed', () => {
    const line =
      'BSc Economics, University of Tokyo, 2010 – 2014; left before graduating the honours track, completed the degree';
    expect(educationOf(line).bachelor).toBe('University of Tokyo');
  });

  it('a quoted award after “University of <Place>” is no part of the name', () => {
    expect(educationOf('BSc Physics, University of Oxford “Rhodes Scholar” 2016').bachelor).toBe(
      'University of Oxford',
    );
  });
});
