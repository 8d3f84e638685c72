import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, twentieth round: schools, a mononym and a wrapped mobile; our own texts.

const fields = (lines: string[]) => extractResumeFields(lines.join('\n'));

describe('a school whose "University of …" was wrapped to the next line', () => {
  it('keeps the city that starts the name after the dash', () => {
    const got = fields([
      'Tomasz Zieliński',
      'tomasz.z@example.pl',
      'Education',
      'MSc in Robotics — Wrocław',
      'University of Science and Technology, 2018 – 2020',
      'BSc in Automatics — Silesian University of Technology, 2014 – 2018',
    ]);
    expect(got.master).toBe('Wrocław University of Science and Technology');
    expect(got.bachelor).toBe('Silesian University of Technology');
  });
  it('gives the degree to the university, not its graduate school, and leaves the bachelor’s school alone', () => {
    const got = fields([
      'Sato Yuki',
      'yuki.sato@example.jp',
      'Education',
      '2019/04 – 2021/03 Master of Science, Graduate School of Frontier Sciences, The',
      'University of Kyoto',
      '2015/04 – 2019/03 Bachelor of Engineering, Department of Physics, Nagoya',
      'Institute of Technology',
    ]);
    expect(got.master).toBe('The University of Kyoto');
    expect(got.bachelor).toBe('Nagoya Institute of Technology');
  });
  it('does not take a subject that ends a line into the name', () => {
    const got = fields([
      'Ana Ruiz',
      'ana.ruiz@example.com',
      'Education',
      'Master of Science, Data Science',
      'University of Leeds, 2016',
    ]);
    expect(got.master).toBe('University of Leeds');
  });
});

describe('school names the extractor used to cut', () => {
  it('reads on past an ampersand inside the name', () => {
    const got = fields([
      'Bilal Ahmed',
      'bilal@example.pk',
      'EDUCATION',
      'BS Electrical Engineering — University of Engineering & Technology (UET), Lahore, 2012 – 2016',
    ]);
    expect(got.bachelor).toBe('University of Engineering & Technology');
  });
  it('reads an Indonesian Universitas and its Sarjana as a bachelor’s, not the online academy below', () => {
    const got = fields([
      'Putri Lestari',
      'putri@example.co.id',
      'Education',
      'Universitas Gadjah Mada — Sarjana Teknik (S.T.), Teknik Elektro',
      '2013 – 2017 · Yogyakarta',
      'Purwadhika Academy — Data Science course (certificate 2020)',
    ]);
    expect(got.degree).toBe('Bachelor');
    expect(got.bachelor).toBe('Universitas Gadjah Mada');
    expect(got.university).toBe('Universitas Gadjah Mada');
  });
});

describe('a thesis line under a degree', () => {
  it('is not a second degree that takes the next school', () => {
    const got = fields([
      'Pablo Gil',
      'pablo.gil@example.es',
      'Education',
      'Máster en Ciencia de Datos (MSc Data Science) —',
      'Universidad de Granada (UGR), 2020 – 2021',
      "Master's thesis on graph neural networks for traffic.",
      'Grado en Matemáticas (BSc Mathematics) —',
      'Universidad de Sevilla (US), 2016 – 2020',
    ]);
    expect(got.master).toBe('Universidad de Granada');
    expect(got.bachelor).toBe('Universidad de Sevilla');
  });
});

describe('a city in brackets after a Chinese university', () => {
  it('is dropped after a university named for a region of the country', () => {
    const got = fields(['孙晓明', 'sxm@example.cn', '教育背景', '西南大学（重庆）　软件工程　学士　2012.09 - 2016.06']);
    expect(got.bachelor).toBe('西南大学');
  });
  // Round 50 reads the city after a city's university as its campus too, left out as the conventions say.
  it('is left out after a city’s university as well (since round 50: a campus, not a school)', () => {
    const got = fields(['孙晓明', 'sxm@example.cn', '教育背景', '山东大学（威海）　软件工程　学士　2012.09 - 2016.06']);
    expect(got.bachelor).toBe('山东大学');
  });
});

describe('a mobile with a second number on the next line', () => {
  it('stops at the line break instead of joining pieces of both', () => {
    const got = fields([
      'Amina Otieno',
      'amina.otieno@example.co.ke',
      'Mobile: +255 754 318 902',
      'Alt. mobile: 0715 660 244',
    ]);
    expect(got.phone).toBe('+255 754 318 902');
  });
});

describe('a candidate with one name only', () => {
  it('is the single word at the top that the e-mail address starts with', () => {
    const got = fields([
      'SUSANTO   Backend Engineer (Go · PostgreSQL)',
      'Surabaya, Indonesia | susanto.codes@example.co.id',
      'Experience',
    ]);
    expect(got.name).toBe('Susanto');
  });
  it('is not a heading word, even when the address starts with it', () => {
    const got = fields(['CONTACT', 'contact.me@example.com', 'Experience']);
    expect(got.name).toBe('');
  });
});
