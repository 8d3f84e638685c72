import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, twenty-first round: names, schools and birthdays; our own texts.

const fields = (lines: string[]) => extractResumeFields(lines.join('\n'));

describe('a name found below a sidebar by the job title under it', () => {
  it('reads a title written in traditional characters', () => {
    const got = fields([
      '0928-771-304',
      'hsinyi.kuo@example.tw',
      '新北市板橋區',
      '技能',
      '• Kotlin',
      '• Swift',
      '• Firebase',
      '• GraphQL',
      '郭欣怡',
      '行動應用工程師',
      '工作經歷',
    ]);
    expect(got.name).toBe('郭欣怡');
  });
});

describe('a nickname after more than one given name', () => {
  it('leaves out a quoted nickname after two given names', () => {
    const got = fields(['Luisa Fernanda “Lu” Dela Cruz-Ramos', 'Data Analyst', 'lu.delacruz@example.ph']);
    expect(got.name).toBe('Luisa Fernanda Dela Cruz-Ramos');
  });
  it('leaves out a bracketed nickname after two given names', () => {
    const got = fields(['Jose Miguel (Migs) Bautista', 'Backend Developer', 'migs.bautista@example.ph']);
    expect(got.name).toBe('Jose Miguel Bautista');
  });
});

describe('a city alone in a Chinese contact block', () => {
  it('is not the name; the name below the sidebar with its title under it is', () => {
    const got = fields([
      '电话 139 0571 2286',
      'shangguan.ly@example.com',
      '常州',
      '技能',
      '• Java',
      '• Spring Boot',
      '上官琳钰',
      '后端开发工程师',
    ]);
    expect(got.name).toBe('上官琳钰');
  });
  it('is still a name when a name label stands before it', () => {
    expect(fields(['姓名：高雄', '电话：13800001111']).name).toBe('高雄');
  });
});

describe('Malay and Indonesian school names, keyword first', () => {
  it('reads Universiti … for both degrees', () => {
    const got = fields([
      'Nurul Aina Binti Hassan',
      'nurul.aina@example.my',
      'Education',
      'Master of Computer Science — Universiti Sains Malaysia, 2021',
      'Bachelor of Information Technology (Hons) — Universiti Putra Malaysia, 2017',
    ]);
    expect(got.degree).toBe('Master');
    expect(got.master).toBe('Universiti Sains Malaysia');
    expect(got.bachelor).toBe('Universiti Putra Malaysia');
  });
  it('reads a Politeknik as the school of a bachelor’s', () => {
    const got = fields([
      'Dimas Prasetyo',
      'dimas.p@example.id',
      'Education',
      'Bachelor of Applied Informatics, Politeknik Negeri Malang, 2019',
    ]);
    expect(got.bachelor).toBe('Politeknik Negeri Malang');
  });
});

describe('a master’s named the Spanish way', () => {
  it('reads Magíster, with its accent, over the professional title below it', () => {
    const got = fields([
      'Catalina Rojas Fuentes',
      'catalina.rojas@example.cl',
      'Education',
      'Magíster en Estadística — Universidad de Santiago de Chile, 2020',
      'Ingeniería en Informática — Universidad de Concepción, 2016',
    ]);
    expect(got.degree).toBe('Master');
    expect(got.master).toBe('Universidad de Santiago de Chile');
    expect(got.bachelor).toBe('Universidad de Concepción');
  });
  it('reads Maestria without its accent and a Maestro en Ciencias', () => {
    expect(fields(['Luis Ortega', 'Education', 'Maestria en Finanzas, Universidad de los Andes, 2019']).degree).toBe(
      'Master',
    );
    expect(
      fields(['Ana Gil', 'Education', 'Maestra en Ciencias de la Computación, Instituto Politécnico Nacional']).degree,
    ).toBe('Master');
  });
});

describe('section headings written in two languages', () => {
  it('reads the schools under "Formación / Education", not a school named in the experience above', () => {
    const got = fields([
      'Pablo Herrera Soto',
      'Experiencia / Experience',
      'Research Assistant — Universidad de Granada Robotics Group (2019)',
      'Path planning for warehouse robots.',
      'Formación / Education',
      'Máster en Inteligencia Artificial (sobresaliente) —',
      'Universidad Politécnica de Madrid, 2020',
      'Grado en Ingeniería Informática — Universidad de Granada, 2018',
    ]);
    expect(got.master).toBe('Universidad Politécnica de Madrid');
  });
});

describe('a lab or group named after its school', () => {
  it('keeps the school and leaves out the lab', () => {
    const got = fields([
      'Chiara Bianchi',
      'Education',
      'M.Sc. in Computer Engineering — Politecnico di Torino SmartData Lab, 2021',
      'B.Sc. in Computer Engineering — Università di Bologna, 2019',
    ]);
    expect(got.master).toBe('Politecnico di Torino');
  });
  it('keeps the school before a research group or a research centre', () => {
    const phd = fields([
      'Aziz Rahman',
      'Education',
      'PhD in Robotics, Universiti Malaya Autonomous Systems Group, 2023',
    ]);
    expect(phd.phd).toBe('Universiti Malaya');
    const msc = fields(['Ewa Nowak', 'Education', 'MSc, University of Warsaw Quantum Research Centre, 2018']);
    expect(msc.master).toBe('University of Warsaw');
  });
});

describe('a birth date under a label in another language', () => {
  it('reads the Turkish label, in mixed case and in capitals', () => {
    expect(fields(['Elif Kaya', 'elif.kaya@example.com.tr', 'Doğum Tarihi: 07.11.1993']).birthday).toBe('1993-11-07');
    expect(fields(['Burak Demir', 'DOĞUM TARİHİ: 22.05.1989']).birthday).toBe('1989-05-22');
  });
  it('reads the German, Spanish and Italian labels', () => {
    expect(fields(['Jonas Keller', 'Geburtsdatum: 03.04.1990']).birthday).toBe('1990-04-03');
    expect(fields(['Marta Gil', 'Fecha de nacimiento: 15/09/1994']).birthday).toBe('1994-09-15');
    expect(fields(['Luca Conti', 'Data di nascita: 28/02/1992']).birthday).toBe('1992-02-28');
  });
});

describe('a birth month on the e-mail’s own line', () => {
  it('is read when the mobile on that line is written with dashes', () => {
    const got = fields([
      '王晓彤（Tina Wang）',
      '前端开发工程师',
      '186-2207-4415  tina.wang@example.com  杭州  1997.08',
    ]);
    expect(got.birthday).toBe('1997-08');
  });
  it('is still not read when the line holds a period of study', () => {
    const got = fields(['王晓彤', 'tina.wang@example.com  浙江大学  2015.09 - 2019.06']);
    expect(got.birthday).toBe('');
  });
});
