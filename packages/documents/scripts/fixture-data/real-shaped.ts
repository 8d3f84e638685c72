import type { TruthFixture } from './truth-types.ts';

// Real-world-shaped documents for the kinds of failure in issue 23 that need a file, not only text (tuned on).

export const realShaped: TruthFixture[] = [
  {
    file: 'en-garbled-font.pdf',
    format: 'pdf-glyphs',
    kind: 'embedded subset font whose ToUnicode map sends each glyph to "!", "\\"", "#"…: the text layer is garbage',
    layout: {
      header: [
        { t: 'name', text: 'Sébastien Genty' },
        { t: 'line', text: 'Backend engineer · sebastien.genty@example.org · +33 6 12 34 56 78' },
      ],
      main: [
        { t: 'heading', text: 'Experience' },
        {
          t: 'para',
          text: 'Built payment services in Go and PostgreSQL; on-call for the platform team for three years.',
        },
        { t: 'heading', text: 'Education' },
        { t: 'line', text: 'MSc Computer Science, Université de Lyon, 2016' },
      ],
    },
    truth: {
      language: 'en',
      name: null,
      email: [''],
      phone: '',
      degree: null,
      university: null,
      bachelor: null,
      master: null,
      phd: null,
      skills: [],
      skills_optional: [],
    },
  },
  {
    file: 'zh-word-spaced-labels.docx',
    format: 'docx',
    kind: 'Word table with labels padded by spaces (姓  名), compatibility ideographs, rare surname, long school name',
    layout: {
      header: [{ t: 'name', text: '个 人 简 历' }],
      main: [
        {
          t: 'fields',
          rows: [
            ['姓    名', '郦雯', '性    别', '女'],
            ['出生年月', '1996.3.27', '民    族', '汉'],
            ['手    机', '(+86) 135-0113-2468', '邮    箱', 'liwen_1996@163.com'],
          ],
        },
        { t: 'heading', text: '教育背景' },
        { t: 'line', text: '2014.09-2018.06  天津外国语大学滨海外事学院  英语  本科' },
        { t: 'heading', text: '专业技能' },
        { t: 'line', text: '熟悉HTML5 / VUE、响应式开发，掌握正则与数据可视化；版本控制：xxxxx' },
        { t: 'line', text: '喜欢看技术文档，负责\uF9F4业务数据库设计。' },
      ],
    },
    truth: {
      language: 'zh',
      name: '郦雯',
      email: ['liwen_1996@163.com'],
      phone: '13501132468',
      degree: 'Bachelor',
      university: ['天津外国语大学滨海外事学院'],
      bachelor: ['天津外国语大学滨海外事学院'],
      master: '',
      phd: '',
      birthday: '1996-03-27',
      gender: 'Female',
      github: '',
      skills: ['HTML', 'Vue.js', 'Responsive Design', 'Regular Expressions', 'Data Visualization', 'Database Design'],
      skills_optional: [],
    },
  },
];
