import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, third round: kinds of failure on resumes nobody on the team wrote, each pinned with a text of our
// own shaped like the readers' output (tab stops between columns, cells wrapped onto the next line).

describe('names', () => {
  it('keeps lower-case particles inside a Western name', () => {
    expect(extractResumeFields('Joana dos Santos Pereira\njoana@example.org').name).toBe('Joana dos Santos Pereira');
    expect(extractResumeFields('Pieter van der Berg\n+31 6 1234 5678').name).toBe('Pieter van der Berg');
    expect(extractResumeFields('María de la Cruz\nmaria@example.org').name).toBe('María de la Cruz');
    // A particle never starts or ends a name, and a heading with function words is still no name.
    expect(extractResumeFields('Skills and Tools\nJane Roe\njane@x.org').name).toBe('Jane Roe');
  });

  it('title-cases each part of a name written in capitals', () => {
    expect(extractResumeFields("SEAN O'BRIEN\nsean@example.ie").name).toBe("Sean O'Brien");
    expect(extractResumeFields('ANNE-MARIE DUVAL\nanne@example.fr').name).toBe('Anne-Marie Duval');
  });

  it('knows every surname of the Hundred Family Surnames and the compound ones', () => {
    for (const name of ['亓晓萌', '眭子涵', '郦文博', '仉振华', '逄一鸣', '尉迟明轩', '司马若兰', '东郭嘉树']) {
      expect(extractResumeFields(`${name}\n电话：13800138000`).name).toBe(name);
    }
  });

  it('does not take a four-character heading under a single surname for a name', () => {
    expect(extractResumeFields('荣誉奖项\n项目经验\n电话：13800138000').name).toBe('');
  });
});

describe('Chinese labels without a colon', () => {
  it('reads "性别 女", "姓名 张三" and "出生 1999.04.23" on lines of their own and side by side', () => {
    const f = extractResumeFields('个人信息\n姓名 亓小雨\n性别 女\n出生 1999.04.23\n籍贯 山东');
    expect([f.name, f.gender, f.birthday]).toEqual(['亓小雨', 'Female', '1999-04-23']);
    const row = extractResumeFields('张三\n性别 男  出生日期：1997年5月1日  民族 汉');
    expect([row.gender, row.birthday]).toEqual(['Male', '1997-05-01']);
  });

  it('does not read a label inside a sentence', () => {
    expect(extractResumeFields('王芳\n我的性别 女性视角的产品设计').gender).toBe('');
  });
});

describe('education', () => {
  it('reads honours degrees: BA (Hons), BComm (Hons), LLB (Hons)', () => {
    const ba = extractResumeFields('Education\nBA (Hons) Graphic Design, Glasgow School of Art - 2019');
    expect([ba.degree, ba.bachelor]).toEqual(['Bachelor', 'Glasgow School of Art']);
    const bcomm = extractResumeFields('Education\nUniversity of Galway\t2018 – 2022\nBComm (Hons) Accounting');
    expect([bcomm.degree, bcomm.bachelor]).toEqual(['Bachelor', 'University of Galway']);
    expect(extractResumeFields('Education\nLLB (Hons), University of Leeds').degree).toBe('Bachelor');
  });

  it('keeps the number that ends a university name, not a year', () => {
    const f = extractResumeFields('Education\nMaster of Science, Université Paris 8\t2019 – 2021');
    expect(f.master).toBe('Université Paris 8');
    expect(extractResumeFields('Education\nBSc, University of Bristol 2014 – 2017').bachelor).toBe(
      'University of Bristol',
    );
  });

  it('joins a school name a narrow cell wrapped right after its keyword', () => {
    const f = extractResumeFields(
      'Education\nMSc Physics — Universidad\t2016 – 2018\nComplutense de Madrid\nBSc Physics, University of Porto',
    );
    expect([f.master, f.bachelor]).toEqual(['Universidad Complutense de Madrid', 'University of Porto']);
    // A complete name before the gap takes nothing from the next line.
    const done = extractResumeFields('Education\nKyoto University\tM.Eng. in Computer Science and\t2018\nEngineering');
    expect(done.master).toBe('Kyoto University');
  });

  it('gives the degree to the university when one of its colleges is named under it', () => {
    const f = extractResumeFields('教育经历\n伦敦大学 University of London\t2019 – 2020\n硕士，伦敦政治经济学院 LSE');
    expect([f.degree, f.master]).toEqual(['Master', '伦敦大学']);
  });
});

describe('GitHub', () => {
  it('joins a handle wrapped at its hyphen, and never returns a handle ending in one', () => {
    expect(extractResumeFields('Li Na | GitHub: github.com/li-\nna-dev\nSkills').github).toBe(
      'https://github.com/li-na-dev',
    );
    expect(extractResumeFields('GitHub: github.com/some-').github).toBe('');
  });
});
