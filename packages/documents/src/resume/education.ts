import { toSimplified } from '../text/han-variants.ts';
import { HAN } from '../text/normalize.ts';

export type DegreeLevel = 'PhD' | 'Master' | 'Bachelor' | 'Associate';

const RANK: Record<DegreeLevel, number> = { Associate: 1, Bachelor: 2, Master: 3, PhD: 4 };

// Order matters: 博士研究生 is a PhD, 硕士研究生 a master; 博士后 (postdoc) is not a degree. A doctorate written the
// German and Swiss way ("Dr. sc. ETH Zürich (Doctor of Sciences, …)", "Dr. rer. nat.", "Dr.-Ing.") is a PhD
// (seventeenth round).
// A degree of science in a named field, abbreviated (sixteenth round): B.S.E. and M.S.E. (in Engineering), B.S.E.E.,
// B.S.M.E., B.S.C.S., B.S.Ch.E. and BSEE, BSME, BSCS — "B.S.E. in Computer Science, expected May 2026"; never
// inside another abbreviation ("Board : C.B.S.E.", India's school board).
const DEGREE_PATTERNS: [RegExp, DegreeLevel][] = [
  [
    /\bPh\.?\s?D\b\.?|\bDoctor of Philosophy\b|\bDoctorate\b|\bD\.?Phil\b|\bDr\.\s?(?:sc|rer|phil|techn)\.|\bDr\.\s?-\s?Ing\.|\bDoctor of (?:Sciences?|Engineering|Technical Sciences)\b|博士(?:研究生)?(?!后)/i,
    'PhD',
  ],
  [
    /\b(?:(?<![A-Za-z]\.)M\.S\.(?:(?:[A-Z]|Ch)\.){1,2}|MS(?:EE|ME|CS|CE|ChE)|M\.S\.|M\.Sc\.?|MSc|M\.Eng\.?|MEng|MPhys|MChem|MMath|MSci|MComp|MInf|MBiol|MBA|M\.Phil\.?|MPhil|M\.A\.|M\.Des\.?|M\.Tech\.?|MTech|M\.E\.|Sc\.M\.|ScM|S\.M\.|MASc|Master(?:'s)?|Masters|Dipl\.-Ing\.?|Diplom(?:-[A-Z][a-z]+)?)(?![A-Za-z])|\bMáster(?= )|(?<=^|\t)(?:MS|MA|MFA|MRes|MPH)(?= [A-Z][a-z])|\b(?:Magister|Maestría|Mestrado|Laurea Magistrale)(?=\s*(?:,|\(|[–—]|en\b|in\b|de\b|em\b|w\b|$))|\b(?:MS|MA|MFA|MRes|MPH|MCom|MComm)(?=\s+in\b|,)|\bmgr\s+inż\.?|硕士|研究生/,
    'Master',
  ],
  [
    /\b(?:(?<![A-Za-z]\.)B\.S\.(?:(?:[A-Z]|Ch)\.){1,2}|BS(?:EE|ME|CS|CE|ChE)|B\.S\.|B\.Sc\.?|BSc|B\.Eng\.?|BEng|B\.E\.|B\.Tech\.?|BTech|B\.A\.|B\.F\.A\.|BFA|Sc\.B\.|ScB|S\.B\.|A\.B\.|BASc|B\.A\.Sc\.|Bachelor(?:'s)?)(?![A-Za-z])|\b(?:Licence|Licenciatura|Licenciado|Licenciada|Bacharelado|Bacharel|Licencjat|Inżynier|Ingeniería|Ingeniero|Ingeniera|Laurea Triennale|Laurea)(?=\s*(?:,|\(|[–—]|en\b|in\b|de\b|em\b|w\b|$))|\bBaccalauréat(?=\s+(?:en|ès)\s)|\bSarjana(?= [A-Z])|\bEngineer(?:'s|’s)? [Dd]egree\b|(?<![A-Za-z])Kỹ sư(?![A-Za-z])|\b(?:BS|BA|BBA|BCom|BComm|BDes|BArch|BMus|BEd|LLB)(?=\s+in\b|,)|(?<=^|\t)(?:BS|BA|BBA)(?= [A-Z][a-z])|\b(?:B[A-Za-z.]{1,7}|LLB|MA)\s?\(Hons?\.?\)|本科|学士/,
    'Bachelor',
  ],
  [/\bAssociate(?:'s)? (?:Degree|of)\b|大专|专科/i, 'Associate'],
];

const ALL_CAPS_LINE = /^[^\p{Ll}]*\p{Lu}[^\p{Ll}]*\p{Lu}[^\p{Ll}]*$/u;

/**
 * A programme that says it gives no degree: "在职研究生课程进修班（结业，不授予学位）", "non-degree", "not for
 * credit". Its 研究生 or "Master" names the level of the courses, not a degree the candidate holds. Nor does one
 * left unfinished (fifteenth round): "MSc programme … – discontinued after the 2nd semester", "not completed",
 * "dropped out after year 2", 肄业, 退学. Since the seventeenth round also "(no degree)" and "(did not complete)", and
 * the school on such a line is not where the candidate studied for a degree.
 */
const NO_DEGREE =
  /不授予学位|未授予学位|无学位|非学历|不颁发学位|课程进修班|课程班|研修班|进修班|\bnon-degree\b|\bnot for (?:academic )?credit\b|\bno degree\b|\bdiscontinued\b|\bnot completed\b|\bdid not (?:complete|finish|graduate)\b|\b(?:dropped out|withdrew)\b|肄业|退学/i;

interface DegreeAt {
  level: DegreeLevel;
  index: number;
}

/**
 * "Kaggle Competitions Master", "Certified Scrum Master", "Chess Master": a bare "Master" after another word is a
 * rank or a role, not a degree — unless that word qualifies a degree ("Integrated Master", "Executive Master",
 * "Bachelor and Master") or the degree's subject follows ("Master of …", "Master in …", "Master's").
 */
const DEGREE_QUALIFIER =
  /(?:^|[^\p{L}])(?:and|or|a|an|the|my|integrated|joint|dual|double|research|executive|professional|advanced|international|european|taught|specialised|specialized|postgraduate|graduate|engineering)\s+$/iu;
const RANK_NOT_DEGREE = (text: string, m: RegExpMatchArray) =>
  /^master$/i.test(m[0]) &&
  /\p{L}\s+$/u.test(text.slice(0, m.index)) &&
  !DEGREE_QUALIFIER.test(text.slice(0, m.index)) &&
  !/^\s*(?:of|in|en|degree|programme|program|thesis|student)\b/i.test(text.slice((m.index ?? 0) + m[0].length));

/**
 * "带 4 名硕士生", "指导博士生", "supervised two PhD students": students the candidate supervised or taught, not a degree
 * of theirs (seventeenth round; a postdoc's "带 4 名硕士" / "生" wrapped, read as a master's at the school above).
 */
const SUPERVISED_BEFORE =
  /(?:带|指导|辅导|协助指导|共同指导)\s*(?:了\s*)?(?:\d+|[一二两三四五六七八九十]+)?\s*(?:名|位|个)?\s*$|(?:\d+|[一二两三四五六七八九十]+)\s*(?:名|位)\s*$|\b(?:supervis|co-supervis|mentor|advis|co-advis|taught|teach)\w*\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|many)?\s*$/i;
// Only the words just before the degree are read: the test stays linear in the line however many degrees it names.
const supervised = (text: string, m: RegExpMatchArray) =>
  SUPERVISED_BEFORE.test(text.slice(Math.max(0, (m.index ?? 0) - 24), m.index));

/**
 * "Master's thesis on popularity bias …, supervised by …" (twentieth round): a line that opens on the thesis of a
 * degree tells of work done for the degree above it; it is no second degree to give the next school.
 */
const thesisLine = (text: string, m: RegExpMatchArray) =>
  /^\s*$/.test(text.slice(0, m.index)) &&
  /^\s+(?:thesis|dissertation)\b/i.test(text.slice((m.index ?? 0) + m[0].length));

function degreesInPart(text: string, offset: number, flags: string, found: DegreeAt[]): void {
  let rest = text;
  for (const [pattern, level] of DEGREE_PATTERNS) {
    const global = new RegExp(pattern.source, [...new Set(pattern.flags + flags)].join(''));
    for (const m of rest.matchAll(global)) {
      if (level === 'Master' && RANK_NOT_DEGREE(rest, m)) continue;
      if (supervised(rest, m)) continue;
      if (thesisLine(rest, m)) continue;
      found.push({ level, index: offset + (m.index ?? 0) });
    }
    // A PhD line ("博士研究生") must not count again as a master.
    rest = rest.replace(global, (m) => ' '.repeat(m.length));
  }
}

/** Degrees named in a line, in order; traditional characters read as simplified (碩士 is 硕士). */
export function degreesIn(written: string): DegreeAt[] {
  const text = toSimplified(written);
  if (NO_DEGREE.test(text)) return [];
  const found: DegreeAt[] = [];
  // An ALL-CAPS block ("MENG IN COMPUTER SCIENCE", "BACHELOR OF SCIENCE") is read without case, and so is an
  // ALL-CAPS cell beside dates in mixed case ("M.SC. IN MACHINE LEARNING<TAB>Sep. 2020 - Sep. 2021").
  // Only then is the line read cell by cell: a cell's end is not the end of the line ("(Laurea<TAB>2015 –").
  const parts = text.split(/(\t| {3,})/);
  if (ALL_CAPS_LINE.test(text) || !parts.some((part) => ALL_CAPS_LINE.test(part))) {
    degreesInPart(text, 0, ALL_CAPS_LINE.test(text) ? 'gi' : 'g', found);
    return found.sort((a, b) => a.index - b.index);
  }
  let offset = 0;
  for (const part of parts) {
    degreesInPart(part, offset, ALL_CAPS_LINE.test(part) ? 'gi' : 'g', found);
    offset += part.length;
  }
  return found.sort((a, b) => a.index - b.index);
}

export const asDegree = (text: string): DegreeLevel | '' =>
  degreesIn(text).reduce<DegreeLevel | ''>(
    (best, d) => (best === '' || RANK[d.level] > RANK[best] ? d.level : best),
    '',
  );

/** A line part that is a degree and nothing else, as a header writes it ("视觉研究员 ｜ 博士 ｜ 女"). */
export const degreeAlone = (segment: string): DegreeLevel | '' =>
  /^(?:博士|硕士|本科|学士|大专|博士研究生|硕士研究生|PhD|Ph\.D\.)$/.test(segment.trim()) ? asDegree(segment) : '';

export const higherDegree = (a: DegreeLevel | '', b: DegreeLevel | ''): DegreeLevel | '' =>
  a === '' ? b : b === '' ? a : RANK[a] >= RANK[b] ? a : b;

const ZH_SUFFIX = /(大学|科学院|研究所|研究院|研究生院|学院|学校)/g;
const ZH_PREFIX = /^(?:毕业于|就读于|就读|毕业|于|在)/;
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
const CAMPUS_SYSTEM =
  /^(?:National Institute of Technology|Indian Institute of (?:Technology|Management|Information Technology|Science Education and Research)|National Institute of Design)$/;
const CAMPUS_AFTER_COMMA = /^,\s*(\p{Lu}[\p{L}\p{M}-]+)(?=\s*(?:$|[,(–—-]|\d))/u;
/** A capitalised word (any script) that may continue an institution's name: not a degree ("B.E.", "Master"). */
const NAME_WORD = String.raw`(?!(?:Master|Masters|Bachelor|Doctor|Ph|B|M)(?![\p{L}\p{M}]))\p{Lu}[\p{L}\p{M}'’&-]*(?![\p{L}\d]|\.[\p{L}\d])`;
/** "University of X", and the same in other languages, where the keyword comes first. */
const KEYWORD_FIRST =
  '(?:University|Universitas|Universidade|Universidad|Università|Université|Universität|Universiteit|Universitat|Uniwersytet|Instituto|Institut|Escola|Escuela|Faculdade|Politecnico|Politécnica|Politechnika|Tecnológico|Tecnologico|Hogeschool|Akademia|Academia|École|Ecole)';
// à, au: "Université du Québec à Montréal".
// los, las: "Universidad de los Andes", "Universidad de las Américas" (sixteenth round).
const PARTICLE = '(?:at|of|and|the|de|da|do|das|dos|del|della|degli|di|des|du|la|los|las|für|van|von|à|au|aux)';
/** A numbered university ("Université Claude Bernard Lyon 1", "Paris 8"): one or two digits, not a year or a date. */
const NUMBERED = String.raw`(?:\s+\d{1,2}(?![\d\p{L}.:/]))?`;
/** A number inside the name, before more of it ("Université Paris 1 Panthéon-Sorbonne"). */
const NUMBER_INSIDE = String.raw`\s+\d{1,2}(?=\s+\p{Lu}\p{Ll})`;
/** "London Business School", "Yale Law School": a professional school is the institution of its degree. */
const KEYWORD_LAST = String.raw`(?:University|Universität|Institute|College|Polytechnic|Academy|Hochschule|School of \p{Lu}[\p{L}-]*|(?:Business|Law|Medical|Graduate|Management) School)`;
/**
 * Nordic names put a lower-case keyword last, sometimes after a lower-case adjective: "Linköpings universitet",
 * "Chalmers tekniska högskola", "Norges teknisk-naturvitenskapelige universitet", "Aalto-yliopisto".
 */
const NORDIC_KEYWORD_LAST = String.raw`(?:\p{Lu}[\p{L}\p{M}'’.&-]*\s+){1,3}(?:\p{Ll}[\p{L}-]+\s+)?(?:universitet|universitetet|högskola|högskolan|høgskole|høgskolen|højskole|yliopisto)(?![\p{L}])`;
// &: "National University of Sciences & Technology" goes on after its ampersand (twentieth round).
const EN_INSTITUTION = new RegExp(
  String.raw`(?<![\p{L}\d])(?:(?:\p{Lu}[\p{L}\p{M}'’.&-]*(?:\s+|(?<=-))){0,3}${KEYWORD_FIRST}(?:(?:\s+|-)(?:${PARTICLE}|&|${NAME_WORD})|${NUMBER_INSIDE})*\s+${NAME_WORD}${NUMBERED}` +
    String.raw`|(?:\p{Lu}[\p{L}\p{M}'’.&-]*\s+){1,5}${KEYWORD_LAST}` +
    String.raw`(?:\s+(?:of|at|for|and|in|&)(?:\s+the)?\s+${NAME_WORD}|\s+${NAME_WORD})*` +
    `|${NORDIC_KEYWORD_LAST})`,
  'gu',
);
/**
 * Schools known by a short name or an acronym with no keyword: MIT, and the French grandes écoles, which a resume
 * names as "Grenoble INP – Ensimag", "INSA Lyon", "CentraleSupélec" (a school inside an institute: the whole), and
 * India's institutes of technology, an acronym and the campus's city ("IIT Madras", "NIT Trichy", "BITS Pilani").
 */
const KNOWN_SHORT =
  /(?<![\p{L}\d])(MIT|Caltech|ETH Zurich|EPFL|KAIST|POSTECH|NUS|NTU|HKUST|UCLA|UC Berkeley|Georgia Tech|CMU|UIUC|KTH|DTU|TU Delft|TU Munich|TUM|RWTH Aachen|(?:Grenoble|Toulouse|Bordeaux|Lorraine) INP(?:\s[–—-]\s\p{Lu}[\p{L}-]+)?|Ensimag|INSA(?: \p{Lu}\p{Ll}+)?|ENS(?: Paris-Saclay| de Lyon| Ulm)|ENSAE(?: Paris)?|ENSTA(?: Paris)?|CentraleSupélec|Centrale\s\p{Lu}\p{Ll}+|Télécom Paris|Mines ParisTech|Mines Paris|Sciences Po|HEC Paris|ESSEC|ESCP|ISAE-SUPAERO|École polytechnique|(?:IIT|IIIT|NIT) \p{Lu}\p{Ll}+|IISc(?: Bangalore)?|BITS Pilani)(?![\p{L}\d])/gu;
/** Words that belong to a degree or a field of study, not to the institution before "University". */
const FIELD_WORDS =
  /^(?:in|of|and|Dual|Joint|Double|Integrated|B\.?S\.?|M\.?S\.?|Ph\.?D\.?|Science|Sciences|Engineering|Computer|Electrical|Mathematics|Math|Informatics|Physics|Design|Graphic|Arts?|Technology|Master|Bachelor|Doctor|Degree|Major|Minor|Vision)$/;
/** Subjects that end a name like "Institute of Technology": a word after them is a city ("… Technology Atlanta"). */
const SUBJECT_END =
  /^(?:Technology|Science|Sciences|Engineering|Arts|Economics|Finance|Business|Medicine|Law|Management|Commerce|Education|Agriculture|Mines|Music|Design|Aeronautics|Astronautics|Telecommunications|Communications|Pharmacy|Architecture|Studies)$/;
/** ", GA", ", USA", ", India": a region after a city. */
const REGION_AFTER =
  /^,\s*(?:[A-Z]{2}\b|U\.?S\.?A?\b|UK\b|Canada|China|India|Korea|Japan|Germany|France|Italy|Spain|Brazil|Australia|Singapore|Switzerland|Netherlands)/;
/** Never the end of a name: a date or a grade glued on by the layout ("… Astronautics Sep", "… College GPA"). */
const NOT_A_NAME_END =
  /^(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|January|February|March|April|June|July|August|September|October|November|December|GPA|CGPA|Present|Now|Expected)\.?$/i;
/** A word after "College" or "University" that makes the whole an address ("College Road", "University Ave"). */
const STREET =
  /^(?:Road|Rd|Street|St|Avenue|Ave|Lane|Ln|Drive|Dr|Boulevard|Blvd|Way|Marg|Nagar|Square|Sq|Park|Station)\.?$/i;

/** Small words stay small when an ALL-CAPS line is title-cased ("UNIVERSIDADE DE SÃO PAULO"). */
const SMALL_WORDS = /^(?:of|and|at|for|in|the|de|da|do|das|dos|del|della|di|des|du|la|für|van|von)$/i;
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
 * A university named after a region of the country, not a city (东北大学, 西南大学): a city in brackets after it
 * only says where it is ("东北大学（沈阳）", against the U.S. Northeastern) and is not part of its name (twentieth
 * round). A campus after a city's university stays: 哈尔滨工业大学（深圳） is a school of its own.
 */
const REGION_NAMED = /^(?:东北|东南|西北|西南|华北|华东|华南|华中)大学$/;

/** Read in simplified characters (國立臺灣大學 as 国立台湾大学); the name is kept as written. */
function chineseInstitutions(written: string): Institution[] {
  const found: Institution[] = [];
  const line = toSimplified(written);
  for (const m of line.matchAll(/[\p{Script=Han}()（）]+/gu)) {
    const prefix = ZH_PREFIX.exec(m[0])?.[0].length ?? 0;
    const token = m[0].slice(prefix);
    const suffixes = [...token.matchAll(ZH_SUFFIX)].filter(
      (s) => !ZH_ADDRESS_AFTER.test(token.slice((s.index ?? 0) + (s[1]?.length ?? 0))),
    );
    if (suffixes.length === 0) continue;
    const university = suffixes.find((s) => s[1] === '大学');
    const last = suffixes[suffixes.length - 1];
    let cut = university ?? last;
    // An independent college after its university ("…大学滨海外事学院"): the whole is the name.
    if (university && last && last !== university && last[1] === '学院') {
      const between = token.slice((university.index ?? 0) + 2, (last.index ?? 0) + 2);
      if (between.length >= 4 && !DISCIPLINE.test(between)) cut = last;
    }
    if (!cut) continue;
    let name = token.slice(0, (cut.index ?? 0) + (cut[1]?.length ?? 0));
    const campus = /^[（(][\p{Script=Han}]{2,6}[)）]/u.exec(token.slice(name.length));
    if (campus && !REGION_NAMED.test(toSimplified(name))) name += campus[0];
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
 * Drops what a layout glued to a name: a month or a grade at its end ("… Astronautics Sep"), and a city when a
 * region follows ("Georgia Institute of Technology Atlanta, GA"). A campus that is part of the name stays
 * ("Indian Institute of Technology Madras, 2016").
 */
function trimInstitution(words: string[], after: string): string[] {
  const out = [...words];
  while (out.length > 1 && NOT_A_NAME_END.test(out[out.length - 1] ?? '')) out.pop();
  const last = out.length - 1;
  if (last >= 2 && REGION_AFTER.test(after) && SUBJECT_END.test(out[last - 1] ?? '')) return out.slice(0, last);
  return out;
}

function englishInSegment(segment: string, offset: number, found: Institution[]): void {
  const caps = isAllCaps(segment);
  const text = caps ? titleCased(segment) : segment;
  for (const m of text.matchAll(EN_INSTITUTION)) {
    let words = m[0].trim().split(/\s+/);
    while (words.length > 1 && FIELD_WORDS.test(words[0] ?? '')) words.shift();
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
    const start = offset + (m.index ?? 0) + m[0].indexOf(words[0] ?? '');
    const campus = UC_CAMPUS.exec(text.slice((m.index ?? 0) + m[0].length));
    if (name === 'University of California' && campus) name += `, ${campus[1]}`;
    const systemCampus = CAMPUS_SYSTEM.test(name)
      ? CAMPUS_AFTER_COMMA.exec(text.slice((m.index ?? 0) + m[0].length))
      : null;
    if (systemCampus) name += `, ${systemCampus[1]}`;
    // The Polish "Uniwersytet" is spelt with a w: "Univ" alone let Uniwersytet Warszawski through unread.
    if (
      !/Univ|univ|Uniwersytet|högskol|høgskol|højskol|yliopisto|Institut|College|Polytechnic|Politec|Academy|Akademia|Academia|School|Escola|Escuela|Faculdade|Hochschule|Hogeschool|Tecnol|[EÉ]cole/.test(
        name,
      )
    )
      continue;
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
  const shortLine = line.split(/\s+/).length <= 8;
  if (hasDegree || shortLine) {
    for (const m of withoutAccents(line).matchAll(KNOWN_SHORT_WITHOUT_ACCENTS)) {
      const name = line.slice(m.index ?? 0, (m.index ?? 0) + m[0].length);
      if (!found.some((f) => f.name.includes(name))) found.push({ name, index: m.index ?? 0, strong: true });
    }
  }
  return found;
}

/**
 * A research institute or graduate institute named beside a university ("Language Technologies Institute,
 * Carnegie Mellon University", "國立臺灣大學 資訊工程學研究所") is part of it: the university gives the degree. So is a
 * professional school ("MBA, A. B. Freeman School of Business, Tulane University", seventeenth round).
 * "Massachusetts Institute of Technology" does not end on the keyword, so it is never taken for such a part.
 */
const PART_OF_UNIVERSITY = /(?:\bInstitute|\bSchool(?:\s+of\s.*)?|研究所|研究院)$/u;
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
function withContinuation(inst: Institution, line: string, next: string | undefined): Institution {
  if (next === undefined || HAN.test(inst.name)) return inst;
  const endsCell = /^\s*(?:\t|\s{3,}|$)/.test(line.slice(inst.index + inst.name.length));
  const rest = next.trim();
  return endsCell && NAME_CONTINUATION.test(rest) ? { ...inst, name: `${inst.name} ${rest}` } : inst;
}

/** A cell that ends on a keyword whose name follows ("MSc Data Science — École<TAB>2017 – 2019" / "Polytechnique"). */
const DANGLING_KEYWORD = new RegExp(
  `(?:(?:^|[—–,;:|]\\s*|\\s\\p{Ll}+\\s+)${KEYWORD_FIRST}(?:\\s+${PARTICLE})?|\\s(?:University|Institute|School|College) of(?: the)?)$`,
  'u',
);
/**
 * A name in another language that goes on after its keyword: "…, Vrije Universiteit" / "Amsterdam, 2016 – 2018"
 * (never "Tsinghua University" / "Technology": an English "University" ends a name).
 */
const DANGLING_FOREIGN = new RegExp(
  `(?:^|[—–,;:|]\\s*)(?:\\p{Lu}\\p{Ll}+\\s){1,2}(?!University$)${KEYWORD_FIRST}$`,
  'u',
);
const NAME_ONLY = new RegExp(
  String.raw`^\p{Lu}[\p{L}\p{M}'’.-]*(?:\s+(?:${PARTICLE}|\p{Lu}[\p{L}\p{M}'’.-]*|\d{1,2})){0,4}$`,
  'u',
);
/** The wrapped end of a name, then its dates: "Amsterdam, 2016 – 2018", "Lyon — Sept 2019". */
const NAME_THEN_DATE = new RegExp(
  String.raw`^\p{Lu}[\p{L}\p{M}'’-]*(?:\s+(?:${PARTICLE}|\p{Lu}[\p{L}\p{M}'’-]*)){0,3}(?:\s*\(\p{Lu}[\p{L}.]{1,11}\))?\s*(?:[,—–·|]|\t| {3,})\s*(?:\d{4}|\p{Lu}\p{Ll}{2,8}\.?\s+\d{4})`,
  'u',
);

/**
 * Joins a school's name that a narrow cell wrapped right after its keyword: the next line, when it holds only
 * capitalised words, is put back at the end of the cell. The line it came from is left empty, so line
 * distances stay as they were.
 */
function joinWrappedNames(lines: string[]): string[] {
  const out = [...lines];
  for (let n = 0; n + 1 < out.length; n++) {
    const line = out[n] as string;
    const gap = /\t| {3,}/.exec(line);
    const cell = gap ? line.slice(0, gap.index) : line;
    const next = (out[n + 1] as string).trim();
    const dangling = DANGLING_KEYWORD.test(cell.trimEnd());
    const wrapped =
      (dangling && (NAME_ONLY.test(next) || NAME_THEN_DATE.test(next))) ||
      (DANGLING_FOREIGN.test(cell.trimEnd()) && NAME_THEN_DATE.test(next));
    if (wrapped) {
      out[n] = `${cell.trimEnd()} ${next}${gap ? line.slice(gap.index) : ''}`;
      out[n + 1] = '';
      continue;
    }
    // A table whose cells wrap side by side: "B.Tech (Dual Indian Institute of<TAB>2014 – 2019" / "Degree),
    // Computer<TAB>Technology Madras" — the name's end is a cell of the next line, not its start.
    const cells = next.split(/\t| {3,}/).map((c) => c.trim());
    const rest = dangling && cells.length > 1 ? cells.findIndex((c, i) => i > 0 && NAME_ONLY.test(c)) : -1;
    if (rest < 0) continue;
    out[n] = `${cell.trimEnd()} ${cells[rest]}${gap ? line.slice(gap.index) : ''}`;
    out[n + 1] = cells.filter((_, i) => i !== rest).join('\t');
  }
  return out;
}

/**
 * A cell that cannot end a school's name: it ends on "at" or "in" after the keyword ("The University of Texas at"),
 * on the comma before a many-campus system's campus ("National Institute of Technology,"), or on the particle of a
 * name in another language whose keyword comes first ("Universitat Politècnica de", "Universidad Nacional del").
 */
const ENDS_BEFORE_PLACE = new RegExp(
  String.raw`(?:\b(?:University|Institute|College|School)(?:\s+(?:of|the|\p{Lu}[\p{L}\p{M}'’.-]*))*\s+(?:at|in|and|of|for|&)` +
    String.raw`|\b(?:National Institute of Technology|Indian Institute of (?:Technology|Management|Information Technology)),` +
    String.raw`|(?<![\p{L}])${KEYWORD_FIRST}(?:\s+\p{Lu}[\p{L}\p{M}'’.-]*){0,3}\s+(?:de|del|de la|di|da|do|dos|das|des|du|für|van|von))$`,
  'u',
);
/** The place that goes on at the start of the next line, up to a comma, a bracket, a tab or the end. */
const PLACE_STARTS_LINE = /^(\p{Lu}[\p{L}\p{M}'’-]+(?:\s+\p{Lu}[\p{L}\p{M}'’-]+)?)(?=\s*(?:$|[,(\t]))/u;
/**
 * A name in another language, keyword first, that ends its line ("… at the Università degli Studi di Napoli"): the
 * rest of it may open the next line, and is taken when it is followed by the bracketed year of the degree or ends on
 * a Roman numeral, which names a founder or a number and never a city ("Federico II (2016). I also …").
 */
const FOREIGN_NAME_AT_END = new RegExp(
  String.raw`(?<![\p{L}])(?!University)${KEYWORD_FIRST}(?:\s+(?:${PARTICLE}|\p{Lu}[\p{L}\p{M}'’.-]*)){1,5}$`,
  'u',
);
const NAME_REST_STARTS_LINE =
  /^(\p{Lu}[\p{L}\p{M}'’-]+(?:\s+\p{Lu}[\p{L}\p{M}'’-]+)?(?:\s+[IVX]{1,4}(?![\p{L}\d]))?)(?=\s*\(\s*(?:19|20)\d\d|\s*\(\p{Lu}{2,8}\)\s*(?:[,–—]\s*)?(?:19|20)\d\d)|^(\p{Lu}[\p{L}\p{M}'’-]+(?:\s+\p{Lu}[\p{L}\p{M}'’-]+)?\s+[IVX]{1,4})(?![\p{L}\d])/u;

/**
 * "— The University of Texas at" / "Austin, McCombs School of Business, 2016": the place that completes the name
 * was wrapped to the next line. It is put back at the end of the cell and taken off the next line.
 */
function joinWrappedPlaces(lines: string[]): string[] {
  const out = [...lines];
  for (let n = 0; n + 1 < out.length; n++) {
    const line = out[n] as string;
    const gap = /\t| {3,}/.exec(line);
    const cell = (gap ? line.slice(0, gap.index) : line).trimEnd();
    const next = (out[n + 1] as string).trim();
    const rest = FOREIGN_NAME_AT_END.test(cell) ? NAME_REST_STARTS_LINE.exec(next) : null;
    const place = ENDS_BEFORE_PLACE.test(cell) ? PLACE_STARTS_LINE.exec(next)?.[1] : (rest?.[1] ?? rest?.[2]);
    if (!place) continue;
    out[n] = `${cell} ${place}${gap ? line.slice(gap.index) : ''}`;
    out[n + 1] = next.slice(place.length).replace(/^\s*,?\s*/, '');
  }
  return out;
}

/** The wrapped end of a name in a cell of its own: capitalised words and particles, an abbreviation in brackets after. */
const NAME_END_CELL = new RegExp(
  String.raw`^(?:${PARTICLE}\s+)?\p{Lu}[\p{L}\p{M}'’.-]*(?:\s+(?:${PARTICLE}|\p{Lu}[\p{L}\p{M}'’.-]*)){0,5}(?:\s*\(\p{Lu}[\p{L}.]{1,11}\))?$`,
  'u',
);

/**
 * A table whose last column wraps a school's name while the columns beside it wrap too (nineteenth round):
 * "2016 – 2018<TAB>M.S. in Industrial and Systems<TAB>Korea Advanced Institute of" / "Engineering<TAB>Science and
 * Technology (KAIST)", "B.Tech, Electronics and Communication<TAB>National Institute of Technology," / "Engg.<TAB>
 * Tiruchirappalli". When the line's last cell cannot end a name (it dangles on "of", "and" or a keyword, or on the
 * comma before a campus) and the next line's last cell is only the rest of a name, that cell is put back.
 */
function joinWrappedLastCells(lines: string[]): string[] {
  const out = [...lines];
  for (let n = 0; n + 1 < out.length; n++) {
    const cells = (out[n] as string).split(/\t| {3,}/);
    const nextCells = (out[n + 1] as string).trim().split(/\t| {3,}/);
    if (cells.length < 2 || nextCells.length < 2) continue;
    const last = (cells[cells.length - 1] as string).trim();
    const rest = (nextCells[nextCells.length - 1] as string).trim();
    const open = DANGLING_KEYWORD.test(last) || ENDS_BEFORE_PLACE.test(last);
    if (!open || !NAME_END_CELL.test(rest)) continue;
    out[n] = `${(out[n] as string).trimEnd()} ${rest}`;
    out[n + 1] = nextCells.slice(0, -1).join('\t');
  }
  return out;
}

/** A line ending on the start of a school's name ("…, Carnegie Mellon"), its keyword wrapped to the next line. */
const NAME_START_AT_END = /(?:^|[,;]\s*)(?:\p{Lu}[\p{L}\p{M}'’.&-]*\s+){0,3}\p{Lu}[\p{L}\p{M}'’.&-]*$/u;
const KEYWORD_STARTS_LINE = /^(?:University|Institute|College|Polytechnic)(?=[,;.]|$)/;
/**
 * "MSc … — Warsaw" / "University of Technology (…), 2015", "Graduate School of …, The" / "University of Tokyo"
 * (twentieth round): a name's first word or two after a dash or a comma, its "University of …" wrapped to the next
 * line. Only after a dash or a comma, and not when those words end on a subject: a subject ending a line ("B.A.
 * Linguistics", "Master of Science, Data Science") is not taken into the name.
 */
const NAME_START_AFTER_MARK = /[,;—–]\s*\p{Lu}[\p{L}\p{M}'’.&-]*(?:\s+(\p{Lu}[\p{L}\p{M}'’.&-]*))?$/u;
const nameStartsAtEnd = (line: string) => {
  const m = NAME_START_AFTER_MARK.exec(line);
  const last = m?.[0].trim().split(/\s+/).pop() ?? '';
  return !!m && !FIELD_WORDS.test(last) && !SUBJECT_END.test(last);
};
const KEYWORD_OF_STARTS_LINE = /^(?:University|Institute|College) of \p{Lu}/u;

/**
 * "2015–2021 Ph.D. in …, Carnegie Mellon" / "University, Language Technologies Institute, …": the keyword that
 * ends a name was wrapped to the next line. The next line is put back on this one and left empty.
 */
function joinKeywordWrappedNames(lines: string[]): string[] {
  const out = [...lines];
  for (let n = 0; n + 1 < out.length; n++) {
    const line = (out[n] as string).trimEnd();
    const next = (out[n + 1] as string).trim();
    const keywordWrapped =
      (KEYWORD_STARTS_LINE.test(next) && NAME_START_AT_END.test(line)) ||
      (KEYWORD_OF_STARTS_LINE.test(next) && nameStartsAtEnd(line));
    if (!keywordWrapped || /[\t]| {3,}/.test(line.slice(-40))) {
      joinKeywordWrappedCells(out, n);
      continue;
    }
    out[n] = `${line} ${next}`;
    out[n + 1] = '';
  }
  return out;
}

/** The keyword alone in the next line's first cell, its dates in the cell beside it ("University<TAB>2017.03"). */
const KEYWORD_CELL = /^(University|Institute|College|Polytechnic)(?=\t| {3,})/;

/**
 * "M.Eng., Computer Technology — Zhejiang<TAB>2014.09 –" / "University<TAB>2017.03": a table's first cell wrapped
 * the keyword of the school's name under it, beside the end of the dates (seventeenth round). The keyword is put
 * back at the end of the first cell and taken off the next line, whose dates stay.
 */
function joinKeywordWrappedCells(out: string[], n: number): void {
  const line = out[n] as string;
  const gap = /\t| {3,}/.exec(line);
  const next = (out[n + 1] as string).trimStart();
  const keyword = KEYWORD_CELL.exec(next)?.[1];
  if (!gap || !keyword) return;
  const cell = line.slice(0, gap.index).trimEnd();
  if (!/[—–,;]\s*\p{Lu}[\p{L}\p{M}'’.&-]*(?:\s+\p{Lu}[\p{L}\p{M}'’.&-]*){0,3}$/u.test(cell)) return;
  out[n] = `${cell} ${keyword}${line.slice(gap.index)}`;
  out[n + 1] = next.slice(keyword.length);
}

/** "…计算机技术 硕" / "士 2016.09 – 2019.03": a degree word a narrow cell broke in two is put back together. */
function joinSplitDegreeWords(lines: string[]): string[] {
  const out = [...lines];
  for (let n = 0; n + 1 < out.length; n++) {
    const head = /(?:硕|博|学|本|大)$/.exec((out[n] as string).trimEnd());
    const tail = /^\s*(士|科|专)/.exec(out[n + 1] as string);
    if (!head || !tail || !/^(?:硕士|博士|学士|本科|大专)$/.test(head[0] + tail[1])) continue;
    out[n] = (out[n] as string).trimEnd() + tail[1];
    out[n + 1] = (out[n + 1] as string).slice(tail[0].length);
  }
  return out;
}

/** "2012.09 – 2016.06": four years of study, a bachelor's degree in most of the world. */
const FOUR_YEARS = /((?:19|20)\d{2})\s*[.\-/年]\s*\d{1,2}\s*月?\s*[-–—~～至]+\s*((?:19|20)\d{2})/u;
const spansFourYears = (line: string) => {
  const m = FOUR_YEARS.exec(line);
  return !!m && Number(m[2]) - Number(m[1]) === 4;
};

/** How far below a degree a form may name its school (Europass: title, two lines of subjects, the school). */
const FORM_REACH = 6;

export interface Education {
  degree: DegreeLevel | '';
  university: string;
  bachelor: string;
  master: string;
  phd: string;
}

interface Event {
  line: number;
  institution?: Institution;
  degrees: DegreeLevel[];
}

/**
 * "MBA, INSEAD (Fontainebleau, France), 2020", "MSc Finance — ESADE, 2019": a school known by a name in capitals with
 * no keyword (business schools often are), written after the degree on its line and followed by its place in
 * brackets, a year or the line's end (issue 23, thirteenth round). Only read on a degree's line where no other school
 * is found, so the bachelor's school on the next line no longer takes the master's. Since the fourteenth round also
 * with the city its name carries and a dash before the year ("Master of IT — UNSW Sydney — 2017 – 2018").
 */
const CAPITALS_AFTER_DEGREE =
  /(?:^|[,;—–]\s*)(\p{Lu}{3,8}(?:\s\p{Lu}\p{Ll}+)?)(?=\s*(?:[(（]\p{Lu}[^)）\n]{0,40}[)）]|[,—–]\s*(?:19|20)\d\d|$))/gu;
function schoolAcronymAfterDegree(line: string): Institution | undefined {
  const first = degreesIn(line)[0];
  if (!first) return undefined;
  for (const m of line.matchAll(CAPITALS_AFTER_DEGREE)) {
    const name = m[1] as string;
    const at = (m.index ?? 0) + m[0].length - name.length;
    if (at > first.index && degreesIn(name).length === 0) return { name, index: at, strong: true };
  }
  return undefined;
}

/**
 * Pairs degrees with institutions. A degree on the same line as an institution belongs to it; a degree on a
 * line of its own belongs to the nearest institution within three lines that has no degree yet, looking
 * back first ("Stanford University / M.S. …") and then ahead ("Ph.D., CS / University of Illinois").
 */
/**
 * "Exchange semester: Politecnico di Milano, 2016", "交換生 Exchange: University of Toronto" (nineteenth round): an
 * exchange or visiting term gives no degree, and its school is not where a degree was taken. The clause from the
 * marker to the next semicolon (or the line's end) is left out; the rest of the line ("BSc in Statistics，2019；")
 * is read as before.
 */
const EXCHANGE_CLAUSE =
  /(?:\bexchange\s+(?:semester|student|term|programme|program|year|study|studies)\b|\bexchange\s*:|\bvisiting\s+(?:student|scholar|researcher)\b|交换生|交換生|交流生|交换学期|交換學期|交换项目|交換計畫|交換計劃)[^;；]*/giu;
const withoutExchange = (line: string) => line.replace(EXCHANGE_CLAUSE, '');

export function readEducation(
  written: string[],
  labelledDegree: DegreeLevel | '' = '',
  labelledSchool = '',
): Education {
  const lines = joinWrappedLastCells(
    joinWrappedPlaces(joinKeywordWrappedNames(joinWrappedNames(joinSplitDegreeWords(written.map(withoutExchange))))),
  );
  const institutions: { line: number; inst: Institution; degrees: DegreeLevel[] }[] = [];
  const loose: Event[] = [];
  lines.forEach((line, n) => {
    // "University of Toronto — Computer Science, 2009 – 2011 (did not complete)": no degree, and not the school of one.
    if (NO_DEGREE.test(toSimplified(line))) return;
    const insts = institutionsIn(line).map((inst) => withContinuation(inst, line, lines[n + 1]));
    const degrees = degreesIn(line).map((d) => d.level);
    const above = institutions[institutions.length - 1];
    const schoolOfAbove =
      above?.line === n - 1 && above.inst.strong && above.degrees.length === 0 && insts.every((i) => !i.strong);
    if (insts.length > 0 && degrees.length > 0 && schoolOfAbove) {
      // "伦敦艺术大学" / "硕士（MA …），伦敦传媒学院 LCC": a college named under the university is one of its
      // schools; the degree is the university's.
      above.degrees.push(...degrees);
    } else if (insts.length > 0 && degrees.length === 0 && schoolOfAbove) {
      // "电子科技大学" / "计算机科学与工程学院" / "软件工程 本科": a school or department on the line under its
      // university is part of it; the degree below is the university's.
    } else if (insts.length > 1 && insts.length === degrees.length) {
      // "M.S. CS, Stanford University; B.S. Math, University of Michigan": the n-th degree is the n-th school's.
      insts.forEach((inst, i) => {
        institutions.push({ line: n, inst, degrees: [degrees[i] as DegreeLevel] });
      });
    } else if (insts.length > 0) {
      const first = insts[0] as Institution;
      institutions.push({ line: n, inst: first, degrees: [...degrees] });
    } else if (degrees.length > 0) {
      const school = schoolAcronymAfterDegree(line);
      if (school) institutions.push({ line: n, inst: school, degrees: [...degrees] });
      else loose.push({ line: n, degrees });
    }
  });
  for (const event of loose) {
    const free = institutions.filter((i) => i.degrees.length === 0 && Math.abs(i.line - event.line) <= 3);
    const before = free.filter((i) => i.line < event.line).sort((a, b) => b.line - a.line)[0];
    const after = free.filter((i) => i.line > event.line).sort((a, b) => a.line - b.line)[0];
    // A form sets the qualification's title, then lines of subjects, then the school ("Title of qualification
    // awarded" / "Principal subjects" / "Name of organisation"): a school further down, when it is the only one.
    const further = institutions.filter(
      (i) => i.degrees.length === 0 && i.line > event.line && i.line - event.line <= FORM_REACH,
    );
    // "University of Washington" / "Paul G. Allen School of" / "Computer Science &" / "Engineering" / "B.S. …": a
    // department's name wrapped over lines between the school and its degree, when no other school is that near.
    const furtherBefore = institutions.filter((i) => i.line < event.line && event.line - i.line <= FORM_REACH);
    const lastBefore = furtherBefore[furtherBefore.length - 1];
    const wrappedBetween = lastBefore?.degrees.length === 0 ? lastBefore : undefined;
    // "Warsaw University of Technology" / "MSc …, 2017" / "BSc …, 2015": the same school gave both degrees, each on
    // a line of its own under it, with nothing but degree lines between.
    const sameSchool =
      lastBefore &&
      lastBefore.degrees.length > 0 &&
      !lastBefore.degrees.some((d) => event.degrees.includes(d)) &&
      loose.some((e) => e.line > lastBefore.line && e.line < event.line) &&
      lines.slice(lastBefore.line + 1, event.line).every((line) => degreesIn(line).length > 0)
        ? lastBefore
        : undefined;
    const target = before ?? after ?? (further.length === 1 ? further[0] : undefined) ?? wrappedBetween ?? sameSchool;
    if (target) target.degrees.push(...event.degrees);
  }
  if (labelledSchool && institutions.length === 0) {
    institutions.push({ line: -1, inst: { name: labelledSchool, index: 0, strong: true }, degrees: [] });
  }
  if (institutions.length === 1 && institutions[0]?.degrees.length === 0 && labelledDegree) {
    institutions[0].degrees.push(labelledDegree);
  } else if (labelledDegree && institutions.length > 1 && institutions.every((i) => i.degrees.length === 0)) {
    // An education section that writes no degree, the degree given elsewhere ("研究员 ｜ 博士 ｜ 女"): the first
    // school listed (resumes list the latest first) is the highest degree's; a later one studied at for four
    // years is the bachelor's.
    (institutions[0] as (typeof institutions)[number]).degrees.push(labelledDegree);
    const bachelor = institutions.slice(1).find((i) => spansFourYears(lines[i.line] ?? ''));
    if (bachelor && labelledDegree !== 'Bachelor') bachelor.degrees.push('Bachelor');
  }

  const at = (level: DegreeLevel) => institutions.find((i) => i.degrees.includes(level))?.inst.name ?? '';
  let degree: DegreeLevel | '' = labelledDegree;
  for (const i of institutions) for (const d of i.degrees) degree = higherDegree(degree, d);
  for (const e of loose) for (const d of e.degrees) degree = higherDegree(degree, d);
  const highest = degree ? at(degree) : '';
  return {
    degree,
    university: highest || institutions[0]?.inst.name || labelledSchool,
    bachelor: at('Bachelor'),
    master: at('Master'),
    phd: at('PhD'),
  };
}
