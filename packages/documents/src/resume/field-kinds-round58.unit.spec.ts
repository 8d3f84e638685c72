import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Round 58 (fields): our own texts.

const fieldsOf = (...lines: string[]) => extractResumeFields(lines.join('\n'));
const schools = (...lines: string[]) => {
  const { degree, university, bachelor, master, phd } = fieldsOf(...lines);
  return { degree, university, bachelor, master, phd };
};
const header = ['Morgan Ellis', 'Platform Engineer', 'morgan.ellis@example.com'];

describe('round 58: degrees', () => {
  it('reads an Associate in Applied Science as an associate degree', () => {
    const lines = [...header, 'Education', 'Associate in Applied Science (A.A.S.), Cloud Networking'];
    lines.push('Kapiolani Community College, 2019 – 2021');
    expect(schools(...lines).degree).toBe('Associate');
  });

  it('never reads a research associate post as one', () => {
    const lines = [...header, 'Experience', 'Research Associate in Applied Science, Brightwater Labs, 2020 – 2023'];
    expect(schools(...lines).degree).toBe('');
  });

  it('reads a Polish inżynier written in lower case opening its line as the bachelor', () => {
    const lines = [...header, 'EDUCATION'];
    lines.push('magister inżynier (mgr inż.) - Automatyka, Politechnika Wrocławska, 2019 - 2021');
    lines.push('inżynier (inż.) - Elektronika, Politechnika Łódzka, 2015 - 2019');
    expect(schools(...lines)).toMatchObject({
      degree: 'Master',
      master: 'Politechnika Wrocławska',
      bachelor: 'Politechnika Łódzka',
    });
  });

  it('reads a BE opening its line, then its subject, as a bachelor', () => {
    const lines = [...header, 'EDUCATION', 'BE Mechanical Engineering - Lebanese American University, 2016'];
    expect(schools(...lines)).toMatchObject({ degree: 'Bachelor', bachelor: 'Lebanese American University' });
  });

  it('reads a Japanese M.Inf. as a master', () => {
    const lines = [...header, 'EDUCATION', 'M.Inf. (修士（情報学）), Osaka University · 2015 – 2017'];
    expect(schools(...lines)).toMatchObject({ degree: 'Master', master: 'Osaka University' });
  });

  it('reads a first degree that the note under it ranks as a master as the master', () => {
    const lines = [...header, 'EDUCATION', 'Ingeniería en Telecomunicación — Universidad de Sevilla\t2003 – 2008'];
    lines.push('Five-year engineering degree, legally equivalent to a Master’s degree.');
    expect(schools(...lines)).toMatchObject({ degree: 'Master', master: 'Universidad de Sevilla', bachelor: '' });
  });
});

describe('round 58: study left unfinished', () => {
  it('reads a PhD left after the first year as no degree, though the note says no degree was conferred', () => {
    const lines = [...header, 'Education', 'PhD programme, Physics — University of Oregon\t2020 – 2021'];
    lines.push('Left after the first year to join a start-up; no degree conferred.');
    lines.push('M.S. Physics — Ohio State University\t2018 – 2020');
    expect(schools(...lines)).toMatchObject({ degree: 'Master', university: 'Ohio State University', phd: '' });
  });

  it('reads a master withdrawn in a given year as no degree', () => {
    const lines = [...header, 'EDUCATION', 'Grado en Matemáticas — Universidad de Valencia, 2012 – 2016'];
    lines.push('Máster en Estadística — Universidad Carlos III de Madrid — started 2017, withdrawn 2018');
    expect(schools(...lines)).toMatchObject({ degree: 'Bachelor', master: '' });
  });

  it('reads a self-study bachelor given up as no degree', () => {
    const lines = ['王海涛', '运维工程师', '教育经历', '包头职业技术学院　计算机应用技术　大专　2012.09 - 2015.06'];
    lines.push('内蒙古科技大学　软件工程　自考本科（2017 年起，未完成，已放弃）');
    expect(schools(...lines)).toMatchObject({ degree: 'Associate', university: '包头职业技术学院', bachelor: '' });
  });

  it('gives the school under a line of dates to the entry it opens, not to the withdrawn study above', () => {
    const lines = ['欧阳晓', '算法工程师', '教育背景', '2020.09 - 2021.07', '北京大学 Peking University'];
    lines.push('博士 PhD，统计学（已退学 Withdrawn）', '2018.09 - 2020.07', '北京大学 Peking University');
    lines.push('硕士 MSc，统计学', '2014.09 - 2018.07', '南开大学 Nankai University', '数学 本科 BSc');
    expect(schools(...lines)).toMatchObject({ degree: 'Master', master: '北京大学', bachelor: '南开大学' });
  });
});

describe('round 58: school names', () => {
  it('reads a French name joined by "et"', () => {
    const lines = [...header, 'EDUCATION', 'Doctorat (PhD) en Physique — Université Paris Diderot et Sorbonne'];
    expect(schools(...lines).phd).toBe('Université Paris Diderot et Sorbonne');
  });

  it('joins a name wrapped after "University of" with the dates one space after it', () => {
    const lines = [...header, 'Education', 'MSc Data Science — The University of 2015 – 2016', 'Glasgow'];
    expect(schools(...lines).master).toBe('The University of Glasgow');
  });

  it('joins a University College wrapped before its city', () => {
    const lines = [...header, 'Education', 'MSc Statistics (Applied), University College', 'Cork\t2018 – 2019'];
    expect(schools(...lines).master).toBe('University College Cork');
  });

  it('joins a name cut after a middle dot before its keyword, the dates in a cell after it', () => {
    const lines = [...header, 'EDUCATION', 'MSc Environmental Management (distance learning) · The Open'];
    lines.push(
      'University\t2021 – 2023 (expected)',
      'BA History, University of Leeds',
      "A-levels · St Mary's College, Leeds",
    );
    expect(schools(...lines).master).toBe('The Open University');
  });

  it('joins one word cut after a dash with the rest of the name on the next line', () => {
    const lines = [...header, 'Education', 'MSc Physics — Eindhoven\t2016', 'University of Technology (TU Eindhoven)'];
    lines.push('BSc Physics — Radboud 2014', 'Universiteit Nijmegen');
    expect(schools(...lines)).toMatchObject({
      master: 'Eindhoven University of Technology',
      bachelor: 'Radboud Universiteit Nijmegen',
    });
  });

  it('joins a campus of the University of California wrapped after its comma', () => {
    const lines = [...header, 'EDUCATION', 'B.A. Statistics, University of California,', 'Davis', '2015 – 2019'];
    expect(schools(...lines).bachelor).toBe('University of California, Davis');
  });

  it('joins a school cell wrapped in the middle of a three-column table row', () => {
    const lines = [...header, 'Education', 'Bacharelado em\tUniversidade de\t2012 – 2016', 'Física\tBrasília (UnB),'];
    lines.push('Instituto de', 'Física');
    expect(schools(...lines).bachelor).toBe('Universidade de Brasília');
  });

  it('joins a Chinese school cut inside a word by a table cell whose date range the wrap left open', () => {
    const lines = ['刘思远', '数据分析师', '教育经历', '时间\t学校\t专业\t学历'];
    lines.push('2015.09 –\t深圳信息职\t软件技术\t大专', '2018.06\t业技术学院');
    expect(schools(...lines).university).toBe('深圳信息职业技术学院');
  });

  it('never joins a table header cell to the school under it', () => {
    const lines = [
      '刘思远',
      '数据分析师',
      '教育经历',
      '时间\t学校\t专业\t学历',
      '2013.09 – 2017.06\t四川大学\t软件工程\t本科',
    ];
    expect(schools(...lines).university).toBe('四川大学');
  });

  it('gives the degree to the university under a line that lists its units', () => {
    const lines = [...header, 'Education'];
    lines.push(
      'PhD, Robotics — Robotics Institute, School of Computer Science, 2014 –',
      'Carnegie Mellon University\t2019',
    );
    lines.push('BSc Mechanical Engineering — University of Toronto\t2010 – 2014');
    expect(schools(...lines).phd).toBe('Carnegie Mellon University');
  });

  it('joins a renamed school’s new name wrapped before its keyword', () => {
    const lines = [
      '陈家乐',
      '数据工程师',
      '教育背景',
      '2016–2020 香港城市理工学院 Hong Kong Polytechnic College, now Hong Kong',
    ];
    lines.push('Metropolitan University', '计算机学理学士 BSc in Computing');
    expect(schools(...lines).bachelor).toBe('Hong Kong Polytechnic College');
  });
});

describe('round 58: names', () => {
  it('leaves out a German doctorate with its faculty before the name', () => {
    expect(fieldsOf('Dr. rer. nat. Katrin Vogel', 'Data Scientist', 'k.vogel@example.de').name).toBe('Katrin Vogel');
  });

  it('reads one name with an Indonesian degree title after its comma', () => {
    expect(fieldsOf('SUTRISNO, S.Kom.', 'Android Developer', 'sutrisno@example.id').name).toBe('Sutrisno');
  });

  it('splits a run of capitals by the address, the middle name it leaves out between', () => {
    const lines = ['NGOZIAMARACHINWOSU', 'Data Analyst · Lagos', 'ngozi.nwosu@example.ng'];
    expect(fieldsOf(...lines).name).toBe('Ngozi Amarachi Nwosu');
  });

  it('reads a labelled name whose English name in brackets the form cell wrapped', () => {
    const lines = ['智联招聘 · 职业经理人简历', '姓名\t韩立新（Leo\t性别\t男', 'Han）', '手机\t139 0101 2345'];
    expect(fieldsOf(...lines).name).toBe('韩立新');
  });
});

describe('round 58: phones', () => {
  it('drops a trunk (0) joined to the country code by a hyphen', () => {
    expect(fieldsOf(...header, '+44-(0)7700-900-123').phone).toBe('+44 7700-900-123');
  });

  it('reads a Hong Kong mobile written without +852 beside its 手提 mark', () => {
    expect(fieldsOf('何嘉欣', '前端工程师', '6234 5678（手提）', 'hokayan@example.hk').phone).toBe('6234 5678');
  });

  it('reads the cell before the home line of a contact section at the foot, its label a cell of its own', () => {
    const lines = [...header.slice(0, 2), 'EXPERIENCE', 'Platform Engineer, Northwind, 2020 – present'];
    lines.push('• Ran the Kubernetes fleet', '• Wrote the on-call guide', '• Cut cloud spend by a fifth');
    lines.push(
      'Site Reliability Engineer, Contoso, 2017 – 2020',
      '• Built the deploy pipeline',
      '• Led incident reviews',
    );
    lines.push('EDUCATION', 'BSc Computer Science, University of Victoria, 2013 – 2017', 'CONTACT');
    lines.push('Home  (604) 555-0140', 'Cell  (778) 555-0177', 'morgan.ellis@example.com');
    expect(fieldsOf(...lines).phone).toBe('(778) 555-0177');
  });
});

describe('round 58: birth dates', () => {
  it('reads a birth label that ends its line before the date on the next', () => {
    const lines = ['Tomasz Zieliński', 'Data Engineer', '+48 601 555 123 · t.zielinski@example.pl · born'];
    lines.push('21/07/1999', 'EDUCATION');
    expect(fieldsOf(...lines).birthday).toBe('1999-07-21');
  });

  it('reads a birth year before the next icon of a header row', () => {
    const lines = ['秦志远', '后端工程师', '👤 男 · 1990年生 📱 +86 151-2345-6789 ✉ qin.zy@example.com'];
    expect(fieldsOf(...lines).birthday).toBe('1990');
  });

  it('reads a birth year opening a summary item set apart by middle dots', () => {
    const lines = ['Lars Nyberg', 'SRE', 'lars.nyberg@example.se', 'Summary'];
    lines.push('Ops engineer who likes quiet pagers. Born 1985 · Norwegian citizen · based in Oslo.');
    expect(fieldsOf(...lines).birthday).toBe('1985');
  });

  it('reads a Danish birth label and date', () => {
    const lines = ['Mette Kjær', 'Data Scientist', 'mette.kjaer@example.dk', 'Odense   ·   Født 14. marts 1990'];
    expect(fieldsOf(...lines).birthday).toBe('1990-03-14');
  });
});

describe('review of round 58', () => {
  it('reads a school renamed "now" before a 20,000-character run of capitals in linear time (finding 1)', () => {
    const lines = ['Ka Ming Lee', 'kaming.lee@example.com', 'Education'];
    lines.push(`BBA, Lingnan University, now ${'A'.repeat(20_000)}.`, 'Hong Kong');
    // Cubic before: a 1,500-character run alone took seconds, so this line ran far past the test's timeout.
    expect(schools(...lines)).toMatchObject({ degree: 'Bachelor', university: 'Lingnan University' });
  });

  it('keeps the degree with the university its line names before a school and a wrap (finding 4)', () => {
    const top = ['Ka Ming Lee', 'kaming.lee@example.com', 'Education'];
    const phd = [...top, 'PhD in Automation, Tsinghua University, Department of Automation, 2015 –'];
    phd.push('University of Michigan (visiting scholar 2018)');
    expect(schools(...phd)).toMatchObject({ degree: 'PhD', phd: 'Tsinghua University' });
    const msc = [...top, 'MSc Computer Science, Imperial College London, Department of Computing,'];
    msc.push('University of Oxford — exchange term 2019');
    expect(schools(...msc)).toMatchObject({ degree: 'Master', master: 'Imperial College London' });
    const ms = [...top, 'MS, Carnegie Mellon University, School of Computer Science, 2012 –'];
    ms.push('University of Pittsburgh Medical Center — Research Assistant 2013');
    expect(schools(...ms).master).toBe('Carnegie Mellon University');
  });

  it('keeps a finished degree whose bracket gives up a minor, or that withdrew from a minor (finding 5)', () => {
    const zh = [
      '王海涛',
      '后端工程师',
      '教育经历',
      '计算机科学与技术 本科，浙江大学，2015 – 2019（辅修金融学未完成，已放弃）',
    ];
    expect(schools(...zh)).toMatchObject({ degree: 'Bachelor', university: '浙江大学' });
    const en = [...header, 'Education'];
    en.push(
      'BSc Computer Science, University of Leeds, 2015 – 2019 — started 2016, withdrawn 2017 from the Mathematics minor',
    );
    expect(schools(...en)).toMatchObject({ degree: 'Bachelor', university: 'University of Leeds' });
  });

  it("never takes a referee's mobile from the line under the referee (finding 8)", () => {
    const lines = ['Sarah Connor', 'sarah.connor@example.com', 'Tel: 416-555-0100', 'Contacts'];
    lines.push('Referee: Dr. Miles Dyson, Cyberdyne', 'Mobile  (647) 555-0199');
    expect(fieldsOf(...lines).phone).toBe('416-555-0100');
  });

  it('keeps a given name whole when the address uses its short form (finding 9)', () => {
    expect(fieldsOf('J O N A T H A N S M I T H', 'jon.smith@example.com').name).toBe('Jonathan Smith');
    expect(fieldsOf('CHRISTINENG', 'chris.ng@example.com').name).toBe('Christine Ng');
    expect(fieldsOf('ALEXANDRAKIM', 'alex.kim@example.com').name).toBe('Alexandra Kim');
  });

  it('reads eight digits as a Hong Kong mobile only beside 手提, never a WeChat ID or a laptop (finding 16)', () => {
    expect(fieldsOf('李明', 'li.ming@example.hk', '📱 微信 wx91234567').phone).toBe('');
    expect(fieldsOf('李明', 'li.ming@example.hk', '维修手提电脑（手提电脑） 工号 9123 4567').phone).toBe('');
    expect(fieldsOf('何嘉欣', '前端工程师', '5123 4567（手提／WhatsApp）', 'hokayan@example.hk').phone).toBe(
      '5123 4567',
    );
  });

  it('reads no associate degree in a job title whose subject runs on (finding 17)', () => {
    const lines = [...header, 'Experience', 'Staff Associate in Science Policy, Columbia University, 2019 – 2022'];
    expect(schools(...lines).degree).toBe('');
  });

  it('reads no degree in a lower-case inżynier job title (finding 18)', () => {
    const lines = [...header, 'Experience', 'inżynier – Comarch S.A., Kraków, 2019 – 2023'];
    lines.push('inżynier, ABB Sp. z o.o., 2019 – 2023');
    expect(schools(...lines).degree).toBe('');
  });

  it("never ranks a first degree said not to be equivalent to a master's as one (finding 19)", () => {
    const lines = [...header, 'Education'];
    lines.push("Bachelor of Engineering (3 years; not equivalent to a Master's), Universidad de Granada, 2012 – 2015");
    expect(schools(...lines)).toMatchObject({ degree: 'Bachelor', master: '' });
  });
});
