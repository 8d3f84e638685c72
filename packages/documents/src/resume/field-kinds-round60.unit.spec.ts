import { describe, expect, it } from 'vitest';
import { joinWrappedMiddleCells } from './education-wrapped-lines.ts';
import { extractResumeFields } from './extract-resume-fields.ts';

// Round 60 (fields): our own texts.

const fieldsOf = (...lines: string[]) => extractResumeFields(lines.join('\n'));
const schools = (...lines: string[]) => {
  const { degree, university, bachelor, master, phd } = fieldsOf(...lines);
  return { degree, university, bachelor, master, phd };
};
const header = ['Morgan Ellis', 'Platform Engineer', 'morgan.ellis@example.com'];
const zhHeader = ['李若溪', '后端开发工程师', '手机：139 1234 5678', '邮箱：liruoxi@example.cn'];

describe('round 60: studies not completed', () => {
  it('reads no master where a line under the PhD says no MSc was awarded', () => {
    const lines = [...header, 'Education', 'PhD, Chemistry — University of Leeds, 2019 – 2023'];
    lines.push(
      'Direct entry at the same university; no MSc awarded.',
      'BSc Chemistry, University of York, 2015 – 2018',
    );
    expect(schools(...lines)).toMatchObject({ degree: 'PhD', master: '', bachelor: 'University of York' });
  });

  it('reads a degree over its school line that says it was withdrawn from as unfinished', () => {
    const lines = [...header, 'Education', 'MEng Robotics\t2021 – 2022'];
    lines.push('University of Bristol — withdrawn after the first year to take a job', 'BEng Mechanical\t2017 – 2021');
    lines.push('Cardiff University');
    expect(schools(...lines)).toMatchObject({ degree: 'Bachelor', master: '', bachelor: 'Cardiff University' });
  });

  it('reads a master over a school line that says the candidate withdrew as unfinished', () => {
    const lines = [...header, 'Education', 'Master of Science (Geology)', 'Massey University, 2019 — withdrew after'];
    lines.push('one semester', 'Bachelor of Science, Lincoln University, 2015 – 2018');
    expect(schools(...lines)).toMatchObject({ degree: 'Bachelor', master: '' });
  });

  it('reads no bachelor from a self-study course that gave no qualification', () => {
    const lines = [...zhHeader, '教育背景', '2010.09 – 2013.06    苏州工业职业技术学院    电子技术    大专'];
    lines.push('2017.03 – 2019.06    苏州大学    软件工程    专升本（自学考试，考完 6 门后放弃，未取得学历）');
    expect(schools(...lines)).toMatchObject({ degree: 'Associate', bachelor: '' });
  });

  it('reads no bachelor from a study left unfinished and ended', () => {
    const lines = [...zhHeader, '教育背景', '2011.09 – 2014.06\t武汉职业技术学院\t软件技术\t大专'];
    lines.push('2018.03 – 2021.06\t武汉大学 高等教育自学考试\t计算机科学与技术\t本科（未完成，已终止）');
    expect(schools(...lines)).toMatchObject({ degree: 'Associate', bachelor: '' });
  });

  it('reads no master from a recommended place not yet taken up', () => {
    const lines = [...zhHeader, '教育背景', '山东大学  软件工程  本科在读  2022.09 - 2026.06（预计）'];
    lines.push('已获推免资格，拟于 2026 年 9 月进入浙江大学攻读硕士（尚未入学）。');
    expect(schools(...lines)).toMatchObject({ degree: 'Bachelor', university: '山东大学', master: '' });
  });
});

describe('round 60: degrees and school names', () => {
  it('reads an M.A.Sc. as a master', () => {
    const lines = [...header, 'EDUCATION', 'M.A.Sc., Mechanical Engineering, McGill University, 2016 – 2018'];
    expect(schools(...lines)).toMatchObject({ degree: 'Master', master: 'McGill University' });
  });

  it('reads a school named with the Danish Universitet last', () => {
    const lines = [...header, 'EDUCATION', 'BSc, Electrical Engineering — Aalborg Tekniske Universitet, 2014'];
    expect(schools(...lines)).toMatchObject({ degree: 'Bachelor', bachelor: 'Aalborg Tekniske Universitet' });
  });

  it("keeps a French particle elided before a vowel in a school's name", () => {
    const lines = [...header, 'EDUCATION', "Master Informatique, Université d'Orléans, 2017 - 2019"];
    expect(schools(...lines)).toMatchObject({ degree: 'Master', master: "Université d'Orléans" });
  });

  it("joins a middle cell's wrapped name with its own-language name and the row's end year", () => {
    const lines = [...header, 'Education', 'Degree\tSchool\tYears'];
    lines.push('Cử nhân (Bachelor\tDa Nang University of Science and\t2013–');
    lines.push('degree), Informatics\tTechnology (Đại học Bách khoa Đà Nẵng) 2017');
    expect(schools(...lines).bachelor).toBe('Da Nang University of Science and Technology');
  });

  it('reads the school of a degree named again on the line under it as the same entry', () => {
    const lines = [...header, 'EDUCATION', 'Dr. sc. ETH Zürich (doctorate), Physics\t2018 – 2022'];
    lines.push('ETH Zürich — Swiss Federal Institute of Technology; Quantum Optics Group.');
    lines.push('MPhil in Physics\t2016 – 2017', 'University of Cambridge, Trinity College');
    lines.push('BSc Physics\t2013 – 2016', 'Universiteit Leiden');
    expect(schools(...lines)).toMatchObject({
      degree: 'PhD',
      phd: 'ETH Zürich',
      master: 'University of Cambridge',
      bachelor: 'Universiteit Leiden',
    });
  });

  it("joins a master's word a narrow cell broke before the row's dates", () => {
    const lines = [...zhHeader, '■ 教育背景', '纽约大学（New York University）· 计算机科学 · 硕 2018.09 –'];
    lines.push('士\t2019.12', '浙江大学 · 软件工程 · 学士\t2014.09 – 2018.06');
    expect(schools(...lines)).toMatchObject({ degree: 'Master', master: '纽约大学', bachelor: '浙江大学' });
  });

  it('ends a Chinese school name before the name it had then', () => {
    const lines = [...zhHeader, '學歷'];
    lines.push(
      '2016.09 – 2018.07\u3000香港樹仁大學（時稱香港樹仁學院）Hong Kong Shue Yan University\u3000社會學\u3000碩士',
    );
    expect(schools(...lines).master).toBe('香港樹仁大學');
  });
});

describe('round 60: names', () => {
  it('reads a Hong Kong name with the English name after its comma on the first line', () => {
    const lines = ['CHEUNG Wai Lun, Jason', 'Data Engineer · Hong Kong SAR', 'jason.cheung@example.hk'];
    expect(fieldsOf(...lines).name).toBe('Cheung Wai Lun');
  });

  it('never reads a director title beside a Latin product name as the name', () => {
    const lines = ['女 · 1986年3月 · 深圳', '欧阳静怡\t座机：(0755) 8666 0101', '手机：+86 137-1234-5678'];
    lines.push('产品总监 · Cloud CRM\touyang.jy@example.cn');
    expect(fieldsOf(...lines).name).toBe('欧阳静怡');
  });

  it('reads a surnameless name opening the body line under a contacts header, and its birth month', () => {
    const lines = [
      '扎西顿珠 ｜ 手机 139 0891 2345 ｜ tashi.d@example.com ｜ 拉萨',
      '',
      '扎西顿珠   Android 开发工程师',
    ];
    lines.push('', '男\u3000藏族\u30001995-07\u3000现居拉萨城关区', '', '🛠 技能');
    expect(fieldsOf(...lines)).toMatchObject({ name: '扎西顿珠', birthday: '1995-07' });
  });

  it("reads a family name that opens with an elided particle (d')", () => {
    const lines = ["Amélie d'Arcy", '', 'Product Designer · Lyon', '', 'amelie.darcy@example.fr'];
    expect(fieldsOf(...lines).name).toBe("Amélie d'Arcy");
  });
});

describe('round 60: phones and birth dates', () => {
  it('reads the mobile given after a fixed line in a contact block at the foot', () => {
    const lines = ['Claire Dubois', 'Data Engineer', 'EXPERIENCE', 'Acme, Lyon - Data Engineer', 'Jan 2020 - present'];
    // A page of work history above, so the contact block is far from the top.
    for (let n = 1; n <= 14; n++) lines.push(`• Delivered data pipeline number ${n} for a retail client.`);
    lines.push('EDUCATION', 'Licence Informatique, Université Lyon 1, 2016\tCONTACT', 'claire.dubois@example.fr');
    lines.push('Tél. fixe : +33 4 72 00 11 22', 'Portable : +33 (0)7 11 22 33 44');
    expect(fieldsOf(...lines).phone).toBe('+33 7 11 22 33 44');
  });

  it('never runs a number into the next table cell, and reads a row of labels over a row of values', () => {
    const lines = ['Mikkel Holm', 'Backend Engineer · Aarhus', 'E-mail\tMobile\tBorn'];
    lines.push('mikkel.holm@example.dk\t+45 31 22 44 66\t7 June 1990', 'PROFILE');
    expect(fieldsOf(...lines)).toMatchObject({ phone: '+45 31 22 44 66', birthday: '1990-06-07' });
  });

  it('reads a Brazilian Nascimento label', () => {
    const lines = ['Rafael Costa', 'rafael.costa@example.com.br', 'Nascimento: 03/05/1992'];
    expect(fieldsOf(...lines).birthday).toBe('1992-05-03');
  });

  it('reads the value under a bilingual birth label alone on its line', () => {
    const lines = [
      '區嘉欣\u3000AU Ka Yan',
      '',
      '手提 Mobile',
      '',
      '+853 6612 3456',
      '',
      '出生日期 Born',
      '',
      '1994年8月',
    ];
    expect(fieldsOf(...lines).birthday).toBe('1994-08');
  });
});

describe('review of round 60', () => {
  it("never reads a referee's or a relative's table row as the candidate's name and e-mail", () => {
    const en = [...header, 'Phone: +44 7700 900123', 'Experience', 'SRE, Monzo, 2019 – 2024', 'References'];
    const referee = [...en, 'Name\tPhone\tEmail', 'Dr. Jane Smith\t+44 20 7946 0123\tjane.smith@ucl.ac.uk'];
    expect(fieldsOf(...referee)).toMatchObject({ name: 'Morgan Ellis', email: 'morgan.ellis@example.com' });
    const two = [...en, 'Name\tEmail', 'Prof. Alan Grant\talan.grant@ucl.ac.uk'];
    expect(fieldsOf(...two)).toMatchObject({ name: 'Morgan Ellis', email: 'morgan.ellis@example.com' });
    const zh = ['李若溪', '后端开发工程师', '邮箱：liruoxi@example.cn', '手机：139 1234 5678'];
    const witness = [...zh, '证明人', '姓名\t电话\t邮箱', '陈志强\t138 0013 8000\tchen@corp.cn'];
    expect(fieldsOf(...witness)).toMatchObject({ name: '李若溪', email: 'liruoxi@example.cn' });
    const emergency = [
      '李若溪\u3000后端开发工程师',
      '手机：139 1234 5678',
      '紧急联系人',
      '姓名\t电话',
      '王芳\t138 0013 8000',
    ];
    expect(fieldsOf(...emergency).name).toBe('李若溪');
    const family = [...zh, '家庭成员', '姓名\t出生年月\t联系电话', '李建国\t1962.10\t139 0000 1111'];
    expect(fieldsOf(...family)).toMatchObject({ name: '李若溪', birthday: '' });
  });
  it('keeps an overseas master whose degree verification is still pending', () => {
    const zh = ['李若溪', '后端开发工程师', '邮箱：liruoxi@example.cn', '教育经历'];
    const lines = [...zh, '硕士 伦敦大学学院 数据科学 2021.09 – 2022.11（暂未取得学历认证，办理中）'];
    lines.push('本科 复旦大学 计算机科学 2017.09 – 2021.06');
    expect(schools(...lines)).toMatchObject({ degree: 'Master', bachelor: '复旦大学' });
    expect(schools(...lines).master).not.toBe('');
    const own = [...zh, '硕士 伦敦大学学院 数据科学 2021.09 – 2022.11', '（留服认证办理中，暂未取得学历认证）'];
    own.push('本科 复旦大学 计算机科学 2017.09 – 2021.06');
    expect(schools(...own).degree).toBe('Master');
    const honours = [...zh, '本科 复旦大学 计算机科学 2016.09 – 2020.06（在校期间未获得学历证书以外的荣誉）'];
    expect(schools(...honours)).toMatchObject({ degree: 'Bachelor', bachelor: '复旦大学' });
  });

  it('keeps a bachelor whose exchange under it was cut short', () => {
    const lines = ['李若溪', '后端开发工程师', '邮箱：liruoxi@example.cn', '教育经历'];
    lines.push('本科 复旦大学 计算机科学与技术 2016.09 – 2020.06', '海外交流（未完成，已终止）');
    lines.push('硕士 浙江大学 软件工程 2020.09 – 2023.06');
    expect(schools(...lines)).toMatchObject({ degree: 'Master', master: '浙江大学', bachelor: '复旦大学' });
  });
  it('never reads the date of starting work, graduating or joining beside the gender as the birth month', () => {
    const work = ['王建华', '高级工程师', '男\u3000汉族\u30002005.07 参加工作\u3000中共党员', '手机：139 1234 5678'];
    expect(fieldsOf(...work).birthday).toBe('');
    const graduated = [
      '王建华',
      '项目经理',
      '男\u3000硕士\u30002010.07 毕业\u300015 年工作经验',
      '手机：139 1234 5678',
    ];
    expect(fieldsOf(...graduated).birthday).toBe('');
    const party = ['张伟 ｜ 项目经理', '男\u3000中共党员\u30002008.07 参加工作', '手机：139 1234 5678'];
    expect(fieldsOf(...party).birthday).toBe('');
  });
  it('reads the degree under a school named again as a second entry at that school', () => {
    const lines = [...header, 'Education', 'PhD Physics, University of Cambridge, 2016 – 2020'];
    lines.push('University of Cambridge, Churchill College', 'MPhil Physics, 2015 – 2016');
    lines.push('BSc Physics, Imperial College London, 2012 – 2015');
    expect(schools(...lines)).toMatchObject({ degree: 'PhD', master: 'University of Cambridge' });
    const twice = [...header, 'Education', 'University of Cambridge — PhD Physics, 2016 – 2020'];
    twice.push('University of Cambridge', 'BA Natural Sciences, 2012 – 2015');
    expect(schools(...twice)).toMatchObject({ degree: 'PhD', bachelor: 'University of Cambridge' });
  });
  it("never reads a finished master as unfinished for a school line's word about something else", () => {
    const lines = [...header, 'Education', 'MSc Computer Science\t2019 – 2020'];
    lines.push('University of Edinburgh — withdrew from the rowing team after injury', 'BSc Mathematics\t2015 – 2019');
    lines.push('University of Leeds');
    // The master's school is read as Leeds, as it was before round 60 (a pairing this mend leaves alone).
    expect(schools(...lines).degree).toBe('Master');
    const closed = [...header, 'Education', 'MSc Data Science\t2019 – 2020'];
    closed.push('University of Bath — the programme was discontinued in 2022', 'BSc Mathematics\t2015 – 2019');
    closed.push('University of Leeds');
    expect(schools(...closed).degree).toBe('Master');
  });
  it("never reads a French post or country with d' as the name", () => {
    const maitre = ["Maître d'Hôtel", 'Claire Dubois', 'claire.dubois@example.fr', '+33 6 12 34 56 78'];
    expect(fieldsOf(...maitre).name).toBe('Claire Dubois');
    const alone = ['CV', "Maître d'Hôtel", 'Expérience', 'Le Meurice, Paris 2015 – 2024', 'claire.dubois@example.fr'];
    expect(fieldsOf(...alone).name).not.toBe("Maître d'Hôtel");
    const country = ['Curriculum Vitae', "Côte d'Ivoire", 'Ingénieur réseau', 'serge.kouassi@example.ci'];
    expect(fieldsOf(...country).name).not.toBe("Côte d'Ivoire");
  });
  it('keeps a phone whose country code has a table cell of its own', () => {
    expect(fieldsOf(...header, 'Phone\t+44\t7700 900123').phone).toMatch(/^\+44\s+7700 900123$/);
    expect(fieldsOf(...header, 'Mobile:\t+49\t171 2345678').phone).toMatch(/^\+49\s+171 2345678$/);
  });

  it('never joins a school short name before the dates to 专业 on the next line as 大专', () => {
    const lines = ['李若溪', '后端开发工程师', '邮箱：liruoxi@example.cn', '教育经历'];
    lines.push('北京大学 · 信息管理 · 北大 2016.09 –', '专业排名前 5%\t2020.06');
    expect(schools(...lines).degree).not.toBe('Associate');
  });

  it('reads a wrapped middle cell with a run of 20,000 spaces in linear time', () => {
    const row = ['Cử nhân (Bachelor\tDa Nang University of Science and\t2013–'];
    const spaces = '\u3000'.repeat(20_000);
    const cpuMs = (run: () => string[]) => {
      const before = process.threadCpuUsage();
      const out = run();
      const after = process.threadCpuUsage();
      return { out, ms: (after.user - before.user + after.system - before.system) / 1000 };
    };
    // No bracket after the run: each of its characters was a start the pattern read the run from (quadratic).
    const open = cpuMs(() => joinWrappedMiddleCells([...row, `degree), Informatics\tTechnology${spaces}x 2017`]));
    expect(open.out[0]).toBe(row[0]);
    expect(open.ms).toBeLessThan(300);
    const named = joinWrappedMiddleCells([...row, `degree), Informatics\tTechnology${spaces}(Đại học Bách khoa) 2017`]);
    expect(named[0]).toBe(
      `Cử nhân (Bachelor\tDa Nang University of Science and Technology${spaces}(Đại học Bách khoa)\t2013–`,
    );
    expect(named[1]).toBe('degree), Informatics\t2017');
  });
});
