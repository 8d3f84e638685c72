import { toSimplified } from '../text/han-variants.ts';
import {
  type DegreeLevel,
  degreesIn,
  equivalentToMaster,
  higherDegree,
  isUnfinished,
  leftWithNoDegree,
  NO_DEGREE,
  withoutUnfinished,
} from './education-degrees.ts';
import { diplomaBeforeMaster } from './education-diploma.ts';
import { type Institution, institutionsIn, isFacultyName, withContinuation } from './education-institutions.ts';
import {
  joinKeywordWrappedAcrossColumn,
  joinKeywordWrappedNames,
  joinSplitDegreeWords,
  joinWrappedLastCells,
  joinWrappedMiddleCells,
  joinWrappedNames,
  joinWrappedPlaces,
} from './education-wrapped-lines.ts';

/** "2012.09 – 2016.06": four years of study, a bachelor's degree in most of the world. */
const FOUR_YEARS = /((?:19|20)\d{2})\s*[.\-/年]\s*\d{1,2}\s*月?\s*[-–—~～至]+\s*((?:19|20)\d{2})/u;
const spansFourYears = (line: string) => {
  const m = FOUR_YEARS.exec(line);
  return !!m && Number(m[2]) - Number(m[1]) === 4;
};

/** How far below a degree a form may name its school (Europass: title, two lines of subjects, the school). */
const FORM_REACH = 6;
/**
 * "Postgraduate Diploma in Data Science — Victoria University of Wellington, 2019" (forty-fourth round): a postgraduate
 * diploma or certificate is no degree, and the school on its line is that award's; the bachelor's on the next lines
 * does not take it.
 */
const POSTGRADUATE_AWARD = /\b(?:Post-?graduate|Graduate|PG)\s+(?:Diploma|Certificate)\b/i;
/**
 * "Post Graduate Diploma in Machine Learning" / "IIIT Bangalore (online)" (fiftieth round): the award on a line of its
 * own, its school on one of the next two lines with text; that school is the award's too.
 */
const AWARD_SCHOOL_REACH = 2;
/** "Joint programme of …" (forty-fourth round): a programme several schools give together, named in one sentence. */
const JOINT_PROGRAMME = /\bjoint (?:programme|program|degree)\b/i;

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
// Since the thirty-sixth round the year may stand in a cell of its own after it ("— Facultad de Ciencias, UNAM<TAB>2014
// – 2018").
// Since the forty-fourth round also a name in capitals joined to its parent's by a hyphen, then a unit or campus of it
// before the year ("— CINVESTAV-IPN, Unidad Guadalajara · 2023 – 2025").
// Since the fifty-fourth round also after a spaced hyphen, with its town after a comma ending the line ("BSc Computer
// Engineering (First Class) - KNUST, Kumasi"); never an Indian branch's code there ("B.Tech - CSE, Hyderabad", "B.E. -
// ECE": review of round 54), which is the degree's subject.
const CAPITALS_AFTER_DEGREE =
  /(?:^|[,;—–]\s*|\t|\s-\s(?!(?:CSE|ECE|EEE|EIE|ECM|ICE|ISE|MECH|CIVIL|CHEM|AERO|AUTO|BME|MME|MTECH)\b))(\p{Lu}{3,8}(?:\s\p{Lu}\p{Ll}+)?|\p{Lu}{3,10}-\p{Lu}{2,6})(?=\s*(?:[(（]\p{Lu}[^)）\n]{0,40}(?:[)）]|$)|[,—–]\s*(?:19|20)\d\d|,\s*\p{Lu}\p{Ll}+$|$)|(?:\t| {3,})(?:19|20)\d\d|,\s*(?:Unidad|Campus|Sede)\s[^,·—–\t]{2,30}?\s*[·,—–\t]\s*(?:19|20)\d\d)/gu;
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
 * is read as before. Since the twenty-second round also the words the other way round and abroad terms ("student
 * exchange at ETH Zürich", "exchange at KTH", "semester abroad at …"), so such a school on the bachelor's line no
 * longer takes the bachelor's from the university above. Since the forty-eighth round an Erasmus term too
 * ("Technische Universiteit Eindhoven — Erasmus+ semester, autumn 2023").
 */
const EXCHANGE_MARKER =
  /\bErasmus\+?\s+(?:semester|exchange|programme|program|year|stay|mobility)\b|\bexchange\s+(?:semester|student|term|programme|program|year|study|studies)\b|\bexchange\s*:|\b(?:student|semester|study)\s+exchange\b|\bexchange\s+at\b|\b(?:semester|study|year)[\s-]+abroad\b|\bvisiting\s+(?:student|scholar|researcher)\b|交换生|交換生|交流生|交换学期|交換學期|交换项目|交換計畫|交換計劃/iu;
// The clause: from the words that open it (EXCHANGE_MARKER) to a semicolon or the line's end. Review of round 62: and
// on over the next clause when it says "the programme" was left ("(Erasmus exchange at KTH; left the programme after
// the first year, …)"): that programme is the exchange, and the degree before it stays finished.
const EXCHANGE_CLAUSE = new RegExp(
  `(?:${EXCHANGE_MARKER.source})[^;；]*(?:[;；]\\s*left\\s+the\\s+programm?e?\\b[^;；]*)?`,
  'giu',
);
/**
 * "其間 2014 年秋季赴 University of Toronto 交換一學期", "2019 年赴新加坡国立大学交流半年": Chinese names the school
 * before the exchange (twenty-third round). The clause holding 交换 / 交換, 交流 for a term or a length of time, or
 * 访学 / 訪學 is left out, from its verb of going (赴, 前往, 到) or the words for "meanwhile" (其间, 期间), else from
 * the punctuation before it, to the punctuation after it; 交换机 (a network switch) is no exchange.
 */
const ZH_EXCHANGE =
  /交[换換](?![机機])|交流(?=\s*[一二两兩三半]?\s*(?:个|個)?\s*(?:学期|學期|年|月|周|週))|[访訪][学學]/u;
const ZH_CLAUSE_START = /.*(?:[;；，,。]|(?=[赴到]|前往|其[间間]|期[间間]))/su;
function withoutChineseExchange(line: string): string {
  const marker = ZH_EXCHANGE.exec(line);
  if (!marker) return line;
  const start = ZH_CLAUSE_START.exec(line.slice(0, marker.index))?.[0].length ?? 0;
  const end = /[;；，,。]/.exec(line.slice(marker.index))?.index;
  return line.slice(0, start) + (end === undefined ? '' : line.slice(marker.index + end));
}
/**
 * "深圳职业技术学院（2023 年更名为深圳职业技术大学）" (forty-sixth round): a bracket that says the school was renamed
 * is no campus and no school of its own; the name the candidate studied under is kept. Since the fiftieth round also
 * one that says it was merged into another ("洛阳工学院（2002 年合并组建为河南科技大学）").
 */
const RENAMED_BRACKET =
  /[（(][^（）()]{0,12}(?:更名为|更名為|改名为|改名為|合并组建为|合并组建|合并为|并入|renamed|merged)[^（）()]{1,30}[)）]/giu;
const withoutExchange = (line: string) =>
  withoutChineseExchange(line.replace(EXCHANGE_CLAUSE, '').replace(RENAMED_BRACKET, ''));

/**
 * "Erasmus+ exchange semester" / "ETH Zürich, Department of …" (forty-eighth round): a line that only says an exchange
 * term (nothing left once the clause is out but a programme's name) puts the term's school on the next line.
 */
const exchangeOnly = (line: string) => {
  const rest = line.replace(EXCHANGE_CLAUSE, '');
  return rest !== line && /^[\p{L}+\s-]{0,12}$/u.test(rest.trim());
};
/**
 * "KTH Royal Institute of Technology, Stockholm · incl. exchange year at" / "ETH Zürich (2015/16)" (fifty-second
 * round): an exchange clause that ends its line on "at" or "in" puts the term's school on the next line, so the school
 * before the clause is still a degree's.
 */
const CLAUSE_ENDS_ON_AT_OR_IN = new RegExp(`(?:${EXCHANGE_MARKER.source})[^;；]{0,30}?\\s(?:at|in)\\s*$`, 'iu');

/**
 * The school of an exchange term, named on line n with no degree: on the line under one that only says the term, or
 * (forty-eighth round) on the term's own line before its clause, which names no school of its own ("Technische
 * Universiteit Eindhoven — Erasmus+ semester, autumn 2023"). Not where a degree near it was taken.
 */
const exchangeTerm = (written: string[], n: number) => {
  const clauses = (written[n] ?? '').match(EXCHANGE_CLAUSE) ?? [];
  // "… (UC3M) — Erasmus semester at Politecnico di Milano": a clause that names its own school leaves this one a degree's.
  // A clause ending its line on "at" names its school on the next line (fifty-second round).
  const namesNoSchool =
    clauses.length > 0 &&
    clauses.every((clause) => institutionsIn(clause).length === 0) &&
    !CLAUSE_ENDS_ON_AT_OR_IN.test(written[n] ?? '');
  return exchangeOnly(written[n - 1] ?? '') || namesNoSchool;
};

const LEVELS: DegreeLevel[] = ['Associate', 'Bachelor', 'Master', 'PhD'];
/**
 * "博士研究生（在读，预计", "工学学士", "M.S.": a table cell that holds a degree and nothing else but a note in brackets.
 * Since the thirty-fourth round the degree may be written twice, in two languages or two words of one level ("哲学硕士
 * MPhil", "软件工程 本科 / 工学学士").
 */
const degreeCell = (line: string) => {
  const cell = (line.split(/[（(]/u)[0] ?? '').trim();
  return cell.length > 0 && cell.length <= 16 && oneLevel(degreesIn(cell).map((d) => d.level));
};
const oneLevel = (degrees: DegreeLevel[]) => degrees.length > 0 && degrees.every((d) => d === degrees[0]);

/**
 * "清华大学 自动化系" / "哈尔滨工业大学" / … / "博士研究生（在读，预计" / "工学学士" (thirtieth round): a table whose
 * degree column the text layer read apart, below all its schools. When no school has a degree on its line, every
 * degree of the section stands in a cell of its own below the last school, there are two or more, and they go down
 * from the highest (latest first, as the schools are listed), the n-th degree is the n-th school's. True when paired.
 */
function degreeColumnPaired(
  loose: Event[],
  institutions: { line: number; inst: Institution; degrees: DegreeLevel[] }[],
  lines: string[],
): boolean {
  if (loose.length < 2 || institutions.length < loose.length) return false;
  if (institutions.some((i) => i.degrees.length > 0 || !i.inst.strong)) return false;
  const lastSchool = Math.max(...institutions.map((i) => i.line));
  // "博士研究生（肄业，因家庭原因退学）" (round 56): a cell of a degree left unfinished keeps its school's row and gives
  // it no degree.
  const leftUnfinished = (e: Event) => e.degrees.length === 0 && unfinishedDegreeCell(lines[e.line] ?? '');
  const cells = loose.filter((e) => !leftUnfinished(e));
  if (cells.length < 2) return false;
  if (!cells.every((e) => e.line > lastSchool && oneLevel(e.degrees) && degreeCell(lines[e.line] ?? ''))) {
    return false;
  }
  if (!loose.every((e) => e.line > lastSchool)) return false;
  const ranks = cells.map((e) => LEVELS.indexOf(e.degrees[0] as DegreeLevel));
  if (ranks.some((rank, i) => i > 0 && rank >= (ranks[i - 1] as number))) return false;
  loose.forEach((e, i) => {
    if (!leftUnfinished(e)) institutions[i]?.degrees.push(e.degrees[0] as DegreeLevel);
  });
  return true;
}

/** "Bachelor, Computer Engineering — same university, 2008 – 2012" (fiftieth round): the school named above it. */
const SAME_SCHOOL = /\b(?:the\s+)?same\s+(?:university|school|institution|institute|college)\b|同校|本校/i;

/**
 * "Highest level of education: Master's degree" (fiftieth round): a form's summary of the entries under it, not an
 * entry; read as one, its degree took the next entry's school and pushed that entry's degree out. Skipped only when
 * it names no school: "Highest qualification: B.Tech, IIT Bombay (2015)" is the entry itself (review 2 of round 50).
 */
const HIGHEST_LEVEL_LINE = /^\s*Highest\s+(?:level\s+of\s+)?(?:education|degree|qualification)\s*[:：]/i;
const isHighestLevelSummary = (line: string) => HIGHEST_LEVEL_LINE.test(line) && institutionsIn(line).length === 0;

/**
 * "PhD, … — Language Technologies Institute, School of Computer Science, 2012 –" / "Carnegie Mellon University<TAB>2018"
 * (round 58): a degree's line that names the units of a university (a school, faculty or department last, then a comma
 * and maybe an open year range) wrapped before the university itself, which opens the next line with no degree of its
 * own; the degree is that university's.
 */
const UNITS_BEFORE_WRAP = /,\s*(?:School|Faculty|Department) of [^,]+,\s*(?:(?:19|20)\d{2}\s*[–—-]\s*)?$/u;
/**
 * A school's own name, not a unit of one (review mend 7): "PhD …, Tsinghua University, Department of Automation, 2015 –"
 * / "University of Michigan (visiting scholar 2018)" names its university already, so the line under it is another
 * school's (an exchange or a visit), never the wrapped rest of this line.
 */
const SCHOOL_OWN_NAME =
  /(?:Universit|Universidad|Universidade|\bCollege\b|\bPolytechnic\b|Politecnico|Institute of Technology|大学|大學)/u;
const universityWrappedUnder = (line: string, next: string | undefined, insts: Institution[]) => {
  if (next === undefined || !UNITS_BEFORE_WRAP.test(line) || degreesIn(next).length > 0) return false;
  if (insts.some((inst) => SCHOOL_OWN_NAME.test(inst.name))) return false;
  const school = institutionsIn(next)[0];
  return school?.index === 0 && /\bUniversity\b/u.test(school.name);
};

/**
 * "2019.09 - 2021.08" / "香港科技大学" / "哲学硕士 MPhil" (round 58): a line of dates alone opens an entry, so the school
 * under it is that entry's, not the unfinished study's above.
 */
const DATES_ALONE =
  /^\s*(?:19|20)\d{2}(?:[./-]\d{1,2})?\s*[-–—~～至]+\s*(?:(?:19|20)\d{2}(?:[./-]\d{1,2})?|至今|今|present|now)\s*$/i;

/** For each line, whether one of the two lines with text above it is a postgraduate award naming no school. */
function postgraduateAwardAbove(lines: string[]): boolean[] {
  const above: boolean[] = [];
  let recent: boolean[] = [];
  for (const line of lines) {
    above.push(recent.includes(true));
    if (line.trim() === '') continue;
    const award = POSTGRADUATE_AWARD.test(line) && institutionsIn(line).length === 0;
    recent = [...recent, award].slice(-AWARD_SCHOOL_REACH);
  }
  return above;
}

/**
 * "Ingeniería en Informática — Universidad de Granada" / "Five-year … degree, officially equivalent to a Master's"
 * (round 58): a first degree that its line, or the note under it naming no school or degree, ranks as a master's is one.
 */
const rankedAsMaster = (degrees: DegreeLevel[], line: string, note: string | undefined): DegreeLevel[] =>
  degrees.length > 0 &&
  degrees.every((d) => d === 'Bachelor') &&
  (equivalentToMaster(line) || (note !== undefined && equivalentToMaster(note)))
    ? degrees.map((): DegreeLevel => 'Master')
    : degrees;

/**
 * "— withdrew after", "— withdrawn after the first year", "; discontinued.", "— withdrew from the programme" (review mend
 * 8): on a school's line, a word of leaving that opens its clause, with nothing before it but "I", and is about the
 * study (ends the clause, or runs on with a time or the programme). "withdrew from the rowing team after injury" and
 * "the programme was discontinued in 2022" are about something else.
 */
const STUDY_LEFT_ON_SCHOOL_LINE =
  /(?<=(?:^|[:;,.|([（—–·-])\s*(?:I\s+)?)(?:withdrew|withdrawn|dropped\s+out|discontinued|did\s+not\s+(?:complete|finish|graduate)|not\s+completed)(?=\s*$|\s*[.;,)）]|\s+(?:after|before|during|in|at|to)\b|\s+(?:19|20)\d{2}\b|\s+(?:from|of)\s+(?:the\s+|my\s+|this\s+)?(?:programm?e?|course|degree|studies|study|master'?s?|msc|mba|phd|doctorate|bachelor'?s?|university)\b)/i;

/** Whether a school's line says the study was left: a Chinese mark (肄业, 退学), or an English one about the study. */
const studyLeftOnSchoolLine = (note: string) =>
  STUDY_LEFT_ON_SCHOOL_LINE.test(note) || isUnfinished(note.replace(/[A-Za-z][A-Za-z\s'’-]*/g, ' '));

/**
 * "MSc Computer Science (coursework)<TAB>2019 – 2020" / "University of the Witwatersrand — withdrawn after the first
 * year …" (round 60): a degree's line naming no school, over its school's line that says the study was left and names
 * no degree of its own; the degree above is the study left, so it is read as unfinished too. Review mend 8: only when
 * the school's line says so of the study (`studyLeftOnSchoolLine`).
 */
const leftSchoolUnder = (line: string, note: string) =>
  institutionsIn(line).length === 0 &&
  degreesIn(line).length > 0 &&
  institutionsIn(note).length > 0 &&
  degreesIn(withoutUnfinished(note)).length === 0 &&
  studyLeftOnSchoolLine(note);

/**
 * Whether a line opens on the school the line above named and gave a degree (`readEducation`, round 60). Review mend
 * 8: not when the line under it is a degree with no school whose own school does not follow on the next line
 * ("PhD Physics, University of Cambridge, …" / "University of Cambridge, Churchill College" / "MPhil Physics, 2015 –
 * 2016"): the school named again heads the next entry at the same school, and that degree is its.
 */
const restatesSchoolAbove = (
  above: { line: number; inst: Institution; degrees: DegreeLevel[] } | undefined,
  n: number,
  insts: Institution[],
  lines: string[],
) => {
  if (above?.line !== n - 1 || above.degrees.length === 0 || insts[0]?.index !== 0) return false;
  if (insts[0].name !== above.inst.name) return false;
  const [next, after] = [lines[n + 1] ?? '', lines[n + 2] ?? ''];
  const nextIsLooseDegree = degreesIn(next).length > 0 && institutionsIn(next).length === 0;
  return !nextIsLooseDegree || (institutionsIn(after).length > 0 && degreesIn(after).length === 0);
};

/** A degree said on its own line to be unfinished, with no school on that line. */
export const unfinishedDegreeCell = (line: string) => {
  const simplified = toSimplified(line);
  return (
    isUnfinished(simplified) &&
    institutionsIn(simplified).length === 0 &&
    // Every mark removed (round 56: "肄业，因家庭原因退学" has two).
    degreesIn(withoutUnfinished(simplified)).length > 0
  );
};

/**
 * "University of Lagos2011 – 2015" (round 62): the text layer lost the gap between a school's last word and the row's
 * span of years; the span's first year is set apart again. Only a year that opens a span, after a lower-case letter.
 */
const YEAR_GLUED_TO_WORD = /(?<=\p{Ll})(?=(?:19|20)\d{2} ?[–—-] ?(?:(?:19|20)\d{2}|[Pp]resent|[Nn]ow)\b)/gu;
const yearApart = (line: string) => line.replace(YEAR_GLUED_TO_WORD, ' ');

/** 未取得学 / 未获得学 at a line's end, the line under it going on with 历 (not 历认证, the verification). */
const XUELI_HEAD = /未(?:获得?|取得)学$/u;
const XUELI_REST = /^\s*历(?!\s*(?:学位)?认证)/u;
/**
 * "…考完 8 门后中止，未取得学" / "历" (round 62): the page's line end broke 学历 after 学. Review of round 62: the line
 * under is joined to it, so the word is read whole, only where that line goes on with 历; "未获得学" / "业奖学金" and
 * "暂未取得学" / "历认证，留服办理中" are read as what they are. The line under is left empty, so the lines keep
 * their places.
 */
function joinSplitXueli(lines: string[]): string[] {
  const out = [...lines];
  for (let n = 0; n + 1 < out.length; n++) {
    const line = (out[n] as string).trimEnd();
    const next = out[n + 1] as string;
    if (!XUELI_HEAD.test(line) || !XUELI_REST.test(next)) continue;
    out[n] = `${line}${next.trim()}`;
    out[n + 1] = '';
  }
  return out;
}

/**
 * `column`: lines read after the section that count only as a table's degree column (thirty-fourth round): their
 * degrees are the schools' when they pair with them as `degreeColumnPaired` says, and are not read otherwise.
 */
export function readEducation(
  written: string[],
  labelledDegree: DegreeLevel | '' = '',
  labelledSchool = '',
  column: string[] = [],
): Education {
  // Each line cleaned on its own first (the exchange term left out, a year glued to the school set apart); the joins
  // after it keep every line in its place, so `written[n]` (read by `exchangeTerm`) and `lines[n]` are the same row.
  const cleaned = joinSplitXueli(written.map((line) => yearApart(withoutExchange(line))));
  const lines = joinWrappedMiddleCells(
    joinWrappedLastCells(
      joinWrappedPlaces(
        joinKeywordWrappedAcrossColumn(joinKeywordWrappedNames(joinWrappedNames(joinSplitDegreeWords(cleaned)))),
      ),
    ),
  );
  const institutions: { line: number; inst: Institution; degrees: DegreeLevel[] }[] = [];
  const loose: Event[] = [];
  // Degrees said to be from the school named above ("— same university"), given it once the loose ones are placed.
  const sameSchool: Event[] = [];
  // Schools of a study left unfinished, named under its dropped degree line: no loose degree near is theirs.
  const unfinishedSchools = new Set<Institution>();
  let unfinishedLine = Number.NEGATIVE_INFINITY;
  let jointLine = false;
  // Degrees of a line whose university the next line names (`universityWrappedUnder`), for that line only.
  let carried: { line: number; degrees: DegreeLevel[] } | undefined;
  // Each line is read as a possible note for the three lines above it: read it once (outside review, issue 23).
  const notes = new Map<number, { text: string; unfinished: boolean; plain: boolean }>();
  const noteAt = (i: number) => {
    const known = notes.get(i);
    if (known) return known;
    const text = toSimplified(lines[i] ?? '');
    const plain = institutionsIn(text).length === 0 && degreesIn(withoutUnfinished(text)).length === 0;
    const read = { text, unfinished: isUnfinished(text), plain };
    notes.set(i, read);
    return read;
  };
  const awardAbove = postgraduateAwardAbove(lines);
  lines.forEach((line, n) => {
    if (isHighestLevelSummary(line)) return;
    if (DATES_ALONE.test(line)) unfinishedLine = Number.NEGATIVE_INFINITY;
    // "University of Toronto — Computer Science, 2009 – 2011 (did not complete)": no degree, and not the school of one.
    // Review mend 6: a study left before its end voids only the degree it follows, so a line keeping one is read.
    if (NO_DEGREE.test(toSimplified(line)) || leftWithNoDegree(line)) {
      // "PhD studies in … (discontinued)" / "<school>" (thirty-fourth round): a table row read cell by cell puts the
      // unfinished study's school on the line under its degree cell, so that school is no loose degree's either.
      if (unfinishedDegreeCell(line)) unfinishedLine = n;
      return;
    }
    // "PhD candidate, … — The University of Melbourne" / "Left after confirmation …<TAB>2021 – 2023 (discontinued)"
    // (thirty-first round): a note under the line that says the study was left unfinished, when it names no school or
    // degree of its own. A note of a programme without a degree (非学历, "no degree") is a course of its own.
    // A name wrapped over two lines leaves the second empty once joined (thirty-second round): the note is the next
    // line with text.
    // "(part-time)" / "Withdrawn in 2022 before the thesis" (forty-sixth round): the note may stand under a study-mode
    // or date line that names no school or degree of its own.
    const [first, second] = [n + 1, n + 2, n + 3].filter((i) => (lines[i] ?? '') !== '').map(noteAt);
    const note = first && (first.unfinished || !first.plain || first.text.length > 40) ? first : second;
    if (note?.unfinished && (note.plain || leftSchoolUnder(line, note.text))) {
      if (degreesIn(line).length > 0) unfinishedLine = n;
      return;
    }
    const insts = institutionsIn(line).map((inst) => withContinuation(inst, line, lines[n + 1]));
    const own = rankedAsMaster(
      degreesIn(line).map((d) => d.level),
      line,
      first?.plain ? first.text : undefined,
    );
    if (own.length > 0 && insts.length > 0 && universityWrappedUnder(line, lines[n + 1], insts)) {
      // The line's own institutions are only units of the university under it (a school, an institute), so they are
      // dropped here on purpose, and its degrees are read with the next line's university.
      carried = { line: n + 1, degrees: own };
      return;
    }
    const degrees = carried?.line === n ? [...own, ...carried.degrees] : own;
    // "Doctorat in Computer Science — 2018 – 2019" / "discontinued" / "Université Mohammed V de Rabat" / "Licence
    // Fondamentale in 2013 – 2016" (thirty-third round): the school under a dropped unfinished study is that study's,
    // so the bachelor's below does not take it. Only a school-only line within three lines of it, none a degree's.
    if (degrees.length > 0) unfinishedLine = Number.NEGATIVE_INFINITY;
    else if (n - unfinishedLine <= 3 || POSTGRADUATE_AWARD.test(line) || awardAbove[n] || exchangeTerm(written, n))
      for (const inst of insts) unfinishedSchools.add(inst);
    // "Joint programme of Universitat Autònoma de Barcelona (UAB), Universitat" / "Politècnica de Catalunya, Universitat
    // Pompeu Fabra and …" (forty-fourth round): the partner schools named on the lines the sentence runs on to are the
    // programme's (its first school keeps the degree); the bachelor's below does not take one.
    const continued = jointLine && degrees.length === 0 && !/[.;]$/.test(lines[n - 1] ?? '');
    if (continued) for (const inst of insts) unfinishedSchools.add(inst);
    jointLine = JOINT_PROGRAMME.test(line) || continued;
    const above = institutions[institutions.length - 1];
    const schoolOfAbove =
      above?.line === n - 1 &&
      above.degrees.length === 0 &&
      ((above.inst.strong && insts.every((i) => !i.strong)) || insts.every((i) => isFacultyName(i.name)));
    if (insts.length > 0 && degrees.length > 0 && schoolOfAbove) {
      // "伦敦艺术大学" / "硕士（MA …），伦敦传媒学院 LCC": a college named under the university is one of its
      // schools; the degree is the university's.
      above.degrees.push(...degrees);
    } else if (insts.length > 0 && degrees.length === 0 && schoolOfAbove) {
      // "电子科技大学" / "计算机科学与工程学院" / "软件工程 本科": a school or department on the line under its
      // university is part of it; the degree below is the university's.
    } else if (insts.length > 0 && degrees.length === 0 && restatesSchoolAbove(above, n, insts, lines)) {
      // "Dr. sc. ETH Zürich (doctorate), …" / "ETH Zürich — Swiss Federal Institute of Technology; …" (round 60): the
      // school of the line above, named again on the line under it with its long name or its lab, is that entry's;
      // read as a school of its own, it took the loose master's below.
    } else if (insts.length > 1 && insts.length === degrees.length) {
      // "M.S. CS, Stanford University; B.S. Math, University of Michigan": the n-th degree is the n-th school's.
      insts.forEach((inst, i) => {
        institutions.push({ line: n, inst, degrees: [degrees[i] as DegreeLevel] });
      });
    } else if (insts.length > 0) {
      const first = insts[0] as Institution;
      institutions.push({ line: n, inst: first, degrees: [...degrees] });
    } else if (degrees.length > 0 && SAME_SCHOOL.test(line) && institutions.length > 0) {
      sameSchool.push({ line: n, degrees });
    } else if (degrees.length > 0) {
      const school = schoolAcronymAfterDegree(line);
      if (school) institutions.push({ line: n, inst: school, degrees: [...degrees] });
      else loose.push({ line: n, degrees });
    }
  });
  if (loose.length === 0 && column.length > 0) {
    const cells = column.map((line, i) => ({ line: lines.length + i, degrees: degreesIn(line).map((d) => d.level) }));
    degreeColumnPaired(cells, institutions, [...lines, ...column]);
  }
  for (const event of degreeColumnPaired(loose, institutions, lines) ? [] : loose) {
    const free = institutions.filter(
      (i) => i.degrees.length === 0 && Math.abs(i.line - event.line) <= 3 && !unfinishedSchools.has(i.inst),
    );
    const before = free.filter((i) => i.line < event.line).sort((a, b) => b.line - a.line)[0];
    const after = free.filter((i) => i.line > event.line).sort((a, b) => a.line - b.line)[0];
    // A form sets the qualification's title, then lines of subjects, then the school ("Title of qualification
    // awarded" / "Principal subjects" / "Name of organisation"): a school further down, when it is the only one.
    // A school of an unfinished study or an exchange term is no form's school either (forty-eighth round).
    const further = institutions.filter(
      (i) =>
        i.degrees.length === 0 &&
        i.line > event.line &&
        i.line - event.line <= FORM_REACH &&
        !unfinishedSchools.has(i.inst),
    );
    // "University of Washington" / "Paul G. Allen School of" / "Computer Science &" / "Engineering" / "B.S. …": a
    // department's name wrapped over lines between the school and its degree, when no other school is that near.
    const furtherBefore = institutions.filter((i) => i.line < event.line && event.line - i.line <= FORM_REACH);
    const lastBefore = furtherBefore[furtherBefore.length - 1];
    const wrappedBetween = lastBefore?.degrees.length === 0 ? lastBefore : undefined;
    // "Warsaw University of Technology" / "MSc …, 2017" / "BSc …, 2015": the same school gave both degrees, each on
    // a line of its own under it. Since the forty-fourth round the degree lines may have their subject, speciality and
    // dates on lines of their own between ("Magister inżynier (MSc Eng.)," / "Computer Science" / "Feb 2016 – Jul
    // 2017" / "Inżynier (BSc Eng.), …"): within the form's reach, no school named between.
    const sameSchool =
      lastBefore &&
      lastBefore.degrees.length > 0 &&
      !lastBefore.degrees.some((d) => event.degrees.includes(d)) &&
      loose.some((e) => e.line > lastBefore.line && e.line < event.line)
        ? lastBefore
        : undefined;
    const target = before ?? after ?? (further.length === 1 ? further[0] : undefined) ?? wrappedBetween ?? sameSchool;
    if (target) target.degrees.push(...event.degrees);
  }
  for (const event of sameSchool) {
    const above = institutions.filter((i) => i.line < event.line).pop();
    above?.degrees.push(...event.degrees);
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
  diplomaBeforeMaster(institutions.map((i) => ({ degrees: i.degrees, line: lines[i.line] ?? '' })));

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
