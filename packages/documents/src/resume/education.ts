import { HAN } from '../text/normalize.ts';

export type DegreeLevel = 'PhD' | 'Master' | 'Bachelor' | 'Associate';

const RANK: Record<DegreeLevel, number> = { Associate: 1, Bachelor: 2, Master: 3, PhD: 4 };

// Order matters: 博士研究生 is a PhD, 硕士研究生 a master; 博士后 (postdoc) is not a degree.
const DEGREE_PATTERNS: [RegExp, DegreeLevel][] = [
  [/\bPh\.?\s?D\b\.?|\bDoctor of Philosophy\b|\bDoctorate\b|\bD\.?Phil\b|博士(?:研究生)?(?!后)/i, 'PhD'],
  [
    /\b(?:M\.S\.|M\.Sc\.?|MSc|M\.Eng\.?|MEng|MBA|M\.Phil\.?|MPhil|M\.A\.|M\.Des\.?|Master(?:'s)?|Masters)(?![A-Za-z])|\bMS(?=\s+in\b|,)|硕士|研究生/,
    'Master',
  ],
  [
    /\b(?:B\.S\.|B\.Sc\.?|BSc|B\.Eng\.?|BEng|B\.E\.|B\.Tech\.?|BTech|B\.A\.|B\.F\.A\.|BFA|Bachelor(?:'s)?)(?![A-Za-z])|\bBS(?=\s+in\b|,)|本科|学士/,
    'Bachelor',
  ],
  [/\bAssociate(?:'s)? (?:Degree|of)\b|大专|专科/i, 'Associate'],
];

export function degreesIn(text: string): { level: DegreeLevel; index: number }[] {
  const found: { level: DegreeLevel; index: number }[] = [];
  let rest = text;
  for (const [pattern, level] of DEGREE_PATTERNS) {
    const global = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
    for (const m of rest.matchAll(global)) {
      found.push({ level, index: m.index ?? 0 });
    }
    // A PhD line ("博士研究生") must not count again as a master.
    rest = rest.replace(global, (m) => ' '.repeat(m.length));
  }
  return found.sort((a, b) => a.index - b.index);
}

export const asDegree = (text: string): DegreeLevel | '' =>
  degreesIn(text).reduce<DegreeLevel | ''>(
    (best, d) => (best === '' || RANK[d.level] > RANK[best] ? d.level : best),
    '',
  );

export const higherDegree = (a: DegreeLevel | '', b: DegreeLevel | ''): DegreeLevel | '' =>
  a === '' ? b : b === '' ? a : RANK[a] >= RANK[b] ? a : b;

const ZH_SUFFIX = /(大学|科学院|研究所|研究院|研究生院|学院|学校)/g;
const ZH_PREFIX = /^(?:毕业于|就读于|就读|毕业|于|在)/;
const UC_CAMPUS =
  /^,\s*(Berkeley|Los Angeles|San Diego|Davis|Irvine|Santa Barbara|Santa Cruz|Riverside|Merced|San Francisco)\b/;
/** A capitalised word that may continue an institution's name: not a degree ("B.E.", "Master"). */
const NAME_WORD = String.raw`(?!(?:Master|Masters|Bachelor|Doctor|Ph|B|M)\b)[A-Z][A-Za-z'’&-]*(?!\w|\.\w)`;
const EN_INSTITUTION = new RegExp(
  String.raw`\b(?:University of ${NAME_WORD}(?:(?:\s+|-)(?:at|of|and|the|${NAME_WORD}))*` +
    String.raw`|(?:[A-Z][A-Za-z'’.&-]*\s+){1,5}(?:University|Institute|College|Polytechnic|Academy|School of [A-Z][A-Za-z-]*)` +
    String.raw`(?:\s+(?:of|at|for|and)\s+${NAME_WORD}|\s+${NAME_WORD})*)`,
  'g',
);
const KNOWN_SHORT = /\b(MIT|Caltech|ETH Zurich|EPFL|KAIST|NUS|NTU|HKUST|UCLA|UC Berkeley|Georgia Tech|CMU|UIUC)\b/g;
/** Words that belong to a degree or a field of study, not to the institution before "University". */
const FIELD_WORDS =
  /^(?:in|of|and|B\.?S\.?|M\.?S\.?|Ph\.?D\.?|Science|Sciences|Engineering|Computer|Electrical|Mathematics|Math|Informatics|Physics|Design|Graphic|Arts?|Technology|Master|Bachelor|Doctor|Degree|Major|Minor|Vision)$/;

export interface Institution {
  name: string;
  index: number;
  /** A whole university rather than one of its schools (学院) or departments. */
  strong: boolean;
}

function chineseInstitutions(line: string): Institution[] {
  const found: Institution[] = [];
  for (const m of line.matchAll(/[\p{Script=Han}()（）]+/gu)) {
    const token = m[0].replace(ZH_PREFIX, '');
    const suffixes = [...token.matchAll(ZH_SUFFIX)];
    if (suffixes.length === 0) continue;
    const university = suffixes.find((s) => s[1] === '大学');
    const last = suffixes[suffixes.length - 1];
    const cut = university ?? last;
    if (!cut) continue;
    let name = token.slice(0, (cut.index ?? 0) + (cut[1]?.length ?? 0));
    const campus = /^[（(][\p{Script=Han}]{2,6}[)）]/u.exec(token.slice(name.length));
    if (campus) name += campus[0];
    if (name.replace(/[()（）]/g, '').length < 4 || /^(?:毕业)?院校$|^学校$/.test(name)) continue;
    found.push({ name, index: m.index ?? 0, strong: !!university || /科学院|研究所|研究院/.test(name) });
  }
  return found;
}

function englishInstitutions(line: string): Institution[] {
  const found: Institution[] = [];
  for (const m of line.matchAll(EN_INSTITUTION)) {
    const words = m[0].trim().split(/\s+/);
    while (words.length > 1 && FIELD_WORDS.test(words[0] ?? '')) words.shift();
    let name = words.join(' ').replace(/[.,]$/, '');
    const start = (m.index ?? 0) + m[0].indexOf(words[0] ?? '');
    const campus = UC_CAMPUS.exec(line.slice((m.index ?? 0) + m[0].length));
    if (name === 'University of California' && campus) name += `, ${campus[1]}`;
    if (!/University|Institute|College|Polytechnic|Academy|School/.test(name)) continue;
    found.push({ name, index: start, strong: true });
  }
  for (const m of line.matchAll(KNOWN_SHORT)) {
    if (!found.some((f) => f.name.includes(m[0]))) found.push({ name: m[0], index: m.index ?? 0, strong: true });
  }
  return found;
}

/** Institutions named on a line; when a line names a university and one of its schools, only the university. */
export function institutionsIn(line: string): Institution[] {
  const all = [...(HAN.test(line) ? chineseInstitutions(line) : []), ...englishInstitutions(line)];
  const strong = all.filter((i) => i.strong);
  return (strong.length > 0 ? strong : all).sort((a, b) => a.index - b.index);
}

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
 * Pairs degrees with institutions. A degree on the same line as an institution belongs to it; a degree on a
 * line of its own belongs to the nearest institution within three lines that has no degree yet, looking
 * back first ("Stanford University / M.S. …") and then ahead ("Ph.D., CS / University of Illinois").
 */
export function readEducation(lines: string[], labelledDegree: DegreeLevel | '' = '', labelledSchool = ''): Education {
  const institutions: { line: number; inst: Institution; degrees: DegreeLevel[] }[] = [];
  const loose: Event[] = [];
  lines.forEach((line, n) => {
    const insts = institutionsIn(line);
    const degrees = degreesIn(line).map((d) => d.level);
    if (insts.length > 0) {
      const first = insts[0] as Institution;
      institutions.push({ line: n, inst: first, degrees: [...degrees] });
    } else if (degrees.length > 0) {
      loose.push({ line: n, degrees });
    }
  });
  for (const event of loose) {
    const free = institutions.filter((i) => i.degrees.length === 0 && Math.abs(i.line - event.line) <= 3);
    const before = free.filter((i) => i.line < event.line).sort((a, b) => b.line - a.line)[0];
    const after = free.filter((i) => i.line > event.line).sort((a, b) => a.line - b.line)[0];
    const target = before ?? after;
    if (target) target.degrees.push(...event.degrees);
  }
  if (labelledSchool && institutions.length === 0) {
    institutions.push({ line: -1, inst: { name: labelledSchool, index: 0, strong: true }, degrees: [] });
  }
  if (institutions.length === 1 && institutions[0]?.degrees.length === 0 && labelledDegree) {
    institutions[0].degrees.push(labelledDegree);
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
