import { anyFormOf, toSimplified } from '../text/han-variants.ts';
import { escapeRegExp, HAN, segmentsOf } from '../text/normalize.ts';
import { namesAnotherPerson } from './another-person.ts';
import { headingKind } from './sections.ts';

export type LabelledField =
  | 'name'
  | 'gender'
  | 'birthday'
  | 'phone'
  | 'email'
  | 'github'
  | 'site'
  | 'position'
  | 'degree'
  | 'school'
  | 'other';

/** Labels as resumes write them, in both languages. `other` labels only end the value before them. */
const LABELS: Record<LabelledField, string[]> = {
  name: ['姓名', '名字', 'Full Name', 'Candidate Name', 'Name', 'Candidate'],
  gender: ['性别', 'Gender', 'Sex'],
  birthday: [
    '出生年月',
    '出生日期',
    '出生年份',
    '出生',
    '生日',
    'Date of Birth',
    'Birth Date',
    'Birthday',
    'DOB',
    'Born',
    // Other languages' forms (twenty-first round): Turkish (its capital İ has no ASCII lower case, so written
    // twice), German, French, Spanish, Portuguese, Italian.
    'Doğum Tarihi',
    'DOĞUM TARİHİ',
    'Geburtsdatum',
    'Date de naissance',
    'Fecha de nacimiento',
    'Data de nascimento',
    'Data di nascita',
    // "Nacimiento: 14/02/1995" (thirty-first round): Argentine and Spanish CVs drop the "Fecha de"; since round 60
    // Brazilian ones the "Data de" ("Nascimento: 22/11/1991").
    'Nacimiento',
    'Nascimento',
    // Thirty-third round: Czech "Narozen: 2. 11. 1990" (Narozena for a woman) and "Datum narození"; Korean CVs'
    // table cell "Birth<TAB>1993. 03. 15.".
    // Fifty-second round: a Europass row naming the birthplace too ("Place and date of birth<TAB>Bergamo, 5 maggio
    // 1991"); the place is left out of the value (labelledBirthday).
    'Place and date of birth',
    'Datum narození',
    'Narozena',
    'Narozen',
    'Birth',
  ],
  phone: [
    '手机号码',
    // Hong Kong: 流動電話 (mobile).
    '流动电话',
    '手机号',
    '手机',
    '联系电话',
    '电话',
    'Mobile Phone',
    'Mobile',
    'Phone',
    'Tel',
    'Telephone',
    'Cell',
    'Mob No.',
    'Mob. No.',
    'Mobile No.',
    'Mobile Number',
    'Phone No.',
    'Phone Number',
    'Contact No.',
    'Contact Number',
  ],
  email: [
    '电子邮箱',
    '电子邮件',
    '邮箱',
    '邮件',
    '电邮',
    'E-mail ID',
    'Email ID',
    'Email Address',
    'E-mail',
    'Email',
    'Mail',
  ],
  github: ['GitHub', 'Github主页'],
  site: [
    '个人网站',
    '个人主页',
    '个人博客',
    '博客',
    '主页',
    '网站',
    'Personal Website',
    'Personal Site',
    'Website',
    'Homepage',
    'Home Page',
    'Blog',
    'Portfolio',
    'Web',
  ],
  position: [
    '求职意向',
    '意向岗位',
    '意向职位',
    '应聘职位',
    '应聘岗位',
    '期望职位',
    '期望岗位',
    '目标职位',
    '目标岗位',
    'Target Position',
    'Desired Position',
    'Position Applied For',
    'Applying For',
    'Position',
    'Objective',
    'Job Title',
  ],
  degree: ['最高学历', '学历', 'Highest Degree', 'Education Level', 'Degree'],
  school: ['毕业院校', '毕业学校', '院校', '学校', 'School', 'University'],
  other: [
    '年龄',
    '籍贯',
    '民族',
    '政治面貌',
    '现居地',
    '现居住地',
    '居住地',
    '户籍',
    '兵役',
    '所在地',
    '所在城市',
    '期望城市',
    '城市',
    '期望薪资',
    '工作年限',
    '工作经验',
    '婚姻状况',
    '身高',
    '微信',
    '专业',
    '地址',
    '国籍',
    'WeChat',
    'QQ',
    'LinkedIn',
    'Location',
    'Address',
    'Nationality',
    'Major',
    'Age',
    // Other people's names and other things' names: "Father's Name: …" is not the candidate.
    "Father's Name",
    'Father Name',
    "Mother's Name",
    'Mother Name',
    "Husband's Name",
    "Spouse's Name",
    'Spouse Name',
    "Guardian's Name",
    'Company Name',
    'Project Name',
    'Reference Name',
    '父亲姓名',
    '母亲姓名',
    '紧急联系人',
    '项目名称',
    '公司名称',
    'Marital Status',
    'Citizenship',
    'Languages Known',
    'Designation',
    'Department',
    'Dept',
    'Board',
    'Marks',
    'Team Size',
    'Environment',
  ],
};

const entries = Object.entries(LABELS).flatMap(([field, labels]) =>
  labels.map((label) => ({ field: field as LabelledField, label })),
);
const byLabel = new Map(entries.map((e) => [e.label.toLowerCase(), e.field]));
/**
 * Word's PDF export and table cells pad Chinese labels with spaces to align them ("姓    名", "性 别"), so a
 * Chinese label matches with up to 6 spaces between its characters. Bounded, so the pattern stays linear.
 * Each character in its simplified or traditional form (性別, 手機, 電郵 on Taiwanese and Hong Kong resumes).
 */
const labelPattern = (label: string) =>
  HAN.test(label)
    ? [...label].map((ch) => (HAN.test(ch) ? anyFormOf(ch) : escapeRegExp(ch))).join('\\s{0,6}')
    : escapeRegExp(label).replace(/ /g, '\\s*').replace(/'/g, "['’]");

const alternation = entries
  .map((e) => e.label)
  .sort((a, b) => b.length - a.length)
  .map(labelPattern)
  .join('|');
/** A label followed by a colon, at the start of a line or after a space or separator. */
const LABEL_WITH_COLON = new RegExp(`(?:^|(?<=[\\s|·•,;(]))(${alternation})\\s*[:：]\\s*`, 'gi');
/**
 * A Chinese label without a colon, a space before its value ("性别 女", "姓名 张三", "出生 1999.04.23"), at the
 * start of a line or after a wide gap or a separator. Chinese prose does not put a space after these words, so
 * the space is what marks a label here.
 */
const zhAlternation = entries
  .map((e) => e.label)
  .filter((label) => HAN.test(label))
  .sort((a, b) => b.length - a.length)
  .map(labelPattern)
  .join('|');
// Round 62: or a bar (a full-width one made plain) before a figure ("出生｜1993 年 10 月", "手机｜139 …"); not before words ("姓名｜求职意向").
// Review of round 62: a match starts only at the first place in a run of spaces where one may start (not where the
// place just before it, inside the same run, already could), so a long run of spaces is scanned a few times, not once
// per space (quadratic). A later start in the run finds nothing the first one did not, so the matches are the same.
const ZH_LABEL_SPACED = new RegExp(
  `(?:^|(?<=[\\t|·•]|  ))(?<!(?:^|[\\t|·•]|  )[ \\t])[ \\t]*(${zhAlternation})(?:[ \\t]+(?=[^\\s:：])|[ \\t]*[|｜][ \\t]*(?=\\d))`,
  'g',
);
const LABEL_ALONE = new RegExp(`^(${alternation})\\s*[:：]?$`, 'i');
/** A cell or line holding only a label ("性 别", "Date of Birth:"). */
export const isLabelAlone = (cell: string): boolean => LABEL_ALONE.test(cell.trim());
const HAS_LABEL = new RegExp(LABEL_WITH_COLON.source, 'i');

/** The label as the table spells it: spaces between Chinese characters and curly apostrophes undone. */
const labelKey = (label: string) =>
  toSimplified(label)
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/(?<=\p{Script=Han})\s+(?=\p{Script=Han})/gu, '')
    .replace(/\s+/g, ' ');

const fieldOf = (label: string): LabelledField => byLabel.get(labelKey(label)) ?? 'other';

/** Template text left in place: "xxxxx", "XXX", "……", "你的大名", "Your Name", "待填写". */
export const isPlaceholder = (value: string): boolean =>
  /^(?:[xX*._\-—–…]{3,}|[xX]{2,}[\s\d@.xX-]*|你的(?:大名|名字|姓名)|your\s+name|name\s+here|lorem ipsum.*|待填写?|暂无|无)$/i.test(
    value.trim().slice(0, 60),
  );

export interface LabelledValue {
  field: LabelledField;
  value: string;
  line: number;
}

/** A Chinese half (up to nine characters) and an English one (up to 31 letters) after a space: "姓名 Name". */
const HAN_THEN_ENGLISH = /^(\p{Script=Han}[\p{Script=Han} ]{0,8}?)\s+([A-Za-z][A-Za-z .&-]{1,30})$/u;

/**
 * "姓名 Name", "教育背景 Education" (fifty-fourth round): a label or heading written in Chinese and then in English after a
 * space; its two halves, or undefined. The one owner of this shape (review of round 54): the label reader and the
 * section reader (sections.ts) each ask their own of the halves.
 */
export function hanThenEnglish(text: string): [string, string] | undefined {
  const m = HAN_THEN_ENGLISH.exec(text.trim());
  return m?.[1] && m[2] ? [m[1], m[2]] : undefined;
}

/**
 * "姓名 Name", "出生日期 DOB" (fifty-fourth round): a bilingual form's label cell, the Chinese label and the English
 * one of the same field; the Chinese one, or '' when the cell is anything else.
 */
function bilingualLabel(cell: string): string {
  const [zhHalf = '', enHalf = ''] = hanThenEnglish(cell) ?? [];
  const [zh, en] = [LABEL_ALONE.exec(zhHalf)?.[1], LABEL_ALONE.exec(enHalf)?.[1]];
  return zh && en && fieldOf(zh) === fieldOf(en) ? zh : '';
}

/**
 * A table row read as tab-separated cells, labels without colons: "Date of Birth<TAB>22-08-1993",
 * "Sex<TAB>Male<TAB>Marital Status<TAB>Married". A cell holding only a label gives the next cell as its value.
 * Answers whether the row had such a label.
 */
function labelledCells(line: string, index: number, found: LabelledValue[]): string | undefined {
  // "Date of Birth<TAB>: 14-02-1995": a tab stop before the colon, which opens the value cell.
  const cells = line.split('\t').map((cell, i) => (i > 0 ? cell.replace(/^[:：]\s*/, '') : cell).trim());
  const used = new Set<number>();
  cells.forEach((cell, i) => {
    const label = LABEL_ALONE.exec(cell)?.[1] ?? bilingualLabel(cell);
    const value = cells[i + 1] ?? '';
    if (!label || !value || LABEL_ALONE.test(value) || HAS_LABEL.test(value) || isPlaceholder(value)) return;
    found.push({ field: fieldOf(label), value, line: index });
    used.add(i).add(i + 1);
  });
  // "出生年月 1995 年 4 月<TAB>民 族<TAB>汉族": the other cells may hold a label and its value in one cell.
  return used.size > 0 ? cells.filter((_, i) => !used.has(i)).join('\t') : undefined;
}

/**
 * "References", "Referees", "证明人", "紧急联系人", "家庭成员", "家庭情况" (review mend 8): a heading over a table whose rows
 * are other people (a referee, an emergency contact, a relative).
 */
const OTHER_PEOPLE_HEADING =
  /^(?:(?:professional\s+)?(?:referees?|references?)(?:\s+\d)?|emergency\s+contacts?|next\s+of\s+kin|family(?:\s+members|\s+background)?|(?:工作)?证明人(?:信息)?|推荐人|紧急联系人(?:信息)?|(?:主要)?家庭(?:成员|情况|关系|状况|背景|信息))\s*[:：]?$/iu;

/**
 * For each line, whether a row of labels on it may be read over the next row (`labelsOverValues`): only in the
 * candidate's own header (above the first heading) or personal-details block (a contact heading such as 个人信息), and
 * never under a heading for other people, however the section headings run (review mend 8).
 */
function ownDetailsRows(lines: string[]): boolean[] {
  let own = true;
  return lines.map((line) => {
    const text = toSimplified(line).replace(/^[\s■□●◆▶▌|【[#-]+|[\s】\]]+$/g, '');
    if (OTHER_PEOPLE_HEADING.test(text) || namesAnotherPerson(text)) own = false;
    else {
      const kind = headingKind(line);
      if (kind) own = kind === 'contact';
    }
    return own;
  });
}

/**
 * "E-mail<TAB>Mobile<TAB>Born" / "…@…<TAB>+45 …<TAB>2 May 1991" (round 60): a table row of labels alone over a row of
 * as many cells, each value under its label. Answers whether the line was such a row of labels. It is the one label
 * rule that reads two lines at once, so it is called first and only on the candidate's own rows (`ownDetailsRows`):
 * "References" / "Name<TAB>Phone<TAB>Email" / "Dr. Jane Smith<TAB>…" is a referee's row (review mend 8).
 */
function labelsOverValues(line: string, next: string, index: number, found: LabelledValue[]): boolean {
  const labels = line.split('\t').map((cell) => LABEL_ALONE.exec(cell.trim())?.[1]);
  const values = next.split('\t').map((cell) => cell.trim());
  if (labels.length < 2 || values.length !== labels.length || labels.some((label) => !label)) return false;
  if (values.some((value) => !value || LABEL_ALONE.test(value) || HAS_LABEL.test(value))) return false;
  labels.forEach((label, i) => {
    found.push({ field: fieldOf(label as string), value: values[i] as string, line: index + 1 });
  });
  return true;
}

/** A phone number alone on its line, perhaps with its kind in brackets: "186 2093 7714（手机）". */
const NUMBER_LINE = /^\+?[\d\s()-]{7,20}(?:[（(]\p{Script=Han}{1,4}[)）])?$/u;

/**
 * Every "label: value" pair in the text (several may share a line), and table layouts where a cell holding
 * only a label is followed by the cell holding its value.
 */
export function findLabelledValues(lines: string[]): LabelledValue[] {
  const found: LabelledValue[] = [];
  const own = ownDetailsRows(lines);
  lines.forEach((whole, index) => {
    if (own[index] && labelsOverValues(whole, lines[index + 1] ?? '', index, found)) return;
    const rest = whole.includes('\t') ? labelledCells(whole, index, found) : undefined;
    if (rest === '') return;
    const line = rest ?? whole;
    // "出生日期 Born" / "1995年2月" (round 60): a bilingual label alone on its line too.
    const alone = rest === undefined ? (LABEL_ALONE.exec(line)?.[1] ?? bilingualLabel(line)) : '';
    if (alone) {
      const next = lines[index + 1];
      if (next !== undefined && !LABEL_ALONE.test(next) && !HAS_LABEL.test(next) && !isPlaceholder(next)) {
        found.push({ field: fieldOf(alone), value: next.trim(), line: index + 1 });
        // "联系电话" / "0755-8666 1234（座机）" / "186 2093 7714（手机）" (fifty-fourth round): a form's phone label
        // over two numbers, each on a line of its own; the reader picks the mobile among them.
        const second = lines[index + 2] ?? '';
        if (fieldOf(alone) === 'phone' && NUMBER_LINE.test(next.trim()) && NUMBER_LINE.test(second.trim())) {
          found.push({ field: 'phone', value: second.trim(), line: index + 2 });
        }
      }
      return;
    }
    const withColon = [...line.matchAll(LABEL_WITH_COLON)];
    const colonAt = (m: RegExpMatchArray) =>
      withColon.some(
        (c) => (c.index ?? 0) < (m.index ?? 0) + m[0].length && (m.index ?? 0) < (c.index ?? 0) + c[0].length,
      );
    const spaced = [...line.matchAll(ZH_LABEL_SPACED)].filter((m) => !colonAt(m));
    const matches = [...withColon, ...spaced].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
    matches.forEach((m, i) => {
      const start = (m.index ?? 0) + m[0].length;
      const end = matches[i + 1]?.index ?? line.length;
      const field = m[1] ? fieldOf(m[1]) : 'other';
      // Phones keep every part ("0551-65123456 / 186 5512 0387"): the reader picks the mobile among them.
      const parts = segmentsOf(line.slice(start, end));
      const value = (field === 'phone' ? parts.join(' / ') : parts[0]) ?? '';
      if (value && m[1] && !isPlaceholder(value)) found.push({ field, value, line: index });
    });
  });
  return found;
}

/** The fields whose label stands on a line of its own ("Date of birth", "Sex" in a form's label column). */
export const fieldsLabelledAlone = (lines: string[]): Set<LabelledField> =>
  new Set(
    lines.flatMap((line) => {
      const label = LABEL_ALONE.exec(line)?.[1];
      return label ? [fieldOf(label)] : [];
    }),
  );
