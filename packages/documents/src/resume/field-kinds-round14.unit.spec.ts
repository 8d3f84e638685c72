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
