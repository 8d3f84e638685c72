// Which degrees a line names (PhD, master's, bachelor's, associate), and the highest of them.
import { toSimplified } from '../text/han-variants.ts';
import { engineeringDiplomaAt } from './education-diploma.ts';

export type DegreeLevel = 'PhD' | 'Master' | 'Bachelor' | 'Associate';

const RANK: Record<DegreeLevel, number> = { Associate: 1, Bachelor: 2, Master: 3, PhD: 4 };

// Order matters: 博士研究生 is a PhD, 硕士研究生 a master; 博士后 (postdoc) is not a degree; 研究生院 (a graduate
// school, twenty-second round) is a school's name, not a master's. A doctorate written the
// German and Swiss way ("Dr. sc. ETH Zürich (Doctor of Sciences, …)", "Dr. rer. nat.", "Dr.-Ing.") is a PhD
// (seventeenth round).
// Spanish and Portuguese master's as written in Chile, Colombia and Mexico (twenty-first round): Magíster (with its
// accent), Maestria without one, and the holder's title "Maestro/Maestra en Ciencias".
// A degree of science in a named field, abbreviated (sixteenth round): B.S.E. and M.S.E. (in Engineering), B.S.E.E.,
// B.S.M.E., B.S.C.S., B.S.Ch.E. and BSEE, BSME, BSCS — "B.S.E. in Computer Science, expected May 2026"; never
// inside another abbreviation ("Board : C.B.S.E.", India's school board).
// Round 60: Canada's master's of applied science written with stops ("M.A.Sc.").
// Chile's and Peru's engineering title (thirtieth round): "Ingeniería Civil en Computación", "Ingeniero Civil en …", a
// first degree of five or six years, read as the bachelor's as the other single-cycle engineering titles are. After
// "en", "de", "de la" or "del" the word is a subject or a faculty ("Magíster en Ciencias de la Ingeniería", "Facultad
// de Ingeniería"), no degree of its own.
// Since the thirty-third round France's and the Maghreb's "Doctorat in …" (a PhD), "Licence Fondamentale" and
// "Licence Professionnelle" (bachelor's) and Spain's "Grado en …" (the bachelor's).
// Since round 58 Poland's "inżynier (inż.)" in lower case opening a line or cell (not the second word of "Magister
// inżynier", a master's); since review mend 7 only with its "(inż.)" after it ("inżynier – Comarch S.A." is a job).
// Since the forty-second round the Czech and Slovak bachelor's title "Bc." ("Bc., Open Informatics, …").
// Since the forty-fourth round a Licence followed by the French "puis" ("Licence puis Master 1 de Mathématiques — …",
// a Licence and then the master's first year at the same school): the Licence is the bachelor's of that school.
// Since the fifty-fourth round also before the English "then", and a Licence opening a line or cell with its one-word
// subject before a spaced dash and the school ("Licence Informatique — Université …"; a driving licence never is).
// Since the thirty-second round Colombia's single-word field after it ("Ingeniería Industrial (Industrial Engineer)"),
// Romania's Licență (the bachelor's), and Romania's "Diplomă de inginer" is no German Diplom (a master's).
// Indonesian degrees (twenty-fourth round): "Magister Informatika", "Magister Teknik Elektro" as Sarjana is read
// before its field, and the holder's titles after a name or in brackets (M.Kom., S.Kom., M.Si., S.Si., M.Stat., …),
// only those that are no ordinary abbreviation (M.T., S.E., S.H. are left alone).
// A short degree opening a line or a cell is read before its subject, since the twenty-second round also when the
// subject is in brackets, as a table's degree column writes it ("BS (Computer Science)", "MS (Data Science)"); the
// Scottish "MA (Hons)" stays a bachelor's. Since the twenty-seventh round also after a spaced dash or bar, as a school
// then its degree on one line writes it ("Lahore University of … (LUMS) — BS Computer Science"); never after a comma,
// where "Cambridge, MA" is a state. Since the fiftieth round also alone after a form's "Degree:" label ("Degree: BS"),
// and 专升本, a bachelor's taken after a 大专.
const DEGREE_PATTERNS: [RegExp, DegreeLevel][] = [
  [
    /\bPh\.?\s?D\b\.?|\bDoctor of Philosophy\b|\bDoctorate\b|\bDoctorat(?= (?:in|en|de|ès) )|\bD\.?Phil\b|\bDr\.\s?(?:sc|rer|phil|techn)\.|\bDr\.\s?-\s?Ing\.|\bDoctor of (?:Sciences?|Engineering|Technical Sciences)\b|博士(?:研究生)?(?!后)/i,
    'PhD',
  ],
  [
    /\b(?:(?<![A-Za-z]\.)M\.S\.(?:(?:[A-Z]|Ch)\.){1,2}|MS(?:EE|ME|CS|CE|ChE)|M\.S\.|M\.Sc\.?|MSc|M\.Eng\.?|MEng|MPhys|MChem|MMath|MSci|MComp|MInf|M\.Inf\.?|MBiol|MBA|M\.Phil\.?|MPhil|M\.A\.|M\.Des\.?|M\.Tech\.?|MTech|M\.E\.|Sc\.M\.|ScM|S\.M\.|MASc|M\.A\.Sc\.|Master(?:'s)?|Masters|Dipl\.-Ing\.?|Diplom(?:-[A-Z][a-z]+)?)(?![A-Za-zăĂ])|\bMáster(?= )|(?<=^|\t| [—–|] )(?:MS|MA|MFA|MRes|MPH)(?= (?:\((?!Hons?\b))?[A-Z][a-z])|\b(?:Mag[ií]ster|Maestr[ií]a|Mestrado|Laurea [Mm]agistrale)(?=\s*(?:,|\(|[–—]|en\b|in\b|de\b|em\b|w\b|$))|\b(?:MS|MA|MFA|MRes|MPH|MCom|MComm)(?=\s+in\b|,)|\bMaestr[oa](?= en [A-ZÁÉÍÓÚ])|\bMagister(?= [A-Z])|\bM\.(?:Kom|Si|Stat|Pd|Psi|Ds|Ars)\.|\bmgr\s+inż\.?|硕士|研究生(?!院)/,
    'Master',
  ],
  [
    /\b(?:(?<![A-Za-z]\.)B\.S\.(?:(?:[A-Z]|Ch)\.){1,2}|BS(?:EE|ME|CS|CE|ChE)|B\.S\.|B\.Sc\.?|BSc|B\.Eng\.?|BEng|B\.E\.|B\.Tech\.?|BTech|B\.A\.|B\.F\.A\.|BFA|Sc\.B\.|ScB|S\.B\.|A\.B\.|BASc|B\.A\.Sc\.|Bachelor(?:'s)?)(?![A-Za-z])|\bGrado(?= en [A-ZÁÉÍÓÚ])|\bBachiller(?= en [A-ZÁÉÍÓÚ])(?!.*\b(?:Colegio|Liceo)\b)|\b(?:Licence(?: Fondamentale| Professionnelle)?|Licenciatura|Licenciado|Licenciada|Bacharelado|Bacharel|Licencjat|Inżynier|(?<=^|\t)inżynier(?=\s*\(inż\.?\))|(?<!\b(?:en|de|la|del) )(?:Ingeniería|Ingeniero|Ingeniera)(?: Civil)?(?: [A-ZÁÉÍÓÚ][a-záéíóúñ]+)?|Laurea [Tt]riennale|Laurea)(?=\s*(?:,|\(|[–—]|en\b|in\b|de\b|em\b|w\b|puis\b|then\b|$))|(?<=^|\t)Licence(?= \p{Lu}\p{Ll}+ [—–] )|\bBaccalauréat(?=\s+(?:en|ès)\s)|\bSarjana(?= [A-Z])|\bS\.(?:Kom|Si|Stat|Pd|Psi|Ds|Ars)\.|\bEngineer(?:'s|’s)? [Dd]egree\b|(?<![A-Za-z])Kỹ sư(?![A-Za-z])|\b(?:BS|BA|BBA|BCom|BComm|BDes|BArch|BMus|BEd|LLB)(?=\s+in\b|,)|(?<=^|\t| [—–|] )(?:BS|BA|BBA|BE)(?= (?:\((?!Hons?\b))?[A-Z][a-z])|(?<=\bDegree:\s*)(?:BS|BA|BBA)(?=\s*$)|\b(?:B[A-Za-z.]{1,7}|LLB|MA)\s?\(Hons?\.?\)|(?<![A-Za-z])Licen[țţ]ă(?![A-Za-z])|(?<![\p{L}.])Bc\.(?![\p{L}])|本科|学士|专升本/u,
    'Bachelor',
  ],
  // Round 58: the American "Associate in Applied Science" and its kin; never a job title's "Research
  // Associate in …" (only a degree's subject follows: Applied Science, Science, Arts). Review mend 7: and only with the
  // subject ending there (a bracket, a comma, a dash or "in …"/"from …" after it): "Staff Associate in Science Policy" is
  // a post.
  [
    /\bAssociate(?:'s)? (?:Degree|of)\b|(?<!\b(?:Research|Teaching|Sales|Senior|Junior|Postdoctoral)\s)\bAssociate in (?:Applied )?(?:Science|Arts)\b(?=\s*(?:[(,;|–—]|$)|\s+(?:in|from|at)\b)|大专|专科/i,
    'Associate',
  ],
];

const ALL_CAPS_LINE = /^[^\p{Ll}]*\p{Lu}[^\p{Ll}]*\p{Lu}[^\p{Ll}]*$/u;

/** A finished span of years: "2020 – 2022", "Sep 2020 – May 2022", "2019-2021", "2018 to 2020". */
const COMPLETED_RANGE = String.raw`(?:19|20)\d{2}\s*(?:[–—-]|to)\s*(?:[A-Za-z]{3,9}\.?\s+)?(?:19|20)\d{2}(?!\d)`;

/**
 * "M.S. … (BS/MS program), admitted Fall 2025, deferred" (forty-eighth round): a place taken up later was never
 * started. A line that also gives the study a finished span of years ("MBA, 2020 – 2022 (deferred admission from
 * 2019)", outside review) was started after the deferral and completed. The lookbehind runs only where the keyword
 * matched, so the time stays linear in the line.
 */
const DEFERRED_PLACE = String.raw`(?:\badmitted\b[^.;]{0,40}\bdeferred\b|\bdeferred (?:admission|enrol?ment|start)\b)(?<!${COMPLETED_RANGE}.*)(?!.*${COMPLETED_RANGE})`;

/**
 * "withdrawn after the first semester", "— left before qualifying exams" (fiftieth round): withdrawn or left with a
 * time after it says the study stopped; "withdrawn" alone opening a line did already. Since review 2 of round 50 only
 * opening the line or a part of it (after a separator or a bracket: "Thesis on drugs withdrawn after …", "(first
 * paper withdrawn in review" are about something else) and not on a line that says the study was completed. Since
 * review 4 only a completed degree counts ("completed the degree", "completed in 2016", "graduated"), not "completed
 * coursework, withdrawn after the qualifying exam" or "Completed MRes year; withdrawn in 2021", and "I left …" opens too.
 */
const DEGREE_COMPLETED =
  /(?:(?<!\bnot\s)\bcompleted\s+(?:(?:in\s+)?(?:19|20)\d{2}|(?:the\s+|my\s+)?(?:degree|programm?e?)\b)|(?<!\bno\s)\bdegree\s+(?:completed|awarded|conferred)\b|(?<!\bnot\s)\bgraduated\b|(?<!\bnot\s)\bdefended\s+(?:(?:in\s+)?(?:19|20)\d{2}|(?:the\s+|my\s+)?(?:thesis|dissertation))\b)/i;
// Round 56: after a middle dot too ("2018 – 2019 · withdrawn after four courses"), "withdrawn to join industry", and
// "left after the first year"; since round 58 a year straight after it ("— started 2019, withdrawn 2020"), since review
// mend 7 not when the year is followed by what else was left ("withdrawn 2017 from the Mathematics minor").
// Review mend 6: "withdrawn to" only before what a person leaves study for (an offer, a paper or a scholarship is
// withdrawn to other ends), and the completed-degree test is made once per line in
// `leftClausesIn`, no longer as a look around every candidate (quadratic on a long line).
// Round 62: "left the programme after the first year", and "left ABD" (all but the dissertation: no doctorate);
// review of round 62: not "the programme" after another programme on the line (`OTHER_PROGRAMME`), nor on a line that
// says the thesis was defended later ("left ABD in 2016, returned and defended in 2019", `DEGREE_COMPLETED`).
// Round 60: a place not yet taken up ("拟于 2025 年 9 月进入…攻读硕士（尚未入学）") voids the degree it follows, as a study left does.
const LEFT_BEFORE_END =
  /(?<=(?:^|[:;,.|([（—–·-])\s*(?:I\s+)?)(?:withdrawn\s+(?:after|before|during|in)\b|withdrawn\s+(?:19|20)\d{2}\b(?!\s+from\s+(?:the\s+|an?\s+|my\s+)?(?:[A-Za-z-]+\s+){0,3}?(?:minor|major|modules?|courses?|electives?|track|society|team|club)\b)|withdrawn\s+to\s+(?:join|take|start|pursue|work|accept|found|focus|care|move|relocate)\b|left\s+(?:the\s+programm?e?\s+)?after\s+(?:the\s+)?(?:first|second|third|\d(?:st|nd|rd|th))\s+year\b|left\s+ABD\b|left\s+(?:the\s+programm?e?\s+)?before\s+(?:qualifying|completing|finishing|graduating|the\s+(?:thesis|defen[cs]e|qualifying|viva))\b|尚未入学)/gi;

/**
 * "left the programme after the first year" (round 62) says which study was left only when the line names no other
 * programme before it (review of round 62): "(Erasmus exchange at KTH; left the programme …)", "— University Officer
 * Training Corps programme, left the programme …" and "(Dean's Scholars programme; left the programme …)" left the
 * exchange or the scheme, not the degree.
 */
const THE_PROGRAMME = /\bthe\s+programm?e?\b/i;
const OTHER_PROGRAMME =
  /\b(?:programm?e?s?|exchange|erasmus|scheme|corps|scholars|study\s+abroad|(?:year|semester|term)\s+abroad)\b/i;

interface Clause {
  index: number;
  end: number;
}

/**
 * Where a line says its study was left before the end (`LEFT_BEFORE_END`), on a line that does not also say a degree
 * was completed. Each line is tested once for a completed degree, so the time is linear in the text.
 */
function leftClausesIn(text: string): Clause[] {
  const clauses: Clause[] = [];
  let offset = 0;
  for (const line of text.split('\n')) {
    const found = [...line.matchAll(LEFT_BEFORE_END)].filter(
      (m) => !THE_PROGRAMME.test(m[0]) || !OTHER_PROGRAMME.test(line.slice(0, m.index)),
    );
    if (found.length > 0 && !DEGREE_COMPLETED.test(line)) {
      for (const m of found) clauses.push({ index: offset + m.index, end: offset + m.index + m[0].length });
    }
    offset += line.length + 1;
  }
  return clauses;
}

/** The degree words a table row may name beside its 未完成 cell. */
const DEGREE_WORD = '(?:本科|专升本|专科|大专|硕士|博士|学士|研究生|自考|自学考试)';
/**
 * What a bracket or a line names as the study cut short when it is not the degree itself (review mends 7 and 8,
 * review of round 62): a minor, a second degree, a certificate, a course, an exchange, a visit or a programme.
 * `GIVEN_UP` does not count after such a word in its bracket, nor after one up to ten characters before the bracket
 * ("海外交流（未完成，已终止）", "第二学位：经济学（…终止，未毕业）"), nor after one earlier in the same clause of a note
 * without a bracket ("大三赴新加坡国立大学交换，因疫情中止，未毕业"). 项目管理 is a major, not a programme. Nor does
 * "未毕业" count when what was not graduated from is named after it ("未毕业于交换项目", "未毕业于合作院校"): the
 * exchange term before it may have been left out of the line (`withoutExchange` in education.ts, which also cuts
 * "…未毕业于交换项目" after 于, so a 于 that ends the text counts the same).
 */
const SIDE_STUDY = '(?:辅修|双学位|第二学位|第二专业|二专|交换|交流|访学|项目(?!管理)|夏校|暑校)';
const NOT_A_SIDE_STUDY =
  `(?<![（(][^）)]{0,30}(?:${SIDE_STUDY}|证书|课程)[^）)]{0,30})` +
  String.raw`(?<!${SIDE_STUDY}[^\n（()）]{0,10}[（(][^）)]{0,30})` +
  String.raw`(?<!${SIDE_STUDY}[^\n（()）。；;]{0,20})`;
/**
 * A study given up or stopped before its end: "因工作中断，未毕业", 中断学业 (fiftieth round), "未完成，已放弃" (round
 * 58), "未完成，已终止" (round 60), "因家庭原因中止，未毕业", "未取得毕业证，已放弃" (round 62). Each only where
 * `NOT_A_SIDE_STUDY` holds (review of round 62: the guard is shared by every alternative). The lookahead on the first
 * characters keeps the lookbehinds to the places where an alternative may start.
 */
const GIVEN_UP =
  `(?=[中终未学])${NOT_A_SIDE_STUDY}` +
  String.raw`(?:(?:中断|中止|终止)[，,]\s*未毕业(?!于(?:[^，,。；;）)\n]{0,12}(?:${SIDE_STUDY}|合作|外方|海外|国外)|\s*$))|中断学业|学业中断|未毕业[，,][^）)]{0,12}中止|未(?:获得?|取得)毕业证书?[，,、]\s*已?(?:放弃|终止|中止)|未完成[，,、]\s*已?(?:放弃|终止|中止))`;
/**
 * "2016.03 - 2018.06<TAB>昆明理工大学（专升本）<TAB>软件工程<TAB>未完成" (round 62): 未完成 alone in the degree column of
 * an education table. Review of round 62: only in a row that opens with its dates, names a degree within 80
 * characters before the cell, and has no cell that is a degree alone before it (then 未完成 is a status column's "not
 * yet", "…<TAB>硕士<TAB>未完成"); a thesis or course row ("本科毕业论文<TAB>撰写中<TAB>未完成") opens with no date.
 */
const UNFINISHED_CELL =
  String.raw`(?=\t未完成(?:\t|\n|$))` +
  String.raw`(?<=(?:^|\n)\s*(?:19|20)\d{2}[^\t\n]{0,24}(?:\t(?!${DEGREE_WORD}\t)[^\t\n]*){0,6})` +
  String.raw`(?<=${DEGREE_WORD}[^\n]{0,80})\t未完成`;
/**
 * No qualification obtained: "…后中止，未取得学历" (round 60), not the degree verification still pending
 * ("暂未取得学历认证") nor honours other than the certificate ("未获得学历证书以外的荣誉", review mend 8). A 学历 that a
 * line end broke after 学 is joined before the line is read (`joinSplitXueli` in education.ts, review of round 62).
 */
const NO_CERTIFICATE = '未(?:获得?|取得)学历(?!(?:学位)?认证|证书[以之]外)';

/**
 * Study left unfinished: "discontinued", "did not complete", "withdrew", 肄业, 退学, a place deferred; since the fiftieth
 * round also an interruption that ended it ("因工作中断，未毕业", 中断学业). Since round 58 a study given up
 * ("自考本科（…，未完成，已放弃）"); since review mend 7 not when the bracket names a minor, second degree, certificate or
 * course as what was given up ("本科，浙江大学（辅修金融学未完成，已放弃）" keeps the bachelor's). The study left before its end
 * (`leftClausesIn`) is told apart: it ends the study it follows, not the whole line (review mend 6). Round 60: a study
 * given up and ended ("本科（未完成，已终止）") and one that gave no qualification ("…后中止，未取得学历"). Review mend 8:
 * not the degree verification still pending ("暂未取得学历认证") or honours other than the certificate
 * ("未获得学历证书以外的荣誉"), nor an exchange, visit or programme cut short ("海外交流（未完成，已终止）"). Round 62: a
 * study stopped before its end ("因工作中止，未毕业"), a certificate not obtained and given up ("未取得毕业证，已放弃"),
 * 未完成 alone in the degree column of a table (`UNFINISHED_CELL`), and 未取得学历 broken by the page's line end after
 * 学. Review of round 62: split into its named parts, the side-study guard shared by every "given up" part.
 */
const UNFINISHED = new RegExp(
  `${DEFERRED_PLACE}|` +
    String.raw`\bdiscontinued\b|\bnot completed\b|\bdid not (?:complete|finish|graduate)\b|\b(?:dropped out|withdrew)\b|^withdrawn\b|肄业|退学|未获(?:得)?学位|未取得学位|` +
    `${GIVEN_UP}|${UNFINISHED_CELL}|${NO_CERTIFICATE}`,
  'i',
);
const EVERY_UNFINISHED = new RegExp(UNFINISHED.source, 'gi');

/** Whether a text says a study was left unfinished. */
export const isUnfinished = (text: string): boolean => UNFINISHED.test(text) || leftClausesIn(text).length > 0;

/** The text with every mark of an unfinished study removed (round 56: "肄业，因家庭原因退学" has two). */
export function withoutUnfinished(text: string): string {
  let rest = text;
  for (const clause of leftClausesIn(text).reverse()) rest = rest.slice(0, clause.index) + rest.slice(clause.end);
  return rest.replace(EVERY_UNFINISHED, '');
}

/**
 * Review mend 6: "PhD studies, left after the second year" ends the PhD, not the MSc before it on the line, and
 * "B.A. …, 2010–2014 · Varsity rowing, left after the first year" ends the rowing. A clause left before the end voids
 * the nearest degree before it, unless a part after a dot, semicolon or bar stands between them and names something
 * else (the clause does not open that part).
 */
function voidedByLeftClause(text: string, found: DegreeAt[], clauses: Clause[]): Set<DegreeAt> {
  const voided = new Set<DegreeAt>();
  for (const clause of clauses) {
    const before = found.filter((d) => d.index < clause.index).at(-1);
    if (!before) continue;
    const gap = text.slice(before.index, clause.index);
    const cut = Math.max(gap.lastIndexOf('·'), gap.lastIndexOf(';'), gap.lastIndexOf('|'));
    if (cut >= 0 && !/^\s*(?:I\s+)?$/.test(gap.slice(cut + 1))) continue;
    voided.add(before);
  }
  return voided;
}

/** Whether a line says a study was left and names no degree it did not end. */
export const leftWithNoDegree = (line: string): boolean =>
  leftClausesIn(toSimplified(line)).length > 0 && degreesIn(line).length === 0;

/**
 * A programme that says it gives no degree: "在职研究生课程进修班（结业，不授予学位）", "non-degree", "not for
 * credit". Its 研究生 or "Master" names the level of the courses, not a degree the candidate holds. Nor does one
 * left unfinished (fifteenth round): "MSc programme … – discontinued after the 2nd semester", "not completed",
 * "dropped out after year 2", 肄业, 退学. Since the seventeenth round also "(no degree)" and "(did not complete)", and
 * the school on such a line is not where the candidate studied for a degree.
 */
export const NO_DEGREE = new RegExp(
  '不授予学位|未授予学位|无学位|非学历|不颁发学位|课程进修班|课程班|研修班|进修班|\\bnon-degree\\b|\\bnot for (?:academic )?credit\\b|' +
    `\\bno degree\\b|${UNFINISHED.source}|` +
    // "MBA em Gestão de Projetos (lato sensu)" (forty-fourth round): Brazil's lato-sensu courses are specialisations,
    // which give a certificate and no master's degree (the stricto-sensu Mestrado does).
    '\\blato[- ]sensu\\b|' +
    // "(left in 2019 without thesis, to work full-time)" (thirty-sixth round): left without what the degree needs. A
    // "Master's without thesis" alone is a finished non-thesis degree, so "left" must say it.
    '\\bleft(?:\\s+(?:in|after)\\s+[^,;()]{1,25}?)?\\s+without\\s+(?:a\\s+|the\\s+)?(?:thesis|degree|diploma|graduating|completing|finishing)\\b',
  'i',
);

interface DegreeAt {
  level: DegreeLevel;
  index: number;
}

/**
 * "Kaggle Competitions Master", "Certified Scrum Master", "Chess Master": a bare "Master" after another word is a
 * rank or a role, not a degree — unless that word qualifies a degree ("Integrated Master", "Executive Master",
 * "Bachelor and Master") or the degree's subject follows ("Master of …", "Master in …", "Master's"); the French
 * qualifier is listed apart.
 */
const DEGREE_QUALIFIER =
  /(?:^|[^\p{L}])(?:and|or|a|an|the|my|integrated|joint|dual|double|research|executive|professional|advanced|international|european|taught|specialised|specialized|postgraduate|graduate|engineering)\s+$/iu;
/** France's "grade de Master" (fifty-second round): the rank a Diplôme d'ingénieur confers is the degree. */
const FRENCH_DEGREE_QUALIFIER = /(?:^|[^\p{L}])grade\s+de\s+$/iu;
const RANK_NOT_DEGREE = (text: string, m: RegExpMatchArray) =>
  /^master$/i.test(m[0]) &&
  // A tab ends a table's cell (thirty-first round): "Graduate School of Information<TAB>Master (修士, …)" is a degree.
  /\p{L}[^\S\t]+$/u.test(text.slice(0, m.index)) &&
  !DEGREE_QUALIFIER.test(text.slice(0, m.index)) &&
  !FRENCH_DEGREE_QUALIFIER.test(text.slice(0, m.index)) &&
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
 * "正在准备自考本科（…，尚未入学）", "备考研究生", "计划申请博士" (forty-second round): a degree the candidate is preparing
 * or applying for, not one studied for; read only from the words just before it, as `supervised` is.
 */
const PROSPECTIVE_BEFORE = /(?:准备|备考|报考|计划|打算)\s*(?:攻读|申请|参加)?\s*(?:自考|成考|专升本|考研)?\s*$/u;
const prospective = (text: string, m: RegExpMatchArray) =>
  PROSPECTIVE_BEFORE.test(text.slice(Math.max(0, (m.index ?? 0) - 12), m.index));

/**
 * "兼职硕士生导师", "博士生导师", "研究生导师" (twenty-second round): a supervisor of master's or doctoral students, a
 * title the candidate holds as a teacher, not a degree; its school is not where a degree was taken.
 */
const supervisorTitle = (text: string, m: RegExpMatchArray) =>
  /^生?导师/.test(text.slice((m.index ?? 0) + m[0].length));

/**
 * "Master's thesis on popularity bias …, supervised by …" (twentieth round): a line that opens on the thesis of a
 * degree tells of work done for the degree above it; it is no second degree to give the next school.
 */
/**
 * Since the thirty-eighth round also a Chinese degree word that names its thesis ("硕士论文：…", "本科毕业论文：…",
 * "碩士論文：…", "优秀博士学位论文"), anywhere on the line: the thesis, or a prize for it, and no degree of its own.
 */
const thesisLine = (text: string, m: RegExpMatchArray) =>
  (/^\s*$/.test(text.slice(0, m.index)) &&
    /^\s+(?:thesis|dissertation)\b/i.test(text.slice((m.index ?? 0) + m[0].length))) ||
  (/^(?:硕士|博士|学士|本科)$/.test(m[0]) && /^(?:学位|毕业)?论文/.test(text.slice((m.index ?? 0) + m[0].length)));

const withFlags = (pattern: RegExp, flags: string) =>
  new RegExp(pattern.source, [...new Set(pattern.flags + flags)].join(''));
/** The degree patterns made global once, as read in mixed case and, for a line in capitals, without case. */
const GLOBAL_DEGREE_PATTERNS = DEGREE_PATTERNS.map(([pattern, level]) => ({
  level,
  g: withFlags(pattern, 'g'),
  gi: withFlags(pattern, 'gi'),
}));

function degreesInPart(text: string, offset: number, flags: 'g' | 'gi', found: DegreeAt[]): void {
  let rest = text;
  for (const { level, ...byFlags } of GLOBAL_DEGREE_PATTERNS) {
    // matchAll copies the expression and replace starts from 0, so the shared global copy keeps no state between calls.
    const global = byFlags[flags];
    for (const m of rest.matchAll(global)) {
      if (level === 'Master' && RANK_NOT_DEGREE(rest, m)) continue;
      if (supervised(rest, m) || supervisorTitle(rest, m) || prospective(rest, m)) continue;
      if (thesisLine(rest, m)) continue;
      // "研究生 / 工学博士" (forty-sixth round): 研究生 beside a doctorate names the level it was studied at.
      if (level === 'Master' && m[0] === '研究生' && found.some((d) => d.level === 'PhD' && d.index >= offset))
        continue;
      found.push({ level, index: offset + (m.index ?? 0) });
    }
    // A PhD line ("博士研究生") must not count again as a master.
    rest = rest.replace(global, (m) => ' '.repeat(m.length));
  }
}

/**
 * "哲学博士（PhD），由 MPhil 转入", "硕博连读，工学博士（…未单独授予硕士学位）" (round 56): the master's a PhD replaced,
 * or one a line says was not awarded, is no degree; blanked so the other degrees keep their places.
 * Round 60: the English words for one not awarded, "(2019 – 2021) at the same university; no MSc awarded".
 */
const MASTER_NOT_AWARDED =
  /由\s*(?:MPhil|M\.Phil\.?|硕士)\s*转入|[未不](?:单独)?(?:授予|颁发|获得)硕士学位|\bno\s+(?:MSc|M\.Sc\.?|MPhil|M\.Phil\.?|master'?s(?:\s+degree)?)\s+awarded\b/giu;
/**
 * "Ingeniería en Informática — …" / "Five-year … degree, officially equivalent to a Master's" (round 58): the words
 * that rank a first degree as a master's name no second degree; `readEducation` reads them as that degree's level.
 */
const EQUIVALENT_TO_MASTER = /\bequivalent\s+to\s+an?\s+Master(?:'s|’s)?(?:\s+degree)?\b/giu;
/**
 * Whether a text ranks a first degree as a master's (review mend 7: the one place the rule lives; a negated phrase,
 * "not equivalent to a Master's", is blanked by `degreesIn` all the same but ranks nothing).
 */
export const equivalentToMaster = (text: string): boolean =>
  [...text.matchAll(EQUIVALENT_TO_MASTER)].some((m) => !/\b(?:not|never)\s+(?:\w+\s+)?$/i.test(text.slice(0, m.index)));

/** Degrees named in a line, in order; traditional characters read as simplified (碩士 is 硕士). */
export function degreesIn(written: string): DegreeAt[] {
  const text = toSimplified(written)
    .replace(MASTER_NOT_AWARDED, (m) => ' '.repeat(m.length))
    .replace(EQUIVALENT_TO_MASTER, (m) => ' '.repeat(m.length));
  if (NO_DEGREE.test(text)) return [];
  const found = namedDegrees(text);
  const clauses = leftClausesIn(text);
  if (clauses.length === 0) return found;
  const voided = voidedByLeftClause(text, found, clauses);
  return found.filter((d) => !voided.has(d));
}

function namedDegrees(text: string): DegreeAt[] {
  const found: DegreeAt[] = [];
  const diploma = engineeringDiplomaAt(text);
  if (diploma >= 0) found.push({ level: 'Master', index: diploma });
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
