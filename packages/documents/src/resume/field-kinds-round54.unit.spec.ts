import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';
import { withoutBracketCutOpen } from './personal.ts';
import { beforeNextMark } from './personal-birth-gender.ts';

// Issue 23, fifty-fourth round (fields): our own texts.

const fieldsOf = (...lines: string[]) => extractResumeFields(lines.join('\n'));

describe('fifty-fourth round: Chinese names', () => {
  it('reads 谌 as a surname', () => {
    expect(fieldsOf('谌雅琪', '后端开发工程师', '手机 139 0731 5520 | chenyq@example.com').name).toBe('谌雅琪');
  });

  it('never takes 高中 in an education table for a name', () => {
    const lines = ['格桑央金', '算法实习生', '女 | 藏族 | 2004年', '教育背景', '2019.09 - 2022.06\t林芝一中\t高中'];
    expect(fieldsOf(...lines).name).toBe('格桑央金');
  });

  it('reads the ethnic group after its label', () => {
    expect(fieldsOf('其其格   语音算法工程师', '电话:0471-555 0101', '性别:女    民族:蒙古族').name).toBe('其其格');
  });

  it('takes the Chinese name after an English given name alone', () => {
    expect(fieldsOf('Vivian 邝嘉琪\t+86 139 2233 4455', 'BI 开发工程师').name).toBe('邝嘉琪');
    expect(fieldsOf('Max 程一鸣 独立开发者 · 全栈工程师', '▍关于我').name).toBe('程一鸣');
  });

  it('keeps a bilingual form’s labelled Chinese name over the pinyin in the header', () => {
    const lines = ['Ruoxi HELAN  贺兰若溪', '姓名 Name\t贺兰若溪(HELAN Ruoxi)\t性别 Gender\t女 F', '后端工程师'];
    expect(fieldsOf(...lines).name).toBe('贺兰若溪');
  });

  it('joins a Uyghur name whose father’s name a narrow header wrapped', () => {
    const lines = ['阿依古丽·吐尔逊', '江', 'Ayigul Tursunjan', '联系方式', '📱 199 0991 0000'];
    expect(fieldsOf(...lines).name).toBe('阿依古丽·吐尔逊江');
  });
});

describe('fifty-fourth round: Latin names', () => {
  it('drops renderings in brackets that a slash cut open', () => {
    expect(fieldsOf('CHOI Min-jun (최민준 / 崔敏俊)', 'iOS Engineer').name).toBe('Min-jun Choi');
  });

  it('finishes a hyphen-wrapped name below a line of the other column', () => {
    const lines = ['Anastasia Petrovna Volkova-', 'Office: +41 44 000 12 34', 'Keller\tanastasia.volkova@example.ch'];
    expect(fieldsOf(...lines).name).toBe('Anastasia Petrovna Volkova-Keller');
  });

  it('finishes a hyphen-wrapped name in capitals', () => {
    const lines = ['ADAORA NWOSU-\t☎ +1 416 555 0000', '(home)', 'EZE\t✉ adaora.nwosu@example.ca'];
    expect(fieldsOf(...lines).name).toBe('Adaora Nwosu-Eze');
  });

  it('adds family names in capitals with particles under the given names', () => {
    const lines = ['ANA LUCÍA', 'GARCÍA DE LA VEGA PÉREZ', 'Data Engineer', 'al.garciavega@example.es'];
    expect(fieldsOf(...lines).name).toBe('Ana Lucía García de la Vega Pérez');
  });

  it('reads a given and a family name on lines of their own below a sidebar', () => {
    const sidebar = ['CONTACT', '+65 9000 1234', 'meera.k@example.sg', 'SKILLS', 'Python', 'Airflow'];
    const main = ['Meera', 'Krishnamurthy', 'Data Engineer — Streaming Platforms', 'EXPERIENCE'];
    expect(fieldsOf(...sidebar, ...main).name).toBe('Meera Krishnamurthy');
  });

  it('reads a family name first with a comma and the Chinese name after it', () => {
    expect(fieldsOf('Chen, Ruoxi 陈若曦', 'Product Designer', 'ruoxi.chen@example.jp').name).toBe('Ruoxi Chen');
  });

  it('takes a town with a state code at the top for a place, not the name', () => {
    const lines = ['Santa Clara, CA', '408.555.0123', 'Mei-Ling Tsai\tmeiling.tsai@example.com', 'Data Analyst'];
    expect(fieldsOf(...lines).name).toBe('Mei-Ling Tsai');
  });

  it('reads a letter-spaced name written family name first', () => {
    expect(fieldsOf('CH O I M i n - s e o', 'Backend Engineer', 'minseo.choi@example.kr').name).toBe('Min-seo Choi');
  });
});

describe('fifty-fourth round: schools and degrees', () => {
  const educationOf = (...lines: string[]) => {
    const got = fieldsOf('Noor Haddad', 'noor.haddad@example.com', 'EDUCATION', ...lines);
    return { degree: got.degree, bachelor: got.bachelor, master: got.master, phd: got.phd };
  };

  it('reads a French Licence before "then" and before its subject and the school', () => {
    expect(educationOf('2014 - 2017\tLicence then Master 1 de Physique - Université de Bordeaux').bachelor).toBe(
      'Université de Bordeaux',
    );
    expect(educationOf('Licence Économie — Université de Lille\t2012 – 2015').bachelor).toBe('Université de Lille');
  });

  it('reads a Dutch Rijksuniversiteit', () => {
    expect(educationOf('BSc Psychologie\t2012 – 2015', 'Rijksuniversiteit Leiden').bachelor).toBe(
      'Rijksuniversiteit Leiden',
    );
  });

  it('puts back a name’s keyword wrapped alone to the next line', () => {
    expect(educationOf('MSc Computing — Radboud\t2016 – 2018', 'Universiteit (Nijmegen)').master).toBe(
      'Radboud Universiteit',
    );
  });

  it('goes on after "of" and a direction word that cannot end a name', () => {
    const lines = ['2015 – 2017\tM.A. Economics, University of New', 'South Wales — thesis on housing'];
    expect(educationOf(...lines).master).toBe('University of New South Wales');
  });

  it('keeps the member town of the National University of Ireland', () => {
    const lines = ['BA Economics', 'National University of Ireland,', 'Maynooth (now Maynooth University)', '2013'];
    expect(educationOf(...lines).bachelor).toBe('National University of Ireland, Maynooth');
  });

  it('reads the words after a degree alone and a comma as its subject, not a school', () => {
    expect(educationOf('B.Eng., Mechatronics', 'Hohai University (Changzhou campus), 2012 – 2016').bachelor).toBe(
      'Hohai University',
    );
  });

  it('reads a school in capitals after a spaced hyphen, its town after a comma', () => {
    const lines = ['2011 - 2015\tBSc Civil Engineering - UNILAG, Lagos', "2010\tWAEC - King's College, Lagos"];
    expect(educationOf(...lines).bachelor).toBe('UNILAG');
  });

  it('reads a Chinese education heading with its English one after a space', () => {
    const got = fieldsOf(
      '贺兰若溪 博士',
      '智能计算研究院 院长',
      '教育背景 Education',
      '清华大学 计算机科学 博士',
      '2008.09 – 2013.06',
    );
    expect(got.phd).toBe('清华大学');
  });
});

describe('fifty-fourth round: phones', () => {
  it('reads both numbers under a form’s phone label alone and takes the mobile', () => {
    const form = ['个人简历', '姓名', '宇文晴', '性别', '女', '出生日期', '1995-03-08', '民族', '汉', '籍贯', '杭州'];
    const lines = [
      ...form,
      '联系电话',
      '0571-8888 1234（座机）',
      '138 0571 2345（手机）',
      '电子邮箱',
      'yw@example.com',
    ];
    expect(fieldsOf(...lines).phone.replace(/\D/g, '')).toBe('8613805712345');
  });

  it('takes the number a wrapped mobile mark follows over a lab line', () => {
    const lines = ['Kofi Boateng\t☎ Lab +1 617 253 0000 x 12 ✆ +1 (617) 555-0148', '(mobile)', 'kofi@example.com'];
    expect(fieldsOf(...lines).phone).toBe('+1 (617) 555-0148');
  });
});

describe('fifty-fourth round: birth dates', () => {
  const birthdayOf = (...lines: string[]) => fieldsOf('Hana Kowalski', 'hana.k@example.com', ...lines).birthday;

  it('reads a date after "DOB" with an icon and the gender after it', () => {
    expect(birthdayOf('DOB 02/09/1991 👤 Male')).toBe('1991-09-02');
  });

  it('reads a labelled date with a hollow bullet after it', () => {
    expect(birthdayOf('Date of birth: 3 June 1999 ◦ Male')).toBe('1999-06-03');
  });

  it('reads "Born" before a month written first', () => {
    expect(birthdayOf('Warsaw', 'Born Mar 1990')).toBe('1990-03');
  });

  it('reads a date after a birthday cake', () => {
    expect(birthdayOf('🎂 21 Aug 1992')).toBe('1992-08-21');
  });

  it('reads the month of a Chinese birth date cut after its year by the line’s end', () => {
    const got = fieldsOf(
      '欧阳晓岚',
      '前端工程师 | 手机:139 0000 1111 | ouyang@example.com | 出生:1997',
      '年 5 月',
      '专业技能',
    );
    expect(got.birthday).toBe('1997-05');
  });
});

describe('review of round 54', () => {
  it('never takes the Chinese half of a bilingual heading for a name', () => {
    expect(fieldsOf('Summary 简介', '王磊', 'wanglei@example.com | 138 0013 8000', '数据分析师').name).toBe('王磊');
    expect(fieldsOf('Hobbies 爱好', 'kevin.chen@example.com').name).toBe('');
  });

  it('never takes a branch code after a degree and a spaced hyphen for the school', () => {
    const cse = fieldsOf('Education', 'B.Tech - CSE, Hyderabad', 'JNTU Hyderabad 2016 - 2020');
    expect(cse.university).not.toBe('CSE');
    const ece = fieldsOf('Education', 'B.E. - ECE', 'Anna University, Chennai\t2014 - 2018');
    expect(ece.university).toBe('Anna University');
  });

  it('reads the day of a wrapped Chinese birth date, and a full labelled date elsewhere first', () => {
    expect(fieldsOf('手机：138 0013 8000 ｜ 出生日期：1996', '年2月14日').birthday).toBe('1996-02-14');
    const lines = ['出生日期：1995年3月8日', '手机：138 0013 8000 ｜ 生日：1996', '年 2 月'];
    expect(fieldsOf(...lines).birthday).toBe('1995-03-08');
  });

  it('never joins a town lines below onto a name cut at a hyphen', () => {
    expect(fieldsOf('Anna Schmidt-', 'Data Scientist', 'Berlin', 'anna.s@example.com').name).not.toContain('Berlin');
    const lines = ['Anna Schmidt-', 'Senior Data Scientist | anna@example.com', 'Munich'];
    expect(fieldsOf(...lines).name).not.toContain('Munich');
  });

  it('reads a 50,000-character line of spaces once, not from each space', () => {
    // Review: the space before a cut bracket and before an icon was retried from every space (14 s and 22 s here).
    const line = `a${'\u3000 '.repeat(25_000)}x`;
    const start = performance.now();
    expect(withoutBracketCutOpen(line)).toBe(line);
    expect(withoutBracketCutOpen(`${line} (박서연`)).toBe(line);
    expect(beforeNextMark(line)).toBe(line);
    expect(beforeNextMark(`14/03/1996${line} 👤 Female`)).toBe(`14/03/1996${line}`);
    // A generous bound: the quadratic patterns took over ten seconds, the linear ones a few milliseconds.
    expect(performance.now() - start).toBeLessThan(1000);
  });
});
