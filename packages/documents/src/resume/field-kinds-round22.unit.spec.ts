import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, twenty-second round: names, schools and birthdays; our own texts.

const fields = (lines: string[]) => extractResumeFields(lines.join('\n'));

describe('a last family name wrapped onto the line under the name', () => {
  it('is kept when only the GitHub handle spells it', () => {
    const got = fields([
      'Amani Njeri',
      'Otieno',
      'Backend Developer',
      'amani.dev@example.co.ke',
      'github.com/njeri-otieno',
    ]);
    expect(got.name).toBe('Amani Njeri Otieno');
  });
  it('is kept when the name line goes on in a cell beside it and a LinkedIn handle spells it', () => {
    const got = fields([
      'María Elena Castillo\tMonterrey, Nuevo León',
      'Ruiz',
      'me.cr@example.mx',
      'linkedin.com/in/mecastilloruiz',
      'Data Engineer',
    ]);
    expect(got.name).toBe('María Elena Castillo Ruiz');
  });
  it('is kept when the name opens a line that goes on in another cell', () => {
    const got = fields(['Tomás Ignacio Vega\tSantiago, Chile', 'Contreras', 'tomas.contreras@example.cl']);
    expect(got.name).toBe('Tomás Ignacio Vega Contreras');
  });
  it('is left out when no address or handle spells it', () => {
    const got = fields(['Amani Njeri', 'Otieno', 'amani.dev@example.co.ke', 'github.com/amanidev']);
    expect(got.name).toBe('Amani Njeri');
  });
});

describe('section labels set vertically in a one-table resume', () => {
  it('leaves the label character out of the name it is read before', () => {
    const got = fields([
      '基 冼朗',
      '本',
      '信 电话：139 2200 4411\t邮箱：lang.xian@example.cn',
      '息 现居：广州市天河区',
      '教 中山大学 软件工程 本科\t2011.09 - 2015.06',
      '育',
    ]);
    expect(got.name).toBe('冼朗');
  });
  it('does not cut a spaced two-character name on an ordinary header', () => {
    const got = fields(['冼 朗', '后端工程师', '电话：139 2200 4411', '邮箱：lang.xian@example.cn']);
    expect(got.name).toBe('冼朗');
  });
});

describe('a campus in brackets after the name of a system of institutes', () => {
  it('keeps the bracketed campus and the city after it', () => {
    const got = fields([
      'Rohan Mehta',
      'rohan.mehta@example.in',
      'EDUCATION',
      'B.Tech. in Mining Machinery Engineering, 2012 – 2016',
      'Indian Institute of Technology (ISM), Dhanbad — CGPA 8.1',
    ]);
    expect(got.bachelor).toBe('Indian Institute of Technology (ISM), Dhanbad');
  });
  it('drops the system’s own initials in brackets', () => {
    const got = fields([
      'Rohan Mehta',
      'rohan.mehta@example.in',
      'EDUCATION',
      'B.Tech., Indian Institute of Technology (IIT) Kanpur, 2016',
    ]);
    expect(got.bachelor).toBe('Indian Institute of Technology Kanpur');
  });
});

describe('a short degree with its subject in brackets, as a table column writes it', () => {
  it('reads BS before a bracketed subject as a bachelor’s, paired with the school under it', () => {
    const got = fields([
      'Ayesha Siddiqui',
      'ayesha.siddiqui@example.pk',
      'EDUCATION',
      'MS (Data Science)',
      'Information Technology University, Lahore',
      '2021',
      'BS (Software Engineering)',
      'COMSATS University Islamabad',
      '2019',
    ]);
    expect(got.degree).toBe('Master');
    expect(got.bachelor).toBe('COMSATS University Islamabad');
  });
  it('keeps MA (Hons) a bachelor’s', () => {
    const got = fields([
      'Eilidh Ross',
      'eilidh.ross@example.scot',
      'EDUCATION',
      'MA (Hons) Philosophy, University of St Andrews',
    ]);
    expect(got.degree).toBe('Bachelor');
  });
});

describe('an exchange written as "student exchange at" or a term abroad', () => {
  it('gives its school no degree; the bachelor’s stays with the university above', () => {
    const got = fields([
      'Lim Jia Hui',
      'jiahui.lim@example.sg',
      'EDUCATION',
      'Nanyang Technological University',
      'Bachelor of Engineering (Computer Science); student exchange at KTH Stockholm, Spring 2018',
    ]);
    expect(got.bachelor).toBe('Nanyang Technological University');
  });
  it('does the same for a semester abroad', () => {
    const got = fields([
      'Lim Jia Hui',
      'jiahui.lim@example.sg',
      'EDUCATION',
      'Nanyang Technological University',
      'B.Eng. Computer Science, 2019 — semester abroad at Technical University of Munich',
    ]);
    expect(got.bachelor).toBe('Nanyang Technological University');
  });
});

describe('a French school named Polytechnique and its city', () => {
  it('is the school of the degree above it', () => {
    const got = fields([
      'Camille Gagnon',
      'camille.gagnon@example.ca',
      'FORMATION / EDUCATION',
      'Baccalauréat en génie logiciel\t2015–2019',
      'Polytechnique Montréal, stage en entreprise chez Hydro-Québec',
    ]);
    expect(got.bachelor).toBe('Polytechnique Montréal');
  });
});

describe('a graduate school and a supervisor of students are no master’s degree', () => {
  const education = (extra: string) =>
    fields([
      '柏宇航',
      'yuhang.bai@example.cn',
      '教育背景',
      '浙江大学 控制科学与工程 工学博士 2013.09 - 2018.06',
      '四川大学 自动化 工学学士 2009.09 - 2013.06',
      extra,
    ]);
  it('reads 研究生院 as part of a school’s name', () => {
    expect(education('复旦大学研究生院 客座讲师（2021 起）').master).toBe('');
  });
  it('reads 硕士生导师 as a title, not a degree', () => {
    expect(education('复旦大学 计算机学院 兼职硕士生导师（2021 起）').master).toBe('');
  });
});

describe('a birth label and its date in a sidebar read after the body', () => {
  const body = Array.from({ length: 16 }, (_, n) => `Shipped feature ${n + 1} of the checkout redesign.`);
  it('reads "Born … in <city>" far below the top', () => {
    const got = fields(['Matthias Egger', 'Backend Engineer', ...body, 'PERSONAL', 'Born 07.06.1991 in Graz']);
    expect(got.birthday).toBe('1991-06-07');
  });
  it('reads the German Geburtsdatum without a colon', () => {
    const got = fields(['Matthias Egger', 'Backend Engineer', ...body, 'Geburtsdatum 02.11.1988']);
    expect(got.birthday).toBe('1988-11-02');
  });
});

describe('a birth year stated after a short heading and its colon', () => {
  const top = [
    '严若曦',
    '数据工程师',
    '邮箱 ruoxi.yan@example.cn',
    '工作经历',
    '某物流科技公司 数据工程师 2016.07 - 至今',
  ];
  it('reads the year and the gender from a bulleted line far down', () => {
    const got = fields([...top, '其他', '• 基本情况：1990 年生，女；喜欢徒步']);
    expect(got.birthday).toBe('1990');
    expect(got.gender).toBe('Female');
  });
  it('reads them after an icon glyph as well', () => {
    const got = fields([...top, '其他', '\uE0A1 个人：1991 年出生，女']);
    expect(got.birthday).toBe('1991');
  });
});
