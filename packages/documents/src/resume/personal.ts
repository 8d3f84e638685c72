import { HAN, segmentsOf } from '../text/normalize.ts';
import { isPlaceholder } from './labels.ts';

// The common Chinese surnames (about 95% of the population) and the compound ones.
const SURNAMES = new Set(
  [
    ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝',
  ].concat(
    // The rest of the Hundred Family Surnames (百家姓) and other attested ones: rare, but real (郦, 钮, 仝…).
    [
      ...'郦钮仝訾阚昝蔺逄斛郜邰郇宓宦鄢禹厍冀郏郗郁闻钭濮寿滑晋嵇荀羿储汲邴糜隗蓬栾詹蓟鄂卓屠胥莘翟谭贡劳姬扶冉雍卻璩桑桂扈燕晏瞿阎茹庾暨耿匡阙殳蔚夔巩聂晁勾敖辛饶乜鞠巢蒯竺逯桓仉岳帅缑亢况郈闫汝涂钦牟佘佴谯笪佟',
    ],
    [
      '欧阳',
      '上官',
      '司马',
      '诸葛',
      '东方',
      '皇甫',
      '令狐',
      '慕容',
      '尉迟',
      '公孙',
      '司徒',
      '夏侯',
      '长孙',
      '万俟',
      '闻人',
      '赫连',
      '澹台',
      '宇文',
      '呼延',
      '端木',
      '轩辕',
      '南宫',
      '钟离',
      '宗政',
      '濮阳',
      '淳于',
      '单于',
      '太叔',
      '申屠',
      '仲孙',
      '鲜于',
      '西门',
    ],
  ),
);

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
  /\b(?:resume|curriculum|vitae|cv|summary|profile|engineer|developer|designer|manager|scientist|analyst|architect|consultant|intern|university|college|institute|school|experience|education|skills?|contact|objective|senior|junior|lead|head|street|road|avenue|remote|email|phone|about|awards?|honou?rs|publications?|projects?|interests|languages|references|certifications?|activities|achievements|hobbies|declaration|personal|details|particulars|qualifications?|career|employment|history|strengths?|signature|address|nagar|district|post)\b/i;

/** Function words never part of a person's name ("EDUCATION / AND AWARDS", "Skills and Tools"). */
const FUNCTION_WORDS = /(?:^|\s)(?:and|or|of|the|for|in|at|to|with|on|by|from|&)(?=\s|$)/i;

const stripResumeWords = (text: string) =>
  text
    .replace(/^(?:Dr|Prof|Mr|Mrs|Ms|Miss)\.?\s+/i, '')
    .replace(/,?\s+(?:Ph\.?\s?D\.?|DPhil|MBA|M\.?Sc\.?|P\.?E\.?)$/i, '')
    .replace(/(?:的)?(?:个人)?简历$/, '')
    .replace(/^(?:resume|cv)\s*[-–—:]\s*/i, '')
    .replace(/\s*[-–—:]\s*(?:resume|cv)$/i, '')
    .trim();

/** "JOÃO PEDRO" → "João Pedro"; words already in mixed case are kept ("McDonald"). */
export const titleCase = (text: string): string =>
  text.replace(/\p{L}[\p{L}\p{M}'’-]*/gu, (w) =>
    w === w.toUpperCase() && w !== w.toLowerCase() ? (w[0] ?? '') + w.slice(1).toLowerCase() : w,
  );

/** 2–4 words, each starting with a capital in any script (Sébastien, Ørsted, Łukasz), initials allowed. */
const LATIN_NAME = /^\p{Lu}[\p{L}\p{M}'’.-]{0,30}(?:\s+\p{Lu}[\p{L}\p{M}'’.-]{0,30}){1,3}$/u;

/**
 * A person's name, or '' when the text is not one. `labelled`: the text stood after a name label, so a Chinese
 * name need not start with a surname from the table (the label already says it is a name).
 */
export function asName(raw: string, labelled = false): string {
  const text = stripResumeWords(raw.replace(/\s*(?:先生|女士)$/, '').trim());
  if (NOT_A_NAME.has(text) || isPlaceholder(text)) return '';
  const compact = text.replace(/\s+/g, '');
  if (/^[\p{Script=Han}·]{2,5}$/u.test(compact) && HAN.test(compact)) {
    const surname = labelled || SURNAMES.has(compact.slice(0, 2)) || SURNAMES.has(compact.slice(0, 1));
    return surname && !NOT_A_NAME.has(compact) && !/简历|信息|经历|技能/.test(compact) ? compact : '';
  }
  // "高思远 Gao Siyuan" or "Chloe Lin 林可欣": one name in both scripts; the first is kept.
  const bilingual = /^([\p{Script=Han}]{2,4})\s+\p{Lu}|^(.+?)\s+([\p{Script=Han}]{2,4})$/u.exec(text);
  const part = bilingual?.[1] ?? bilingual?.[2] ?? '';
  if (part && part !== text) return asName(part, labelled);
  if (LATIN_NAME.test(text) && !TITLE_WORDS.test(text) && !FUNCTION_WORDS.test(text)) {
    return titleCase(text);
  }
  return '';
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

/** The name from the top of the resume: the first line part that looks like a name. */
export const findNameNearTop = (lines: string[]): string =>
  firstInSegments(lines, 8, (segment) => {
    // "张伟 AI工程师": a Chinese name followed by more on the same line part.
    const first = segment.split(/[\s,，]+/)[0] ?? '';
    return asName(segment) || (HAN.test(first) ? asName(first) : '');
  });

export function asGender(raw: string): string {
  const text = raw.trim().toLowerCase();
  if (/^(?:男|男性|male|m|man)$/.test(text)) return 'Male';
  if (/^(?:女|女性|female|f|woman)$/.test(text)) return 'Female';
  return '';
}

/** "男 | 27岁" or "女 / 1993年11月" near the top. */
export const findGenderNearTop = (lines: string[]): string => firstInSegments(lines, 15, asGender);

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

/** A birth date as YYYY-MM-DD, YYYY-MM or YYYY, from the many ways resumes write it. */
export function asBirthday(raw: string): string {
  const text = raw.trim();
  let m = /^(\d{4})\s*(?:年|[.\-/])\s*(\d{1,2})\s*(?:月|[.\-/])?\s*(?:(\d{1,2})\s*日?)?(?:\s*出生|\s*生)?$/.exec(text);
  if (m) return dateString(Number(m[1]), Number(m[2]), m[3] ? Number(m[3]) : undefined);
  m = /^(\d{4})\s*年?$/.exec(text);
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
export function findBirthdayNearTop(lines: string[]): string {
  for (const line of lines.slice(0, 15)) {
    const segments = segmentsOf(line);
    const withGender = segments.some((s) => asGender(s) !== '');
    for (const segment of segments) {
      const born = /^(.*?)\s*出生$/.exec(segment);
      if (born?.[1]) return asBirthday(born[1]);
      if (withGender) {
        const date = asBirthday(segment);
        if (date) return date;
      }
    }
  }
  return '';
}
