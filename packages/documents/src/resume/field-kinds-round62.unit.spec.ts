import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';
import { findLabelledValues } from './labels.ts';
import { markedMobile } from './phone-mobile-label.ts';

// Round 62 (fields): our own texts.

const fieldsOf = (...lines: string[]) => extractResumeFields(lines.join('\n'));
const schools = (...lines: string[]) => {
  const { degree, university, bachelor, master, phd } = fieldsOf(...lines);
  return { degree, university, bachelor, master, phd };
};
const header = ['Morgan Ellis', 'Platform Engineer', 'morgan.ellis@example.com'];
const zhHeader = ['李若溪', '后端开发工程师', '手机：139 1234 5678', '邮箱：liruoxi@example.cn'];
const college = '2011.09 – 2014.06 贵州交通职业技术学院 软件技术 大专';

describe('round 62: studies not completed', () => {
  it('reads no bachelor from a top-up stopped before it was finished', () => {
    const lines = [
      ...zhHeader,
      '教育背景',
      college,
      '2016.09 – 2019.06 贵州大学 软件工程 专升本（因家庭原因中止，未毕业）',
    ];
    expect(schools(...lines)).toMatchObject({ degree: 'Associate', bachelor: '' });
  });

  it('reads no bachelor where the certificate was not obtained and the study given up', () => {
    const lines = [
      ...zhHeader,
      '教育背景',
      college,
      '2016.09 – 2019.06 贵州大学 自学考试 软件工程 本科（已考 7 门，未取得毕业证，已放弃）',
    ];
    expect(schools(...lines)).toMatchObject({ degree: 'Associate', bachelor: '' });
  });

  it('reads 未完成 alone in the degree column of an education table as unfinished', () => {
    const lines = [
      ...zhHeader,
      '教育经历',
      '时间\t学校\t专业\t学历\t',
      '2011.09 - 2014.06\t贵州交通职业技术学院\t软件技术\t大专\t',
    ];
    lines.push('2016.03 - 2018.06\t昆明理工大学（专升本）\t软件工程\t未完成\t');
    expect(schools(...lines)).toMatchObject({ degree: 'Associate', bachelor: '' });
  });

  it('does not read 未完成 in a course row under the bachelor as the bachelor unfinished', () => {
    const lines = [...zhHeader, '教育背景', '2019.09 – 2023.06 昆明理工大学 软件工程 本科', '毕业设计\t进行中\t未完成'];
    expect(schools(...lines)).toMatchObject({ degree: 'Bachelor', bachelor: '昆明理工大学' });
  });

  it('reads 未取得学历 broken at the end of the line after 学, not 未取得学分', () => {
    const lines = [
      ...zhHeader,
      '教育背景',
      college,
      '2016.09 – 2019.06 贵州大学 软件工程 自考本科，考完 8 门后中止，未取得学',
      '历',
    ];
    expect(schools(...lines)).toMatchObject({ degree: 'Associate', bachelor: '' });
    const credits = [
      ...zhHeader,
      '教育背景',
      college,
      '2016.09 – 2019.06 贵州大学 软件工程 本科（交换学期未取得学分互认）',
    ];
    expect(schools(...credits)).toMatchObject({ degree: 'Bachelor', bachelor: '贵州大学' });
  });

  it('reads a PhD track left after a year as unfinished', () => {
    const lines = [
      ...header,
      'Education',
      'PhD track, Physics — University of Leeds · 2018 – 2019 · left the programme after the first year',
    ];
    lines.push('MSc Physics — University of York · 2016 – 2018');
    expect(schools(...lines)).toMatchObject({ degree: 'Master', phd: '', master: 'University of York' });
  });

  it('reads a doctorate left ABD as unfinished', () => {
    const lines = [...header, 'Education', 'PhD Linguistics — University of Edinburgh, 2012 – 2016 — left ABD'];
    lines.push('MA Linguistics — University of Glasgow, 2010 – 2012');
    expect(schools(...lines)).toMatchObject({ degree: 'Master', phd: '', master: 'University of Glasgow' });
  });
});

describe('round 62: a school glued to its years', () => {
  it('reads the school whose last word runs into the span of years', () => {
    const lines = [...header, 'Education', 'BEng Civil Engineering — University of Nairobi2010 – 2014'];
    expect(schools(...lines)).toMatchObject({ degree: 'Bachelor', bachelor: 'University of Nairobi' });
  });
});

describe('round 62: names', () => {
  it('leaves the title out of a name written family name first in capitals', () => {
    const { name } = fieldsOf('Prof HALVORSEN, Ingrid', '', 'Head of Research', 'ingrid.halvorsen@example.no');
    expect(name).toBe('Ingrid Halvorsen');
  });

  it('reads a name whose post-nominals the header wrapped onto the next line', () => {
    const lines = [
      'SKILLS',
      'Rust Go',
      'Kafka',
      'Dr. Ingrid Solberg-Haugen,',
      'PhD',
      'Principal Scientist — Data Platforms',
    ];
    lines.push('ingrid.sh@example.no');
    expect(fieldsOf(...lines).name).toBe('Ingrid Solberg-Haugen');
  });

  it('does not read a referee whose post-nominals wrapped, the address spelling another name', () => {
    const lines = ['SKILLS', 'Rust Go', 'Kafka', 'Dr. John Carter,', 'PhD', 'Professor of Physics, University of Bath'];
    lines.push('ingrid.sh@example.no');
    expect(fieldsOf(...lines).name).not.toBe('John Carter');
  });

  it('does not read the head of a broken contact label above the name as a given name', () => {
    const lines = ['Mobi', 'Ruth Adeyemi-Cole', 'Head of Analytics', 'Lagos, Nigeria', 'le +234 803 555 0199'];
    lines.push('ruth.adeyemicole@example.ng');
    expect(fieldsOf(...lines).name).toBe('Ruth Adeyemi-Cole');
  });
});

describe('round 62: phones', () => {
  it('adds the last group of a mobile that a narrow column wrapped', () => {
    const lines = ['Camille Girard', 'camille.girard@example.fr', 'CONTACT', 'Office: +33 1 55 55 01 20 ext.', '14'];
    lines.push('Mobile: +33 (0)6 12 34 56', '78', 'Paris, France');
    expect(fieldsOf(...lines).phone.replace(/\D/g, '')).toBe('33612345678');
  });

  it('leaves a whole mobile as it is over a year alone on the next line', () => {
    const lines = ['Camille Girard', 'camille.girard@example.fr', 'Office: +1 212 555 0100', 'Mobile: +1 415 555 0143'];
    lines.push('2021', 'Experience');
    expect(fieldsOf(...lines).phone.replace(/\D/g, '')).toBe('14155550143');
  });

  it('reads the Spanish Celular over the Oficina line written first', () => {
    const lines = [
      'Lucía Ortega Ruiz',
      'Oficina +52 33 3555 0101 · Celular +52 33 1234 5678 · lucia.ortega@example.mx',
    ];
    expect(fieldsOf(...lines).phone.replace(/\D/g, '')).toBe('523312345678');
  });
});

describe('round 62: birth dates', () => {
  it('reads a labelled birth date with the gender after it in the same cell', () => {
    const fields = fieldsOf('李若溪', '手机：139 1234 5678', '出生日期：1996/03/15　男', '教育背景');
    expect(fields).toMatchObject({ birthday: '1996-03-15', gender: 'Male' });
  });

  it('reads a birth label set apart from its month by a full-width bar', () => {
    expect(fieldsOf('李若溪', '手机｜139 1234 5678', '出生｜1991 年 4 月', '教育背景').birthday).toBe('1991-04');
  });

  it('reads Born among items set apart by double slashes', () => {
    const lines = ['Morgan Ellis', 'Mobile +44 7700 900321 // morgan.ellis@example.com // Born 1992.11', 'Experience'];
    expect(fieldsOf(...lines).birthday).toBe('1992-11');
  });

  it('reads a calendar icon and a month alone in a header that states the gender', () => {
    const top = ['李若溪', '📍 成都 · 女', '后端开发工程师｜3 年'];
    expect(fieldsOf(...top, '📅 1995.06', '技能').birthday).toBe('1995-06');
    expect(fieldsOf(...top, '📅 2025.03', '技能').birthday).toBe('');
    expect(fieldsOf('李若溪', '📍 成都', '后端开发工程师｜3 年', '📅 1995.06', '技能').birthday).toBe('');
  });

  it('reads a year of birth among the words of the gender line', () => {
    expect(fieldsOf('李若溪', '女　1988年生　浙江杭州', '手机：139 1234 5678', '工作经历').birthday).toBe('1988');
  });
});

describe('review of round 62', () => {
  const fudan = '2017.09 – 2021.06 复旦大学 计算机科学 本科';
  const fudanKept = { degree: 'Bachelor', bachelor: '复旦大学' };

  it('keeps the bachelor when an exchange, a minor or a second degree was stopped, not graduated', () => {
    const notes = [
      `${fudan}（海外交流项目：因疫情中止，未毕业）`,
      `${fudan}（2019.09 赴新加坡国立大学交换，因疫情中止，未毕业于交换项目）`,
      `${fudan}（辅修金融学双学位，大三中止，未毕业）`,
      `${fudan}（辅修金融学：未取得毕业证，已放弃）`,
      `${fudan}（2+2 中外合作项目赴英阶段因疫情终止，未毕业于合作院校，已回国完成学业并获学士学位）`,
    ];
    for (const line of notes) expect(schools(...zhHeader, '教育经历', line)).toMatchObject(fudanKept);
    const under = [
      '大三赴新加坡国立大学交换，因疫情中止，未毕业于交换项目',
      '第二学位：经济学（修读一年后终止，未毕业）',
      '辅修：经济学（未取得毕业证，已放弃）',
    ];
    for (const note of under) expect(schools(...zhHeader, '教育经历', fudan, note)).toMatchObject(fudanKept);
  });

  it('reads 学 at a line end as 学历 only when the next line goes on with 历, and not with 历认证', () => {
    const ucl = '2021.09 – 2022.11 伦敦大学学院 数据科学 硕士';
    const wrapped = [...zhHeader, '教育经历', `${ucl}（暂未取得学`, '历认证，留服办理中）', fudan];
    expect(schools(...wrapped)).toMatchObject({ degree: 'Master', master: '伦敦大学' });
    const note = [
      ...zhHeader,
      '教育经历',
      ucl,
      '（毕业证已领取，因疫情暂未取得学',
      '历认证，预计 2023 年 3 月完成）',
      fudan,
    ];
    expect(schools(...note)).toMatchObject({ degree: 'Master', master: '伦敦大学' });
    const award = '2018.09 – 2022.06 复旦大学 计算机科学 本科';
    const prize = [
      ...zhHeader,
      '教育经历',
      award,
      '在校期间：大一因挂科未获得学',
      '业奖学金，之后连续三年获一等奖学金',
    ];
    expect(schools(...prize)).toMatchObject(fudanKept);
    const gpa = [...zhHeader, '教育经历', `${award} GPA 3.6，大一未获得学`, '业奖学金，大二起连续三年获一等奖学金'];
    expect(schools(...gpa)).toMatchObject(fudanKept);
  });

  it('does not read a referee above the name, with post-nominals wrapped, as the candidate', () => {
    const moore = ['CONTACT', 'alexander.grant@example.com', '+44 7700 900123', 'REFERENCES', 'Dr. Alex Moore,', 'PhD'];
    moore.push('Professor of Physics, University of Bath', 'Alexander Grant', 'Data Engineer');
    expect(fieldsOf(...moore).name).toBe('Alexander Grant');
    const okafor = ['SKILLS', 'Python SQL', 'REFERENCES', 'Dr. Paul Okafor,', 'MBBS FRCP'];
    okafor.push(
      'Consultant, Lagos University Teaching Hospital',
      'Chioma Okafor',
      'Data Analyst',
      'chioma.okafor@example.com',
    );
    expect(fieldsOf(...okafor).name).toBe('Chioma Okafor');
  });

  it('does not void a degree when "the programme" left is an exchange or a scheme beside it', () => {
    const head = [...header, 'Mobile: +44 7700 900123', 'Education'];
    const erasmus = [
      ...head,
      'MSc Data Science, University of Edinburgh, 2019 – 2021 (Erasmus exchange at KTH; left the programme after the first year, returned to Edinburgh)',
      'BSc Mathematics, University of Leeds, 2016 – 2019',
    ];
    expect(schools(...erasmus)).toMatchObject({ degree: 'Master', master: 'University of Edinburgh' });
    const corps =
      'BA History, University of York, 2010 – 2013 — University Officer Training Corps programme, left the programme after the first year';
    expect(schools(...head, corps)).toMatchObject({ degree: 'Bachelor', bachelor: 'University of York' });
    const scholars =
      "BSc Economics, London School of Economics, 2015 – 2018 (Dean's Scholars programme; left the programme after the second year)";
    expect(schools(...head, scholars)).toMatchObject({ degree: 'Bachelor', bachelor: 'London School of Economics' });
  });

  it('does not read a start-of-work or graduation month beside a calendar icon as the birth month', () => {
    expect(fieldsOf('李若溪', '📍 成都 · 女', '💼 后端开发工程师｜12 年', '📅 2012.07', '技能').birthday).toBe('');
    expect(fieldsOf('李若溪', '📍 成都 · 女 · 本科', '🎓 四川大学 计算机科学', '📅 2010.06', '技能').birthday).toBe('');
  });

  it("does not read a relative's or a child's labelled birth date as the candidate's", () => {
    const top = ['李若溪', '手机：139 1234 5678', '教育经历', '2015.09 – 2019.06 浙江大学 计算机 本科'];
    expect(fieldsOf(...top, '家庭成员', '母亲：张桂兰｜出生｜1965.03｜退休教师').birthday).toBe('');
    expect(fieldsOf(...top, '家庭成员', '母亲\t张桂兰\t出生｜1965.03\t退休教师').birthday).toBe('');
    expect(fieldsOf(...top, '父亲｜王建国｜出生｜1962.10｜工程师').birthday).toBe('');
    expect(fieldsOf(...top, '家庭成员', '母亲：张桂兰｜出生 1965.03｜退休教师').birthday).toBe('');
    expect(fieldsOf('李若溪', '手机：139 1234 5678', '已婚｜育有一子｜出生｜2008.05', '工作经历').birthday).toBe('');
  });

  it('does not read a thesis row or a status column 未完成 as the degree unfinished', () => {
    const bachelor = '2019.09 – 2023.06\t昆明理工大学\t软件工程\t本科';
    const thesis = [...zhHeader, '教育经历', bachelor, '本科毕业论文\t撰写中\t未完成'];
    expect(schools(...thesis)).toMatchObject({ degree: 'Bachelor', bachelor: '昆明理工大学' });
    const master = '2022.09 – 2025.06\t浙江大学\t计算机技术\t硕士';
    const fudanRow = '2018.09 – 2022.06\t复旦大学\t计算机科学\t本科';
    const masters = [...zhHeader, '教育经历', master, fudanRow, '硕士学位论文\t开题已通过\t未完成'];
    expect(schools(...masters)).toMatchObject({ degree: 'Master', master: '浙江大学', bachelor: '复旦大学' });
    const status = [...zhHeader, '教育经历', '时间\t学校\t专业\t学历\t状态'];
    status.push('2023.09 – 2026.06\t浙江大学\t计算机技术\t硕士\t未完成', `${bachelor}\t已完成`);
    expect(schools(...status)).toMatchObject({ degree: 'Master', master: '浙江大学', bachelor: '昆明理工大学' });
  });

  it('does not read a child counted after the birth date as the gender', () => {
    expect(fieldsOf('王建华', '手机：139 1234 5678', '出生年月：1985.06　已婚，育有 1 女', '工作经历').gender).toBe('');
    expect(fieldsOf('王建华', '手机：139 1234 5678', '出生日期：1985.06.12　已婚育有 2 女', '工作经历').gender).toBe(
      '',
    );
  });

  it('does not void a doctorate left ABD and defended later', () => {
    const lines = [
      ...header,
      'Education',
      'PhD Economics, Boston University, 2012 – 2019 — left ABD in 2016, returned and defended in 2019',
    ];
    lines.push('MA Economics, Boston University, 2012 – 2014');
    expect(schools(...lines)).toMatchObject({ degree: 'PhD', phd: 'Boston University' });
  });

  it('does not add a year alone on the next line to a cut-short mobile', () => {
    const lines = ['Camille Girard', 'camille.girard@example.fr', 'Mobile: +33 6 12 34', '2021', 'Experience'];
    expect(fieldsOf(...lines).phone).not.toContain('2021');
  });

  it('reads a label after a long run of spaces in linear time', () => {
    const spaces = ' '.repeat(20_000);
    const started = performance.now();
    expect(findLabelledValues([`|${spaces}出生x`])).toEqual([]);
    expect(findLabelledValues([`|${spaces}出生 1993.07`])).toMatchObject([{ field: 'birthday', value: '1993.07' }]);
    expect(markedMobile([`celular${spaces}x`])).toBe('');
    expect(markedMobile([`mobile${spaces}+44 7700 900123`]).replace(/\D/g, '')).toBe('447700900123');
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
