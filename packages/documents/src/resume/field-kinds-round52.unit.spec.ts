import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, fifty-second round (fields): our own texts.

describe('fifty-second round: birth dates in local CV forms', () => {
  const birthdayOf = (...lines: string[]) =>
    extractResumeFields(['Marguerite Lanvin', 'marguerite.lanvin@example.fr', ...lines].join('\n')).birthday;

  it('reads a French birth statement with the month written out and the town after it', () => {
    expect(birthdayOf('Née le 1er mai 1990 à Rennes  ·  nationalité française')).toBe('1990-05-01');
  });

  it('reads an Italian date under a Europass label that names the birthplace first', () => {
    expect(birthdayOf('Place and date of birth\tVerona, 12 settembre 1987\t')).toBe('1987-09-12');
  });

  it('reads a labelled date whose birthplace after "in" was wrapped to the next line', () => {
    expect(birthdayOf('Date of birth: 22.07.1985 in', 'Hannover', 'Nationality: German')).toBe('1985-07-22');
  });

  it('reads the date under a label alone when the town follows it after a comma', () => {
    expect(birthdayOf('Date of birth', '', '17.11.1989, Tripoli', '', 'Family status')).toBe('1989-11-17');
  });

  it('reads "b." before a whole date on a contact line', () => {
    expect(birthdayOf('Oslo, Norway', 'b. 1993-06-30')).toBe('1993-06-30');
  });

  it('reads no birth date from a French month and year inside a sentence', () => {
    expect(birthdayOf('Projet mai 2019 livré')).toBe('');
  });
});

describe('fifty-second round: memberships after a name', () => {
  it('drops Advance HE and engineering-institution memberships after the name', () => {
    expect(extractResumeFields('Rhiannon Pryce FHEA\nrhiannon@example.ac.uk').name).toBe('Rhiannon Pryce');
    expect(extractResumeFields('Dev Malhotra-Owen MIET\ndev@example.co.uk').name).toBe('Dev Malhotra-Owen');
  });
});

describe('fifty-second round: the mobile among several numbers', () => {
  const phoneOf = (...lines: string[]) => extractResumeFields(['Harriet Ngata', ...lines].join('\n')).phone;

  it('takes a number opened by "cell" over an office number on the line above', () => {
    expect(phoneOf('604.555.0122 (office)', 'cell 236-555-0177', 'harriet@example.ca')).toBe('236-555-0177');
  });

  it('takes a number opened by "M:" over a "T:" number above it', () => {
    expect(phoneOf('T: 061 455 7300 (office)', 'M: 086 555 1290', 'harriet@example.ie')).toBe('086 555 1290');
  });

  it('takes a Spanish mobile after "Móvil:" that no general pattern reads', () => {
    expect(phoneOf('Móvil: 655 21 48 07 · Oficina: 93 555 10 20 · harriet@example.es')).toBe('655 21 48 07');
  });

  it('takes a number marked (m) on a footer contact line, over a (work) number before it', () => {
    const footer = 'Hamilton, ON  |  (905) 555-0141 (work)  |  (289) 555-0166 (m)  |  harriet.ngata@example.ca';
    const lines = ['Summary', 'I build payment systems.', ...Array.from({ length: 14 }, (_, i) => `Point ${i}.`)];
    expect(phoneOf(...lines, footer)).toBe('(289) 555-0166');
  });
});

describe('fifty-second round: school names wrapped before their last words', () => {
  const educationOf = (...lines: string[]) =>
    extractResumeFields(['Farhana Chowdhury', 'farhana@example.com', 'EDUCATION', ...lines].join('\n'));

  it('a name after "University of" wrapped before "and" takes the rest from the next line', () => {
    const fields = educationOf(
      'B.Sc. in Civil Engineering — Khulna University of Engineering',
      'and Technology (KUET), 2012–2016.',
    );
    expect(fields.bachelor).toBe('Khulna University of Engineering and Technology');
  });

  it('a name in a later cell wrapped beside the year of the dates cell takes the rest after the year', () => {
    const fields = educationOf(
      'Sep 2019 – Jun\tM.Sc. in Data Science, Hamad bin Khalifa University of',
      '2021\tScience and Engineering (HBKU), Doha.',
    );
    expect(fields.master).toBe('Hamad bin Khalifa University of Science and Engineering');
  });
});

describe('fifty-second round: names', () => {
  it('a photo box’s word over a heading whose space was lost is no name; the name further down is', () => {
    const text = [
      'Photo',
      'PERSONALINFORMATION',
      'Nationality: Austrian',
      'CONTACT',
      'lena.brandstaetter@example.at',
      'SKILLS',
      'Python, Rust',
      'Dr. Lena Brandstätter',
      'Principal Engineer · Storage Systems',
    ].join('\n');
    expect(extractResumeFields(text).name).toBe('Lena Brandstätter');
  });

  it('a name wrapped at its hyphen after a title goes on with the next line', () => {
    const text = ['Engr. Oluwaseun Bakare-', 'Ogunleye, MNSE', 'Data Engineer', 'seun@example.ng'].join('\n');
    expect(extractResumeFields(text).name).toBe('Oluwaseun Bakare-Ogunleye');
  });

  it('a Mongolian name with no surname, the ethnic group stated under a job history at the top', () => {
    const text = [
      '宝音朝克图',
      '数据平台工程师 / 实时计算',
      '◎ 工作经历',
      '某银行金融科技子公司 数据平台部',
      '数据平台工程师（2021–）',
      '0086-139-0471-2286',
      'wulan@example.com',
      '呼和浩特市',
      '女 · 蒙古族 · 1995.03',
    ].join('\n');
    expect(extractResumeFields(text).name).toBe('宝音朝克图');
  });

  it('a Chinese name under a sidebar takes a title with its job grade in brackets as its headline', () => {
    const text = [
      '照片',
      '基本信息',
      '性别：男',
      '邮箱：lyh@example.cn',
      '技能',
      'PyTorch',
      'Megatron-LM',
      'DeepSpeed',
      '语言',
      '英语 CET-6',
      '兼职',
      '中国人工智能学会 青年委员',
      '某创业公司 技术顾问',
      '韦宇航',
      '推荐算法团队Leader ｜ 资深算法专家（P8）',
      '工作经历',
    ].join('\n');
    expect(extractResumeFields(text).name).toBe('韦宇航');
  });
});

describe('fifty-second round: degrees in local forms and an exchange school wrapped to the next line', () => {
  const educationOf = (...lines: string[]) =>
    extractResumeFields(['Chiara Bonetti', 'chiara.bonetti@example.it', 'EDUCATION', ...lines].join('\n'));

  it('reads a Laurea magistrale and a Laurea triennale written in lower case', () => {
    const fields = educationOf(
      '2017 - 2019\tLaurea magistrale in Ingegneria Elettronica - Politecnico di Torino. 110/110.\t',
      '2014 - 2017\tLaurea triennale in Ingegneria Elettronica - Università di Padova.\t',
    );
    expect([fields.degree, fields.master, fields.bachelor]).toEqual([
      'Master',
      'Politecnico di Torino',
      'Università di Padova',
    ]);
  });

  it('reads "grade de Master" after a Diplôme d’ingénieur as the master’s', () => {
    const fields = educationOf('Université de Lille — Diplôme d’ingénieur, grade de Master\t2013 – 2016');
    expect([fields.degree, fields.master]).toEqual(['Master', 'Université de Lille']);
  });

  it('an exchange clause ending its line on "at" puts the exchange school on the next line, not the degree', () => {
    const fields = educationOf(
      'Master of Science in Engineering, Computer Science\t2013–2018',
      'Chalmers University of Technology, Göteborg · incl. exchange semester at',
      'Technische Universität München (2016)',
    );
    expect(fields.master).toBe('Chalmers University of Technology');
  });
});
