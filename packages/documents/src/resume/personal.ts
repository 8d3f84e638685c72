import { toSimplified } from '../text/han-variants.ts';
import { HAN, segmentsOf } from '../text/normalize.ts';
import { isPlaceholder } from './labels.ts';

/**
 * Chinese surnames: the whole Hundred Family Surnames (百家姓, single and compound) and other surnames common
 * today that it lacks (闫, 覃, 邝…). A rare surname (亓, 郦, 眭) is as much a name as 王.
 */
const HUNDRED_FAMILY_SINGLE =
  '赵钱孙李周吴郑王冯陈褚卫蒋沈韩杨朱秦尤许何吕施张孔曹严华金魏陶姜戚谢邹喻柏水窦章云苏潘葛奚范彭郎鲁韦昌马苗凤花方俞任袁柳酆鲍史唐费廉岑薛雷贺倪汤滕殷罗毕郝邬安常乐于时傅皮卞齐康伍余元卜顾孟平黄和穆萧尹姚邵湛汪祁毛禹狄米贝明臧计伏成戴谈宋茅庞熊纪舒屈项祝董梁杜阮蓝闵席季麻强贾路娄危江童颜郭梅盛林刁钟徐邱骆高夏蔡田樊胡凌霍虞万支柯昝管卢莫经房裘缪干解应宗丁宣贲邓郁单杭洪包诸左石崔吉钮龚程嵇邢滑裴陆荣翁荀羊於惠甄曲家封芮羿储靳汲邴糜松井段富巫乌焦巴弓牧隗山谷车侯宓蓬全郗班仰秋仲伊宫宁仇栾暴甘钭厉戎祖武符刘景詹束龙叶幸司韶郜黎蓟薄印宿白怀蒲邰从鄂索咸籍赖卓蔺屠蒙池乔阴郁胥能苍双闻莘党翟谭贡劳逄姬申扶堵冉宰郦雍却璩桑桂濮牛寿通边扈燕冀郏浦尚农温别庄晏柴瞿阎充慕连茹习宦艾鱼容向古易慎戈廖庾终暨居衡步都耿满弘匡国文寇广禄阙东欧殳沃利蔚越夔隆师巩厍聂晁勾敖融冷訾辛阚那简饶空曾毋沙乜养鞠须丰巢关蒯相查后荆红游竺权逯盖益桓公晋楚闫法汝鄢涂钦岳帅缑亢况郈有琴商牟佘佴伯赏墨哈谯笪年爱阳佟言福';
const OTHER_SINGLE = '亓眭仝付肖邝覃冼揭禤粟丛仉兰斛芦苑苟迟郇隋';
const COMPOUND =
  '万俟 司马 上官 欧阳 夏侯 诸葛 闻人 东方 赫连 皇甫 尉迟 公羊 澹台 公冶 宗政 濮阳 淳于 单于 太叔 申屠 公孙 仲孙 轩辕 令狐 钟离 宇文 长孙 慕容 鲜于 闾丘 司徒 司空 亓官 司寇 仉督 子车 颛孙 端木 巫马 公西 漆雕 乐正 壤驷 公良 拓跋 夹谷 宰父 谷梁 段干 百里 东郭 南门 呼延 归海 羊舌 微生 梁丘 左丘 东门 西门 南宫 第五 贺兰';
const SURNAMES = new Set([...HUNDRED_FAMILY_SINGLE, ...OTHER_SINGLE, ...COMPOUND.split(' ')]);

const NOT_A_NAME = new Set([
  '个人简历',
  '简历',
  '求职简历',
  '基本信息',
  '个人信息',
  '教育背景',
  '教育经历',
  '工作经历',
  '项目经历',
  '专业技能',
  '自我评价',
  '联系方式',
  '求职意向',
  '个人简介',
  '个人优势',
  '技能证书',
]);

const TITLE_WORDS =
  /\b(?:resume|curriculum|vitae|cv|summary|profile|engineer|developer|designer|manager|scientist|analyst|architect|consultant|intern|university|college|institute|school|experience|education|skills?|contact|objective|senior|junior|lead|head|street|road|avenue|remote|email|phone|about|awards?|honou?rs|publications?|projects?|interests|languages?|references|certifications?|activities|achievements|hobbies|declaration|personal|details|particulars|qualifications?|career|employment|history|strengths?|signature|address|nagar|district|post|lab|labs|laboratory|centre|center|group|team|union|bank|inc|ltd|llc|corp|company|robotics|assistant|researcher|fellow|student|master|owner|coach|recruiter|writer|specialist|coordinator|administrator|accountant|programmer|technician|director|officer|representative|executive|advisor|adviser|strategist|evangelist|advocate|partner|tongue|sex|gender|male|female|nationality|citizenship|birth|certified|certificate)\b/i;

/** Function words never part of a person's name ("EDUCATION / AND AWARDS", "Skills and Tools"). */
const FUNCTION_WORDS = /(?:^|\s)(?:and|or|of|the|for|in|at|to|with|on|by|from|&)(?=\s|$)/i;

/** A credential after a comma: P.Eng., PhD, MBA, CPA, Jr. — a period or two capitals; "Haddad, Lee" keeps Lee. */
const isCredential = (token: string) =>
  /^[A-Z][A-Za-z.]{0,6}$/.test(token) && (token.includes('.') || /[A-Z].*[A-Z]/.test(token));
/** A credential's level after it: "PSM I", "PSM II", "KMP III". */
const isLevel = (token: string, before: string | undefined) =>
  /^(?:I|II|III|IV)$/.test(token) && before !== undefined && isCredential(before);

/**
 * "Agnieszka Kowalczyk, Dr. sc. ETH Zürich", "Jonas Weber, Dr. rer. nat.", "Lena Maier, Dr.-Ing.": a doctorate
 * written after the name the German and Swiss way — "Dr." and its faculty's abbreviation, often with the school
 * that conferred it (sixteenth round). Everything from the comma on is the degree.
 */
const DOCTORATE_AFTER_NAME = /,\s*Dr\.(?:\s?-\s?[A-Z][a-z]{1,8}\.?|(?:\s?[a-z]{2,6}\.){1,2})(?:\s.*)?$/u;

/**
 * "New Orleans, LA", "Austin, TX", "Toronto, ON": a U.S. state's or a Canadian province's postal code after a comma
 * makes the words before it a city, not a name with a credential (seventeenth round). The codes that are also
 * credentials (MA, MS, MD, PA, DC, ME, CA: "Jane Roe, MD", "Rahul Mehta, CA") stay credentials.
 */
const PLACE_CODE =
  /^(?:AL|AK|AZ|AR|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|MI|MN|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|ON|BC|QC|AB|MB|NS|NB|NL|PE|SK)$/;

/** "Yasmin Haddad, P.Eng.", "Jane Roe, PhD, CPA": the post-nominals are not part of the name. */
function dropPostNominals(written: string): string {
  const text = written.replace(DOCTORATE_AFTER_NAME, '');
  const comma = text.indexOf(',');
  if (comma < 0) return text;
  const tail = text
    .slice(comma + 1)
    .split(/[\s,]+/)
    .filter(Boolean);
  if (tail.length === 1 && PLACE_CODE.test(tail[0] ?? '')) return text;
  return tail.length > 0 && tail.every((token, i) => isCredential(token) || isLevel(token, tail[i - 1]))
    ? text.slice(0, comma)
    : text;
}

/**
 * A title before a name: the courtesy and academic ones, and the professional titles some countries write before
 * an engineer's, architect's or lawyer's name (the Philippines' and Nigeria's `Engr.`, `Atty.`, `Arch.`; `Ir.` in
 * Indonesia and the Netherlands). The words that are also names or ordinary words (Arch, Eng, Rev, Ir) only with
 * their full stop. Since the fifteenth round also the German and Austrian degree titles written before a name
 * (`Dipl.-Ing.`, `Dipl.-Inf.`, `Dr.-Ing.`, `Mag.`, `Ing.`). Since the eighteenth round several titles in a row
 * (`mgr inż.`, `prof. dr hab.`, `Dr. Ing.`).
 */
const TITLE_BEFORE_NAME = new RegExp(
  `^(?:(?:${[
    '(?:Dr|Prof|Mr|Mrs|Ms|Miss|Mx|Engr|Atty)\\.?',
    '(?:Eng|Arch|Rev|Ir|Hon|Mag|Ing)\\.',
    '(?:Dipl|Dr)\\.\\s?-\\s?[A-Z][a-z]{1,8}\\.?',
    // Polish, Czech and Slovak degree titles (eighteenth round): `mgr inż.`, `dr hab.`, `lic.`, `Bc.`, `MUDr.`,
    // `RNDr.`; `mgr` and `dr` are written without a full stop in Polish (the abbreviation keeps the last letter).
    'mgr\\.?|in[żz]\\.|hab\\.|lic\\.|Bc\\.|(?:MU|MV|RN|Ph|JU|Pharm|Paed|Th)Dr\\.',
  ].join('|')})\\s+)+`,
  'i',
);

const stripResumeWords = (text: string) =>
  dropPostNominals(text)
    // A title first, so that a nickname after it is still read as one ("Dr. Adaeze (Ada) Okonkwo-Brandt").
    .replace(TITLE_BEFORE_NAME, '')
    // "冼嘉欣（Cindy）", "Wei Zhang (David)": a nickname in brackets after the name.
    .replace(/\s*[（(][^（()）]{1,30}[)）]$/u, '')
    // "Yuqi (Emily) Zhao", "Sun-hee (Sunny) Park", "TOBIAS (TOBY) OKONKWO-REID": a nickname between the given
    // and the family name.
    .replace(/^(\p{Lu}[\p{L}\p{M}'’]+(?:-\p{L}[\p{L}\p{M}]*)?)\s+[（(]\p{Lu}[\p{L}\p{M}]+[)）]\s+(?=\p{Lu})/u, '$1 ')
    // "Rajesh “Raj” Iyer", "Robert 'Bob' Lee": a quoted nickname between the given and the family name.
    .replace(/^(\p{Lu}[\p{L}\p{M}'’-]*)\s+[“"‘'][\p{L}\p{M}.-]{1,20}[”"’']\s+(?=\p{Lu})/u, '$1 ')
    .replace(/,?\s+(?:Ph\.?\s?D\.?|DPhil|MBA|M\.?Sc\.?|P\.?E\.?)$/i, '')
    // "陈 博 博士": an academic title after a Chinese name, set apart by a space (陈博士 alone is a form of address).
    .replace(/(?<=\p{Script=Han})\s+(?:博士|博士后|教授|副教授|研究员)$/u, '')
    .replace(/(?:的)?(?:个人)?简历$/, '')
    .replace(/^(?:resume|cv)\s*[-–—:]\s*/i, '')
    .replace(/\s*[-–—:]\s*(?:resume|cv)$/i, '')
    .trim();

/**
 * "JOÃO PEDRO" → "João Pedro", "O'CONNOR" → "O'Connor", "LEFÈVRE-DUBOIS" → "Lefèvre-Dubois": each part after an
 * apostrophe or a hyphen starts with a capital; words already in mixed case are kept ("McDonald").
 */
export const titleCase = (text: string): string =>
  text.replace(/\p{L}[\p{L}\p{M}'’-]*/gu, (w) =>
    w === w.toUpperCase() && w !== w.toLowerCase()
      ? w.toLowerCase().replace(/(?:^|['’-])\p{L}/gu, (start) => start.toUpperCase())
      : w,
  );

/** Lower-case particles inside a family name: da Silva, van der Berg, de la Cruz, bin Abdullah, ibn Saud. */
const PARTICLE = '(?:da|das|de|del|della|der|des|di|do|dos|du|den|la|le|van|von|ter|ten|bin|binti|ibn|al|el|y|e)';
/**
 * 2–4 capitalised words in any script (Sébastien, Ørsted, Łukasz), initials allowed, with up to three
 * lower-case particles between them (never first or last).
 */
const LATIN_NAME = new RegExp(
  `^\\p{Lu}[\\p{L}\\p{M}'’.-]{0,30}(?:\\s+(?:${PARTICLE}\\s+){0,3}\\p{Lu}[\\p{L}\\p{M}'’.-]{0,30}){1,3}$`,
  'u',
);

/** Words that make a Han line a heading, not a name (个人信息, 项目经历, 技能·证书). */
const NOT_NAME_WORDS = /简历|信息|经历|经验|技能|证书|教育|项目|评价/;
/** A form's labels that start with a surname character: 居住地 (居), 籍贯 (籍), 时间 (时), 毕业院校 (毕). */
const NOT_NAME_LABELS =
  /^(?:居住地|现居地|籍贯|时间|毕业院校|户籍|兵役|学历|学位|专业|电话|手机|邮箱|地址|城市|年龄|身高|婚否|民族)$/;

/**
 * A person's name, or '' when the text is not one. `labelled`: the text stood after a name label, so a Chinese
 * name need not start with a surname from the table (the label already says it is a name).
 */
export function asName(raw: string, labelled = false): string {
  const text = stripResumeWords(raw.replace(/\s*(?:先生|女士)$/, '').trim());
  if (NOT_A_NAME.has(toSimplified(text)) || isPlaceholder(text)) return '';
  const compact = text.replace(/\s+/g, '');
  // Surnames and heading words are looked up in simplified characters: 陳 is 陈, 張 is 张 (Taiwan, Hong Kong).
  const simple = toSimplified(compact);
  // Uyghur, Tibetan and other transliterated names: given and family parts joined by a middle dot (阿依古丽·买买提).
  if (/^\p{Script=Han}{2,6}[·•・]\p{Script=Han}{2,6}$/u.test(compact) && !NOT_NAME_WORDS.test(simple)) {
    return compact.replace(/[•・]/u, '·');
  }
  if (/^[\p{Script=Han}·]{2,5}$/u.test(compact) && HAN.test(compact)) {
    // Unlabelled, four characters or more need a compound surname: headings are four (荣誉奖项, 项目经验).
    const surname =
      labelled ||
      SURNAMES.has(simple.slice(0, 2)) ||
      (SURNAMES.has(simple.slice(0, 1)) && simple.replace('·', '').length <= 3);
    return surname && !NOT_A_NAME.has(simple) && !NOT_NAME_WORDS.test(simple) && !NOT_NAME_LABELS.test(simple)
      ? compact
      : '';
  }
  // "高思远 Gao Siyuan" or "Chloe Lin 林可欣": one name in both scripts; the first is kept.
  const bilingual = /^([\p{Script=Han}]{2,4})\s+\p{Lu}|^(.+?)\s+([\p{Script=Han}]{2,4})$/u.exec(text);
  const part = bilingual?.[1] ?? bilingual?.[2] ?? '';
  if (part && part !== text) return asName(part, labelled);
  const familyFirst = givenFirstFromFamilyFirst(text);
  if (familyFirst) return familyFirst;
  if (LATIN_NAME.test(text) && !TITLE_WORDS.test(text) && !FUNCTION_WORDS.test(text)) {
    const capitals = CAPITAL_FAMILY_THEN_GIVEN.exec(text);
    if (capitals?.[1] && capitals[2]) return titleCase(`${capitals[2]} ${capitals[1]}`);
    return titleCase(withoutMonogram(text));
  }
  return '';
}

/**
 * Common Chinese (Wade-Giles, pinyin) and Korean family names as romanised: only these start a name written family
 * name first before a hyphenated given name, so "Anna Okonkwo-Brandt" (a hyphenated family name) stays as written.
 */
const ROMANISED_FAMILY_NAMES = new Set(
  (
    'chen chan chang cheng chiang chou chu chung huang hsu hu kuo lai lee li liang lin liu lo lu ma pan tsai tseng ' +
    'wang wu yang yeh yu zhang zhao zhou kim park choi jung kang cho yoon jang lim han shin seo kwon hwang ahn song'
  ).split(' '),
);
/** "Chen Wei-Lun", "CHEN Wei-Lun", "Chen, Wei-Lun": a one-word family name, then a two-syllable given name. */
const FAMILY_THEN_HYPHENATED = /^(\p{Lu}[\p{L}]{1,7}),?\s+(\p{Lu}[a-z]{1,5}-\p{L}[a-z]{1,5})$/u;

/**
 * "NAKAMURA Haruto", "DUPONT Jean-Luc", "KIM Minji": the family name in capitals before a given name in mixed case,
 * the convention of Japanese, French and academic CVs that say which part is the family name (thirteenth round).
 * Exactly two words: a monogram before a name ("MO Marisol Ortega") has three.
 */
const CAPITAL_FAMILY_THEN_GIVEN = /^(\p{Lu}{2,}(?:[-'’]\p{Lu}{2,})?),?\s+(\p{Lu}\p{Ll}+(?:-\p{Lu}?\p{Ll}+)?)$/u;

/** Such a name as "Given Family" (the order the rest of the resume and the labels use); '' for any other text. */
function givenFirstFromFamilyFirst(text: string): string {
  const m = FAMILY_THEN_HYPHENATED.exec(text);
  if (!m?.[1] || !m[2] || !ROMANISED_FAMILY_NAMES.has(m[1].toLowerCase())) return '';
  return titleCase(`${m[2]} ${m[1]}`);
}

/**
 * "MO Marisol Ortega": a builder's monogram (the initials in a photo circle) read before the name. Dropped only when
 * its letters are exactly the initials of the two or three words after it ("Al Gore" has no such prefix).
 */
function withoutMonogram(text: string): string {
  const [first = '', ...rest] = text.split(/\s+/);
  if (!/^\p{Lu}{2,3}$/u.test(first) || rest.length < first.length) return text;
  const initials = rest.map((word) => word[0] ?? '').join('');
  return initials === first ? rest.join(' ') : text;
}

/** "Hi, I'm Sofia Marchetti — AI Product Manager": a Notion page's greeting title names its writer. */
const GREETING = /^(?:hi|hello|hey)\b[\s,!]*(?:i['’]m|i am|my name is)\s+(.+)$/i;

function nameInGreeting(segment: string): string {
  const after = GREETING.exec(segment)?.[1] ?? '';
  return after ? asName(after.split(/\s+[—–-]\s+|[,.!]/)[0] ?? '') : '';
}

/** The first non-empty answer of `read` over the parts of the first `count` lines. */
function firstInSegments(lines: string[], count: number, read: (segment: string) => string): string {
  for (const line of lines.slice(0, count)) {
    for (const segment of segmentsOf(line)) {
      const value = read(segment);
      if (value) return value;
    }
  }
  return '';
}

/** "Carvalho Moreira, Inês", "ZHANG, Wei": family name first, a comma, then the given name(s). */
const INVERTED =
  /^(\p{Lu}[\p{L}\p{M}'’-]*(?:\s+\p{Lu}[\p{L}\p{M}'’-]*){0,2}),\s*(\p{Lu}[\p{L}\p{M}'’.-]*(?:\s+\p{Lu}[\p{L}\p{M}'’.-]*){0,2})$/u;

/**
 * "WONG Ka Ho, Kelvin", "CHAN Tai Man, Peter": a Hong Kong name as written officially — the family name in capitals,
 * then the given names — and the English name after a comma. The name before the comma is whole; the English one
 * is used at work, as a nickname is, and is left out (fifteenth round).
 */
const FAMILY_GIVEN_THEN_ENGLISH = /^(\p{Lu}{2,}(?:\s+\p{Lu}\p{Ll}+(?:-\p{Ll}+)?){1,2}),\s*\p{Lu}\p{Ll}+$/u;

/**
 * A name written family name first with a comma (Europass, library style), as "Given Family"; '' otherwise.
 * Only where something else says it is a name (a label, the e-mail address): "Berlin, Germany" has the same shape.
 */
export function invertedName(text: string): string {
  const english = FAMILY_GIVEN_THEN_ENGLISH.exec(text.trim());
  if (english?.[1]) return asName(english[1]);
  const m = INVERTED.exec(text.trim());
  return m ? asName(`${m[2]} ${m[1]}`) : '';
}

const SINGLE_NAME_WORD = /^\p{Lu}[\p{L}\p{M}'’-]{1,30}$/u;
/**
 * The family-name line of a two-line header: one capitalised word, or (eighteenth round) one after its lower-case
 * particles ("Jan-Willem" / "van den Berg", "Ana" / "de la Cruz"), as a Dutch or Spanish family name is written.
 */
const FAMILY_LINE = new RegExp(`^(?:(?:${PARTICLE})\\s+){0,3}\\p{Lu}[\\p{L}\\p{M}'’-]{1,30}$`, 'u');

/** "“Tandi”", "(Sasha)": a nickname in quotes or brackets on a line of its own. */
const NICKNAME_LINE = /^[“"‘'(（]\p{Lu}[\p{L}\p{M}.-]{0,20}[”"’')）]$/u;

/**
 * "Siobhán" / "O'Donnell-Hayes": a header that sets the given and the family name on lines of their own (blank
 * lines between, as Word writes paragraphs). Only at the very top, the first two non-empty lines; a nickname on a
 * line of its own between them ("Thandiwe" / "“Tandi”" / "Dlamini", seventeenth round) is left out.
 */
function nameOverTwoLines(lines: string[]): string {
  const top = lines
    .slice(0, 7)
    .map((line) => line.trim())
    .filter(Boolean)
    .filter((line, n) => n !== 1 || !NICKNAME_LINE.test(line));
  const [given, family] = top;
  if (!given || !family || !SINGLE_NAME_WORD.test(given) || !FAMILY_LINE.test(family)) return '';
  return asName(`${given} ${family}`);
}

/**
 * "Priya" / "github.com/… | priya.raghu@…" / "Raghunathan<tab>+1 (412) …": a Deedy header sets the given name on the
 * first line and the family name lower down, with the contacts right-aligned between and beside them. Taken only
 * when the given name is alone on the very first line and the family name starts a line among the next four.
 */
function givenOverContacts(lines: string[]): string {
  const top = lines.map((line) => line.trim()).filter(Boolean);
  const given = top[0] ?? '';
  if (!SINGLE_NAME_WORD.test(given) || TITLE_WORDS.test(given)) return '';
  for (const line of top.slice(1, 5)) {
    const [family = '', ...rest] = segmentsOf(line);
    if (rest.length > 0 && SINGLE_NAME_WORD.test(family) && !TITLE_WORDS.test(family)) {
      return asName(`${given} ${family}`);
    }
  }
  return '';
}

/**
 * "牛" / "性别：男" / "生日：…" / "犇": a name set vertically in a sidebar band, one character a line, read between
 * the sidebar's own lines. A surname alone on a line near the top, then one or two more lone characters within
 * the next four lines (a lone 男 or 女 is the gender, not part of a name).
 */
function verticalHanName(lines: string[]): string {
  const top = lines.slice(0, 12).map((line) => line.trim());
  const lone = (line: string) => /^\p{Script=Han}$/u.test(line) && !/^[男女]$/.test(line);
  for (let n = 0; n < top.length; n++) {
    const surname = top[n] ?? '';
    if (!lone(surname) || !SURNAMES.has(toSimplified(surname))) continue;
    const given = top
      .slice(n + 1, n + 5)
      .filter(lone)
      .slice(0, 2);
    if (given.length > 0) return asName(surname + given.join(''));
  }
  return '';
}

/**
 * A profile export's sidebar lists ("Top Skills" / "Stream Processing" / "Kafka", "Languages", "Certifications"):
 * its items have a name's shape but are not the candidate's name. Read up to the next line that is no such item.
 */
const SIDEBAR_LIST_HEADING = /^(?:contact|top skills|skills|languages|certifications|honors-awards|honors & awards)$/i;

function outsideSidebarLists(lines: string[]): string[] {
  let inList = false;
  return lines.map((line) => {
    if (SIDEBAR_LIST_HEADING.test(line.trim())) {
      inList = true;
      return '';
    }
    return inList ? '' : line;
  });
}

/** The name from the top of the resume: the first line part that looks like a name. */
const findNameNearTop = (lines: string[]): string =>
  nameOverTwoLines(lines) ||
  firstInSegments(outsideSidebarLists(lines.slice(0, 8)), 8, (segment) => {
    // "张伟 AI工程师": a Chinese name followed by more on the same line part.
    const first = segment.split(/[\s,，]+/)[0] ?? '';
    return asName(segment) || (HAN.test(first) ? asName(first) : '') || nameInGreeting(segment);
  }) ||
  givenOverContacts(lines) ||
  verticalHanName(lines);

/** A job title on the line under a name ("Frontend Engineer", "数据分析师"). */
const HEADLINE =
  /\b(?:engineer|developer|designer|manager|scientist|analyst|architect|consultant|specialist|accountant|researcher|administrator|programmer|technician|director|officer|lead)\b|工程师|设计师|经理|分析师|架构师|会计/i;
const SIDEBAR_REACH = 60;

const foldLetters = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** German letters as an address spells them: "Wüstenhagen" is "wuestenhagen", "Groß" is "gross". */
const germanSpelling = (text: string) =>
  text.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');

/**
 * "joost.vanderheijden@…" names Joost van der Heijden: a word of three letters or more is in the address, its
 * accents dropped or (since the fifteenth round) its umlauts written out ("j.wuestenhagen@…" for Wüstenhagen).
 */
function nameInEmail(name: string, email: string): boolean {
  const local = foldLetters(email.split('@')[0] ?? '').replace(/[^a-z]/g, '');
  if (local.length < 3) return false;
  return [foldLetters(name), foldLetters(germanSpelling(name))].some((spelling) =>
    spelling.split(/[^a-z]+/).some((word) => word.length >= 3 && local.includes(word)),
  );
}

function headlineUnder(lines: string[], n: number): boolean {
  const next = lines.slice(n + 1, n + 4).find((line) => line.trim() !== '') ?? '';
  return next.trim().length <= 60 && !/\d/.test(next) && HEADLINE.test(next);
}

/**
 * The candidate's name: the first line part near the top that looks like a name; else, when a sidebar (contacts,
 * skills) is read before the main column, a name-like line further down that the e-mail address spells or that a
 * job title follows ("CONTACT … SKILLS … Ana Lucía Fernández de Castro / Frontend Engineer").
 */
export function findName(lines: string[], email: string): string {
  const name = findLatinOrHanName(lines, email);
  return (name && !HAN.test(name) && writtenInChinese(lines) && hanNameBeside(lines, name)) || name;
}

function findLatinOrHanName(lines: string[], email: string): string {
  const top = findNameNearTop(lines);
  if (top) return withWrappedFamilyName(top, lines, email);
  const reach = Math.min(lines.length, SIDEBAR_REACH);
  // From the top: lines a sidebar list hid from the search above may hold the name too. A name the e-mail address
  // spells is looked for first (nineteenth round): a course or certificate line ("Deep Learning Specialization
  // (Coursera, 2020)") with a certificate that names a job under it ("… Data Engineer Associate") has a name's
  // shape and a title under it, but the address never spells it.
  for (let n = 0; n < reach; n++) {
    for (const segment of segmentsOf(lines[n] ?? '')) {
      const name = asName(segment);
      if (name && nameInEmail(name, email)) return name;
      const inverted = invertedName(segment);
      if (inverted && nameInEmail(inverted, email)) return inverted;
    }
  }
  for (let n = 0; n < reach; n++) {
    for (const segment of segmentsOf(lines[n] ?? '')) {
      const name = asName(segment);
      if (name && headlineUnder(lines, n)) return name;
    }
  }
  return nameOnEmailLine(lines, email) || mononymAtTop(lines, email);
}

/**
 * "WAHYUDI   Senior Mobile Engineer" with wahyudi.dev@…: many Indonesians (and some Burmese, Afghans, South Indians)
 * have one name only (twentieth round). A single word of four letters or more that opens one of the first lines is
 * that name when the e-mail address starts with it; a heading word ("CONTACT", "Resume") never is.
 */
function mononymAtTop(lines: string[], email: string): string {
  const local = foldLetters(email.split('@')[0] ?? '');
  if (!local) return '';
  for (const line of lines.filter((l) => l.trim() !== '').slice(0, 3)) {
    const word = (segmentsOf(line)[0] ?? '').trim();
    if (!/^\p{Lu}[\p{L}\p{M}'’-]{3,30}$/u.test(word) || TITLE_WORDS.test(word)) continue;
    if (local.startsWith(foldLetters(word))) return titleCase(word);
  }
  return '';
}

/**
 * "João Pedro da Silva" / "Albuquerque" (nineteenth round): a long name that a narrow sidebar wrapped, its last
 * family name alone on the next line. The word is added only when the e-mail address spells it and the name does
 * not already hold it.
 */
function withWrappedFamilyName(name: string, lines: string[], email: string): string {
  if (HAN.test(name) || !email) return name;
  const at = lines.findIndex((line) => line.trim() === name);
  const next = at < 0 ? '' : (lines.slice(at + 1, at + 3).find((line) => line.trim() !== '') ?? '').trim();
  if (!SINGLE_NAME_WORD.test(next) || TITLE_WORDS.test(next) || name.split(/\s+/).includes(next)) return name;
  return nameInEmail(next, email) ? `${name} ${next}` : name;
}

/**
 * "Tomasz Hale · +48 512 330 871 · tomasz.hale@example.net" as a page footer, read after the body: a name set on the
 * e-mail's own line, wherever that line is, when the address spells it.
 */
function nameOnEmailLine(lines: string[], email: string): string {
  if (!email) return '';
  const mailbox = nameOfMailbox(lines, email);
  if (mailbox) return mailbox;
  for (const line of lines.filter((l) => l.includes(email))) {
    for (const segment of segmentsOf(line)) {
      const name = asName(segment);
      if (name && nameInEmail(name, email)) return name;
    }
  }
  return '';
}

/**
 * "From: Tomasz Kowalczyk <t.kowalczyk@example.pl>": a resume pasted under an e-mail's header lines names its writer
 * only in the sender's mailbox. The display name before the candidate's own address in angle brackets is the name
 * (fifteenth round); a recipient's mailbox holds another address and is not read.
 */
function nameOfMailbox(lines: string[], email: string): string {
  const mailbox = `<${email}>`.toLowerCase();
  for (const line of lines.filter((l) => l.toLowerCase().includes(mailbox))) {
    const before = line
      .slice(0, line.toLowerCase().indexOf(mailbox))
      .replace(/^\s*(?:From|Von|De|发件人)\s*[:：]\s*/i, '');
    const name = asName(before.trim().replace(/^["“']|["”']$/g, ''));
    if (name) return name;
  }
  return '';
}

/** More Han characters than a third of the Latin letters: a resume written in Chinese, English terms and all. */
function writtenInChinese(lines: string[]): boolean {
  const text = lines.slice(0, 200).join('\n');
  const han = text.match(/\p{Script=Han}/gu)?.length ?? 0;
  const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
  return han * 3 > latin;
}

/**
 * "陳家豪" / "Kelvin Chan Ka-ho": a Hong Kong, Taiwan or overseas Chinese header sets the name in both scripts on
 * lines of their own, one right under the other. On a resume written in Chinese the Chinese name is the name (the
 * English one is the name used at work, as a nickname in brackets is); '' when no Han name stands beside `name`.
 */
function hanNameBeside(lines: string[], name: string): string {
  const at = lines.slice(0, SIDEBAR_REACH).findIndex((line) => segmentsOf(line).some((s) => asName(s) === name));
  if (at < 0) return '';
  const neighbour = (step: number) => {
    for (let n = at + step; n >= 0 && n < lines.length && Math.abs(n - at) <= 2; n += step) {
      const line = (lines[n] ?? '').trim();
      if (line) return line;
    }
    return '';
  };
  for (const line of [neighbour(-1), neighbour(1)]) {
    const han = HAN.test(line) ? asName(line) : '';
    if (han && HAN.test(han)) return han;
  }
  return '';
}

export function asGender(raw: string): string {
  const text = raw.trim().toLowerCase();
  if (/^(?:男|男性|male|m|man)$/.test(text)) return 'Male';
  if (/^(?:女|女性|female|f|woman)$/.test(text)) return 'Female';
  return '';
}

/**
 * "男 1992 年 12 月 北京": a header cell that starts with the gender and goes on after a space with the birth date
 * and the city. The rest of the cell, when one is there.
 */
const afterLeadingGender = (segment: string): { gender: string; rest: string } => {
  const m = /^(男|女)\s+(\S.*)$/u.exec(segment);
  return m ? { gender: asGender(m[1] ?? ''), rest: m[2] ?? '' } : { gender: '', rest: '' };
};

/** A date at the start of a header cell ("1992 年 12 月 北京", "1995.07 杭州"): the city after it is not the date. */
const LEADING_DATE = /^\d{4}\s*(?:年\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*日)?|[.\-/]\d{1,2}(?:[.\-/]\d{1,2})?)(?![\d.\-/])/u;

const NEAR_TOP = 15;

/**
 * "男 | 27岁", "女 / 1993年11月" or "男 1992 年 12 月 北京" near the top, or on a contact line further down
 * (`contactLines`: a sidebar layout reads its icon row of e-mail, city, gender and birth month late).
 */
export const findGenderNearTop = (lines: string[], contactLines: string[] = []): string =>
  firstInSegments([...lines.slice(0, NEAR_TOP), ...contactLines], NEAR_TOP + contactLines.length, (written) => {
    const segment = withoutIcon(written);
    return asGender(segment) || afterLeadingGender(segment).gender;
  });

/** "♂ 男", "✉ …": an icon glyph (a symbol or a private-use character) before a header cell's value. */
const withoutIcon = (segment: string) => segment.replace(/^[\p{So}\p{Co}\p{Sk}]+\s*/u, '');

/** "性别：男｜1995.10": a gender under its label, which makes the line a gender line as a bare 男 does. */
const labelledGender = (segment: string) =>
  asGender(withoutIcon(segment)) || asGender(/^(?:性别|性別|gender|sex)\s*[:：]\s*(.+)$/i.exec(segment)?.[1] ?? '');

/** "Born 14.08.1991", "DOB 12/03/1990", "Geboren am 14.08.1991": a birth label without a colon before a date. */
const BORN_UNCOLONED = /^(?:Born(?: on)?|DOB|Date of Birth|Birth Date|Geboren(?: am)?)\s+(\d.*)$/i;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

function dateString(year: number, month?: number, day?: number): string {
  if (year < 1940 || year > new Date().getFullYear() - 14) return '';
  if (month === undefined) return String(year);
  if (month < 1 || month > 12) return '';
  if (day === undefined) return `${year}-${pad(month)}`;
  if (day < 1 || day > 31) return '';
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** "民國82年8月15日", "民国 82.08": a year of the Republic of China calendar (Taiwan). */
const ROC_DATE =
  /^民[国國]\s*(\d{2,3})\s*(?:年|[.\-/])\s*(\d{1,2})\s*(?:月|[.\-/])?\s*(?:(\d{1,2})\s*日?)?(?:\s*出生|\s*生)?$/u;

const LONE_REACH = 80;

/**
 * Values a two-column form put away from their labels (Europass reads its label column first, then the values):
 * the first line that is only a gender word; the first line that is only a birth date (year and month at least).
 * Only asked when such a label stands alone.
 */
export const loneGender = (lines: string[]): string =>
  lines
    .slice(0, LONE_REACH)
    .map(asGender)
    .find((g) => g !== '') ?? '';

export const loneBirthday = (lines: string[]): string =>
  lines
    .slice(0, LONE_REACH)
    .map(asBirthday)
    .find((d) => d.length >= 7) ?? '';

/** A birth date as YYYY-MM-DD, YYYY-MM or YYYY, from the many ways resumes write it. */
export function asBirthday(raw: string): string {
  // "民國82年8月15日（32歲）": the age in brackets after the date is left out.
  const text = raw.trim().replace(/\s*[（(]\s*(?:age\s*)?\d{1,2}\s*(?:歲|岁|周岁|years?(?: old)?)?\s*[)）]$/i, '');
  // "30岁（1994年3月）", "29 years (born 1995-02)": an age with the birth date in brackets after it.
  const afterAge = /^\d{1,2}\s*(?:岁|歲|周岁|years?(?: old)?)\s*[（(]\s*(?:born\s+)?([^()（）]+?)\s*[)）]$/i.exec(text);
  if (afterAge?.[1]) return asBirthday(afterAge[1]);
  let m = ROC_DATE.exec(text);
  // Taiwan's Minguo calendar: year 1 is 1912.
  if (m) return dateString(Number(m[1]) + 1911, Number(m[2]), m[3] ? Number(m[3]) : undefined);
  m = /^(\d{4})\s*(?:年|[.\-/])\s*(\d{1,2})\s*(?:月|[.\-/])?\s*(?:(\d{1,2})\s*日?)?(?:\s*出生|\s*生)?$/.exec(text);
  if (m) return dateString(Number(m[1]), Number(m[2]), m[3] ? Number(m[3]) : undefined);
  // A Minguo year alone ("民國 84 年生", "84 年次"): year 1 is 1912; "1993 年次" is a year as it is.
  m = /^(?:民[国國]\s*(\d{2,3})\s*年\s*出?生|(?:民[国國]\s*)?(\d{2,3})\s*年次)$/u.exec(text);
  if (m) return dateString(Number(m[1] ?? m[2]) + 1911);
  m = /^(\d{4})\s*年次$/.exec(text);
  if (m) return dateString(Number(m[1]));
  // A year alone ("1995", "1995年", "1995 年生"): the product stores a birth year as it is, and shows it as one.
  m = /^(\d{4})\s*(?:年(?:\s*出?生)?)?$/.exec(text);
  if (m) return dateString(Number(m[1]));
  m = /^([A-Za-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})$/i.exec(text);
  if (m) return dateString(Number(m[3]), MONTHS.indexOf((m[1] ?? '').slice(0, 3).toLowerCase()) + 1, Number(m[2]));
  m = /^(\d{1,2})(?:st|nd|rd|th)?(?:\s+of)?[\s-]+([A-Za-z]{3,9})\.?,?[\s-]+(\d{4})$/i.exec(text);
  if (m) return dateString(Number(m[3]), MONTHS.indexOf((m[2] ?? '').slice(0, 3).toLowerCase()) + 1, Number(m[1]));
  m = /^([A-Za-z]{3,9})\.?\s+(\d{4})$/.exec(text);
  if (m) return dateString(Number(m[2]), MONTHS.indexOf((m[1] ?? '').slice(0, 3).toLowerCase()) + 1);
  m = /^(\d{1,2})\s*[/.-]\s*(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(text);
  // Day first, as most of the world writes it, unless the second number cannot be a month (US 04/23/1995).
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    return b > 12 ? dateString(Number(m[3]), a, b) : dateString(Number(m[3]), b, a);
  }
  return '';
}

/** A lone date near the top that sits with the gender or says 出生 ("女 / 1993年11月", "1995年6月出生"). */
export function findBirthdayNearTop(lines: string[], contactLines: string[] = []): string {
  for (const line of [...lines.slice(0, NEAR_TOP), ...contactLines]) {
    const segments = segmentsOf(line);
    const withGender = segments.some((s) => labelledGender(s) !== '');
    for (const written of segments) {
      const segment = withoutIcon(written);
      const born = /^(.*?)\s*出生$/.exec(segment);
      if (born?.[1]) return asBirthday(born[1]);
      const bornLabel = BORN_UNCOLONED.exec(segment)?.[1];
      const bornDate = bornLabel ? asBirthday(bornLabel.replace(/\s+in\s+\p{Lu}.*$/u, '')) : '';
      if (bornDate) return bornDate;
      if (withGender) {
        // "男 / 1987.04 上海嘉定 137-…": on the gender's line, a date that opens a cell before the city and the
        // contacts is the birth date too (seventeenth round); a range there is a period and is not read.
        const leading = LEADING_DATE.exec(segment)?.[0] ?? '';
        const range = /^\s*[-–—~～至]/.test(segment.slice(leading.length));
        const date = asBirthday(segment) || (range ? '' : asBirthday(leading));
        if (date) return date;
      }
      // "1995.12 | 深圳 | +86 150 … | name@…": a bare month or date as a cell of the e-mail's own line (a sidebar's
      // icon row) is the birth date; a range there is a period of work or study and is not read.
      if (contactLines.includes(line) && !/\d\s*[-–—~～至]\s*(?:\d|至今|今|present)/i.test(line)) {
        const date = /^\d{4}\s*(?:年|[.\-/])\s*\d{1,2}/.test(segment) ? asBirthday(segment) : '';
        if (date) return date;
      }
      const { gender, rest } = afterLeadingGender(segment);
      const date = gender ? asBirthday(LEADING_DATE.exec(rest)?.[0] ?? '') : '';
      if (date) return date;
    }
  }
  return '';
}

/** "1995 年生", "1990年3月生", "1993年出生": a date that says it is a birth. */
/**
 * Since the nineteenth round also Taiwan's forms: "民國 84 年生" (a Minguo year, 1995) and "1993 年次" / "84 年次" (the
 * year of birth as a conscription class).
 */
const BIRTH_STATEMENT =
  /^(?:(?:民[国國]\s*\d{2,3}|\d{4})\s*年(?:\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*日)?)?\s*出?生|(?:民[国國]\s*)?\d{2,4}\s*年次)$/u;

/**
 * "男，1995 年生" / "个人资料": a personal-details line far from the top (a two-column page read sidebar last) that
 * states the birth, its parts set apart by commas; a part that is only 男 or 女 is the gender. The date must say
 * 生 or 出生, so a period of study or work is never read.
 */
export function birthStatementLine(lines: string[]): { gender: string; birthday: string } {
  for (const line of lines.slice(0, LONE_REACH)) {
    const parts = segmentsOf(line).flatMap((segment) => segment.split(/\s*[，,、;；]\s*/));
    const born = parts.find((part) => BIRTH_STATEMENT.test(part));
    if (!born) continue;
    const gender = parts.map((part) => asGender(part)).find(Boolean) ?? '';
    return { gender, birthday: asBirthday(born) };
  }
  return { gender: '', birthday: '' };
}

/** An English personal-details label and its value set apart by a space only: "Sex Male", "Date of birth 14/03/1988". */
const DETAIL_UNCOLONED =
  /^(Sex|Gender|Date of birth|Birth date|Born|DOB|Nationality|Citizenship|Marital status)\s+(?![:：])(\S.*)$/i;

/**
 * "Sex Male | Date of birth 14/03/1988 | Nationality German": a personal-details line in a Europass style, each part a
 * label and its value without a colon (fifteenth round). Read only where two parts or more are such pairs, so a
 * sentence starting with "Born" or "Sex" alone is not; a value that is no gender or date is not taken.
 */
export function personalDetailsLine(lines: string[]): { gender: string; birthday: string } {
  for (const line of lines.slice(0, LONE_REACH)) {
    const pairs = segmentsOf(line).flatMap((part) => {
      const m = DETAIL_UNCOLONED.exec(part);
      return m?.[1] && m[2] ? [{ label: m[1].toLowerCase(), value: m[2] }] : [];
    });
    if (pairs.length < 2) continue;
    const value = (labels: RegExp, read: (v: string) => string) =>
      pairs
        .filter((p) => labels.test(p.label))
        .map((p) => read(p.value))
        .find(Boolean) ?? '';
    return { gender: value(/^(?:sex|gender)$/, asGender), birthday: value(/birth|born|dob/, asBirthday) };
  }
  return { gender: '', birthday: '' };
}

/** "Born in Naples, 9 July 1992.", "Born on 3 May 1990.": a sentence that states the birth date, the place optional. */
const BORN_IN_PROSE =
  /(?:^|[.;!]\s+)Born\s+(?:in\s+\p{Lu}[\p{L}\p{M}'’ -]{1,40}?,?\s+)?(?:on\s+)?(\d{1,2}(?:st|nd|rd|th)?\s+\p{L}{3,9}\.?,?\s+\d{4}|\p{L}{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,\s+\d{4}|\d{4}-\d{2}-\d{2})(?=[.;,)]?\s*$|[.;,)]\s)/u;

/**
 * The birth date a narrative CV states in a sentence ("… restoring a Vespa. Born in Naples, 9 July 1992."), the date
 * written out in full so it cannot be a period of work (fifteenth round).
 */
export function birthInProse(lines: string[]): string {
  for (const line of lines.slice(0, LONE_REACH * 2)) {
    const date = BORN_IN_PROSE.exec(line)?.[1];
    const birthday = date ? asBirthday(date) : '';
    if (birthday) return birthday;
  }
  return '';
}

/**
 * "男 · 1993年4月": a line that is only a gender and a birth month (a 知页 header's right-hand cell, which the
 * reading order may put far below the top). Both must be there, so a lone date or a lone 男 elsewhere is not read.
 */
export function genderAndBirthLine(lines: string[]): { gender: string; birthday: string } {
  for (const line of lines.slice(0, LONE_REACH)) {
    const parts = segmentsOf(line).map(withoutIcon);
    if (parts.length !== 2) continue;
    const [gender, birthday] = [asGender(parts[0] ?? ''), asBirthday(parts[1] ?? '')];
    if (gender && birthday.length >= 7) return { gender, birthday };
  }
  return { gender: '', birthday: '' };
}
