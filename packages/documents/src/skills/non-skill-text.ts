import { headingKind } from '../resume/sections.ts';

/**
 * Parts of a resume whose words name no skill of the candidate, blanked before matching (same length, so
 * offsets stay valid): the titles of papers and talks ("Swift and cheap evaluation…", "Rust never sleeps"), the
 * authors' initials before them ("R. Hartmann" is not R), and coursework lists ("主修课程：数据结构、计算机网络"),
 * which name what was taught, not what the candidate does. Interests and hobbies are only marked weak: there a
 * name counts inside a list of skills ("Java, J2EE, Hibernate"), not alone ("amateur photography (Lightroom)").
 */

/** A reference: "[3] J. Park, M.-L. Kowalczyk. …", "2. A. Osei, …", or any line with "et al.". */
const CITATION = /^\s*(?:\[\d{1,3}\]|\d{1,2}\.\s+\p{Lu}\.)|\bet al\./u;

/** Headings of sections to skip as a whole; decorations and a note in brackets ("科研成果（部分）") allowed. */
const SKIPPED_KIND =
  '(?:(?:selected |peer-reviewed |recent )?(?:publications|papers)|invited talks|talks|presentations|patents|发表论文|论文发表|学术论文|论文|科研成果|学术成果|专利)';
/** One kind, or two joined ("Talks & Publications", "Publications and Patents", "论文与专利"). */
const SKIPPED_SECTION = new RegExp(`^${SKIPPED_KIND}(?:\\s*(?:&|and|/|与|和|、)\\s*${SKIPPED_KIND})?$`, 'i');
/**
 * Forty-seventh round: a letter-spaced heading ("S E L E C T E D P U B L I C A T I O N S", read without its word
 * breaks) is a skipped section too.
 */
const SKIPPED_COMPACT = new RegExp(`^${SKIPPED_KIND.replaceAll(' ', '')}$`, 'i');
const LETTERS_SPACED_HEADING = /^\p{L}(?: \p{L}){3,}$/u;
const skippedHeading = (text: string): boolean =>
  SKIPPED_SECTION.test(text) || (LETTERS_SPACED_HEADING.test(text) && SKIPPED_COMPACT.test(text.replaceAll(' ', '')));
/** Interests and hobbies; since the thirteenth round a Chinese self-assessment too (自我评价: "对高并发有浓厚兴趣"). */
const WEAK_SECTION =
  /^(?:(?:personal )?interests|hobbies|hobbies (?:and|&) interests|interests (?:and|&) hobbies|outside (?:of )?work|off hours|beyond work|兴趣爱好|兴趣|业余爱好|爱好|自我评价|自我介绍|个人评价)$/i;

/** Headings of a skills section: there a concept word ("sensors", "负载均衡") names a skill of the candidate. */
const SKILLS_SECTION =
  /^(?:(?:technical |core |key |professional )?skills(?: (?:and|&) (?:tools|technologies|expertise))?|skill set|skills summary|technologies|tools|tech stack|expertise|competencies|专业技能|技能|技术能力|技能特长|专业能力|技能清单|个人技能|技能证书|IT技能)$/i;

/** "主修课程：…", "Relevant Coursework: …", "Modules: …": the rest of the line is a list of courses. */
const COURSEWORK =
  /(?:主修课程|核心课程|相关课程|专业课程|主要课程|(?:^|[\s|｜·•])主修|(?:relevant |key |core )?(?:coursework|courses|modules))[ \t]*[:：]/i;
/**
 * A list of courses wrapped onto the next line (`主修课程：数据结构、…、自然语言处理、` / `概率论与数理统计`): a coursework
 * line ending in a list's separator goes on (fifty-seventh round; the bare label `主修：` joined the patterns then).
 */
const LIST_GOES_ON = /[、，,][ \t]*$/;
/**
 * The wrapped line must itself look like the courses' list (review of round 57): short items without a digit, and no
 * label (`专业技能：…`, `Tools: …`), no sentence (`Dissertation on … using Python`; a full stop only at its end, as in
 * `Probability, Databases.`), no `GPA 3.8/4.0，…`; and a list wraps at most `MAX_COURSE_LINES` times.
 */
const COURSE_ITEMS = /^[ \t]*[^\d:：。.;；\n]{1,24}(?:[、，,][ \t]*[^\d:：。.;；\n]{1,24})*[、，,.。]?[ \t]*$/;
const MAX_COURSE_LINES = 2;
/**
 * Where a line's courses end: the line's end, except that the bare label `主修：` names one major, ending at the next
 * ` · ` or `|` (`浙江大学 · 主修：计算机科学与技术 · 熟练掌握 Java、MySQL`, review of round 57).
 */
const courseEnd = (line: string, course: RegExpExecArray): number => {
  if (/课程|course|module/i.test(course[0])) return line.length;
  const stop = line.slice(course.index + course[0].length).search(/[ \t]+[·•|｜][ \t]+/);
  return stop < 0 ? line.length : course.index + course[0].length + stop;
};

/**
 * A coursework section of its own ("COURSEWORK" / "Graduate" / "Deep Learning Systems" / … / "Probability &
 * Statistics"): its lines are courses taken, blanked like a "Coursework:" line, up to the next known heading (its
 * own short lines, "Graduate" or "Compilers", look like headings and do not end it).
 */
const COURSEWORK_SECTION =
  /^(?:(?:relevant |selected |graduate |undergraduate |key |core )?(?:coursework|courses)|主修课程|核心课程|相关课程|专业课程|主要课程)$/i;
const knownHeading = (text: string) =>
  text !== '' &&
  (headingKind(text) !== undefined || skippedHeading(text) || WEAK_SECTION.test(text) || SKILLS_SECTION.test(text));

/**
 * "Thesis: Chinese word segmentation with …", "毕业论文：基于 … 的研究": the rest of the line is a title of a work,
 * like a paper's, and names its subject, not a skill.
 */
const THESIS_TITLE = /(?:thesis|dissertation|thesis title|毕业论文|学位论文|论文题目|论文|毕业设计)[ \t]*[:：]/i;
/** "Hobby: restoring old Swift bicycles", "爱好：…": an interests line inside another section, read as weak. */
const INLINE_INTERESTS =
  /(?:^|[.;。；]\s*)(?:hobby|hobbies|interests|spare[ \t]+time|爱好|兴趣|兴趣爱好|业余爱好)[ \t]*[:：]/i;
/**
 * `Spare time: I maintain a Rust crate and build Kubernetes operators in Go`: a spare-time line that says what was
 * built is side-project work, not a hobby (review of round 57).
 */
const SIDE_WORK =
  /\b(?:maintain(?:s|ed|ing)?|buil[dt]s?|develop(?:s|ed|ing)?|contribut\w*|wr[io]tes?|ship(?:s|ped)?|open[ -]source)\b/i;
/**
 * `Outside work` / `Off hours` (fifty-ninth round): a line there that says what was built or maintained (`I maintain a
 * Rust crate`, `Volunteer Python tutor …; maintain a Django site`) is side-project work, not a hobby (review of round 59).
 * `Beyond work` (sixty-first round) likewise (review of round 61: `Maintainer of an open-source Rust crate`).
 */
const OUTSIDE_WORK_SECTION = /^(?:outside (?:of )?work|off hours|beyond work)$/i;
const SPARE_TIME_WORK =
  /^spare[ \t]+time[ \t]*[:：].*\b(?:maintain(?:s|ed)?|buil[dt]s?|develop(?:s|ed)?|contribut\w*|wr[io]tes?|ship(?:s|ped)?|open[ -]source)\b/i;

/** Only short lines can be headings; trimmed first, so the patterns never rescan a long run of spaces. */
const headingText = (line: string) => {
  const trimmed = line.trim();
  return trimmed.length > 60 ? '' : strip(trimmed);
};
/** An icon before a heading ("🛠 技能", "📜 证书", "🏆 Projects"): round 51, a pictograph and its joiners. */
const LEADING_ICON = /^(?:\s|\p{Extended_Pictographic}|\u{FE0F}|\u{200D})+/u;
const strip = (line: string) =>
  line
    .replace(LEADING_ICON, '')
    .replace(/^[\s■□●◆▶▌|【[#-]+|[\s】\]:：]+$/g, '')
    .replace(/[（(][^)）]{0,10}[)）]$/, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * A line that starts another section: a known heading, or a short title-like line (one to four words, no
 * digits, no full stop) such as "Grants" or "Open-source software".
 */
function endsSection(line: string): boolean {
  const text = headingText(line);
  if (text === '' || text.length > 40) return false;
  if (headingKind(text) !== undefined || skippedHeading(text) || WEAK_SECTION.test(text)) return true;
  return /^\p{Lu}[\p{L} &/-]*$/u.test(text) && text.split(' ').length <= 4 && !/[.\d]/.test(text);
}

/**
 * A skills section lists one skill a line as often as not ("Python", "Kubernetes"), so a short capitalised line
 * does not end it, nor a short Han line ("机器学习"): a known heading does, or a word in capitals ("EXPERIENCE").
 */
function endsSkillsSection(heading: string): boolean {
  if (heading === '' || heading.length > 40) return false;
  if (headingKind(heading) !== undefined || skippedHeading(heading) || WEAK_SECTION.test(heading)) return true;
  return /^\p{Lu}[\p{Lu} &/-]{5,}$/u.test(heading);
}

/** A known heading of any section ("专业技能", "论文", "教育背景"): the line after it is never its continuation. */
export function isSectionHeading(line: string): boolean {
  const text = headingText(line);
  if (text === '') return false;
  return (
    headingKind(text) !== undefined || skippedHeading(text) || WEAK_SECTION.test(text) || SKILLS_SECTION.test(text)
  );
}

const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/**
 * "Recruited Python, Java and Go engineers…", "岗位覆盖 Java、Go、C++ 后端": skills named in a clause about hiring
 * others are the roles filled, not the candidate's skills. From the hiring word to the clause's end is blanked;
 * the hiring word itself stays (技术招聘 is a recruiter's skill). In English only when the clause names whom
 * ("engineers", "candidates", "roles"), so "Agency recruiting for fintech clients" or "hired as a Python
 * developer" keep theirs.
 */
const HIRING_EN = /\b(?:recruited|recruiting|recruit|hired|hiring|sourced|sourcing|placed)\b(?![ \t]+as\b)/gi;
const HIRED_WHOM =
  /\b(?:engineers|developers|researchers|scientists|candidates|roles|positions|hires|specialists|profiles)\b/i;
const HIRING_ZH = /岗位|职位|候选人/g;
/** A clause ends at a full stop, a semicolon, a question or exclamation mark, and in Chinese also at "，". */
const CLAUSE_END_EN = /[;；。!?！？]|\.(?=\s|$)/g;
const CLAUSE_END_ZH = /[;；。!?！？，]/g;

function clauseEnd(line: string, from: number, end: RegExp): number {
  end.lastIndex = from;
  return end.exec(line)?.index ?? line.length;
}

export function maskHiringClauses(line: string): string {
  let out = '';
  let copied = 0;
  for (const [cue, end, whom] of [
    [HIRING_EN, CLAUSE_END_EN, HIRED_WHOM],
    [HIRING_ZH, CLAUSE_END_ZH, undefined],
  ] as const) {
    cue.lastIndex = copied;
    for (let m = cue.exec(line); m; m = cue.exec(line)) {
      const from = m.index + m[0].length;
      const to = clauseEnd(line, from, end);
      if (from >= copied && (!whom || whom.test(line.slice(from, to)))) {
        out += line.slice(copied, from) + blank(line.slice(from, to));
        copied = to;
      }
      cue.lastIndex = Math.max(to, from);
    }
  }
  return out + line.slice(copied);
}

/**
 * Chinese names the roles hired for before the word that says so: "和面试官对齐 Java、Go 后端的用人标准", "与研发共建
 * Python / Java 题库", "其中算法工程师 35 人（推荐、NLP、计算机视觉方向）". On a line that speaks of hiring (面试, 笔试,
 * 招聘…), from the clause's start (a clause mark or an opening bracket) to such a word is blanked, and so is a
 * headcount's bracket of directions.
 */
const HIRING_LINE_ZH = /面试|笔试|招聘|校招|社招|猎头|到岗|入职/;
const HIRED_FOR_ZH = /用人标准|招聘标准|题库|\d+\+?\s*人[（(][^（）()\n]{1,60}[)）]/g;
const CLAUSE_START_ZH = /[;；。!?！？，,（(：:]/;

function maskHiredForZh(line: string): string {
  if (!HIRING_LINE_ZH.test(line)) return line;
  let out = line;
  for (const m of line.matchAll(HIRED_FOR_ZH)) {
    let from = m.index;
    while (from > 0 && !CLAUSE_START_ZH.test(line[from - 1] ?? '')) from--;
    const to = m.index + m[0].length;
    out = out.slice(0, from) + blank(out.slice(from, to)) + out.slice(to);
  }
  return out;
}

export interface MaskedText {
  text: string;
  /** [start, end) offsets of weak sections, in order. */
  weak: [number, number][];
  /** [start, end) offsets of the lines of skills sections, in order. */
  skills: [number, number][];
}

export function maskNonSkillText(input: string): MaskedText {
  const lines = input.split('\n');
  const weak: [number, number][] = [];
  const skills: [number, number][] = [];
  let section: 'skip' | 'weak' | 'skills' | 'courses' | undefined;
  let offset = 0;
  let courseGoesOn = 0;
  let outsideWork = false;
  for (const [i, line] of lines.entries()) {
    const at = offset;
    offset += line.length + 1;
    if (courseGoesOn > 0 && line.trim() !== '' && !isSectionHeading(line) && COURSE_ITEMS.test(line)) {
      courseGoesOn = LIST_GOES_ON.test(line) ? courseGoesOn - 1 : 0;
      lines[i] = blank(line);
      continue;
    }
    courseGoesOn = 0;
    const heading = headingText(line);
    if (heading !== '' && COURSEWORK_SECTION.test(heading)) {
      section = 'courses';
      continue;
    }
    if (section === 'courses') {
      if (!knownHeading(heading)) {
        lines[i] = blank(line);
        continue;
      }
      section = undefined;
    }
    const skipped = heading !== '' && skippedHeading(heading);
    if (skipped || (heading !== '' && WEAK_SECTION.test(heading))) {
      section = skipped ? 'skip' : 'weak';
      outsideWork = !skipped && OUTSIDE_WORK_SECTION.test(heading);
      continue;
    }
    if (heading !== '' && SKILLS_SECTION.test(heading)) {
      section = 'skills';
      continue;
    }
    if (section === 'skills' ? endsSkillsSection(heading) : section && endsSection(line)) section = undefined;
    if (section === 'weak' && !(outsideWork && SIDE_WORK.test(line))) weak.push([at, at + line.length]);
    if (section === 'skills') skills.push([at, at + line.length]);
    if (section === 'skip' || CITATION.test(line)) {
      lines[i] = blank(line);
      continue;
    }
    const listed = COURSEWORK.exec(line);
    courseGoesOn = listed !== null && LIST_GOES_ON.test(line) ? MAX_COURSE_LINES : 0;
    const course = listed ?? THESIS_TITLE.exec(line);
    const kept = course
      ? line.slice(0, course.index) +
        blank(line.slice(course.index, courseEnd(line, course))) +
        line.slice(courseEnd(line, course))
      : line;
    const interests = INLINE_INTERESTS.exec(kept);
    if (interests && section !== 'weak' && !SPARE_TIME_WORK.test(kept.slice(interests.index).trimStart()))
      weak.push([at + interests.index, at + line.length]);
    lines[i] = maskHiringClauses(maskHiredForZh(kept));
  }
  return { text: lines.join('\n'), weak, skills };
}
