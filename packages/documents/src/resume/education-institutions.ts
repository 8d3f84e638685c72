// Which schools a line names, English and Chinese, and a name's end wrapped onto the next line.
import { toSimplified } from '../text/han-variants.ts';
import { HAN } from '../text/normalize.ts';
import { degreesIn } from './education-degrees.ts';
import { quotedNameAfter, shortNameBefore } from './education-name-beside.ts';
import { INITIALS_AND_CITY, NAME_ADJECTIVE, ROMANCE_AND, SCHOOL_KEYWORD_STEM } from './education-name-words.ts';
import { withoutSubjectBefore } from './education-subject-before-name.ts';

const ZH_SUFFIX = /(大学|科学院|研究所|研究院|研究生院|学院|学校)/g;
/**
 * Words of a sentence before the name: "毕业于…", and since the forty-fourth round "即东京大学" (namely), "学位由中国科学院大学
 * 授予" (the degree awarded by), "本科为…", "系…" (is). No school's name opens with one of them.
 */
const ZH_PREFIX = /^(?:毕业于|就读于|就读|毕业|于|在|即|学位由|由|为|系)/;
/** "学院路37号", "大学城站": a street, district or stop named after a school is an address, not a school. */
const ZH_ADDRESS_AFTER = /^(?:路|街|大道|大街|道|巷|号|城|站|小区|社区|村|园区|南路|北路|东路|西路|中路)/;
/**
 * "XX大学计算机学院" is a school of the university (the university is kept); "天津外国语大学滨海外事学院" is an
 * independent college whose full name is the institution. A school of a university names a discipline.
 */
const DISCIPLINE =
  /计算机|软件|信息|电子|电气|机械|通信|数学|物理|化学|生命|经济|管理|文学|法学|艺术|自动化|控制|材料|土木|建筑|环境|能源|航空|航天|医学|药学|人文|社会|新闻|传播|马克思|公共|国际|工程|科学与技术|微电子|网络|数据|人工智能|集成电路|光电|仪器|交通|海洋|地球|生物|体育|音乐|美术|设计|教育|心理|历史|哲学|商学|金融|统计|会计|研究生/;
const UC_CAMPUS =
  /^,\s*(Berkeley|Los Angeles|San Diego|Davis|Irvine|Santa Barbara|Santa Cruz|Riverside|Merced|San Francisco)\b/;
/**
 * Systems of many campuses whose name alone is not one school: the campus after a comma belongs to the name
 * ("National Institute of Technology, Tiruchirappalli", "Indian Institute of Management, Ahmedabad"). Elsewhere a
 * word after a comma is a city beside the school ("Tsinghua University, Beijing") and is left out.
 */
// Since the fifty-fourth round the National University of Ireland, whose members were named by their town ("National
// University of Ireland, Galway").
const CAMPUS_SYSTEM =
  /^(?:National Institute of Technology|Indian Institute of (?:Technology|Management|Information Technology|Science Education and Research)|National Institute of Design|National University of Ireland)$/;
const CAMPUS_AFTER_COMMA = /^,\s*(\p{Lu}[\p{L}\p{M}-]+)(?=\s*(?:$|[,(–—-]|\d))/u;
/** "(BHU)", "(ISM)": a campus that grew out of another school, named in brackets after the system's name. */
const CAMPUS_IN_BRACKETS = /^\s*\((\p{Lu}[\p{L}\p{M}.&' -]{1,30})\)/u;
const CITY_AFTER_CAMPUS = /^(,?\s*)(\p{Lu}[\p{L}\p{M}-]+)(?=\s*(?:$|[,(–—-]|\d))/u;

/**
 * The campus of a system of many campuses, from what follows its name: a city after a comma ("…, Tiruchirappalli"),
 * and since the twenty-second round a campus in brackets ("Indian Institute of Technology (BHU), Varanasi", "… (ISM)
 * Dhanbad"), which is part of the name, with the city after it, comma or not. The system's own initials in brackets
 * ("(IIT)") are an abbreviation, not a campus.
 */
function withCampus(name: string, after: string): string {
  const initials = name.replace(/\b(?:of|and)\b/g, '').replace(/(\p{Lu})\p{L}*\s*/gu, '$1');
  const bracket = CAMPUS_IN_BRACKETS.exec(after);
  if (!bracket?.[1]) {
    const city = CAMPUS_AFTER_COMMA.exec(after);
    return city ? `${name}, ${city[1]}` : name;
  }
  const campus = bracket[1] === initials ? '' : ` (${bracket[1]})`;
  const city = CITY_AFTER_CAMPUS.exec(after.slice(bracket[0].length));
  return `${name}${campus}${city?.[2] ? `${city[1]?.includes(',') ? ',' : ''} ${city[2]}` : ''}`;
}

/** A capitalised word (any script) that may continue an institution's name: not a degree ("B.E.", "Master"). */
/**
 * "Université Côte d'Azur", "Université d'Orléans" (round 60): the French particle elided before a vowel is written onto
 * the next word of the name; without it the name was cut before that word.
 */
const ELIDED_PARTICLE = String.raw`(?:d['’](?=\p{Lu}))?`;
const NAME_WORD = String.raw`${ELIDED_PARTICLE}(?!(?:Master|Masters|Bachelor|Doctor|Ph|B|M)(?![\p{L}\p{M}]))\p{Lu}[\p{L}\p{M}'’&-]*(?![\p{L}\d]|\.[\p{L}\d])`;
/**
 * "University of X", and the same in other languages, where the keyword comes first. Since the twenty-first round
 * also Malaysia's and Indonesia's Universiti, Politeknik and Kolej ("Universiti Teknologi Malaysia"); since the
 * twenty-second the French Polytechnique, which names a school with its city and no other keyword ("Polytechnique
 * Montréal"); since the thirty-first round Mexico's research centres that grant degrees ("Centro de Investigación y de
 * Estudios Avanzados del IPN", "Centro de Investigación en Matemáticas"); since the thirty-second round Romania's
 * Universitatea ("Universitatea Politehnica din București"); since the fifty-fourth round the Dutch state universities'
 * Rijksuniversiteit ("Rijksuniversiteit Groningen").
 */
export const KEYWORD_FIRST =
  '(?:University|Rijksuniversiteit|Polytechnique|Universitas|Universiti|Universitatea|Politeknik|Kolej|Universidade|Universidad|Università|Université|Universität|Universiteit|Universitat|Uniwersytet|Instituto|Institut|Escola|Escuela|Faculdade|Politecnico|Politécnica|Politechnika|Tecnológico|Tecnologico|Hogeschool|Akademia|Academia|École|Ecole|Centro de Investigaci[óo]n)';
// à, au: "Université du Québec à Montréal".
// din: Romanian ("Universitatea Tehnică din Cluj-Napoca"; thirty-second round).
// es: a place's name from Arabic ("University of Dar es Salaam"; twenty-eighth round).
// los, las: "Universidad de los Andes", "Universidad de las Américas" (sixteenth round). y, e: see ROMANCE_AND.
// et: French "and" inside a name ("Université Pierre et Marie Curie", round 58).
export const PARTICLE = `(?:at|of|and|the|de|da|do|das|dos|del|della|degli|di|des|du|es|la|los|las|für|van|von|à|au|aux|din|et|${ROMANCE_AND})`;
/** A numbered university ("Université Claude Bernard Lyon 1", "Paris 8"): one or two digits, not a year or a date. */
const NUMBERED = String.raw`(?:\s+\d{1,2}(?![\d\p{L}.:/]))?`;
/** A number inside the name, before more of it ("Université Paris 1 Panthéon-Sorbonne"). */
const NUMBER_INSIDE = String.raw`\s+\d{1,2}(?=\s+\p{Lu}\p{Ll})`;
/**
 * "London Business School", "Yale Law School": a professional school is the institution of its degree. Since the
 * thirty-second round also Turkey's Üniversitesi, written last ("Hacettepe Üniversitesi"); since the forty-fourth the
 * Dutch Universiteit after its name ("Radboud Universiteit"), as the French Université (forty-second); since round 60
 * the Danish and Norwegian Universitet capitalised in an official name ("Danmarks Tekniske Universitet").
 */
const KEYWORD_LAST = String.raw`(?:University|Université|Universität|Universiteit|Universitet|Üniversitesi|Universitesi|Institute|College|Polytechnic|Academy|Hochschule|School of \p{Lu}[\p{L}-]*|(?:Business|Law|Medical|Graduate|Management) School)`;
/**
 * Nordic names put a lower-case keyword last, sometimes after a lower-case adjective: "Linköpings universitet",
 * "Chalmers tekniska högskola", "Norges teknisk-naturvitenskapelige universitet", "Aalto-yliopisto".
 */
const NORDIC_KEYWORD_LAST = String.raw`(?:\p{Lu}[\p{L}\p{M}'’.&-]*\s+){1,3}(?:\p{Ll}[\p{L}-]+\s+)?(?:universitet|universitetet|högskola|högskolan|høgskole|høgskolen|højskole|yliopisto)(?![\p{L}])`;
// &: "National University of Sciences & Technology" goes on after its ampersand (twentieth round).
// "University of Toronto Institute for Aerospace Studies" (thirty-sixth round): a unit of the school named after it
// ("Institute for …", "Centre for …") goes on after its "for", which names no other school.
/**
 * "College of Engineering Pune (COEP)" (thirty-sixth round): a college named "of" its subject and then its city, the
 * keyword first as in "University of …"; the words before the keyword are read as before ("Boston College").
 */
const COLLEGE_OF = String.raw`College(?=\s+of\s)`;
/** "Mohamed bin Zayed University", "Imam Muhammad ibn Saud Islamic University" (fiftieth round): "son of" inside a founder's name. */
const PATRONYMIC = '(?:bin|ibn|bint|binti)';
const UNIT_FOR = String.raw`\s+for(?<=(?:Institute|Centre|Center|School)\s+for)`;
const EN_INSTITUTION = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(?:\p{Lu}[\p{L}\p{M}'’.&-]*(?:\s+|(?<=-))){0,3}(?:${KEYWORD_FIRST}|${COLLEGE_OF})(?:(?:\s+|-)(?:${PARTICLE}|&|${NAME_WORD}|${NAME_ADJECTIVE})|${UNIT_FOR}|${NUMBER_INSIDE})*\s+(?:${NAME_WORD}|${NAME_ADJECTIVE}(?![\p{L}\p{M}]))${NUMBERED}` +
    String.raw`|(?:\p{Lu}[\p{L}\p{M}'’.&-]*\s+(?:${PATRONYMIC}\s+)?){1,5}${KEYWORD_LAST}` +
    String.raw`(?:\s+(?:of|at|for|and|in|&)(?:\s+the)?\s+${NAME_WORD}|\s+${NAME_WORD})*` +
    `|${NORDIC_KEYWORD_LAST})`,
  'gu',
);
/**
 * Schools known by a short name or an acronym with no keyword: MIT, and the French grandes écoles, which a resume
 * names as "Grenoble INP – Ensimag", "INSA Lyon", "CentraleSupélec" (a school inside an institute: the whole), and
 * India's institutes of technology, an acronym and the campus's city ("IIT Madras", "NIT Trichy", "BITS Pilani"). Since
 * the fiftieth round also UNSW, which calls itself "UNSW Sydney".
 */
const KNOWN_SHORT = new RegExp(
  String.raw`(?<![\p{L}\d])(MIT|Caltech|ETH Zurich|EPFL|KAIST|POSTECH|NUS|NTU|HKUST|UCLA|UC Berkeley|Georgia Tech|CMU|UIUC|KTH|DTU|TU Delft|TU Munich|TUM|RWTH Aachen|(?:Grenoble|Toulouse|Bordeaux|Lorraine) INP(?:\s[–—-]\s\p{Lu}[\p{L}-]+)?|Ensimag|INSA(?: \p{Lu}\p{Ll}+)?|ENS(?: Paris-Saclay| de Lyon| Ulm)|ENSAE(?: Paris)?|ENSTA(?: Paris)?|CentraleSupélec|Centrale\s\p{Lu}\p{Ll}+|Télécom Paris|Mines ParisTech|Mines Paris|Sciences Po|HEC Paris|ESSEC|ESCP|ISAE-SUPAERO|École polytechnique|(?:IIT|IIIT|NIT) \p{Lu}\p{Ll}+|IISc(?: Bangalore)?|BITS Pilani|UNSW(?: Sydney| Canberra)?|${INITIALS_AND_CITY})(?![\p{L}\d])`,
  'gu',
);
/** Words that belong to a degree or a field of study, not to the institution before "University". */
export const FIELD_WORDS =
  /^(?:in|of|and|Dual|Joint|Double|Integrated|B\.?S\.?|M\.?S\.?|Ph\.?D\.?|Science|Sciences|Engineering|Computer|Electrical|Mathematics|Math|Informatics|Physics|Design|Graphic|Arts?|Technology|Master|Bachelor|Doctor|Degree|Major|Minor|Vision)$/;
/**
 * "Entered Tokyo Institute of Technology", "Enrolled Kyoto University": the verb of a history table's line (the
 * Japanese 入学 / 卒業 rows written in English) before a school is not part of its name (twenty-third round).
 */
const HISTORY_VERB =
  /^(?:Entered|Enrolled|Admitted|Graduated|Completed|Attended|Joined|Transferred|Matriculated|Started|Began)$/;
/** Subjects that end a name like "Institute of Technology": a word after them is a city ("… Technology Atlanta"). */
export const SUBJECT_END =
  /^(?:Technology|Science|Sciences|Engineering|Arts|Economics|Finance|Business|Medicine|Law|Management|Commerce|Education|Agriculture|Mines|Music|Design|Aeronautics|Astronautics|Telecommunications|Communications|Pharmacy|Architecture|Studies)$/;
/** ", GA", ", USA", ", India": a region after a city. */
const REGION_AFTER =
  /^,\s*(?:[A-Z]{2}\b|U\.?S\.?A?\b|UK\b|Canada|China|India|Korea|Japan|Germany|France|Italy|Spain|Brazil|Australia|Singapore|Switzerland|Netherlands)/;
/** Never the end of a name: a date or a grade glued on by the layout ("… Astronautics Sep", "… College GPA"). */
const NOT_A_NAME_END =
  /^(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|January|February|March|April|June|July|August|September|October|November|December|GPA|CGPA|Present|Now|Expected)\.?$/i;
/** A degree's abbreviation written after the school, before its subject ("The University of Edinburgh MSc in …"). */
const DEGREE_AFTER_NAME = /^(?:MSc|M\.Sc\.?|BSc|B\.Sc\.?|MEng|BEng|PhD|Ph\.D\.?|DPhil|MPhil|MBA|MRes)$/;
/** A word after "College" or "University" that makes the whole an address ("College Road", "University Ave"). */
const STREET =
  /^(?:Road|Rd|Street|St|Avenue|Ave|Lane|Ln|Drive|Dr|Boulevard|Blvd|Way|Marg|Nagar|Square|Sq|Park|Station)\.?$/i;

/** Small words stay small when an ALL-CAPS line is title-cased ("UNIVERSIDADE DE SÃO PAULO"). */
const SMALL_WORDS = /^(?:of|and|at|for|in|the|de|da|do|das|dos|del|della|di|des|du|es|la|für|van|von)$/i;
const isAllCaps = (text: string) => /\p{Lu}.*\p{Lu}/u.test(text) && !/\p{Ll}/u.test(text);
const titleCased = (text: string) =>
  text.replace(/\p{L}[\p{L}\p{M}'’-]*/gu, (w, offset: number) =>
    offset > 0 && SMALL_WORDS.test(w) ? w.toLowerCase() : (w[0] ?? '') + w.slice(1).toLowerCase(),
  );

export interface Institution {
  name: string;
  index: number;
  /** A whole university rather than one of its schools (学院) or departments. */
  strong: boolean;
}

/**
 * "哈尔滨工业大学（深圳）", "山东大学（威海）", "东北大学（沈阳）" (fiftieth round, as `docs/labelling-conventions.md` reads a
 * school "without campus or city"): a city in brackets after a university names its campus, not another school, and is
 * left out. Until this round it was kept, as the labels of sets 13, 17, 18 and 22 had it; set 18's label was corrected
 * to accept the name alone. Only these universities are schools of their own in each city, whose names keep it:
 * 香港中文大学（深圳） (CUHK-Shenzhen), 中国地质大学（武汉）, 中国石油大学（华东）, 中国矿业大学（北京）.
 */
const OWN_SCHOOL_IN_CITY = /^(?:香港中文大学|中国地质大学|中国石油大学|中国矿业大学)$/;
const CITY_BRACKET = /^[（(](?:深圳|武汉|北京|华东|徐州)[)）]/u;
/**
 * "浙江大学城市学院（现杭州城市大学）", "深圳职业技术大学（原深圳职业技术学院）" (forty-second round): a bracket that gives a
 * renamed school's present (现, 今) or former (原, 前身, 旧称) name ends the name before it; read as part of it, the
 * school was cut inside the bracket. Since round 60 also the name it had then ("澳門理工大學（時稱澳門理工學院）").
 */
const OTHER_NAME_BRACKET = /[（(](?:现|今|原|前身|旧称|曾用名|时称)/u;

/** A count of one to three digits ending the text, not the end of a year, a date or a range ("60 ", not "2020.03 "). */
const SMALL_COUNT_BEFORE = /(?<![\d.\-–—/])\d{1,3}\s*$/u;

/** Read in simplified characters (國立臺灣大學 as 国立台湾大学); the name is kept as written. */
function chineseInstitutions(written: string): Institution[] {
  const found: Institution[] = [];
  const line = toSimplified(written);
  for (const m of line.matchAll(/[\p{Script=Han}()（）]+/gu)) {
    // "带领 60 人研究院" (fiftieth round): a figure's measure word opening the run counts people, years or places and
    // is no part of a name. A small count only: after a year or a date ("2018.04 – 2020.03 名古屋大学", "2016 名城大学")
    // the character opens the school's name (review 2 of round 50).
    const measureWordLength =
      SMALL_COUNT_BEFORE.test(line.slice(0, m.index)) && /^[人名个位年家所]/u.test(m[0]) ? 1 : 0;
    const prefix = measureWordLength + (ZH_PREFIX.exec(m[0].slice(measureWordLength))?.[0].length ?? 0);
    const token = m[0].slice(prefix, OTHER_NAME_BRACKET.exec(m[0])?.index);
    const suffixes = [...token.matchAll(ZH_SUFFIX)].filter(
      (s) => !ZH_ADDRESS_AFTER.test(token.slice((s.index ?? 0) + (s[1]?.length ?? 0))),
    );
    if (suffixes.length === 0) continue;
    const university = suffixes.find((s) => s[1] === '大学');
    const last = suffixes[suffixes.length - 1];
    let cut = university ?? last;
    // "中国科学院声学研究所（中国科学院大学）" (forty-fourth round): an institute whose degree its university awards, named
    // in brackets after it; the institute, which ends right before the bracket, is the name (the labels take both).
    const open = token.search(/[（(]/);
    const beforeBracket = suffixes.find((s) => (s.index ?? 0) + (s[1]?.length ?? 0) === open);
    if (university && beforeBracket && (university.index ?? 0) > open) cut = beforeBracket;
    // An independent college after its university ("…大学滨海外事学院"): the whole is the name.
    if (university && last && last !== university && last[1] === '学院') {
      const between = token.slice((university.index ?? 0) + 2, (last.index ?? 0) + 2);
      if (between.length >= 4 && !DISCIPLINE.test(between)) cut = last;
    }
    if (!cut) continue;
    let name = token.slice(0, (cut.index ?? 0) + (cut[1]?.length ?? 0));
    const city = CITY_BRACKET.exec(toSimplified(token.slice(name.length)));
    if (city && OWN_SCHOOL_IN_CITY.test(toSimplified(name)))
      name += token.slice(name.length, name.length + city[0].length);
    if (name.replace(/[()（）]/g, '').length < 4 || /^(?:毕业)?院校$|^学校$/.test(name)) continue;
    const start = (m.index ?? 0) + prefix;
    found.push({
      name: written.slice(start, start + name.length),
      index: m.index ?? 0,
      strong: !!university || /科学院|研究所|研究院/.test(name),
    });
  }
  return found;
}

/**
 * "人工智能学院", "电子信息与电气工程学院" (forty-eighth round): a 学院 named by disciplines alone is a faculty of a
 * school, never a school; on the line under one (even a 学院, "深圳职业技术学院") it is part of that school.
 */
export const isFacultyName = (name: string) => /学院$/.test(name) && FACULTY_NAME.test(toSimplified(name));
const FACULTY_NAME = new RegExp(`^(?:${DISCIPLINE.source}|与|和|及)+学院$`);

/** A lab, group or research centre inside a school: "AIRLab", "Vision Lab", "Robotics Group", "Research Centre". */
const UNIT_END = /^(?:(?:\p{Lu}[\p{L}]*)?Lab|Labs|Laboratory|Laboratories|Group)$/u;
const KEYWORD_WORD = new RegExp(`^(?:${KEYWORD_FIRST}|University|Universität|Institute|College|Polytechnic|Academy)$`);
const PARTICLE_WORD = new RegExp(`^${PARTICLE}$`, 'i');

/**
 * "Politecnico di Milano AIRLab", "Universidad de Granada Robotics Group" (twenty-first round): a school's name
 * followed by one of its labs or groups. The school is its keyword and the words its particles join to it
 * ("… di Milano"); the unit's own name after that is left out.
 */
function withoutUnit(words: string[]): string[] {
  const last = words[words.length - 1] ?? '';
  const researchCentre = /^(?:Centre|Center)$/.test(last) && words[words.length - 2] === 'Research';
  if (!UNIT_END.test(last) && !researchCentre) return words;
  const k = words.findIndex((w) => KEYWORD_WORD.test(w));
  if (k < 0) return words;
  let end = k + 1;
  // Keyword first with no particle ("Universiti Malaya …"): the one word after it names the school.
  if (new RegExp(`^${KEYWORD_FIRST}$`).test(words[k] ?? '') && !PARTICLE_WORD.test(words[end] ?? '')) end++;
  while (PARTICLE_WORD.test(words[end] ?? '')) {
    while (PARTICLE_WORD.test(words[end] ?? '')) end++;
    end++;
  }
  return end < words.length ? words.slice(0, end) : words;
}

/**
 * Drops what a layout glued to a name: a month, a grade or a degree at its end ("… Astronautics Sep", "… Edinburgh
 * MSc"), and a city when a region follows ("Georgia Institute of Technology Atlanta, GA"). A campus that is part of the name stays
 * ("Indian Institute of Technology Madras, 2016").
 */
function trimInstitution(written: string[], after: string): string[] {
  const words = withoutUnit(written);
  const out = [...words];
  const glued = (word: string) => NOT_A_NAME_END.test(word) || DEGREE_AFTER_NAME.test(word);
  while (out.length > 1 && glued(out[out.length - 1] ?? '')) out.pop();
  const last = out.length - 1;
  if (last >= 2 && REGION_AFTER.test(after) && SUBJECT_END.test(out[last - 1] ?? '')) return out.slice(0, last);
  return out;
}

/**
 * A school's keyword anywhere in a name: a capitalised one, or the lower-case Nordic keywords written last
 * ("Linköpings universitet") and Mexico's research centres.
 */
const HOLDS_SCHOOL_KEYWORD = new RegExp(
  `${SCHOOL_KEYWORD_STEM}|univ|högskol|høgskol|højskol|yliopisto|Centro de Investigaci[óo]n`,
);

/** The short name before a dash that opens a descriptive name, unless it is a degree, a subject or a month. */
function shortNameOf(before: string): string {
  const head = shortNameBefore(before);
  const word = head.trim().split(/\s+/)[0] ?? '';
  const notAName =
    FIELD_WORDS.test(word) || SUBJECT_END.test(word) || NOT_A_NAME_END.test(word) || HISTORY_VERB.test(word);
  return head && !notAName && degreesIn(word).length === 0 ? head : '';
}

function englishInSegment(segment: string, offset: number, found: Institution[]): void {
  const caps = isAllCaps(segment);
  const text = caps ? titleCased(segment) : segment;
  // A quoted name taken into the school before it is not a second school ("… University "… Institute"").
  let takenTo = 0;
  for (const m of text.matchAll(EN_INSTITUTION)) {
    if ((m.index ?? 0) < takenTo) continue;
    let words = m[0].trim().split(/\s+/);
    while (words.length > 1 && (FIELD_WORDS.test(words[0] ?? '') || HISTORY_VERB.test(words[0] ?? ''))) words.shift();
    words = withoutSubjectBefore(words, text.slice(Math.max(0, (m.index ?? 0) - 4), m.index));
    const after =
      text
        .slice((m.index ?? 0) + m[0].length)
        .trim()
        .split(/[\s,]+/)[0] ?? '';
    const keywordLast = /(?:College|University|Institute|Academy|Polytechnic)$/.test(m[0].trim());
    if (keywordLast && STREET.test(after)) continue;
    // "St" before a name is Saint ("University of St Andrews", "St John's College"); a street's St ends its name.
    const street = (w: string, i: number) =>
      STREET.test(w) && !(/^St\.?$/.test(w) && /^\p{Lu}/u.test(words[i + 1] ?? ''));
    if (words.some(street) && /\d/.test(segment)) continue;
    words = trimInstitution(words, text.slice((m.index ?? 0) + m[0].length));
    let name = words.join(' ').replace(/[.,]$/, '');
    let start = offset + (m.index ?? 0) + m[0].indexOf(words[0] ?? '');
    const matchEnd = (m.index ?? 0) + m[0].length;
    const quoted = quotedNameAfter(name, text.slice(matchEnd));
    if (quoted) {
      name += ` ${quoted}`;
      takenTo = text.indexOf(quoted, matchEnd) + quoted.length;
    }
    const short = shortNameOf(text.slice(0, start - offset));
    if (short) {
      name = short + name;
      start -= short.length;
    }
    const campus = UC_CAMPUS.exec(text.slice((m.index ?? 0) + m[0].length));
    if (name === 'University of California' && campus) name += `, ${campus[1]}`;
    if (CAMPUS_SYSTEM.test(name)) name = withCampus(name, text.slice((m.index ?? 0) + m[0].length));
    // "UNSW Sydney (The University of<date>" (thirty-sixth round): a keyword with only an article before it names no
    // school; the name was cut at its "of".
    if (/^The\s+(?:University|Institute|College|Academy|Polytechnic)$/.test(name)) continue;
    if (!HOLDS_SCHOOL_KEYWORD.test(name)) continue;
    found.push({ name, index: start, strong: true });
  }
}

/** Each letter without its accents, one character for one, so positions stay those of the line as written. */
const withoutAccents = (text: string) =>
  text.replace(/[\u00C0-\u024F]/g, (c) => c.normalize('NFD').replace(/\p{M}/gu, '').slice(0, 1) || c);

const KNOWN_SHORT_WITHOUT_ACCENTS = new RegExp(withoutAccents(KNOWN_SHORT.source), KNOWN_SHORT.flags);

function englishInstitutions(line: string, hasDegree: boolean): Institution[] {
  const found: Institution[] = [];
  // Tab stops and wide gaps separate a school from the city or dates beside it ("Georgia Tech<TAB>Atlanta, GA").
  let offset = 0;
  for (const part of line.split(/(\t| {3,})/)) {
    if (!/^(?:\t| {3,})$/.test(part)) englishInSegment(part, offset, found);
    offset += part.length;
  }
  // A short name ("MIT") counts on an education line, not inside a sentence about a partnership with it. It is
  // matched with or without its accents ("ETH Zürich" is "ETH Zurich", "Ecole" "École") and kept as written.
  // "ENS Paris-Saclay — mention très bien. Courses: …" (forty-eighth round): a short name that opens the line is the
  // school cell of an education line, however long the line goes on.
  const shortLine = line.split(/\s+/).length <= 8;
  const start = line.search(/\S/);
  for (const m of withoutAccents(line).matchAll(KNOWN_SHORT_WITHOUT_ACCENTS)) {
    if (hasDegree || shortLine || m.index === start) {
      const name = line.slice(m.index ?? 0, (m.index ?? 0) + m[0].length);
      if (!found.some((f) => f.name.includes(name))) found.push({ name, index: m.index ?? 0, strong: true });
    }
  }
  return found;
}

/**
 * A research institute or graduate institute named beside a university ("Language Technologies Institute,
 * Carnegie Mellon University", "國立臺灣大學 資訊工程學研究所") is part of it: the university gives the degree. So is a
 * professional school ("MBA, A. B. Freeman School of Business, Tulane University", seventeenth round), and since the
 * twenty-eighth round a "Graduate Institute of …" (Taiwan's name for a university's graduate department), and since the
 * thirty-sixth a "College of …" ("College of Engineering, Guindy, Anna University").
 * "Massachusetts Institute of Technology" does not end on the keyword, so it is never taken for such a part.
 */
const PART_OF_UNIVERSITY =
  /(?:\bInstitute|\bSchool(?:\s+of\s.*)?|^Graduate Institute of\s.*|^College of\s.*|研究所|研究院)$/u;
const A_UNIVERSITY = /Universit|大学/u;

/** Institutions named on a line; when a line names a university and one of its schools, only the university. */
export function institutionsIn(line: string): Institution[] {
  const hasDegree = degreesIn(line).length > 0;
  const all = [...(HAN.test(line) ? chineseInstitutions(line) : []), ...englishInstitutions(line, hasDegree)];
  const strong = all.filter((i) => i.strong);
  const chosen = strong.length > 0 ? strong : all;
  const universityNamed = chosen.some((i) => A_UNIVERSITY.test(toSimplified(i.name)));
  return chosen
    .filter((i) => {
      const name = toSimplified(i.name);
      // "University of Michigan School of Public Health" names its university itself and stays.
      return !(universityNamed && PART_OF_UNIVERSITY.test(name) && !A_UNIVERSITY.test(name));
    })
    .sort((a, b) => a.index - b.index);
}

/** The rest of a school's name wrapped onto the next line ("AGH University of Science<TAB>2016 – 2018" / "and Technology"). */
const NAME_CONTINUATION =
  /^(?:and|of|for|at|&)\s+\p{Lu}[\p{L}\p{M}'’.-]*(?:\s+(?:of|and|the|for|&|\p{Lu}[\p{L}\p{M}'’.-]*)){0,5}$/u;

/** The institution with its name's wrapped end, when the name ends its cell and the next line only continues it. */
export function withContinuation(inst: Institution, line: string, next: string | undefined): Institution {
  if (next === undefined || HAN.test(inst.name)) return inst;
  const endsCell = /^\s*(?:\t|\s{3,}|$)/.test(line.slice(inst.index + inst.name.length));
  const rest = next.trim();
  return endsCell && NAME_CONTINUATION.test(rest) ? { ...inst, name: `${inst.name} ${rest}` } : inst;
}
