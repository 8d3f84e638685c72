import { describe, expect, it } from 'vitest';
import { extractSkills } from '../skills/extract-skills.ts';
import { extractResumeFields } from './extract-resume-fields.ts';
import { isUnreadableText } from './readability.ts';

// One test per kind of failure seen on real resumes (issue 23). The texts are shaped like what the PDF/DOCX/DOC
// readers return for those documents: tab stops between columns, Word's padded labels, glued cities.

const tags = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('resume text shaped like real documents', () => {
  it('reads labels that Word pads with spaces (姓 名：, 性    别)', () => {
    const f = extractResumeFields('个 人 简 历\n姓 名：李双江\t性    别：男\n毕业院校：清华大学\n电 话：13800138000');
    expect(f.name).toBe('李双江');
    expect(f.gender).toBe('Male');
  });

  it('normalises compatibility ideographs (NFKC) and stores the normalised form', () => {
    const f = extractResumeFields('姓名：\uF9F4\uF971\n邮箱：a@b.cn');
    expect(f.name).toBe('林辰');
  });

  it('matches skills whose hyphen a PDF dropped or broke across lines', () => {
    // In a skills section: cloud-native is a concept word, not counted in prose (issue 23, fifth round).
    expect(tags('Skills\nOptimizing cloudnative architectures on Kuber-\nnetes')).toEqual([
      'Cloud Computing',
      'Kubernetes',
    ]);
    expect(tags('Skills\ncloud\u00ad-native platform')).toContain('Cloud Computing');
  });

  it('matches case and spelling variants inside skill lists', () => {
    expect(tags('Skills: react, vue, express, PHP / GO')).toEqual(['React', 'Vue.js', 'Express', 'PHP', 'Go']);
    expect(tags('HTML5 / VUE, .Net')).toEqual(['HTML', 'Vue.js', '.NET']);
    expect(tags('C • C++ • CSS')).toEqual(['C', 'C++', 'CSS']);
    expect(tags('Other:- HTML, Java Script, Css, My Sql')).toEqual(['HTML', 'JavaScript', 'CSS', 'MySQL']);
    // …but not in prose, nor in a camel-cased word that is something else.
    expect(tags('Able to react quickly and express ideas clearly.')).toEqual([]);
    expect(tags('schemas such as SnowFlake and StarSchema')).toEqual([]);
  });

  it('matches Chinese skill phrases', () => {
    expect(tags('熟悉正则、可视化、响应式开发与数据库设计')).toEqual([
      'Regular Expressions',
      'Data Visualization',
      'Responsive Design',
      'Database Design',
    ]);
  });

  it('does not take ordinary words or template placeholders as skills', () => {
    expect(tags('Other:- HTML, Java Script')).not.toContain('Java');
    expect(tags('We released an open source dataset of 10k images.')).not.toContain('Open Source');
    expect(tags('可以使用英语阅读和看技术文档')).toEqual([]);
    expect(tags('npm yarn webpack')).not.toContain('Hadoop');
    expect(tags('版本控制：xxxxx\n数据库：XXXX')).toEqual([]);
  });

  it("does not take another person's name, a section label, or a placeholder as the candidate's name", () => {
    const biodata =
      "RESUME\n\nKISHAN KUMAR\nAddress:-Ward no. 11\nPERSONAL PARTICULARS\nFather's Name\t\t:\tDinesh Madhesiya";
    expect(extractResumeFields(biodata).name).toBe('Kishan Kumar');
    expect(extractResumeFields('EDUCATION\nAND AWARDS\nJane Q. Doe\njane@x.org').name).toBe('Jane Q. Doe');
    expect(extractResumeFields('姓名：你的大名\n邮箱：x@y.cn').name).toBe('');
  });

  it('keeps accented names and rare surnames', () => {
    expect(extractResumeFields('Sébastien Genty\nsebastien@example.org').name).toBe('Sébastien Genty');
    expect(extractResumeFields('JOÃO PEDRO ALVES\njoao@example.org').name).toBe('João Pedro Alves');
    expect(extractResumeFields('郦雯\n电话：13800138000').name).toBe('郦雯');
    expect(extractResumeFields('姓名：亓官慧\n电话：13800138000').name).toBe('亓官慧');
  });

  it('reads an ALL-CAPS education block and ignores a short name inside a sentence', () => {
    const f = extractResumeFields(
      'EXPERIENCE\nLed a research partnership with MIT on battery models for our fleet of electric buses.\nEDUCATION\nCORNELL UNIVERSITY\nMENG IN COMPUTER SCIENCE\n2015 – 2016',
    );
    expect([f.degree, f.university, f.master]).toEqual(['Master', 'Cornell University', 'Cornell University']);
  });

  it('pairs each degree with its own school on a one-line education', () => {
    const f = extractResumeFields(
      'Education\nM.S. Computer Science, Stanford University; B.S. Mathematics, University of Michigan',
    );
    expect([f.master, f.bachelor, f.university]).toEqual([
      'Stanford University',
      'University of Michigan',
      'Stanford University',
    ]);
  });

  it('drops a city or a month glued to the school, and never takes an address line', () => {
    const f = extractResumeFields(
      'Education\n• Georgia Institute of Technology\tAtlanta, GA\nMaster of Science in Computer Science\n' +
        'Bachelor of Engineering, Nanjing University of Aeronautics and Astronautics Sep 2008 – Jun 2012',
    );
    expect(f.master).toBe('Georgia Institute of Technology');
    expect(f.bachelor).toBe('Nanjing University of Aeronautics and Astronautics');
    const glued = extractResumeFields(
      'Education\nGeorgia Institute of Technology Atlanta, GA\nM.S. in Computer Science',
    );
    expect(glued.master).toBe('Georgia Institute of Technology');
    const address = extractResumeFields('张伟\n地址：北京市海淀区学院路37号\n教育背景\n北京航空航天大学 本科');
    expect(address.university).toBe('北京航空航天大学');
    const street = extractResumeFields(
      'Jane Doe\n12 College Road, Pune 411001\nEducation\nB.E., Pune Institute of Computer Technology',
    );
    expect(street.university).toBe('Pune Institute of Computer Technology');
  });

  it('keeps the full name of an independent college, and cuts a department', () => {
    expect(extractResumeFields('教育背景\n天津外国语大学滨海外事学院 英语 本科').university).toBe(
      '天津外国语大学滨海外事学院',
    );
    expect(extractResumeFields('教育背景\n清华大学计算机科学与技术学院 本科').university).toBe('清华大学');
  });

  it('reads phones in brackets and with dots between groups', () => {
    expect(extractResumeFields('Byungjin Park\n(+82) 10-9030-1843').phone).toBe('+82 10-9030-1843');
    expect(extractResumeFields('Jane Doe\n(415) · 497 · 7282').phone).toBe('(415) 497 7282');
  });

  it('reads birthdays written 1996.3.27, 13th June 1995 and 22-08-1993', () => {
    expect(extractResumeFields('出生年月：1996.3.27').birthday).toBe('1996-03-27');
    expect(extractResumeFields('Date of Birth\t\t:\t13th June 1995').birthday).toBe('1995-06-13');
    expect(extractResumeFields('Date of Birth : 22-08-1993').birthday).toBe('1993-08-22');
  });

  it('reads a Word table row of label and value cells without colons', () => {
    const row = extractResumeFields(
      "RAHUL VERMA\nPERSONAL DETAILS\nFather's Name\tSuresh Kumar Verma\t\nDate of Birth\t22-08-1993\t\nSex\tMale\t",
    );
    expect([row.name, row.birthday, row.gender]).toEqual(['Rahul Verma', '1993-08-22', 'Male']);
    // Several pairs in one row; a header row of two labels gives neither a value.
    const pairs = extractResumeFields('Jane Doe\nGender\tFemale\tMarital Status\tSingle\nDegree\tSchool\t');
    expect([pairs.gender, pairs.degree, pairs.university]).toEqual(['Female', '', '']);
  });

  it('keeps the end of a school name wrapped onto the next line', () => {
    const f = extractResumeFields(
      'EDUCATION\nMSc in Data Science, AGH University of Science\t2016 – 2018\nand Technology\n' +
        'BSc in Mathematics, Jagiellonian University\t2012 – 2016',
    );
    expect([f.master, f.bachelor]).toEqual(['AGH University of Science and Technology', 'Jagiellonian University']);
    // A sentence on the next line is not part of the name.
    const prose = extractResumeFields('EDUCATION\nBSc, Jagiellonian University\nand Tutor of the Year award, 2015');
    expect(prose.bachelor).toBe('Jagiellonian University');
  });

  it('reads "Github:// name" and "GitHub: @name"', () => {
    expect(extractResumeFields('Github:// octo-cat').github).toBe('https://github.com/octo-cat');
    expect(extractResumeFields('GitHub: @posquit0').github).toBe('https://github.com/posquit0');
  });

  it('gives no role from a few incidental tags, and no position from a placeholder title', () => {
    const marketing = extractResumeFields('Anna Berg\nMarketing student\nSkills: Excel, SQL, Photoshop');
    expect([marketing.position, marketing.role]).toEqual(['', '']);
    const engineer = extractResumeFields('Li Wei\nSkills: Java, Spring Boot, MySQL, Redis');
    expect(engineer.role).toBe('Software Engineer');
    expect(extractResumeFields('Projects\nxxx Software Engineer project').position).toBe('');
  });

  it('tells an unreadable text layer from a readable one', () => {
    expect(isUnreadableText('!"#$%&\'()*+,-./ 0123 !"#$ %&\'( )*+, -./0 '.repeat(20))).toBe(true);
    expect(isUnreadableText('  \n  2 \n ')).toBe(true);
    expect(isUnreadableText('Jane Doe\nSoftware engineer with ten years of experience in payments.')).toBe(false);
    expect(
      isUnreadableText('张伟\n电话：13800138000\n教育背景\n北京大学 计算机科学与技术 本科 2014-2018\n熟悉Java'),
    ).toBe(false);
  });
});
