import { describe, expect, it } from 'vitest';
import { extractResumeFields } from './extract-resume-fields.ts';

// Issue 23, forty-fourth round (fields): our own texts.

describe('forty-fourth round: birth date', () => {
  it('a labelled birth month on a closing details line runs on into the next part only up to its label', () => {
    const text = [
      '韦思琪',
      '数据工程师 · weisiqi@example.com · 138 2201 7745',
      '工作经历',
      '某物流公司 · 数据工程师 2021.07 – 至今',
      '其他',
      '性别:女 出生:1996年3月 驾照:C1 爱好:羽毛球',
    ].join('\n');
    expect(extractResumeFields(text).birthday).toBe('1996-03');
  });

  it('a year alone after a labelled gender on a contact line is the birth year', () => {
    const text = [
      '邹一鸣',
      '工作经历',
      '某游戏公司 · 客户端开发 2020.07 – 至今',
      '负责战斗系统与网络同步。',
      ...Array.from({ length: 14 }, (_, n) => `负责模块 ${n + 1} 的设计、开发与上线。`),
      '教育背景',
      '中南大学 · 软件工程 · 本科 2016.09 – 2020.06',
      '联系方式',
      '手机:+86 137 6620 1189',
      '邮箱:zou.yiming@example.com',
      '性别:男 ｜ 1998年',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.birthday).toBe('1998');
    expect(fields.gender).toBe('Male');
  });

  it('a day-precise date as a header part is the birth date; a recent one is not', () => {
    const header = (date: string) =>
      ['宁可心', `${date}  成都  本科  2年经验`, '+86 150 2287 6631  ningkexin@example.com', '教育背景'].join('\n');
    expect(extractResumeFields(header('1999.11.03')).birthday).toBe('1999-11-03');
    expect(extractResumeFields(header('2024.11.03')).birthday).toBe('');
  });

  it('a year and month alone on the line under the gender’s line is the birth month, not elsewhere', () => {
    const under = ['塔娜', '18822014567', 'tana.dev@example.cn', '蒙古族 ｜ 女', '2001.09', '技能'].join('\n');
    expect(extractResumeFields(under).birthday).toBe('2001-09');
    const apart = ['塔娜', '18822014567', '2001.09', 'tana.dev@example.cn', '技能'].join('\n');
    expect(extractResumeFields(apart).birthday).toBe('');
  });
});

describe('forty-fourth round: education', () => {
  it('sentence words before a Chinese school are not part of its name', () => {
    const namely = extractResumeFields('祁安然\n教育背景\n即南京大学 计算机科学与技术系 硕士 2018.09 – 2021.06');
    expect(namely.university).toBe('南京大学');
    const awarded = extractResumeFields(
      '祁安然\n教育背景\n某研究中心 模式识别 工学硕士(2018.09 – 2021.06,学位由中国科学技术大学授予)',
    );
    expect(awarded.master).toBe('中国科学技术大学');
  });

  // The campus bracket stayed until round 50, which leaves it out as the conventions say.
  it('a study-mode bracket after a school is left out; since round 50 a campus bracket too', () => {
    const mode = extractResumeFields('冯嘉乐\n教育背景\n2019.09 - 2021.06\t香港城市大学（兼读制）\t数据科学\t硕士');
    expect(mode.master).toBe('香港城市大学');
    const campus = extractResumeFields('冯嘉乐\n教育背景\n2019.09 - 2021.06\t哈尔滨工业大学（威海）\t软件工程\t本科');
    expect(campus.bachelor).toBe('哈尔滨工业大学');
  });

  it('an institute named with its degree-granting university in brackets is read as the institute', () => {
    const fields = extractResumeFields(
      '闵子衿\n教育背景\n中国科学院计算技术研究所（中国科学院大学） | 计算机系统结构 | 硕士',
    );
    expect(fields.master).toBe('中国科学院计算技术研究所');
  });

  it('the Dutch Universiteit may end a name, as University does', () => {
    const text = [
      'Sanne Bakker',
      'Education',
      'MSc Data Science, Eindhoven University of Technology, 2019 – 2021',
      'BSc Psychology',
      'Tilburg Universiteit, Tilburg, 2016 – 2019',
    ].join('\n');
    expect(extractResumeFields(text).bachelor).toBe('Tilburg Universiteit');
  });

  it('a keyword-first name cut after an Arabic article takes the word that opens the next line', () => {
    const text = [
      'Karim Haddad',
      'Education',
      'Master Recherche en Informatique, 2017 – 2019',
      'Faculté des Lettres, Université de Manouba El',
      'Ghazala — thesis on Arabic speech tagging',
    ].join('\n');
    expect(extractResumeFields(text).master).toBe('Université de Manouba El Ghazala');
  });
});

describe('forty-fourth round: name and gender', () => {
  it('a name in letter-spaced capitals that lost its word gaps is read when the address spells its letters', () => {
    const text = (email: string) =>
      ['M A T E W A R E T I H I', 'D A T A E N G I N E E R', `${email} · +64 22 418 3306`, 'Experience'].join('\n');
    expect(extractResumeFields(text('matewa.retihi@example.nz')).name).toBe('Matewa Retihi');
    expect(extractResumeFields(text('m.retihi@example.nz')).name).toBe('');
  });

  it('a title alone on the first line does not stop the given name over the family name', () => {
    const text = [
      'Dr.',
      'Samira',
      'El Idrissi',
      'Speech Scientist',
      'samira.elidrissi@example.ma · +212 661 204 377',
    ].join('\n');
    expect(extractResumeFields(text).name).toBe('Samira El Idrissi');
  });

  it('朴 is a surname, and a gender opening the line under a details heading is read before the ethnic group', () => {
    const text = [
      '朴敏俊',
      '后端开发工程师',
      '工作经历',
      '某电商公司 · 后端开发 2019.03 – 至今',
      ...Array.from({ length: 14 }, (_, n) => `负责模块 ${n + 1} 的设计、开发与上线。`),
      '个人信息',
      '男 朝鲜族',
      '联系方式',
      '手机:136 4431 2290',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.name).toBe('朴敏俊');
    expect(fields.gender).toBe('Male');
  });

  it('a name without a surname on the first line over a job title is read when the top states a minority people', () => {
    const lines = (people: string) =>
      ['斯琴其木格', '数据分析工程师 | Data Analyst', 'qiqige@example.cn · 139 4712 0086', `性别:女 · ${people}`].join(
        '\n',
      );
    expect(extractResumeFields(lines('蒙古族')).name).toBe('斯琴其木格');
    expect(extractResumeFields(lines('汉族')).name).toBe('');
  });
});

describe('forty-fourth round: the bachelor’s school beside a higher degree', () => {
  it('a name in another language wrapped after its keyword in a row’s last cell takes the next line', () => {
    const text = [
      'Tomás Fuentes',
      'Education',
      '2016 – 2018\tMSc Robotics, Delft University of Technology',
      '2010 – 2015\tIngeniero Civil Eléctrico (Licenciatura en Ciencias), Pontificia Universidad',
      'Católica de Valparaíso',
      'Experience',
    ].join('\n');
    expect(extractResumeFields(text).bachelor).toBe('Pontificia Universidad Católica de Valparaíso');
  });

  it('both degrees from one school, each with its subject and dates on lines of their own', () => {
    const text = [
      'Marta Zielińska',
      'Education',
      'Gdańsk University of Technology',
      'MSc Eng., Automatic Control',
      'Specialisation: Robotics',
      'Oct 2018 – Jul 2019',
      'BSc Eng., Automatic Control',
      'Oct 2014 – Feb 2018',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.master).toBe('Gdańsk University of Technology');
    expect(fields.bachelor).toBe('Gdańsk University of Technology');
  });

  it('a Licence then a master’s first year at one school is that school’s bachelor’s', () => {
    const text = [
      'Camille Roux',
      'Formation',
      'Master 2 Data Science — Université Paris Cité, 2019 – 2020',
      'Licence puis Master 1 d’Informatique — Université de Bordeaux, 2015 – 2019',
    ].join('\n');
    expect(extractResumeFields(text).bachelor).toBe('Université de Bordeaux');
  });

  it('the school of a postgraduate diploma is not the bachelor’s below it', () => {
    const text = [
      'Mere Parata',
      'Education',
      'Postgraduate Diploma in Statistics — University of Otago, 2020',
      '',
      'Bachelor of Arts — Economics —',
      'Massey University, 2018',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.bachelor).toBe('Massey University');
    expect(fields.degree).toBe('Bachelor');
  });

  it('the partner schools of a joint master’s are not the bachelor’s school', () => {
    const text = [
      'Lucía Paredes',
      'Education',
      'Master in Data Science (MSc)',
      'Joint programme of Universidad de Granada (UGR), Universidad',
      'de Málaga and Universidad de Sevilla; degree awarded by UGR. 2021 – 2023',
      'Bachiller en Ciencias con mención en Estadística',
      'Universidad Nacional Mayor de San Marcos (UNMSM) 2014 – 2019',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.master).toBe('Universidad de Granada');
    expect(fields.bachelor).toBe('Universidad Nacional Mayor de San Marcos');
  });
});

describe('forty-fourth round: degrees that are none, and a Peruvian bachelor’s', () => {
  it('a lato-sensu MBA is a specialisation, not a master’s', () => {
    const text = [
      'Rafael Costa',
      'Formação',
      'Bacharelado em Sistemas de Informação - Universidade Federal de Minas Gerais (UFMG)\t2013 - 2017',
      'MBA em Ciência de Dados (lato sensu) - Universidade de São Paulo (USP), online\t2022 - 2023',
    ].join('\n');
    expect(extractResumeFields(text).degree).toBe('Bachelor');
  });

  it('Bachiller en … is a bachelor’s at a university, a school-leaving title at a Colegio', () => {
    const university = extractResumeFields(
      'Rosa Mamani\nEducation\nBachiller en Ingeniería de Software — Universidad de Lima, 2014 – 2019',
    );
    expect(university.degree).toBe('Bachelor');
    const school = extractResumeFields('Rosa Mamani\nEducation\nBachiller en Humanidades — Colegio Santa Úrsula, 2013');
    expect(school.degree).toBe('');
  });

  it('a bracket that opens with a country after a school abroad is left out', () => {
    const fields = extractResumeFields('鲁思远\n教育背景\n2019.04 – 2021.03　京都大学（日本京都）　情报学研究科　硕士');
    expect(fields.master).toBe('京都大学');
  });
});

describe('forty-fourth round: older sets’ open misses', () => {
  it('a birth month opening a cell of the e-mail’s line before the city is the birth date', () => {
    const text = [
      '贺一帆',
      '求职意向:数据分析实习生',
      '教育背景',
      '武汉大学 统计学 本科在读 2022.09 – 2026.06',
      '项目经历',
      '校园外卖订单分析(课程项目)',
      '用 Python 清洗 30 万条订单数据并可视化。',
      '社团经历',
      '数学建模协会 · 副会长',
      '组织校内建模赛两次。',
      '荣誉',
      '校一等奖学金',
      '技能',
      'Python、SQL、Excel',
      '兴趣:跑步、摄影',
      '联系:13907184426 ✉ heyifan@example.com  2004-03 武汉',
    ].join('\n');
    expect(extractResumeFields(text).birthday).toBe('2004-03');
  });

  it('a name’s first word left after a comma joins two words and the keyword opening the next line', () => {
    const text = [
      'Deniz Aksoy',
      'Education',
      'Ph.D. in Civil Engineering (in progress), Istanbul',
      'Technical University (İTÜ), Istanbul. Advisor: Prof. K. Aydın.',
    ].join('\n');
    expect(extractResumeFields(text).phd).toBe('Istanbul Technical University');
  });

  it('a school in capitals joined to its parent by a hyphen, before a unit and the year, is the degree’s', () => {
    const text = [
      'Andrea Ruiz',
      'Education',
      'Maestría en Ciencias en Robótica — UPIITA-IPN, Unidad Zacatenco · 2021 – 2023',
      'Ingeniería en Mecatrónica — Universidad de Guanajuato · 2015 – 2020',
    ].join('\n');
    const fields = extractResumeFields(text);
    expect(fields.master).toBe('UPIITA-IPN');
    expect(fields.bachelor).toBe('Universidad de Guanajuato');
  });
});
