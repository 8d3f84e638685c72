import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, sixth round: kinds of failure the fourth blind hold-out showed, each pinned with a text of our own
// shaped like the readers' output.

describe('Chinese header cells', () => {
  it('a two-character name written with a space and followed by an academic title', () => {
    const text = ['林 涛 博士', '视觉算法研究员 ｜ 上海', '手机：139 1111 2222 ｜ 邮箱：lintao@example.cn'].join('\n');
    expect(extractResumeFields(text).name).toBe('林涛');
    expect(extractResumeFields(['王 芳 教授', '电话：139 1111 2222'].join('\n')).name).toBe('王芳');
  });

  it('gender and birth month at the start of a cell, with the city after them', () => {
    const text = [
      '古丽米拉·艾买提',
      '安全工程师',
      '电话 +86 139-1111-2222\t邮箱 gulimila@example.cn\t女 1994 年 3 月 乌鲁木齐',
      '教育背景',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.gender).toBe('Female');
    expect(fields.birthday).toBe('1994-03');
    expect(extractResumeFields('张三\n男 1990.11 成都\n教育背景').birthday).toBe('1990-11');
  });
});

describe('education', () => {
  it('keeps "à" inside a French name and reads a Québec Baccalauréat as a bachelor', () => {
    const text = ['EDUCATION', 'Baccalauréat en informatique — Université du Québec à Chicoutimi (UQAC), 2016'].join(
      '\n',
    );
    const fields = extractResumeFields(text);
    expect(fields.degree).toBe('Bachelor');
    expect(fields.bachelor).toBe('Université du Québec à Chicoutimi');
  });

  it("reads an Engineer's Degree as the bachelor beside a master's", () => {
    const text = [
      'Education',
      'Master of Science, Data Science',
      'University of Amsterdam',
      "Engineer's Degree, Computer Engineering",
      'Ho Chi Minh City University of Technology',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.degree).toBe('Master');
    expect(fields.master).toBe('University of Amsterdam');
    expect(fields.bachelor).toBe('Ho Chi Minh City University of Technology');
  });

  it("keeps the campus of a many-campus system after its comma, and leaves a city after another school's", () => {
    const nit = extractResumeFields(
      'EDUCATION\nB.Tech, Mechanical Engineering, National Institute of Technology, Warangal',
    );
    expect(nit.bachelor).toBe('National Institute of Technology, Warangal');
    const iim = extractResumeFields('EDUCATION\nMBA, Indian Institute of Management, Bangalore, 2019');
    expect(iim.master).toBe('Indian Institute of Management, Bangalore');
    const city = extractResumeFields('EDUCATION\nB.S. Physics, Tsinghua University, Beijing');
    expect(city.bachelor).toBe('Tsinghua University');
  });
});
