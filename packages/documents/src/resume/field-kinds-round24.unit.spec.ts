import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, twenty-fourth round: names with a nickname, a patronymic or no Han surname; Indonesian degrees. Our
// own texts.

const fields = (lines: string[]) => extractResumeFields(lines.join('\n'));

describe('a two-line header with a nickname beside a name part', () => {
  it('leaves out a bracketed nickname after the given name', () => {
    const got = fields(['Evangelos (Vangelis)', 'Karamanlis', 'Site Reliability Engineer', 'vk@example.gr']);
    expect(got.name).toBe('Evangelos Karamanlis');
  });
  it('leaves out a quoted nickname before the family name', () => {
    const got = fields(['Oluwaseun', '“Seun” Adeyemi', 'Data Engineer', 'seun@example.ng']);
    expect(got.name).toBe('Oluwaseun Adeyemi');
  });
});

describe('a patronymic particle inside a name', () => {
  it('does not count as a word of a name written in capitals, and is set in lower case', () => {
    const got = fields([
      'CONTACT',
      'Shah Alam, Selangor',
      'farah.iskandar@example.my',
      'SKILLS',
      '• Python',
      'SITI FARAH BINTI MOHD ISKANDAR',
      'Data Scientist',
    ]);
    expect(got.name).toBe('Siti Farah binti Mohd Iskandar');
  });
  it('reads the Singaporean short form and the son-of particle in mixed case', () => {
    expect(fields(['Nurul Huda bte Abdul Rahman', 'nurul@example.sg']).name).toBe('Nurul Huda bte Abdul Rahman');
    expect(fields(['Muhammad Hafiz bin Ismail Yusof', 'hafiz@example.my']).name).toBe(
      'Muhammad Hafiz bin Ismail Yusof',
    );
  });
});

describe('an ethnic group on a Chinese details line', () => {
  it('is never the name; the letter-spaced name above it without a Han surname is', () => {
    const got = fields(['阿 拉 坦 仓', '男 ｜ 蒙古族 ｜ 1992年3月 ｜ 呼和浩特', '电话：139-0471-5566']);
    expect(got.name).toBe('阿拉坦仓');
  });
  it('is passed over for the name further down, even when it opens the details line', () => {
    const got = fields(['个人简历', '白族 ｜ 男 ｜ 1991年6月', '邮箱：yang.lin@example.cn', '杨林', '后端工程师']);
    expect(got.name).toBe('杨林');
  });
});

describe('a name without a Han surname over the details line', () => {
  it('is read when four characters stand alone above a line that opens with the gender', () => {
    const got = fields(['斯琴高娃', '女 | 1994年7月 | 内蒙古包头', '邮箱：sqgw@example.cn']);
    expect(got.name).toBe('斯琴高娃');
  });
  it('is not read without such a details line under it', () => {
    const got = fields(['荣誉奖项', '国家奖学金（2019）', '邮箱：x@example.cn']);
    expect(got.name).toBe('');
  });
});

describe('Indonesian degrees', () => {
  it('take the master written as Magister and its school over the Sarjana', () => {
    const got = fields([
      'EDUCATION',
      'Magister Teknik Elektro (M.T.), Institut Teknologi Sepuluh Nopember, 2021 – 2023',
      'Sarjana Komputer (S.Kom.), Universitas Gadjah Mada, 2016 – 2020',
    ]);
    expect(got.degree).toBe('Master');
    expect(got.university).toBe('Institut Teknologi Sepuluh Nopember');
  });
  it('read the holder’s abbreviation alone', () => {
    const got = fields(['EDUCATION', 'M.Kom., Universitas Brawijaya, 2022', 'S.Si., Universitas Airlangga, 2019']);
    expect(got.degree).toBe('Master');
    expect(got.university).toBe('Universitas Brawijaya');
  });
  it('read a bachelor’s holder title as the bachelor’s', () => {
    const got = fields(['EDUCATION', 'S.Kom., Universitas Padjadjaran, 2014 – 2018']);
    expect(got.degree).toBe('Bachelor');
  });
});
