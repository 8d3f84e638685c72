// Joins school names and degree words that a narrow cell or column wrapped over two lines.
import { degreesIn } from './education-degrees.ts';
import { FIELD_WORDS, institutionsIn, KEYWORD_FIRST, PARTICLE, SUBJECT_END } from './education-institutions.ts';
import { NAME_ADJECTIVE } from './education-name-words.ts';

/** A cell that ends on a keyword whose name follows ("MSc Data Science — École<TAB>2017 – 2019" / "Polytechnique"). */
const DANGLING_KEYWORD = new RegExp(
  // Round 58: also "…, University College" / "Dublin<TAB>2019 – 2020", whose city is part of the name.
  `(?:(?:^|[—–,;:|]\\s*|\\s\\p{Ll}+\\s+)${KEYWORD_FIRST}(?:\\s+${PARTICLE})?|\\s(?:University|Institute|School|College) of(?: the)?|(?:^|[—–,;:|]\\s*)University College)$`,
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
/**
 * The wrapped end of a name, then its dates: "Amsterdam, 2016 – 2018", "Lyon — Sept 2019"; since the twenty-sixth
 * round also a year range after one space ("… Israel Institute of" / "Technology 2014 – 2019"), as a PDF's text layer
 * sets a date column beside the name.
 */
const NAME_THEN_DATE = new RegExp(
  String.raw`^\p{Lu}[\p{L}\p{M}'’-]*(?:\s+(?:${PARTICLE}|\p{Lu}[\p{L}\p{M}'’-]*)){0,3}(?:\s*\(\p{Lu}[\p{L}.]{1,11}\))?(?:\s*(?:[,—–·|]|\t| {3,})\s*(?:\d{4}|\p{Lu}\p{Ll}{2,8}\.?\s+\d{4})|\s(?:19|20)\d{2}\s*[–—-])`,
  'u',
);

/**
 * "…, Pontificia Universidad" / "Católica de Chile" (forty-fourth round): the wrapped end of a name in another language
 * as a line of its own, two to four capitalised words with a particle between, and nothing after.
 */
const PLACE_WORDS_ONLY = new RegExp(
  String.raw`^\p{Lu}[\p{L}\p{M}'’-]*(?:\s+\p{Lu}[\p{L}\p{M}'’-]*)?\s+${PARTICLE}\s+\p{Lu}[\p{L}\p{M}'’-]*(?:\s+\p{Lu}[\p{L}\p{M}'’-]*)?$`,
  'u',
);

/**
 * The wrapped end of a name, then its initials in brackets and the city ("Computer and Emerging Sciences (FAST-NUCES),
 * Lahore", thirty-fourth round): the initials are capitals, with a hyphen or a dot between them.
 */
const NAME_THEN_INITIALS = new RegExp(
  String.raw`^\p{Lu}[\p{L}\p{M}'’-]*(?:\s+(?:${PARTICLE}|\p{Lu}[\p{L}\p{M}'’-]*)){0,5}\s*\(\p{Lu}[\p{Lu}.&-]{1,14}\)(?:\s*,\s*\p{Lu}[\p{L}\p{M}'’-]*)?,?$`,
  'u',
);

/**
 * "Sarjana Komputer (S.Kom.), Ilmu Komputer — Universitas Gadjah" / "Mada, 2014 – 2018" (thirty-fourth round): a line
 * the page's width wrapped inside a name whose keyword comes first. Only a line as long as the longest of its block
 * (at least 50 characters) is taken as wrapped, and only with no comma at the cut: "Universitas Indonesia" /
 * "Jakarta, 2014", a short line, sets the city apart on purpose.
 */
const KEYWORD_AND_WORD_AT_END = new RegExp(`(?:^|[—–,;:|]\\s*)${KEYWORD_FIRST}\\s+\\p{Lu}[\\p{L}\\p{M}'’-]+$`, 'u');
const WORD_THEN_DATE = /^\p{Lu}[\p{L}\p{M}'’-]+,\s*(?:19|20)\d{2}/u;
const wrappedAtWidth = (line: string, width: number) => {
  const length = line.trimEnd().length;
  return length >= 50 && length >= width * 0.9;
};

/**
 * The gap before a line's next cell: a tab or three spaces, or (round 58) the one space a PDF's text layer leaves
 * before the dates that end the line ("… — The University of 2009 – 2013" / "Edinburgh", "… — Vrije 2013"). So a
 * single space before a trailing year counts as a cell's edge, in `joinWrappedNames` and `joinWrappedPlaces` alike
 * (named so in review mend 7; it was `CELL_GAP`).
 */
const CELL_OR_DATES_GAP = /\t| {3,}| (?=(?:19|20)\d{2}(?:\s*[–—-]\s*(?:(?:19|20)\d{2})?)?$)/;

/**
 * One or two capitalised words after a spaced dash at the cell's end: "… — Sorbonne". Since round 58 also after a
 * middle dot ("… · The Open" / "University").
 */
const NAME_BEFORE_CUT = /\s[—–·]\s+\p{Lu}[\p{L}\p{M}'’-]+(?:\s\p{Lu}[\p{L}\p{M}'’-]+)?$/u;
/**
 * A keyword that ends a name, alone or before a bracket, comma or (round 58) the next cell: "Université (formerly
 * …)", never "University of".
 */
const KEYWORD_ALONE_FIRST = /^(?:Université|Universiteit|Universität|University)(?=\s*(?:$|[(,·])|\t| {3,})/u;
/**
 * "… — Delft" / "University of Technology (TU Delft)", "… — Vrije" / "Universiteit Amsterdam" (round 58): one word
 * cut from the name it opens; the next line is the rest of that name and nothing else, so it is taken whole.
 */
const ONE_WORD_BEFORE_CUT = /\s[—–·]\s+\p{Lu}[\p{L}\p{M}'’-]+$/u;
const KEYWORD_NAME_LINE =
  /^(?:Université|Universiteit|Universität|University)(?:\s+(?:of|van|\p{Lu}[\p{L}\p{M}'’-]+)){1,3}(?:\s*\(\p{Lu}[\p{L} ]{1,12}\))?$/u;

/**
 * "… The Open University of Hong Kong, now Hong Kong" / "Metropolitan University" (round 58): the school's new name
 * after "now" wrapped before its last words; the next line is those words, ending on the keyword, and nothing else.
 */
// Each word needs the space before it, so a run of capitals splits one way only: linear time (review mend 7; the
// earlier `(?:word\s*){1,3}` split "now AAAA…" three ways and took cubic time on a line that does not match).
const NEW_NAME_AT_END = /[,，]\s*now(?:\s+\p{Lu}[\p{L}\p{M}'’-]*){1,3}$/u;
const WORDS_THEN_KEYWORD_LINE = /^(?:\p{Lu}[\p{L}\p{M}'’-]*\s+){1,2}(?:University|Institute|College|Polytechnic)$/u;

/**
 * Joins a school's name that a narrow cell wrapped right after its keyword: the next line, when it holds only
 * capitalised words, is put back at the end of the cell. The line it came from is left empty, so line
 * distances stay as they were.
 */
export function joinWrappedNames(lines: string[]): string[] {
  const out = [...lines];
  // A reduce, not a spread: a hostile text may hold more lines than a call takes arguments.
  const width = lines.reduce((longest, line) => Math.max(longest, line.trimEnd().length), 0);
  for (let n = 0; n + 1 < out.length; n++) {
    const line = out[n] as string;
    const gap = CELL_OR_DATES_GAP.exec(line);
    const cell = gap ? line.slice(0, gap.index) : line;
    const next = (out[n + 1] as string).trim();
    const dangling = DANGLING_KEYWORD.test(cell.trimEnd());
    const wrapped =
      (dangling && (NAME_ONLY.test(next) || NAME_THEN_DATE.test(next) || NAME_THEN_INITIALS.test(next))) ||
      (DANGLING_FOREIGN.test(cell.trimEnd()) && NAME_THEN_DATE.test(next)) ||
      (!gap &&
        wrappedAtWidth(line, width) &&
        KEYWORD_AND_WORD_AT_END.test(line.trimEnd()) &&
        WORD_THEN_DATE.test(next));
    if (wrapped) {
      out[n] = `${cell.trimEnd()} ${next}${gap ? line.slice(gap.index) : ''}`;
      out[n + 1] = '';
      continue;
    }
    if (NEW_NAME_AT_END.test(line.trimEnd()) && WORDS_THEN_KEYWORD_LINE.test(next)) {
      out[n] = `${line.trimEnd()} ${next}`;
      out[n + 1] = '';
      continue;
    }
    // "Master 2 … — Sorbonne<TAB>2016 – 2018" / "Université (formerly …)" (fifty-fourth round): wrapped before the
    // keyword that ends the name; the keyword alone opens the next line, and the rest of that line stays where it is.
    const keyword = NAME_BEFORE_CUT.test(cell.trimEnd())
      ? (KEYWORD_ALONE_FIRST.exec(next)?.[0] ??
        (ONE_WORD_BEFORE_CUT.test(cell.trimEnd()) ? KEYWORD_NAME_LINE.exec(next)?.[0] : undefined))
      : undefined;
    if (keyword) {
      out[n] = `${cell.trimEnd()} ${keyword}${gap ? line.slice(gap.index) : ''}`;
      out[n + 1] = next.slice(keyword.length);
      continue;
    }
    // "2012 – 2018<TAB>Ingeniero …, Pontificia Universidad" / "Católica de Chile": the line's last cell ends on the name's
    // keyword and the next line is the name's end alone (forty-fourth round).
    const lastCell = line.split(/\t| {3,}/).pop() ?? '';
    if (DANGLING_FOREIGN.test(lastCell.trimEnd()) && PLACE_WORDS_ONLY.test(next)) {
      out[n] = `${line.trimEnd()} ${next}`;
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
 * name in another language whose keyword comes first ("Universitat Politècnica de", "Universidad Nacional del"; since
 * the twenty-fifth round also after lower-case adjectives, "École polytechnique fédérale de").
 */
const ENDS_BEFORE_PLACE = new RegExp(
  String.raw`(?:\b(?:University|Institute|College|School)(?:\s+(?:of|the|\p{Lu}[\p{L}\p{M}'’.-]*))*\s+(?:at|in|and|of|for|&)` +
    // "The University of British" / "Columbia — thesis: …" (fifty-fourth round): a direction or a people's adjective
    // after "of" never ends a name (British Columbia, New South Wales, Western Australia).
    String.raw`|\b(?:University|Institute|College) of (?:British|New|North|South|East|West|Northern|Southern|Eastern|Western|Central)` +
    // "National University of Ireland," / "Galway (now …)" (fifty-fourth round): a federal university's member.
    // "University of California," / "Berkeley" (round 58): a campus of the California system is a university of its own.
    String.raw`|\b(?:National Institute of Technology|National University of Ireland|University of California|Indian Institute of (?:Technology|Management|Information Technology)),` +
    String.raw`|(?<![\p{L}])${KEYWORD_FIRST}(?:\s+(?:\p{Lu}[\p{L}\p{M}'’.-]*|${NAME_ADJECTIVE})){0,3}\s+(?:de|del|de la|di|da|do|dos|das|des|du|für|van|von))$`,
  'u',
);
/**
 * The place that goes on at the start of the next line, up to a comma, a bracket, a tab or the end. Since the fiftieth
 * round also up to a middle dot ("Catalunya · BarcelonaTech (UPC) 2009 – 2013") or a full stop before a sentence
 * ("Technology Madras. Thesis on …"), since the fifty-fourth round up to a spaced dash ("Columbia — thesis: …"),
 * and over "and" / "of" between its words ("Hanoi University of" / "Science and Technology (…)").
 */
const PLACE_STARTS_LINE =
  /^(\p{Lu}[\p{L}\p{M}'’-]+(?:\s+(?:(?:and|of|&)\s+)?\p{Lu}[\p{L}\p{M}'’-]+){0,3})(?=\s*(?:$|[,(\t·])|\.(?:\s|$)|\s[—–]\s)/u;
/**
 * "… — College of" / "Engineering, Guindy, Anna University." (fiftieth round): the next line is the rest of a college's
 * name, its campus and the university it belongs to, names between commas and nothing else; it is taken whole.
 */
const NAME_LIST = new RegExp(
  String.raw`^\p{Lu}[\p{L}\p{M}'’-]*(?:,?\s+(?:${PARTICLE}|\p{Lu}[\p{L}\p{M}'’-]*)){1,8}\.?$`,
  'u',
);
const nameListToUniversity = (line: string) => NAME_LIST.test(line) && /,\s+(?:\p{Lu}\S*\s+)*University\b/u.test(line);
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
 * A school's name that ends a line after a mark, on its keyword or on words after it ("— University", "— Pontificia
 * Universidad Católica"), and the particle that goes on with its place opening the next line ("of Ibadan, 2022 –",
 * "de Chile, 2021"; thirtieth round). The rest is taken up to a comma, a bracket, a dash, a tab, a year or the end.
 */
const NAME_BEFORE_WRAPPED_PARTICLE = new RegExp(
  String.raw`(?:^|[—–,;:|]\s*)(?:\p{Lu}[\p{L}\p{M}'’.&-]*\s+){0,3}(?:${KEYWORD_FIRST}|University|Institute|College)(?:\s+(?:\p{Lu}[\p{L}\p{M}'’.-]*|${NAME_ADJECTIVE})){0,3}$`,
  'u',
);
const PARTICLE_REST_STARTS_LINE =
  /^((?:of|de|del|de la|de las|de los|di|da|do|dos|das|des|du|della|degli)(?:\s+the)?\s+\p{Lu}[\p{L}\p{M}'’-]+(?:\s+(?:(?:of|and|de|del|y|e)\s+)?\p{Lu}[\p{L}\p{M}'’-]+){0,2})(?=\s*(?:$|[,(\t—–]|(?:19|20)\d{2}))/u;

/** The rest of a name opening a line, then an abbreviation in brackets: "Paulo (USP), ICMC São Carlos". */
const REST_THEN_ABBREVIATION = /^(\p{Lu}[\p{L}\p{M}'’-]+(?:\s+\p{Lu}[\p{L}\p{M}'’-]+)?)\s*\((\p{Lu}{2,8})\)/u;
const initialsOf = (name: string) =>
  name.replace(/[\p{L}\p{M}'’-]+/gu, (w) => (/^\p{Lu}/u.test(w) ? (w[0] ?? '') : '')).replace(/\s+/g, '');

/**
 * "— Universidade de São" / "Paulo (USP), ICMC São Carlos<TAB>2011–2015" (forty-second round): a keyword-first name cut
 * inside its place, the rest opening the next line before an abbreviation in brackets with no year after it. Taken
 * only when the abbreviation is the initials of the whole name joined, which a city or a faculty after it never is.
 */
function restSpelledByInitials(nameAtEnd: string, next: string): string | undefined {
  const m = REST_THEN_ABBREVIATION.exec(next);
  return m?.[1] && m[2] && initialsOf(`${nameAtEnd} ${m[1]}`) === m[2] ? m[1] : undefined;
}

/**
 * "Université de Tunis El" / "Manar — thesis: …" (forty-fourth round): a name cannot end on the Arabic article (El, Al,
 * Ech, Es); the capitalised word that opens the next line before a mark or the line's end completes it.
 */
const ARTICLE_AT_END = /\s(?:El|Al|Ech|Es|Ez)$/u;
const WORD_THEN_MARK = /^\p{Lu}[\p{L}\p{M}'’-]+(?=\s*(?:$|[,—–(\t]))/u;

/**
 * "… — Bangladesh University of Engineering" / "and Technology (BUET), 2015–2020." (fifty-second round): a name after
 * "University of" wrapped before its "and"; the next line opens on "and" or "&" and capitalised words up to a comma, a
 * bracket, a tab or the end.
 */
const KEYWORD_OF_AT_END = /\b(?:University|Institute|College|School) of(?:\s+\p{Lu}[\p{L}\p{M}'’-]+){1,3}$/u;
const CONJOINED_REST_STARTS_LINE =
  /^((?:and|&)\s+\p{Lu}[\p{L}\p{M}'’-]+(?:\s+\p{Lu}[\p{L}\p{M}'’-]+){0,2})(?=\s*(?:$|[,(\t·])|\.(?:\s|$))/u;
/**
 * Review 3 of round 52: "University of Bristol" / "and Dean's List, 2014–2017", "… of St Andrews" / "and CFA Level II",
 * "… of Edinburgh" / "and Heriot-Watt University (joint programme)", "… of Lagos" / "& Teaching Assistant" are no
 * names' rest. The rest must end on a word a school's name ends on after "and" (Technology, Science, …), and name no
 * school, title or honour of its own (review 4 widened the final words: "Posts" / "and Telecommunications", "Mining" /
 * "and Geology", "Petroleum" / "and Energy Studies", "Physical Education" / "and Sports").
 */
const NAME_FINAL_WORD =
  /\s(?:Technology|Technologies|Sciences?|Engineering|Arts|Medicine|Design|Commerce|Economics|Management|Agriculture|Mines|Mining|Music|Dentistry|Pharmacy|Humanities|Letters|Mathematics|Industry|Education|Business|Health|Law|Architecture|Astronautics|Aeronautics|Research|Policy|Planning|Finance|Telecommunications|Communications?|Geology|Geosciences|Studies|Sports?|Forestry|Physics|Chemistry|Statistics|Hygiene|Nursing|Accountancy|Accounting|Banking|Trade|Languages|Informatics|Electronics|Energy|Petroleum|Transport|Agronomy|Veterinary|Fisheries|Textiles|Tourism|Drama|Theatre|Dance|Culture|Media|Journalism|Diplomacy|Administration|Construction|Navigation|Aviation|Oceanography|Metallurgy|Chemicals?)$/u;
const NOT_IN_NAME_REST =
  /\b(?:University|Universit[éà]|Institute|College|School|Academy|Polytechnic|Honou?rs|Dean|List|Distinction|Award|Prize|Scholar(?:ship)?|Fellow(?:ship)?|Assistant|Associate|Lecturer|Level|Class|Minor|Major)\b/u;
const conjoinedRest = (next: string): string | undefined => {
  const rest = CONJOINED_REST_STARTS_LINE.exec(next)?.[1];
  return rest && NAME_FINAL_WORD.test(rest) && !NOT_IN_NAME_REST.test(rest) ? rest : undefined;
};

/**
 * "— The University of Texas at" / "Austin, McCombs School of Business, 2016": the place that completes the name
 * was wrapped to the next line. It is put back at the end of the cell and taken off the next line.
 */
export function joinWrappedPlaces(lines: string[]): string[] {
  const out = [...lines];
  for (let n = 0; n + 1 < out.length; n++) {
    const line = out[n] as string;
    const gap = CELL_OR_DATES_GAP.exec(line);
    const cell = (gap ? line.slice(0, gap.index) : line).trimEnd();
    const next = (out[n + 1] as string).trim();
    const foreign = FOREIGN_NAME_AT_END.exec(cell)?.[0];
    const rest = foreign ? NAME_REST_STARTS_LINE.exec(next) : null;
    const conjoined = KEYWORD_OF_AT_END.test(cell) ? conjoinedRest(next) : undefined;
    const place =
      conjoined ??
      (ENDS_BEFORE_PLACE.test(cell)
        ? nameListToUniversity(next) && !gap
          ? next.replace(/\.$/, '')
          : PLACE_STARTS_LINE.exec(next)?.[1]
        : (rest?.[1] ??
          rest?.[2] ??
          (foreign ? restSpelledByInitials(foreign, next) : undefined) ??
          (foreign && ARTICLE_AT_END.test(foreign) ? WORD_THEN_MARK.exec(next)?.[0] : undefined) ??
          (NAME_BEFORE_WRAPPED_PARTICLE.test(cell) ? PARTICLE_REST_STARTS_LINE.exec(next)?.[1] : undefined)));
    if (place) {
      out[n] = `${cell} ${place}${gap ? line.slice(gap.index) : ''}`;
      out[n + 1] = next.slice(place.length).replace(/^\s*,?\s*/, '');
    } else if (gap) joinPlaceIntoLaterCell(out, n);
  }
  return out;
}

/**
 * "BSc Computer Engineering<TAB>Kwame Nkrumah University of Science and<TAB>2013 – 2017" / "Technology (KNUST), …",
 * "2013/04 – 2015/03<TAB>M.Eng., …, Tokyo Institute of" / "Technology (now …)" (thirty-eighth round): a table whose
 * school stands in a later cell, after the degree's or the dates' cell, wraps the name's end to the next line the same
 * way. The first such cell that cannot end a name takes the place that opens the next line, when that line is no row
 * of cells itself.
 */
function joinPlaceIntoLaterCell(out: string[], n: number): void {
  const parts = (out[n] as string).split(/(\t| {3,})/);
  const whole = (out[n + 1] as string).trim();
  // "Aug 2025 – Jun<TAB>M.Sc. …, Mohamed bin Zayed University of" / "2027<TAB>Artificial Intelligence (MBZUAI), …"
  // (fifty-second round): the dates' cell wrapped its year beside the name's end; the year stays in its cell.
  const year = /^(?:19|20)\d{2}\t(?=\S)/.exec(whole)?.[0] ?? '';
  const next = whole.slice(year.length);
  // A next line of cells is a row whose cells wrapped side by side (`joinWrappedLastCells`), not the name's end alone.
  if (/\t| {3,}/.test(next)) return;
  const at = parts.findIndex((part, i) => i >= 2 && i % 2 === 0 && ENDS_BEFORE_PLACE.test(part.trimEnd()));
  const place = at < 0 ? undefined : PLACE_STARTS_LINE.exec(next)?.[1];
  if (!place) return;
  parts[at] = `${(parts[at] as string).trimEnd()} ${place}`;
  out[n] = parts.join('');
  out[n + 1] = year + next.slice(place.length).replace(/^\s*,?\s*/, '');
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
export function joinWrappedLastCells(lines: string[]): string[] {
  const out = [...lines];
  for (let n = 0; n + 1 < out.length; n++) {
    const cells = (out[n] as string).split(/\t| {3,}/);
    const nextCells = (out[n + 1] as string).trim().split(/\t| {3,}/);
    if (cells.length < 2 || nextCells.length < 2) continue;
    const rest = (nextCells[nextCells.length - 1] as string).trim();
    if (!lastCellWrapped(cells, rest)) continue;
    out[n] = `${(out[n] as string).trimEnd()} ${rest}`;
    out[n + 1] = nextCells.slice(0, -1).join('\t');
  }
  return out;
}

/** Whether a row's last cell cannot end a name and the next row's last cell (`rest`) is only the rest of one. */
function lastCellWrapped(cells: string[], rest: string): boolean {
  const last = (cells[cells.length - 1] as string).trim();
  return (DANGLING_KEYWORD.test(last) || ENDS_BEFORE_PLACE.test(last)) && NAME_END_CELL.test(rest);
}

/**
 * "2016.09 –<TAB>广东轻工职" / "2019.06<TAB>业技术学院" (round 58): a Chinese school's name cut inside a word by a
 * narrow table cell, in a row whose date range the wrap left open; its rest, in the next line's cell, ends on the
 * keyword.
 */
const HAN_NAME_END = /^\p{Script=Han}{1,10}(?:学院|大学|學院|大學)$/u;
const hanNameCut = (cell: string, rest: string) => /^\p{Script=Han}{2,12}$/u.test(cell) && HAN_NAME_END.test(rest);

/**
 * "Bacharelado em<TAB>Universidade de<TAB>2014 – 2018" / "Ciência da<TAB>São Paulo (USP)," (round 58): a narrow
 * three-column table wraps the school's cell between the degree's and the dates'; the next line's cell in the same
 * place, the rest of a name (a comma after it left off), is put back.
 */
export function joinWrappedMiddleCells(lines: string[]): string[] {
  const out = [...lines];
  for (let n = 0; n + 1 < out.length; n++) {
    const cells = (out[n] as string).split(/\t| {3,}/);
    const nextCells = (out[n + 1] as string).trim().split(/\t| {3,}/);
    if (cells.length < 2 || nextCells.length < 2) continue;
    joinWrappedMiddleCell(out, n, cells, nextCells);
  }
  return out;
}

/**
 * "Hanoi University of Science and" / "Technology (Đại học Bách khoa Hà Nội) 2019" (round 60): the wrapped end of a
 * middle cell may carry the name in the school's own language in brackets, and the row's end year after one space (a
 * PDF text layer's column gap, as `CELL_OR_DATES_GAP` says); the year stays in the next line. Review mend 8: the
 * spaces before the bracket are matched from the first of them only (`(?<!\s)`), so a long run of spaces is read
 * once, not once from each of its characters.
 */
const NAME_IN_ITS_LANGUAGE = /(?<!\s)\s*\(\p{Lu}[\p{L}\p{M}]*(?:\s+[\p{L}\p{M}]+){1,7}\)$/u;

/** A cell's end year after one space, split off: "Technology (…) 2019" → ["Technology (…)", "2019"]. */
function withoutEndYear(cell: string): [string, string] {
  const m = / ((?:19|20)\d{2})$/.exec(cell);
  return m ? [cell.slice(0, m.index), m[1] as string] : [cell, ''];
}

/**
 * One row's middle cell joined to its rest in the next row, in place (review mend 7: its own pass, after
 * `joinWrappedLastCells`, no longer run from inside it).
 */
function joinWrappedMiddleCell(out: string[], n: number, cells: string[], nextCells: string[]): void {
  // "2016.09 –" / "2019.06": the row's date range left open in its first cell says the whole row wrapped.
  const rowWrapped = /[-–—~～至]\s*$/u.test(cells[0] ?? '');
  const at = cells.findIndex(
    (cell, i) =>
      i > 0 &&
      i < cells.length - 1 &&
      (DANGLING_KEYWORD.test(cell.trim()) ||
        ENDS_BEFORE_PLACE.test(cell.trim()) ||
        (rowWrapped && hanNameCut(cell.trim(), (nextCells[i] ?? '').trim()))),
  );
  const [rest, year] = withoutEndYear((nextCells[at] ?? '').trim().replace(/,$/, ''));
  if (at < 0 || !(NAME_END_CELL.test(rest.replace(NAME_IN_ITS_LANGUAGE, '')) || HAN_NAME_END.test(rest))) return;
  const joined = HAN_NAME_END.test(rest) ? `${cells[at]?.trim()}${rest}` : `${cells[at]?.trim()} ${rest}`;
  out[n] = cells.map((cell, i) => (i === at ? joined : cell)).join('\t');
  out[n + 1] = (
    year ? nextCells.map((cell, i) => (i === at ? year : cell)) : nextCells.filter((_, i) => i !== at)
  ).join('\t');
}

/**
 * A line ending on the start of a school's name ("…, Carnegie Mellon"), its keyword wrapped to the next line; since the
 * twenty-eighth round also with the name in another script in brackets after it ("…, National Taiwan" / "University
 * (國立臺灣大學), 2022").
 */
const NAME_START_AT_END = /(?:^|[,;]\s*)(?:\p{Lu}[\p{L}\p{M}'’.&-]*\s+){0,3}\p{Lu}[\p{L}\p{M}'’.&-]*$/u;
// Since the forty-second round the keyword may take one capitalised word after it, a campus's place that ends the name
// ("…, Carnegie Mellon" / "University Africa, Kigali").
const KEYWORD_STARTS_LINE =
  /^(?:University|Institute|College|Polytechnic)(?:\s+\p{Lu}[\p{L}\p{M}'’-]+)?(?=[,;.]|\s*[(（]|$)/u;
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
  if (m && isDegreeOnly(line.slice(0, m.index))) return false;
  return !!m && !FIELD_WORDS.test(last) && !SUBJECT_END.test(last) && !SCIENCE_NAMES.test(last);
};
/**
 * "B.Eng., Automation" / "Nanjing Tech University (…)", "B.Sc. (Tech.), Information Networks" / "Aalto University, …"
 * (fifty-fourth round): after a degree alone and its comma comes its subject, never a school's first words.
 */
const isDegreeOnly = (before: string) =>
  /^[\p{L}.]{1,12}(?:\s*\([\p{L}.]{1,12}\))?$/u.test(before.trim()) && degreesIn(before).length > 0;
/** "M.S., Statistics" / "University of Washington, 2009" (forty-sixth round): sciences named by one word are subjects. */
const SCIENCE_NAMES = /^(?:Statistics|Chemistry|Biology|Psychology|Linguistics|Geology|Astronomy)$/;
// "— The American" / "University in Cairo (AUC), 2022 –" (thirty-sixth round): also a name whose place follows "in" or
// "at" ("University at Buffalo"); since the fortieth round also with a capitalised word or two before its keyword
// ("…, National" / "Technical University of Athens (NTUA)"), the name's first word left on the line above.
const KEYWORD_OF_STARTS_LINE = /^(?:\p{Lu}\p{Ll}+\s+){0,2}(?:University|Institute|College) (?:of|in|at) \p{Lu}/u;
/**
 * "Ph.D. in …, Middle" / "East Technical University (ODTÜ / METU), Ankara." (forty-fourth round): words before a
 * keyword that ends the name, then its abbreviation in brackets or a comma; joined only to a name's start after a mark.
 */
const WORDS_KEYWORD_STARTS_LINE = /^(?:\p{Lu}\p{Ll}+\s+){1,2}(?:University|Institute)(?=\s*[(（,])/u;

/**
 * "2015–2021 Ph.D. in …, Carnegie Mellon" / "University, Language Technologies Institute, …": the keyword that
 * ends a name was wrapped to the next line. The next line is put back on this one and left empty.
 */
export function joinKeywordWrappedNames(lines: string[]): string[] {
  const out = [...lines];
  for (let n = 0; n + 1 < out.length; n++) {
    const line = (out[n] as string).trimEnd();
    const next = (out[n + 1] as string).trim();
    const keywordWrapped =
      (KEYWORD_STARTS_LINE.test(next) && NAME_START_AT_END.test(line)) ||
      ((KEYWORD_OF_STARTS_LINE.test(next) || WORDS_KEYWORD_STARTS_LINE.test(next)) && nameStartsAtEnd(line));
    if (!keywordWrapped || /[\t]| {3,}/.test(line.slice(-40))) {
      joinKeywordWrappedCells(out, n);
      continue;
    }
    out[n] = `${line} ${next}`;
    out[n + 1] = '';
  }
  return out;
}

/**
 * "BSc Computer Science — Jomo Kenyatta" / "CKA – Certified Kubernetes Administrator (2021)" / "University of
 * Agriculture and Technology" (twenty-sixth round): two columns read line by line set a line of the other column
 * between a name's first words and its wrapped "University of …". Joined only when the first line holds a degree
 * and no school, ends on a name's start after a mark, and the line between holds neither a degree nor a school.
 */
export function joinKeywordWrappedAcrossColumn(lines: string[]): string[] {
  const out = [...lines];
  for (let n = 0; n + 2 < out.length; n++) {
    const line = (out[n] as string).trimEnd();
    const between = out[n + 1] as string;
    const next = (out[n + 2] as string).trim();
    if (!KEYWORD_OF_STARTS_LINE.test(next) || !nameStartsAtEnd(line)) continue;
    if (degreesIn(line).length === 0 || institutionsIn(line).length > 0) continue;
    if (degreesIn(between).length > 0 || institutionsIn(between).length > 0) continue;
    out[n] = `${line} ${next}`;
    out[n + 2] = '';
  }
  return out;
}

/**
 * The keyword alone in the next line's first cell, its dates in the cell beside it ("University<TAB>2017.03"); since
 * the twenty-fifth round also with the city after a comma ("University, Ile-Ife<TAB>2017").
 */
const KEYWORD_CELL = /^(University|Institute|College|Polytechnic)(?=\t| {3,}|,\s*\p{Lu})/u;
/** "… — Obafemi Awolowo 2012 –": the start of a date cell that the text layer set after a single space. */
const DATE_AT_END =
  /\s(?:(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]{0,6}\.?\s+)?(?:19|20)\d{2}\s*[–—-]?\s*$/u;

/**
 * "M.Eng., Computer Technology — Zhejiang<TAB>2014.09 –" / "University<TAB>2017.03": a table's first cell wrapped
 * the keyword of the school's name under it, beside the end of the dates (seventeenth round). The keyword is put
 * back at the end of the first cell and taken off the next line, whose dates stay. Since the twenty-fifth round the
 * dates may follow the cell after one space ("… — Obafemi Awolowo 2012 –" / "University, Ile-Ife<TAB>2017").
 */
function joinKeywordWrappedCells(out: string[], n: number): void {
  const line = out[n] as string;
  const gap = /\t| {3,}/.exec(line) ?? DATE_AT_END.exec(line);
  const next = (out[n + 1] as string).trimStart();
  const keyword = KEYWORD_CELL.exec(next)?.[1];
  if (!gap || !keyword) return;
  const cell = line.slice(0, gap.index).trimEnd();
  if (!/[—–,;]\s*\p{Lu}[\p{L}\p{M}'’.&-]*(?:\s+\p{Lu}[\p{L}\p{M}'’.&-]*){0,3}$/u.test(cell)) return;
  out[n] = `${cell} ${keyword}${line.slice(gap.index)}`;
  out[n + 1] = next.slice(keyword.length);
}

/** The first half of a broken degree word at a line's end, or before the row's dates (round 60). */
const DEGREE_HEAD = /(?:硕|博|学|本|大)(?=(?:\s+(?:19|20)\d{2}[\d.\s/–—~-]*)?$)/u;
/**
 * The second half, not running on into another word (review mend 8): "北大 2016.09 –" / "专业排名前 5%" is a school's
 * short name over a ranking, no 大专. The first half may close a word ("工学博" / "士 2017.09"), so it is not checked.
 */
const DEGREE_TAIL = /^\s*(士|科|专)(?!业)/u;

/**
 * "…计算机技术 硕" / "士 2016.09 – 2019.03": a degree word a narrow cell broke in two is put back together. Since round
 * 60 also with the row's dates after the first half ("· 数据科学 · 硕 2016.09 –" / "士<TAB>2017.12"): the dates'
 * column follows the cell on the same line of text.
 */
export function joinSplitDegreeWords(lines: string[]): string[] {
  const out = [...lines];
  for (let n = 0; n + 1 < out.length; n++) {
    const line = (out[n] as string).trimEnd();
    const head = DEGREE_HEAD.exec(line);
    const tail = DEGREE_TAIL.exec(out[n + 1] as string);
    if (!head || !tail || !/^(?:硕士|博士|学士|本科|大专)$/.test(head[0] + tail[1])) continue;
    out[n] = line.slice(0, head.index + 1) + tail[1] + line.slice(head.index + 1);
    out[n + 1] = (out[n + 1] as string).slice(tail[0].length);
  }
  return out;
}
