import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, thirty-second round (fields): our own texts.

describe('thirty-second round: phones', () => {
  it('a national number of twelve digits with its trunk 0 (an Indonesian mobile)', () => {
    const text = 'Dewi Lestari\nData Analyst\nKontak\n0813-2240-1187\ndewi.lestari@example.id\n';
    expect(extractResumeFields(text).phone).toBe('0813-2240-1187');
  });
  it('the trunk 0 set apart before an area code in brackets (Turkey)', () => {
    const text = 'Elif Demir\nBackend Engineer\nGSM: 0 (535) 412 88 03\nelif.demir@example.com.tr\n';
    expect(extractResumeFields(text).phone).toBe('0 (535) 412 88 03');
  });
  it('a labelled Chinese landline gives way to a mobile on another header line', () => {
    const text = '王磊\n后端工程师\n男 ｜ 电话：0571-86661234（家）\nwang.lei@example.com\n/ 158 6123 4477\n';
    expect(extractResumeFields(text).phone).toBe('+86 158 6123 4477');
    // With no mobile anywhere the landline is still the phone.
    expect(extractResumeFields(text.replace('/ 158 6123 4477\n', '')).phone).toBe('0571-86661234');
  });
});

describe('thirty-second round: names', () => {
  it('a two-word country in the contact block is no name', () => {
    const text = [
      'C O N T A C T',
      'Hamilton, Waikato',
      'New Zealand',
      'Cell: +64 21 555 0101',
      'aroha.walker@example.co.nz',
      'S K I L L S',
      'Python',
      'Aroha Walker',
      'Data Engineer',
    ].join('\n');
    expect(extractResumeFields(text).name).toBe('Aroha Walker');
  });
  it('a name of five words, with a particle or a middle initial', () => {
    const portuguese = 'Ana Luísa Ferreira de Sousa Lobo\nData Scientist\nana.lobo@example.pt\n';
    expect(extractResumeFields(portuguese).name).toBe('Ana Luísa Ferreira de Sousa Lobo');
    const filipino = 'MA. TERESA ANNE C. BAUTISTA\nQA Engineer\nteresa.bautista@example.ph\n';
    expect(extractResumeFields(filipino).name).toBe('Ma. Teresa Anne C. Bautista');
  });
  it('five capitalised words with neither a particle nor an initial are no name (a letter-spaced heading)', () => {
    const text = 'T O O L S\nPython\nGo\nlin.ho@example.com\n';
    expect(extractResumeFields(text).name).not.toBe('T O O L S');
  });
  it('a name wrapped after its particles is read whole', () => {
    const sidebar = ['CONTACT', '+31 6 1234 5678', 'j.vdmerwe@example.nl', 'SKILLS', 'Python', 'Rust'];
    const text = [...sidebar, 'Johan-Willem van der', 'Merwe', 'Robotics Engineer', 'Profile'].join('\n');
    expect(extractResumeFields(text).name).toBe('Johan-Willem van der Merwe');
  });
  it("Taiwan's double surnames and the Cantonese surname 區 start a Chinese name", () => {
    expect(extractResumeFields('范姜志明\nJimmy Fan-Chiang\n後端工程師\n').name).toBe('范姜志明');
    expect(extractResumeFields('張廖美玲\nMeiling Chang-Liao\n產品經理\n').name).toBe('張廖美玲');
    expect(extractResumeFields('區詠詩\n\nAu Wing Sze ｜ 數據分析師\n').name).toBe('區詠詩');
  });
});

describe('thirty-second round: gender and birth date', () => {
  it('a division slash between the gender and a Minguo birth date', () => {
    const fields = extractResumeFields('林怡君\n軟體工程師\n其他\n女 ∕ 民國86年7月3日\n');
    expect(fields.gender).toBe('Female');
    expect(fields.birthday).toBe('1997-07-03');
  });
});

describe('thirty-second round: education', () => {
  const education = (lines: string[]) => {
    const { degree, university, bachelor, master, phd } = extractResumeFields(['Lale Aydın', ...lines].join('\n'));
    return { degree, university, bachelor, master, phd };
  };
  it("Turkey's Üniversitesi ends a school's name", () => {
    const got = education([
      'Education',
      'Yüksek Lisans (M.Sc.), Endüstri Mühendisliği - Hacettepe Üniversitesi, 2018 - 2020',
      'Lisans (B.Sc.), Matematik - Ege Üniversitesi, 2014 - 2018',
    ]);
    expect(got).toEqual({
      degree: 'Master',
      university: 'Hacettepe Üniversitesi',
      bachelor: 'Ege Üniversitesi',
      master: 'Hacettepe Üniversitesi',
      phd: '',
    });
  });
  it('Romania\'s Universitatea, "din" and Licență', () => {
    const got = education([
      'Education',
      'Inginer (Licență), Automatică',
      'Universitatea Politehnica din Timișoara · 2013 – 2017',
    ]);
    expect(got).toEqual({
      degree: 'Bachelor',
      university: 'Universitatea Politehnica din Timișoara',
      bachelor: 'Universitatea Politehnica din Timișoara',
      master: '',
      phd: '',
    });
  });
  it('"Diplomă de inginer" is no German Diplom (a master\'s)', () => {
    const got = education(['Education', 'Diplomă de inginer, Calculatoare', 'Universitatea din Craiova · 2010 – 2014']);
    expect(got.degree).not.toBe('Master');
  });
  it('"Ingeniería" and one field word before brackets is a bachelor\'s', () => {
    const got = education([
      'EDUCATION',
      'Maestría en Estadística',
      'Universidad de Antioquia, Medellín',
      '2018 - 2020',
      'Ingeniería Electrónica (Electronics Engineer)',
      'Universidad del Valle, Cali',
      '2010 - 2016',
    ]);
    expect(got.bachelor).toBe('Universidad del Valle');
    expect(got.master).toBe('Universidad de Antioquia');
  });
  it('a note that the study was left unfinished, under a name wrapped over two lines', () => {
    const got = education([
      'EDUCATION',
      'PhD studies, Physics, University of\t2017 –',
      'Alberta\t2019',
      'Withdrew in 2019 for a job offer; no degree.',
      'M.Sc., Physics, University of Calgary 2015 – 2017',
    ]);
    expect(got.degree).toBe('Master');
    expect(got.phd).toBe('');
  });
});
