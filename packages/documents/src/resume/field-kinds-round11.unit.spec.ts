import { describe, expect, it } from 'vitest';
import { layoutPageText } from '../text/pdf-layout.mjs';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, eleventh round: names and personal fields as resume builders set them (the eighth blind hold-out's
// kinds), each pinned with a text of our own shaped like the readers' output.

const fields = (lines: string[]) => extractResumeFields(lines.join('\n'));

describe('names set by resume builders', () => {
  it('a given name alone on the first line, the family name starting a contact line below it (Deedy)', () => {
    const text = [
      'Tomas',
      'gitlab.com/tvarga | tomas.varga@example.net |',
      'Varga\t+36 30 555 0101 | Szeged',
      'EDUCATION',
    ];
    expect(fields(text).name).toBe('Tomas Varga');
  });

  it('a page title that greets: "Hi, I\'m … — title" (Notion)', () => {
    const text = ['📄', "Hi, I'm Lucia Brandt — Data", 'Engineer', 'Email\tlucia@example.org'];
    expect(fields(text).name).toBe('Lucia Brandt');
    expect(fields(['Hello! I am Omar Haddad, platform engineer', 'omar@example.org']).name).toBe('Omar Haddad');
  });

  it('a quoted nickname between the given and the family name', () => {
    expect(fields(['Katherine “Kate” Ellison', 'Staff Engineer']).name).toBe('Katherine Ellison');
    expect(fields(["Robert 'Bob' Lindqvist", 'Designer']).name).toBe('Robert Lindqvist');
  });

  it('monogram initials before the name are dropped, a short given name is kept', () => {
    expect(fields(['JPL Juan Pablo Lopez', 'QA Analyst']).name).toBe('Juan Pablo Lopez');
    expect(fields(['TN Thandiwe Ngata', 'Data Annotator']).name).toBe('Thandiwe Ngata');
    // Not initials of what follows: part of the name.
    expect(fields(['Al Brennan', 'Analyst']).name).toBe('Al Brennan');
    expect(fields(['JO Rachel Kim', 'Analyst']).name).toBe('Jo Rachel Kim');
  });

  it("a Chinese name set vertically in a sidebar band, one character a line between the band's lines", () => {
    const text = ['个人资料', '祁', '性别：女', '电话：139 0000 1111', '月', '邮箱：qiyue@example.cn'];
    expect(fields(text).name).toBe('祁月');
    // A lone gender character is not the given name.
    expect(fields(['基本信息', '祁', '男', '电话：139 0000 1111']).name).toBe('');
  });
});

describe('a gender and birth month on a line of their own, far from the top (知页)', () => {
  const body = Array.from({ length: 20 }, (_, i) => `负责第 ${i + 1} 项数据治理工作`);
  it('reads both from "男 · 1993年4月"', () => {
    const r = fields(['郑一帆', '✉ zhengyf@example.cn', ...body, '女 · 1992年11月']);
    expect([r.gender, r.birthday]).toEqual(['Female', '1992-11']);
  });
  it('reads neither from a date alone or a gender word alone', () => {
    const r = fields(['郑一帆', '✉ zhengyf@example.cn', ...body, '2019/07 — 至今', '1992年11月']);
    expect([r.gender, r.birthday]).toEqual(['', '']);
  });
});

describe('rotated text in a PDF page', () => {
  const viewport = { convertToViewportPoint: (x: number, y: number) => [x, 800 - y] };
  const run = (str: string, size: number, x: number, y: number) => ({
    str,
    width: str.length * size * 0.5,
    transform: [size, 0, 0, size, x, y],
  });
  const turned = (str: string, size: number) => ({ str, width: 100, transform: [0, size, -size, 0, 30, 400] });
  const body = [run('CONTACT', 10, 60, 780), run('zofia.nowak@example.com', 9, 60, 765), run('SKILLS', 10, 60, 740)];

  it('a headline-sized rotated run (a name band) is read before the page', () => {
    const text = layoutPageText({ items: [...body, turned('ZOFIA NOWAK', 24)] }, viewport);
    expect(text.split('\n')[0]).toBe('ZOFIA NOWAK');
    expect(extractResumeFields(text).name).toBe('Zofia Nowak');
  });
  it('small rotated text (a margin note) stays out', () => {
    const text = layoutPageText({ items: [...body, turned('arXiv:2501.01234v2 [cs.CL]', 9)] }, viewport);
    expect(text).not.toContain('arXiv');
  });
});

describe('an Indian institute of technology named by its acronym and city (a Deedy education column)', () => {
  it('reads "IIT Bombay" over a B.Tech line as the bachelor\'s school', () => {
    const text = [
      'Arjun Mehta',
      'EDUCATION',
      'University of Toronto',
      'MASTER OF ENGINEERING',
      'SEP 2022 | JUN 2024',
      'IIT Bombay',
      'B.TECH, ELECTRICAL ENGINEERING',
      'JUL 2017 | MAY 2021',
    ];
    const r = fields(text);
    expect([r.degree, r.master, r.bachelor]).toEqual(['Master', 'University of Toronto', 'IIT Bombay']);
  });
});
