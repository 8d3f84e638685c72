import { anotherPersonBlocks } from './another-person.ts';

const EMAIL = /[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.[A-Za-z]{2,24}/g;

/** The first e-mail address; the pattern only runs in a window around each "@", so long lines stay cheap. */
export function findEmail(text: string): string {
  for (let at = text.indexOf('@'); at >= 0; at = text.indexOf('@', at + 1)) {
    const from = Math.max(0, at - 64);
    const window = text.slice(from, at + 260);
    for (const m of window.matchAll(EMAIL)) {
      const start = from + (m.index ?? 0);
      if (start <= at && at < start + m[0].length) return m[0];
    }
  }
  return '';
}

/** Top-level domains common enough that a lone fragment completing one is the rest of the address. */
const COMMON_TLDS = new Set([
  'com',
  'org',
  'net',
  'edu',
  'gov',
  'info',
  'cn',
  'io',
  'de',
  'uk',
  'fr',
  'jp',
  'kr',
  'in',
]);

/**
 * "simajing95@example.co" / … / "m": a narrow table cell wrapped the address, and its last letters stand alone on
 * one of the next two lines. Joined only when they are nothing else (one to three lower-case letters alone on
 * their line) and the joined ending is a common top-level domain (co + m = com); otherwise the address as read.
 */
export function withWrappedEnd(email: string, lines: string[]): string {
  const at = lines.findIndex((line) => line.includes(email));
  if (!email || at < 0) return email;
  const after = (lines[at] ?? '').slice((lines[at] ?? '').indexOf(email) + email.length);
  if (!/^\s*(?:\t.*)?$/.test(after)) return email;
  const tld = email.slice(email.lastIndexOf('.') + 1);
  for (const line of lines.slice(at + 1, at + 3)) {
    const fragment = /^\s*([a-z]{1,3})\s*$/.exec(line)?.[1];
    if (fragment && COMMON_TLDS.has(tld + fragment) && !COMMON_TLDS.has(tld)) return email + fragment;
  }
  return email;
}

const CUT_IN_DOMAIN = /(?<![A-Za-z0-9._%+-])([A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9-]{0,63})$/;
const DOMAIN_REST = /^([A-Za-z0-9-]{0,63}(?:\.[A-Za-z0-9-]{1,63}){0,6}\.[A-Za-z]{2,24})$/;

/**
 * "priya.raghunathan@examp" / "le.com": a narrow sidebar (a LinkedIn profile export's Contact column) wrapped the
 * address inside its domain, so no line holds a whole one. Joined when a line ends with the address up to the cut
 * and the next non-empty line is only the rest of a domain, ending with a top-level domain.
 */
export function findEmailCutInDomain(lines: string[]): string {
  for (let n = 0; n < lines.length - 1; n++) {
    const head = CUT_IN_DOMAIN.exec((lines[n] ?? '').trimEnd())?.[1];
    if (!head) continue;
    const next = lines.slice(n + 1, n + 3).find((line) => line.trim() !== '') ?? '';
    const rest = DOMAIN_REST.exec(next.trim())?.[1] ?? topLevelBelow(lines, n);
    if (rest && findEmail(head + rest) === head + rest) return head + rest;
  }
  return '';
}

/** A line that is only a domain's last labels after their dot: ".com", ".co.uk". */
const TOP_LEVEL_ALONE = /^(\.[A-Za-z]{2,24}(?:\.[A-Za-z]{2,24})?)$/;
/** How far below the cut a column read beside it may set the top-level domain. */
const TOP_LEVEL_REACH = 4;

/**
 * "emrecan.yildirim@example" / "Computer Vision Engineer · PhD" / "Candidate" / ".com" (thirty-eighth round): a
 * two-column header read line by line sets the other column's lines between an address cut before its top-level
 * domain and that domain. Only a line below that holds the dot and the top-level domain alone, the first within four;
 * the whole must still be an address (`x@` and `.com` are none).
 */
function topLevelBelow(lines: string[], n: number): string | undefined {
  for (const line of lines.slice(n + 1, n + 1 + TOP_LEVEL_REACH)) {
    const rest = TOP_LEVEL_ALONE.exec(line.trim())?.[1];
    if (rest) return rest;
  }
  return undefined;
}

/** "[dot]", "(dot)" or a plain dot between the labels of a domain. */
const DOT = String.raw`(?:\.|\s?[\[(（{]\s?dot\s?[\])）}]\s?)`;
const DOMAIN = `([A-Za-z0-9-]{1,63}(?:${DOT}[A-Za-z0-9-]{1,63}){0,6}${DOT}[A-Za-z]{2,24})(?![A-Za-z0-9])`;
const LOCAL = `(?<![A-Za-z0-9._%+-])([A-Za-z0-9][A-Za-z0-9._%+-]{0,63})`;
/** "name [at] example.org", "name (at) example (dot) org": an address written so that robots miss it. */
const BRACKETED_AT = new RegExp(String.raw`${LOCAL}\s?[\[(（{<]\s?at\s?[\])）}>]\s?${DOMAIN}`, 'i');
/** "name#example.cn", "name at example.org", "name＃example.cn": only in a value labelled as the e-mail address. */
const LOOSE_AT = new RegExp(String.raw`${LOCAL}(?:\s?[#＃]\s?|\s+at\s+)${DOMAIN}`, 'i');

/**
 * An e-mail address written with its "@" disguised, as a recruiter would type it; '' when there is none.
 * The bracketed forms ("[at]", "(at)") are read anywhere; "#" or " at " only in a labelled value (`labelled`),
 * where nothing else can be meant ("Hashtags: #ml at ICML" is not an address).
 */
export function obfuscatedEmail(text: string, labelled: boolean): string {
  const slice = text.slice(0, 500);
  const m =
    (/at\s?[\])）}>]/i.test(slice) ? BRACKETED_AT.exec(slice) : null) ?? (labelled ? LOOSE_AT.exec(slice) : null);
  if (!m?.[1] || !m[2]) return '';
  return `${m[1]}@${m[2].replace(new RegExp(DOT, 'gi'), '.')}`;
}

const CN_MOBILE = /(?<![\d+])(?:(?:\+|00)\s?86[\s-]?|86[\s-])?(1[3-9]\d)[\s-]?(\d{4})[\s-]?(\d{4})(?!\d)/;
/** "+82 10-9030-1843", "(+82) 10-9030-1843", "+44 (0)20 7946 0018": the country code may sit in brackets. */
// The separators never cross a line break (twentieth round): "+254 712 408 337" over "0733 902 115" on the next line
// is two numbers, and reading on made one too long to be a phone, so a piece of each was taken instead.
// A trunk 0 in brackets after the code ("+33 (0)6 42 18 90 57", forty-second round) is no group of the number: counted as
// one, it left a French mobile's five groups one short, and the last was cut off.
// Round 60: its groups never run across a tab, a table's cell break ("+45 20 12 34 56<TAB>2 May 1991"). Review mend
// 8: except right after the country code, which a form may give a cell of its own ("Phone<TAB>+44<TAB>7700 900123").
const INTERNATIONAL =
  /(?<![\w+])(?:\(\+\d{1,3}\)|\+\d{1,3})(?:(?:(?!\n)[\s.·-]){0,3}\(0\))?(?:(?!\n)[\s.·-]){0,3}\(?\d{1,4}\)?(?:(?:(?![\n\t])[\s.·-]){0,3}\(?\d{1,4}\)?){1,4}(?!\d)/;
/** "(415) 555-0142", "415.555.0142", "(415) · 497 · 7282": separators of up to three characters. */
const NATIONAL = /(?<![\w+])(?:\(\d{3}\)|\d{3})(?:(?!\n)[\s.·-]){1,3}\d{3}(?:(?!\n)[\s.·-]){1,3}\d{4}(?!\d)/;
/**
 * A number written nationally with its trunk 0, in groups: "07700 900318", "020 7946 0018" (UK), "06 4127 9035"
 * (Netherlands), "06 12 34 56 78" (France); 10 or 11 digits in all. Since the thirty-second round also 12, as an
 * Indonesian mobile is written ("0813-2240-1187"), and the trunk 0 apart before an area code in brackets, as Turkey
 * writes it ("0 (535) 412 88 03").
 */
const TRUNK_NATIONAL = /(?<![\w+.\-/])0(?:\d{1,4}| ?\(\d{2,4}\))(?:[ .-]\d{2,8}){1,4}(?!\d|[-/.]\d)/g;
/** A Chinese landline: 010-12345678, 0755-8888 6666. */
const CN_LANDLINE = /(?<![\d+])0\d{2,3}-\d{7,8}(?!\d)/;

const digits = (text: string) => text.replace(/\D/g, '');

/**
 * A number as stored: "(+82) 10-9030-1843" → "+82 10-9030-1843", "(415) · 497 · 7282" → "(415) 497 7282",
 * "+44 (0)7700 900 418" → "+44 7700 900 418" (the trunk 0 in brackets is dialled only from inside the country).
 */
const tidyPhone = (raw: string) =>
  raw
    .trim()
    .replace(/^\((\+\d{1,3})\)/, '$1')
    // Round 58: a hyphen may join the trunk to the code ("+886-(0)928-415-306").
    .replace(/^(\+\d{1,3})[\s.-]*\(0\)[\s.-]*/, '$1 ')
    .replace(/\s*·\s*/g, ' ')
    .replace(/\s{2,}/g, ' ');

function trunkNational(text: string): RegExpMatchArray | null {
  for (const m of text.matchAll(TRUNK_NATIONAL)) {
    const count = digits(m[0]).length;
    if (count >= 10 && count <= 12) return m;
  }
  return null;
}

/**
 * Where a country's numbering plan tells mobiles from fixed lines by the first digits after the country code
 * (Germany 15–17, the UK and Sweden 7, France 6–7, Italy 3, Spain 6–7, the Netherlands 6, Portugal 9, South Africa
 * 6–8, Australia 4, Hong Kong 5–9, India 6–9, Ireland 8). Countries that do not (the US, Canada) are not listed.
 * Since the eighteenth round, by the same principle: Taiwan 9 (a Taipei line is +886 2), mainland China 13–19
 * (Beijing's area code 10 is a fixed line), Japan 70/80/90, South Korea 10–19, Singapore 8–9, Malaysia 1,
 * the Philippines 9, Indonesia 8, Thailand 6/8/9, Vietnam 3/5/7/8/9, Argentina 9, Belgium 45–49, Switzerland
 * 75–79, Austria 65–69, Norway 4/9, Finland 4/50, New Zealand 2, Israel 5, Turkey 5, the UAE 5, Pakistan 3,
 * Greece 69, Macau 6.
 */
const MOBILE_PLAN: Record<string, RegExp> = {
  '49': /^1[5-7]/,
  '44': /^7/,
  '46': /^7/,
  '33': /^[67]/,
  '39': /^3/,
  '34': /^[67]/,
  '31': /^6/,
  '351': /^9/,
  '27': /^[6-8]/,
  '61': /^4/,
  '852': /^[5-9]/,
  '91': /^[6-9]/,
  '353': /^8/,
  '886': /^9/,
  '86': /^1[3-9]/,
  '81': /^[789]0/,
  '82': /^1/,
  '65': /^[89]/,
  '60': /^1/,
  '63': /^9/,
  '62': /^8/,
  '66': /^[689]/,
  '84': /^[35789]/,
  '54': /^9/,
  '32': /^4[5-9]/,
  '41': /^7[5-9]/,
  '43': /^6[5-9]/,
  '47': /^[49]/,
  '358': /^(?:4|50)/,
  '64': /^2/,
  '972': /^5/,
  '90': /^5/,
  '971': /^5/,
  '92': /^3/,
  '30': /^69/,
  '853': /^6/,
  // Round 56: Brazil (a mobile is the two-digit area code, then 9), Bangladesh 1, Uzbekistan 9/33/50/88, Poland by
  // its mobile prefixes (a Kraków line is +48 12).
  '55': /^\d\d9/,
  '880': /^1/,
  '998': /^(?:9|33|50|88)/,
  '48': /^(?:45|5[0137]|6[069]|7[2389]|88)/,
};

/**
 * 'mobile' or 'landline' by the numbering plan of the number's country; '' where the plan does not say. The plan reads
 * the digits after the country code, an area code in brackets included ("+55 (81) 3421-0099" is a Recife line).
 */
function lineKind(international: string): 'mobile' | 'landline' | '' {
  const m = /^\(?\+(\d{1,3})\)?[\s.·-]*(?:\(0\)\s*)?(\(?\d[\d\s.·()-]*)/.exec(international.trim());
  const plan = m?.[1] ? MOBILE_PLAN[m[1]] : undefined;
  if (!plan || !m?.[2]) return '';
  return plan.test(digits(m[2])) ? 'mobile' : 'landline';
}

/**
 * The international number to store: the first one, unless its country's plan says it is a fixed line and a mobile
 * follows ("☎ +49 89 7621 4407  +49 171 3385902", an office line then the mobile, its label an icon lost in the PDF).
 */
const EVERY_INTERNATIONAL = new RegExp(INTERNATIONAL.source, 'g');

function internationalNumber(text: string): RegExpExecArray | null {
  const all = [...text.matchAll(EVERY_INTERNATIONAL)].filter((m) => {
    const count = digits(m[0]).length;
    return count >= 8 && count <= 15;
  });
  return (mobileOverFixed(all, (m) => m[0]) as RegExpExecArray | undefined) ?? null;
}

/**
 * The rule both number readers share: the first number, unless its country's plan says it is a fixed line and a later
 * one is a mobile, which a recruiter calls instead.
 */
function mobileOverFixed<T>(numbers: T[], number: (item: T) => string): T | undefined {
  const [first] = numbers;
  if (first === undefined || lineKind(number(first)) !== 'landline') return first;
  return numbers.find((item) => lineKind(number(item)) === 'mobile') ?? first;
}

/**
 * A number as the header gives it whole where a narrow cell wrapped its last group to the next line (round 56: the
 * label's value "+234 (0)803 555" over "0199"): the wrapped reading of a header line that starts with its digits.
 */
export function wholeIfWrapped(phone: string, top: string[]): string {
  const cut = digits(phone);
  if (!cut) return phone;
  const whole = withWrappedNumbers(top)
    .map(findPhone)
    .find((found) => digits(found).length > cut.length && digits(found).startsWith(cut));
  return whole ?? phone;
}

/**
 * The header's first number, unless its country's plan says it is a fixed line and a later header line gives a mobile
 * (round 56: "PABX +880 31 2510 470 ext. 22" above "Name  +880 1712-345678"): the line-by-line form of
 * `internationalNumber`'s rule, as a recruiter calls the mobile.
 */
export function firstNumberMobileOverFixed(lines: string[]): string {
  // Review mend 6: a mobile on a referee's or contact person's line ("Referência: Carlos Lima +55 (11) 98765-4321")
  // or in their block is not the candidate's; only the candidate's own header lines give one.
  const another = anotherPersonBlocks(lines);
  const own = lines.filter((line, n) => !another[n] && !REFEREE_LINE.test(line));
  const [head = ''] = lines.map(findPhone).filter((phone) => phone !== '');
  const numbers = own.map(findPhone).filter((phone) => phone !== '');
  return mobileOverFixed([head, ...numbers], (phone) => phone) ?? '';
}

/**
 * "Tél. fixe : +33 1 84 88 12 40" / "Portable : +33 (0)6 12 34 56 78" (round 60): the first number found anywhere and
 * the two lines after it, a contact block (a sidebar read last), from which `firstNumberMobileOverFixed` takes the
 * mobile over a fixed line given first. Only that block: a mobile further down may be anyone's. (Named
 * `firstNumberBlock` until review mend 8.)
 */
export function firstNumberAndNextTwoLines(lines: string[]): string[] {
  const at = lines.findIndex((line) => findPhone(line) !== '');
  return at < 0 ? [] : lines.slice(at, at + 3);
}

/** A referee named in another language than English ("Referência:", "Referencias:", "Référence :", "Referenz:"). */
const REFEREE_LINE =
  /\b(?:refer[eê]ncias?|r[ée]f[ée]rences?|referenzen?|persona de contacto|pessoa de contato)\s*[:：]/iu;

/**
 * A phone number from a text; Chinese mobiles come back as "+86 138 1234 5678", others as written. Of the other
 * forms the one written first wins: a mobile written nationally before a second one with its country code ("Cell: 082
 * 555 0147 | Alt cell: +27 71 555 0199") is the first mobile.
 */
export function findPhone(text: string): string {
  const mobile = CN_MOBILE.exec(text);
  const international = internationalNumber(text);
  const trunk = trunkNational(text);
  // "+86 139…" is matched by both patterns; a non-Chinese international number wins only when it starts first.
  if (international && (!mobile || international.index < mobile.index) && !/^\(?\+86/.test(international[0])) {
    const nationalFirst = trunk && (trunk.index ?? 0) < international.index && !mobile;
    return tidyPhone(nationalFirst ? trunk[0] : international[0]);
  }
  if (mobile) return asMainlandMobile(`${mobile[1]}${mobile[2]}${mobile[3]}`);
  // "+86 13560 271 884" (thirty-first round): a mainland mobile after its country code, grouped otherwise than 3-4-4.
  const grouped = international ? /^86(1[3-9]\d{9})$/.exec(digits(international[0])) : null;
  const cn = /^\(?\+86/.test(international?.[0] ?? '') ? grouped?.[1] : undefined;
  if (cn) return asMainlandMobile(cn);
  const region = regionCode(text);
  if (region) return `+${region[1] ?? region[2]} ${region[3]} ${region[4]}`;
  const national = NATIONAL.exec(text) ?? trunk ?? CN_LANDLINE.exec(text);
  return national ? tidyPhone(national[0]) : '';
}

/**
 * A mainland mobile in a text ("+86 139 5715 5602"), '' when there is none: what a labelled landline gives way to
 * (thirty-second round) when the mobile sits on another header line ("联系电话：0571-8555 2231（家）" / "/ 139 …").
 */
export function chineseMobile(text: string): string {
  const mobile = CN_MOBILE.exec(text);
  return mobile ? asMainlandMobile(`${mobile[1]}${mobile[2]}${mobile[3]}`) : '';
}

/** A mainland mobile's eleven digits as the product stores them: "+86 139 5715 5602". */
const asMainlandMobile = (eleven: string) => `+86 ${eleven.slice(0, 3)} ${eleven.slice(3, 7)} ${eleven.slice(7)}`;

/** Since the forty-second round also with the local number in two groups, as stored when written so ("0755-2655 1180"). */
const CN_LANDLINE_WHOLE = /^0\d{2,3}-(?:\d{7,8}|\d{3,4} \d{4})$/;
/** A number stored as a Chinese landline ("0571-85552231"). */
export const isChineseLandline = (phone: string): boolean => CN_LANDLINE_WHOLE.test(phone);

/**
 * Hong Kong (852) and Macau (853) codes written in brackets without the plus, before the regions' eight-digit numbers
 * ("(853) 6612 3456"). No North American area code is 852 or 853, so the bracket cannot be one; the eight digits
 * (not three and four) keep a US number out as well. Since the fiftieth round also the code before a hyphen, as a Word
 * table's cell writes it ("852-9432 1188"): four and four digits after it, never a US number's three and four.
 */
const REGION_CODE_BRACKETED_OR_HYPHENATED =
  /(?<![\w+])(?:\((85[23])\)|(85[23])-)(?:(?!\n)[\s.·-]){0,3}(\d{4})(?:(?!\n)[\s.·-]){0,3}(\d{4})(?!\d)/g;

/** A phone label or an e-mail address on the line: "联系电话\t852-6123 4488", "Mob: 852-…", "T: 852-…", "手提：852-…". */
const PHONE_LABEL_OR_CONTACT =
  /phone|tel\b|mobile|\bmob\b|cell|whats\s?app|contact|(?:^|[\s|·])[MTH]\s*[:：]|电话|電話|手机|手機|手提|联系|聯絡|☎|📞|📱|@/iu;
/** A label of some other number: "Staff No. 852-2019 0001", "Employee ID", "Ref", "Account", "工号". */
const NON_PHONE_LABEL =
  /\b(?:staff|employee|emp|id|ref|account|acct|badge|passport|licen[cs]e|member(?:ship)?|student|invoice|order|policy)\b|工号|工號|员工|員工|编号|編號|学号|學號|账号|帳號|证号|證號/iu;

/**
 * The first region code read as one: in brackets anywhere, before a hyphen unless the line labels some other number
 * and no phone (review 2 of round 50: a staff number "852-2019 0001" is not a phone; review 4: "852-9123 4567" alone on
 * a line, "Mob: 852-…", "手提：852-…" are).
 */
function regionCode(text: string): RegExpExecArray | undefined {
  for (const m of text.matchAll(REGION_CODE_BRACKETED_OR_HYPHENATED)) {
    if (m[1]) return m;
    const lineStart = text.lastIndexOf('\n', m.index) + 1;
    const lineEnd = text.indexOf('\n', m.index);
    const line = text.slice(lineStart, lineEnd < 0 ? undefined : lineEnd);
    if (PHONE_LABEL_OR_CONTACT.test(line) || !NON_PHONE_LABEL.test(line)) return m;
  }
  return undefined;
}

const GITHUB = /github\.com\/([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))(?![A-Za-z0-9-])/i;
const NOT_USERS = new Set(['orgs', 'topics', 'features', 'about', 'pricing', 'login', 'settings', 'sponsors']);

/** A handle never ends with a hyphen: one that does was wrapped at it ("github.com/hr-" / "ouyang"). */
const WRAPPED_REST = /^[ \t]*\r?\n[ \t]*([A-Za-z0-9][A-Za-z0-9-]{0,38})(?![A-Za-z0-9-])/;

export function findGithub(text: string): string {
  const m = GITHUB.exec(text);
  if (!m?.[1] || NOT_USERS.has(m[1].toLowerCase())) return '';
  if (!m[1].endsWith('-')) return `https://github.com/${m[1]}`;
  const rest = WRAPPED_REST.exec(text.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 64));
  return rest?.[1] ? `https://github.com/${m[1]}${rest[1]}` : '';
}

/**
 * "电话：<TAB>邮箱：<TAB>GitHub：github.com/" / "135…<TAB>lin@…<TAB>jiahui-lin" (thirtieth round): a header table whose
 * label row and value row are read as two lines, the profile address cut after its host. The handle is the next
 * line's cell in the same column, when both lines have as many cells.
 */
export function githubOverCells(lines: string[]): string {
  const cellsOf = (line: string) => line.split(/\t| {3,}/).map((cell) => cell.trim());
  for (let n = 0; n + 1 < lines.length; n++) {
    const cells = cellsOf(lines[n] ?? '');
    const column = cells.findIndex((cell) => /github\.com\/$/i.test(cell));
    const below = column < 0 ? [] : cellsOf(lines[n + 1] ?? '');
    if (column < 0 || below.length !== cells.length) continue;
    const user = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}$/.exec(below[column] ?? '')?.[0];
    if (user && !user.endsWith('-') && !NOT_USERS.has(user.toLowerCase())) return `https://github.com/${user}`;
  }
  return '';
}

/** "GitHub: octocat" written without the address; also "Github:// octocat" and "GitHub: @octocat". */
export function githubFromLabel(value: string): string {
  const url = findGithub(value.replace(/github\.com\/\s+/i, 'github.com/'));
  if (url) return url;
  const user = /^@?([A-Za-z0-9][A-Za-z0-9-]{0,38}(?<!-))$/.exec(
    value.trim().replace(/^(?:https?:)?\/{1,2}\s*/i, ''),
  )?.[1];
  return user ? `https://github.com/${user}` : '';
}

// Lower-case host names only: "ASP.NET" or "Node.js" are skills, not sites.
const SITE = /(?:https?:\/\/)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.){1,8}[a-z]{2,12}(?:\/[^\s|,;，；)）]*)?/g;
const FILE_LIKE = /\.(?:js|ts|py|java|go|rs|md|pdf|docx?|txt|json|yaml|yml|css|html?|net|exe|zip|png|jpe?g)$/i;

function normaliseSite(raw: string): string {
  const trimmed = raw.replace(/[.,;:]+$/, '');
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * Personal web addresses in a piece of text, GitHub profiles excluded (they have their own field) and
 * LinkedIn last, so a portfolio or blog wins when both are given.
 */
export function findSites(text: string): string[] {
  const sites: string[] = [];
  // Token by token (an address has no spaces), which also keeps the pattern's work small on hostile input.
  for (const token of text.split(/[\s|,;，；()（）<>"'：]+/)) {
    if (token.length > 300 || token.includes('@')) continue;
    const m = SITE.exec(token);
    SITE.lastIndex = 0;
    if (!m) continue;
    const raw = m[0];
    const host = raw.replace(/^https?:\/\//i, '').split('/')[0] ?? '';
    const before = token[m.index - 1] ?? ' ';
    if (/[A-Za-z0-9.]/.test(before)) continue;
    if (!raw.includes('/') && FILE_LIKE.test(host)) continue;
    if (/^(?:www\.)?github\.com$/i.test(host)) continue;
    if (!/\./.test(host) || /^\d+(\.\d+)+$/.test(host)) continue;
    sites.push(normaliseSite(raw));
  }
  return sites.sort((a, b) => Number(/linkedin\.com/i.test(a)) - Number(/linkedin\.com/i.test(b)));
}

export const sameDigits = (a: string, b: string): boolean => {
  const strip = (p: string) => digits(p).replace(/^86(?=1[3-9]\d{9}$)/, '');
  return strip(a) !== '' && strip(a) === strip(b);
};

/**
 * A line that ends on the start of an international number: its country code and at most two short groups. Since the
 * thirty-fourth round also with the separator it was cut at ("+86 159-"), and at the end of a cell that goes on with
 * other cells ("手机<TAB>+86 159-<TAB>邮箱<TAB>…" / "6812-3456"), when too few digits stand there for a phone. Round 56:
 * the trunk "(0)" may stand after the country code ("Lagos mobile: +234 (0)803 555" / "0199" in a narrow sidebar).
 */
const NUMBER_CUT_AT_END =
  /(?<![\w+])(?:\(\+\d{1,3}\)|\+\d{1,3})(?:[\s.-]{0,3}\(0\))?(?:[\s.-]{1,3}\d{1,4}|(?<=\(0\))\d{1,4}){0,2}([-.]?)(?=\s*$|\t| {3,})/;
const PHONE_DIGITS = 8;
/** The rest of it at the start of the next line: digit groups only, up to a cell's end or the line's end. */
const NUMBER_REST = /^\s*(\d{2,5}(?:[\s.-]\d{2,5}){0,3})(?=\s*(?:\t| {3,}|$))/;

/**
 * The rest opening with the separator it was cut at ("-2345-6789"): no line starts so unless it goes on a number, so
 * it may stand a few lines lower, below the other cells of the row (a photo cell, an address) the reading put first.
 */
const SEPARATED_REST = /^\s*[-.]\s?(\d{2,5}(?:[\s.-]\d{2,5}){0,3})(?=\s*(?:\t| {3,}|$))/;
const SEPARATED_REACH = 3;

const restOfNumber = (lines: string[], n: number): string | undefined =>
  NUMBER_REST.exec(lines[n + 1] ?? '')?.[1] ??
  lines
    .slice(n + 1, n + 1 + SEPARATED_REACH)
    .map((line) => SEPARATED_REST.exec(line)?.[1])
    .find(Boolean);

/**
 * "Mobile/WhatsApp: +86 138" / "0571 2468": a narrow header cell wraps a number after its country code and first
 * groups (seventeenth round). Each such line is given the rest of the number from the start of the next line, when
 * the two together have a phone's length (8–15 digits); other lines are kept as they are. Since the twenty-third
 * round a rest that opens with its separator ("+82 10" / … / "-2345-6789") is found up to three lines lower.
 */
export function withWrappedNumbers(lines: string[]): string[] {
  return lines.map((line, n) => {
    const cut = NUMBER_CUT_AT_END.exec(line);
    const end = cut ? (cut.index ?? 0) + cut[0].length : 0;
    const atCellEnd = line.slice(end).trim() !== '';
    const rest = cut && !(atCellEnd && digits(cut[0]).length >= PHONE_DIGITS) ? restOfNumber(lines, n) : undefined;
    if (!cut || !rest) return line;
    const count = digits(cut[0]).length + digits(rest).length;
    if (count < PHONE_DIGITS || count > 15) return line;
    return `${line.slice(0, end).trimEnd()}${cut[1] ? '' : ' '}${rest}${atCellEnd ? line.slice(end) : ''}`;
  });
}
