import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, fourteenth round: names, birth years and education; our own texts.

const fields = (lines: string[]) => extractResumeFields(lines.join('\n'));

describe('a professional title before a name', () => {
  it('is not part of the name', () => {
    expect(fields(['Engr. Maricel Dela Cruz Santos', 'Process Engineer', 'maricel.santos@example.ph']).name).toBe(
      'Maricel Dela Cruz Santos',
    );
    expect(fields(['Atty Ramon Villanueva', 'ramon.v@example.ph']).name).toBe('Ramon Villanueva');
    expect(fields(['Arch. Liza Bautista', 'liza.b@example.ph']).name).toBe('Liza Bautista');
  });
  it('is read only with its full stop where the word is also a name', () => {
    expect(fields(['Arch Stanton', 'arch.stanton@example.com']).name).toBe('Arch Stanton');
  });
});

describe('a name in Han characters and in Latin letters on lines of their own', () => {
  const sidebarFirst = (han: string, latin: string) => [
    '聯絡方式',
    '電話：+852 6123 0000',
    '電郵：wing.lau@example.hk',
    '技能',
    'Python、PyTorch、Spark',
    '興趣',
    '遠足、攝影',
    '',
    han,
    latin,
    '資深數據工程師',
    '工作經驗',
    '數據平台組 2020年3月 – 現在',
    '負責實時數據管道與特徵平台的建設，服務推薦與風控兩條業務線。',
  ];
  it('is the Han name on a resume written in Chinese', () => {
    expect(fields(sidebarFirst('劉詠詩', 'Wing Lau Wing-sze')).name).toBe('劉詠詩');
    expect(fields(sidebarFirst('Wing Lau Wing-sze', '劉詠詩')).name).toBe('劉詠詩');
  });
  it('stays the Latin name on a resume written in English', () => {
    const got = fields([
      'Wing Lau',
      '劉詠詩',
      'Senior Data Engineer · wing.lau@example.hk',
      'Experience',
      'Built the streaming feature platform behind recommendations and fraud scoring for two business lines.',
    ]);
    expect(got.name).toBe('Wing Lau');
  });
});

describe('a date that says it is a birth (年生, 出生)', () => {
  it('is the birth year or month, with the gender beside it after a comma, also far from the top', () => {
    const filler = Array.from({ length: 30 }, (_, i) => `负责第 ${i + 1} 个模块的开发与维护工作。`);
    const got = fields(['许知远', '算法工程师', ...filler, '个人资料', '女，1994 年生', '籍贯：福建']);
    expect(got.birthday).toBe('1994');
    expect(got.gender).toBe('Female');
    expect(fields(['许知远', '男 ｜ 1991 年 6 月生 ｜ 硕士']).birthday).toBe('1991-06');
    expect(fields(['许知远', '1997年出生，现居杭州']).birthday).toBe('1997');
  });
  it('is never a year of study or a graduating class', () => {
    const got = fields(['许知远', '2016年入学，2020届毕业生', '男，2020 年毕业']);
    expect(got.birthday).toBe('');
  });
});

describe('education', () => {
  it('reads a school known by its short name with or without its accents, kept as written', () => {
    const got = fields([
      'Education',
      'PhD, Robotics',
      'ETH Zürich',
      '2018 – 2022',
      'MSc, Informatics — Ecole polytechnique, 2016',
    ]);
    expect(got.phd).toBe('ETH Zürich');
    expect(got.master).toBe('Ecole polytechnique');
    expect(fields(['Education', 'MSc, Data Science — Télécom Paris, 2019']).master).toBe('Télécom Paris');
  });

  it('joins a name in another language that a narrow column broke after its particle', () => {
    const got = fields([
      'Education',
      'Licenciatura, Física',
      'Universidad Nacional de',
      'Córdoba (UNC), Argentina',
      '2009 – 2014',
    ]);
    expect(got.bachelor).toBe('Universidad Nacional de Córdoba');
  });

  it('joins the end of a name from the next row of a table whose cells wrap side by side', () => {
    const got = fields([
      'Education',
      'Degree\tInstitute\tYear',
      'M.Sc. (Integrated National Institute of\t2012 – 2017',
      'Programme), Physics\tScience Education and Research',
    ]);
    expect(got.master).toBe('National Institute of Science Education and Research');
  });

  it('never takes a rank or a role called Master for a degree, and still reads the degrees that say Master', () => {
    const ranked = fields([
      'Education',
      'McGill University — B.A. Economics, 2019 – 2023',
      'CHESS.COM — NATIONAL MASTER (RATING 2310)',
      'Certified Scrum Master',
    ]);
    expect(ranked.degree).toBe('Bachelor');
    expect(ranked.master).toBe('');
    expect(fields(['Education', 'Executive Master, HEC Lausanne, 2021']).degree).toBe('Master');
    expect(fields(['Education', 'Master in Finance, Bocconi University, 2020']).master).toBe('Bocconi University');
  });

  it("reads a UK integrated master's (MPhys, MChem, MMath) as a master's with no bachelor's", () => {
    const got = fields(['Education', 'MChem Chemistry (integrated), University of Bristol, 2014 – 2018']);
    expect(got.degree).toBe('Master');
    expect(got.master).toBe('University of Bristol');
    expect(got.bachelor).toBe('');
  });

  it('reads a school known by capitals with its city after the degree, dashes around it', () => {
    const got = fields([
      'Education',
      'Master of Data Science — RMIT Melbourne — 2019 – 2020',
      'Bachelor of Commerce — University of Otago — 2013 – 2016',
    ]);
    expect(got.master).toBe('RMIT Melbourne');
    expect(got.bachelor).toBe('University of Otago');
  });
});

describe('a name on the e-mail’s own line far below the top (a page footer read after the body)', () => {
  const body = Array.from({ length: 70 }, (_, i) => `Shipped release ${i + 1} of the billing service with the team.`);
  it('is the name when the address spells it', () => {
    const got = fields(['Experience', ...body, 'Ines Duarte  ·  +351 912 345 678  ·  ines.duarte@example.pt']);
    expect(got.name).toBe('Ines Duarte');
  });
  it('is not taken when the address names someone else', () => {
    const got = fields(['Experience', ...body, 'Porto Office  ·  +351 912 345 678  ·  hr@example.pt']);
    expect(got.name).toBe('');
  });
});
