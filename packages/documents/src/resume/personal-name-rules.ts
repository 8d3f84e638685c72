// What text is a person's name: surnames, titles and credentials, name shapes in any script.
import { toSimplified } from '../text/han-variants.ts';
import { HAN } from '../text/normalize.ts';
import { isEthnicGroup } from './han-ethnic-groups.ts';
import { HAN_PLACES } from './han-place-names.ts';
import { isPlaceholder } from './labels.ts';

/**
 * Chinese surnames: the whole Hundred Family Surnames (百家姓, single and compound) and other surnames common
 * today that it lacks (闫, 覃, 邝…). A rare surname (亓, 郦, 眭) is as much a name as 王.
 */
const HUNDRED_FAMILY_SINGLE =
  '赵钱孙李周吴郑王冯陈褚卫蒋沈韩杨朱秦尤许何吕施张孔曹严华金魏陶姜戚谢邹喻柏水窦章云苏潘葛奚范彭郎鲁韦昌马苗凤花方俞任袁柳酆鲍史唐费廉岑薛雷贺倪汤滕殷罗毕郝邬安常乐于时傅皮卞齐康伍余元卜顾孟平黄和穆萧尹姚邵湛汪祁毛禹狄米贝明臧计伏成戴谈宋茅庞熊纪舒屈项祝董梁杜阮蓝闵席季麻强贾路娄危江童颜郭梅盛林刁钟徐邱骆高夏蔡田樊胡凌霍虞万支柯昝管卢莫经房裘缪干解应宗丁宣贲邓郁单杭洪包诸左石崔吉钮龚程嵇邢滑裴陆荣翁荀羊於惠甄曲家封芮羿储靳汲邴糜松井段富巫乌焦巴弓牧隗山谷车侯宓蓬全郗班仰秋仲伊宫宁仇栾暴甘钭厉戎祖武符刘景詹束龙叶幸司韶郜黎蓟薄印宿白怀蒲邰从鄂索咸籍赖卓蔺屠蒙池乔阴郁胥能苍双闻莘党翟谭贡劳逄姬申扶堵冉宰郦雍却璩桑桂濮牛寿通边扈燕冀郏浦尚农温别庄晏柴瞿阎充慕连茹习宦艾鱼容向古易慎戈廖庾终暨居衡步都耿满弘匡国文寇广禄阙东欧殳沃利蔚越夔隆师巩厍聂晁勾敖融冷訾辛阚那简饶空曾毋沙乜养鞠须丰巢关蒯相查后荆红游竺权逯盖益桓公晋楚闫法汝鄢涂钦岳帅缑亢况郈有琴商牟佘佴伯赏墨哈谯笪年爱阳佟言福';
// 区 (區, Au/Ou in Hong Kong and Macau) since the thirty-second round; 朴 (Piao, the Korean Park, common among
// China's Koreans) since the forty-fourth; 谌 (Chen, common in Hunan and Jiangxi) since the fifty-fourth.
const OTHER_SINGLE = '亓眭仝付肖邝覃冼揭禤粟丛仉兰斛芦苑苟迟郇隋区朴谌';
const COMPOUND =
  '万俟 司马 上官 欧阳 夏侯 诸葛 闻人 东方 赫连 皇甫 尉迟 公羊 澹台 公冶 宗政 濮阳 淳于 单于 太叔 申屠 公孙 仲孙 轩辕 令狐 钟离 宇文 长孙 慕容 鲜于 闾丘 司徒 司空 亓官 司寇 仉督 子车 颛孙 端木 巫马 公西 漆雕 乐正 壤驷 公良 拓跋 夹谷 宰父 谷梁 段干 百里 东郭 南门 呼延 归海 羊舌 微生 梁丘 左丘 东门 西门 南宫 第五 贺兰' +
  // Taiwan's double surnames (thirty-second round): 張簡, 張廖, 范姜.
  ' 张简 张廖 范姜';
export const SURNAMES = new Set([...HUNDRED_FAMILY_SINGLE, ...OTHER_SINGLE, ...COMPOUND.split(' ')]);

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
  // A rank before a job title ("… · 高级 iOS 工程师", forty-sixth round): 高 is a surname, 高级 no name.
  '高级',
  // A photo's frame left as text at the top of a form (forty-eighth round): 照 is a surname, 照片 no name.
  '照片',
  // A school level in an education table's cell (fifty-fourth round): 高 is a surname, 高中 (senior high) no name.
  '高中',
]);

/**
 * Countries whose names have a name's shape (two capitalised words): a contact block's "South Africa" under the city
 * is where the candidate lives (thirty-second round). One-word countries never pass for a name (a name has two words).
 */
const COUNTRIES = new Set(
  (
    'south africa|new zealand|united states|united kingdom|saudi arabia|sri lanka|costa rica|hong kong|' +
    'south korea|north korea|north macedonia|el salvador|puerto rico|czech republic|dominican republic|' +
    'united arab emirates|papua new guinea|sierra leone|burkina faso|ivory coast|cape verde|san marino|' +
    'east timor|south sudan|great britain|northern ireland|viet nam|new caledonia|equatorial guinea|' +
    'solomon islands|marshall islands|faroe islands|cayman islands'
  ).split('|'),
);

// Since the fifty-second round also a personal-details heading whose space the PDF lost ("PERSONALDETAILS", read with
// a photo box's "Foto" above it as a two-line name).
export const TITLE_WORDS =
  /\b(?:resume|curriculum|vitae|cv|summary|profile|engineer|developer|designer|manager|scientist|analyst|architect|consultant|intern|university|college|institute|school|experience|education|skills?|contact|objective|senior|junior|lead|head|street|road|avenue|remote|email|phone|about|awards?|honou?rs|publications?|projects?|interests|languages?|references|certifications?|activities|achievements|hobbies|declaration|personal|details|particulars|qualifications?|career|employment|history|strengths?|signature|address|nagar|district|post|lab|labs|laboratory|centre|center|group|team|union|bank|inc|ltd|llc|corp|company|robotics|assistant|researcher|fellow|student|master|owner|coach|recruiter|writer|specialist|coordinator|administrator|accountant|programmer|technician|director|officer|representative|executive|advisor|adviser|strategist|evangelist|advocate|partner|tongue|sex|gender|male|female|nationality|citizenship|birth|certified|certificate|personal(?:details|data|information|info))\b/i;

/** Function words never part of a person's name ("EDUCATION / AND AWARDS", "Skills and Tools"). */
const FUNCTION_WORDS = /(?:^|\s)(?:and|or|of|the|for|in|at|to|with|on|by|from|&)(?=\s|$)/i;

/**
 * "Listening Reading", "Spoken interaction Writing": the column heads of a language-skill grid (the CEFR table of a
 * Europass CV, read before its header) have a name's shape. A line made only of such words is never a name
 * (twenty-third round).
 */
const LANGUAGE_GRID_WORD =
  /^(?:listening|reading|writing|speaking|spoken|interaction|production|understanding|comprehension)$/i;
const onlyLanguageGridWords = (text: string) => text.split(/\s+/).every((word) => LANGUAGE_GRID_WORD.test(word));

/** A credential after a comma: P.Eng., PhD, MBA, CPA, Jr. — a period or two capitals; "Haddad, Lee" keeps Lee. */
export const isCredential = (token: string): boolean =>
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

/**
 * "Siobhán Kelly CISSP, OSCP", "TOMÁS RUIZ PMP" (forty-second round): professional certifications written after a name
 * without a comma before the first. A closed list, as a family name in capitals has the same shape ("Wei ZHANG, PhD"
 * keeps ZHANG). Since the fiftieth round also fellowships and honours ("Fiona Grant FRSE", "… FREng", "… OBE"); since the
 * fifty-second memberships (Advance HE’s FHEA, the IET’s MIET).
 */
const CERTIFICATION =
  /^(?:CISSP|CISM|CISA|CCSP|CEH|OSCP|OSCE|OSWE|GPEN|GCIH|CCNA|CCNP|CCIE|PMP|CFA|CPA|ACCA|CIMA|FRM|CKA|CKAD|CKS|RHCE|CSM|PSM|FRSE|FRS|FREng|FRSA|FRSC|FMedSci|FBA|FBCS|FIET|FRCP|FRCS|CEng|OBE|MBE|CBE|FHEA|MIET)$/u;

/**
 * The name without the certifications that close it. Read word by word from the end (outside review): a pattern
 * repeated up to the end of the line would be tried again from each word and take time quadratic in the line.
 */
function withoutCertifications(text: string): string {
  // Words and the separators between them (a comma and spaces, the spaces matched from the start of their run).
  const parts = text.split(/(,?(?<!\s)\s+)/u);
  while (parts.length >= 3 && CERTIFICATION.test(parts[parts.length - 1] ?? '') && parts[parts.length - 3] !== '') {
    parts.length -= 2;
  }
  return parts.join('');
}

/** "Yasmin Haddad, P.Eng.", "Jane Roe, PhD, CPA": the post-nominals are not part of the name. */
export function dropPostNominals(written: string): string {
  const text = withoutCertifications(written.replace(DOCTORATE_AFTER_NAME, ''));
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
    // "Dr. rer. nat. Johanna Weiß" (round 58): a German doctorate with its faculty's abbreviation before the name.
    'Dr\\.\\s?(?:(?:rer|nat|sc|phil|techn|med|oec|pol|jur|iur|habil)\\.\\s?){1,2}',
    '(?:Dr|Prof|Mr|Mrs|Ms|Miss|Mx|Engr|Atty)\\.?',
    '(?:Eng|Arch|Rev|Ir|Hon|Mag|Ing)\\.',
    '(?:Dipl|Dr)\\.\\s?-\\s?[A-Z][a-z]{1,8}\\.?',
    // Polish, Czech and Slovak degree titles (eighteenth round): `mgr inż.`, `dr hab.`, `lic.`, `Bc.`, `MUDr.`,
    // `RNDr.`; `mgr` and `dr` are written without a full stop in Polish (the abbreviation keeps the last letter).
    'mgr\\.?|in[żz]\\.|hab\\.|lic\\.|Bc\\.|(?:MU|MV|RN|Ph|JU|Pharm|Paed|Th)Dr\\.',
  ].join('|')})\\s+)+`,
  'i',
);

/** "Eng." / "Youssef" / "Ben Amor" (forty-fourth round): a line that holds only a title or titles before a name. */
export const isTitleAlone = (line: string): boolean =>
  TITLE_BEFORE_NAME.exec(`${line.trim()} `)?.[0].trim() === line.trim();

/** The line with the titles before a name left out ("Dr NDIAYE, Jean-Baptiste" → "NDIAYE, Jean-Baptiste"). */
export const withoutTitleBefore = (line: string): string => line.replace(TITLE_BEFORE_NAME, '');

/**
 * "Liam O'Connor BE (Hons)", "Aisha Rahman BSc (Hons)" (thirty-sixth round): a bachelor's or master's degree with its
 * honours after the name, written without a comma as Australia and the UK do. Its class in brackets says it is a
 * degree, never a name word (so "Amadou BA" alone keeps its family name).
 */
const HONOURS_DEGREE_AFTER_NAME = /\s+(?:B|M|LL)[\p{L}.]{0,6}\s*[（(](?:Hons|Honours)\.?[)）]$/u;

const stripResumeWords = (text: string) =>
  dropPostNominals(text.replace(HONOURS_DEGREE_AFTER_NAME, ''))
    // A title first, so that a nickname after it is still read as one ("Dr. Adaeze (Ada) Okonkwo-Brandt").
    .replace(TITLE_BEFORE_NAME, '')
    // "冼嘉欣（Cindy）", "Wei Zhang (David)": a nickname in brackets after the name.
    .replace(/\s*[（(][^（()）]{1,30}[)）]$/u, '')
    // "Yuqi (Emily) Zhao", "Sun-hee (Sunny) Park", "TOBIAS (TOBY) OKONKWO-REID": a nickname between the given
    // and the family name; since the twenty-first round after two or three given names too ("Ana Sofia (Fia)
    // Reyes", "Juan Carlos “JC” Dela Paz").
    .replace(
      /^(\p{Lu}[\p{L}\p{M}'’]+(?:-\p{L}[\p{L}\p{M}]*)?(?:\s+\p{Lu}[\p{L}\p{M}'’-]+){0,2})\s+[（(]\p{Lu}[\p{L}\p{M}]+[)）]\s+(?=\p{Lu})/u,
      '$1 ',
    )
    // "Rajesh “Raj” Iyer", "Robert 'Bob' Lee": a quoted nickname between the given and the family name. Since round
    // 56 a given name may be shortened with its period ("Ma. Cristina “Tin” Dela Peña-Reyes").
    .replace(
      /^(\p{Lu}[\p{L}\p{M}'’-]*\.?(?:\s+\p{Lu}[\p{L}\p{M}'’-]*){0,2})\s+[“"‘'][\p{L}\p{M}.-]{1,20}[”"’']\s+(?=\p{Lu})/u,
      '$1 ',
    )
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

/**
 * Lower-case particles inside a family name: da Silva, van der Berg, de la Cruz, bin Abdullah, ibn Saud. Since the
 * twenty-sixth round also the Filipino dela and delos ("Ma. Cristina dela Peña Villanueva", "delos Santos") and the
 * Spanish plural articles (de los Reyes, de las Casas); since the thirty-first round the Dutch 't (van 't Hoff, the
 * article het shortened).
 */
export const PARTICLE =
  "(?:da|das|de|del|dela|della|delos|der|des|di|do|dos|du|den|la|las|le|los|van|von|ter|ten|bin|binti|ibn|al|el|y|e|['’]t)";
/**
 * The same particles in a header set in capitals ("MA. CRISTINA DELA PEÑA VILLANUEVA", twenty-sixth round): they are
 * no words of the name's own, so a name of four words with a particle keeps the shape of one of four. Short words
 * that are also given or family names (Al, Le, El, Y, E) are left out.
 */
const CAPITAL_PARTICLE = '(?:DA|DAS|DE|DEL|DELA|DELLA|DELOS|DER|DES|DI|DO|DOS|DU|DEN|LA|LAS|LOS|VAN|VON|TER|TEN)';
/**
 * "son of" / "daughter of" in Malay, Arabic and Indian-Malaysian names (bin, binti, bte, binte, bint, ibn, a/l, a/p):
 * a particle in capitals too, since a header in capitals writes "NUR AISYAH BINTI AHMAD FAUZI" (twenty-fourth
 * round). It joins the given name to the father's and is no word of the name's own, so such a name of five words
 * has the shape of one of four.
 */
const PATRONYMIC = '(?:[Bb]in|BIN|[Bb]inti|BINTI|[Bb]te|BTE|[Bb]inte|BINTE|[Bb]int|BINT|[Ii]bn|IBN|[Aa]/[LlPp])';
/**
 * 2–4 capitalised words in any script (Sébastien, Ørsted, Łukasz), initials allowed, with up to three
 * lower-case particles between them (never first or last).
 */
// Up to five capitalised words since the thirty-second round: Portuguese and Filipino names run that long
// ("Ana Luísa Ferreira de Sousa Lobo", "Ma. Teresa Anne C. Bautista"); the fifth only beside a lower-case particle
// or a middle initial (`FIFTH_WORD_CUE`), so five plain capitalised words (a heading, a course) stay out.
// Round 60: a family name may open with the elided French particle ("Zoë d'Almeida"). Review mend 8: only the last
// word, and not after a title or in a place's or a post's phrase (`ELIDED_NOT_A_NAME`): "Maître d'Hôtel Claire
// Dubois", "Côte d'Ivoire" are no names.
const NAME_WORDS_BETWEEN = `(?:\\s+(?:(?:${PARTICLE}|${PATRONYMIC}|${CAPITAL_PARTICLE})\\s+){0,3}\\p{Lu}[\\p{L}\\p{M}'’.-]{0,30}){0,3}`;
const ELIDED_NOT_A_NAME =
  "(?!.*(?:^|\\s)(?:Maître|Maitre|Chef|Côte|Cote|Chargée?|Directeur|Directrice|Responsable|Assistante?|Aide|Agent|Commis|Garçon|Homme|Femme|Attachée?|Conseill(?:er|ère)|Ingénieur|Premier|Première|Vallée|Pays)\\s+d['’]|.*\\sd['’](?:Hôtel|Hotel|Ivoire|Azur|Œuvre|Oeuvre|Affaires|Études|Etudes|Entreprise|Équipe|Equipe|Orchestre|Atelier|Accueil|Exploitation|Art|Arts|Architecture|Honneur)$)";
const LATIN_NAME = new RegExp(
  `^${ELIDED_NOT_A_NAME}\\p{Lu}[\\p{L}\\p{M}'’.-]{0,30}${NAME_WORDS_BETWEEN}\\s+(?:(?:${PARTICLE}|${PATRONYMIC}|${CAPITAL_PARTICLE})\\s+){0,3}(?:d['’])?\\p{Lu}[\\p{L}\\p{M}'’.-]{0,30}$`,
  'u',
);
// Since the thirty-sixth round also a particle written with a capital, as Filipino and Spanish names often have it
// ("Ma. Luisa Dela Rosa Cruz", "María Del Pilar Ruiz Soto"): a particle still, though it counts as a word.
const TITLE_CASE_PARTICLE = '(?:De|Del|Dela|Delos|Della|Da|Das|Dos|Di|Du|Van|Von)';
const FIFTH_WORD_CUE = new RegExp(`\\s${PARTICLE}\\s|\\s\\p{Lu}\\.\\s|\\s${TITLE_CASE_PARTICLE}\\s(?=\\p{Lu})`, 'u');
const NOT_A_WORD_OF_ITS_OWN = new RegExp(`^(?:${CAPITAL_PARTICLE}|${PATRONYMIC})$`, 'u');
/** A Latin name's own capitalised words (particles not counted) number at most four, or five with a cue. */
const withinWordCount = (text: string): boolean =>
  text.split(/\s+/).filter((word) => /^\p{Lu}/u.test(word) && !NOT_A_WORD_OF_ITS_OWN.test(word)).length <= 4 ||
  FIFTH_WORD_CUE.test(text);

/** A patronymic particle of a name in capitals is set in lower case, as the name is written in running text. */
const lowerPatronymics = (name: string, written: string) =>
  written !== written.toUpperCase()
    ? name
    : name.replace(new RegExp(`(?<=\\S\\s)${PATRONYMIC}(?=\\s\\S)`, 'gu'), (p) => p.toLowerCase());

/** Words that make a Han line a heading, not a name (个人信息, 项目经历, 技能·证书). */
// "关于我", "联系我" (fortieth round): a heading in the first person; no given name is written with 我 or 你.
export const NOT_NAME_WORDS = /简历|信息|经历|经验|技能|证书|教育|项目|评价|我|你/;
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
  if (COUNTRIES.has(text.toLowerCase())) return '';
  const compact = text.replace(/\s+/g, '');
  // Surnames and heading words are looked up in simplified characters: 陳 is 陈, 張 is 张 (Taiwan, Hong Kong).
  const simple = toSimplified(compact);
  // Uyghur, Tibetan and other transliterated names: given and family parts joined by a middle dot (阿依古丽·买买提).
  if (/^\p{Script=Han}{2,6}[·•・]\p{Script=Han}{2,6}$/u.test(compact) && !NOT_NAME_WORDS.test(simple)) {
    return compact.replace(/[•・]/u, '·');
  }
  if (/^[\p{Script=Han}·]{2,5}$/u.test(compact) && HAN.test(compact)) {
    // "成都", "常州市": a city alone in a contact block is where the candidate lives, unless a label says it is a name.
    if (!labelled && HAN_PLACES.has(simple.replace(/(?:市|省)$/, ''))) return '';
    if (isEthnicGroup(simple)) return '';
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
  // "Park Ji-hoon 박지훈" (thirty-sixth round): a Korean name in Hangul beside its romanisation is the same name; the
  // Latin one, which a Latin-script resume is searched and labelled by, is kept.
  const hangul = /^(.+?)\s+\p{Script=Hangul}{2,5}$|^\p{Script=Hangul}{2,5}\s+(.+)$/u.exec(text);
  const latinBeside = hangul?.[1] ?? hangul?.[2] ?? '';
  if (latinBeside && !/\p{Script=Hangul}/u.test(latinBeside)) return asName(latinBeside, labelled);
  const familyFirst = givenFirstFromFamilyFirst(text);
  if (familyFirst) return familyFirst;
  if (
    LATIN_NAME.test(text) &&
    withinWordCount(text) &&
    !TITLE_WORDS.test(text) &&
    !FUNCTION_WORDS.test(text) &&
    !onlyLanguageGridWords(text)
  ) {
    const capitals = CAPITAL_FAMILY_THEN_GIVEN.exec(text);
    if (capitals?.[1] && capitals[2]) return titleCase(`${capitals[2]} ${capitals[1]}`);
    return lowerPatronymics(titleCase(withoutMonogram(text)), text);
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

/** "Carvalho Moreira, Inês", "ZHANG, Wei": family name first, a comma, then the given name(s). */
const INVERTED =
  /^(\p{Lu}[\p{L}\p{M}'’-]*(?:\s+\p{Lu}[\p{L}\p{M}'’-]*){0,2}),\s*(\p{Lu}[\p{L}\p{M}'’.-]*(?:\s+\p{Lu}[\p{L}\p{M}'’.-]*){0,2})$/u;

/**
 * "WONG Ka Ho, Kelvin", "CHAN Tai Man, Peter": a Hong Kong name as written officially — the family name in capitals,
 * then the given names — and the English name after a comma. The name before the comma is whole; the English one
 * is used at work, as a nickname is, and is left out (fifteenth round).
 */
export const FAMILY_GIVEN_THEN_ENGLISH = /^(\p{Lu}{2,}(?:\s+\p{Lu}\p{Ll}+(?:-\p{Ll}+)?){1,2}),\s*\p{Lu}\p{Ll}+$/u;

/**
 * A name written family name first with a comma (Europass, library style), as "Given Family"; '' otherwise.
 * Only where something else says it is a name (a label, the e-mail address): "Berlin, Germany" has the same shape.
 */
export function invertedName(written: string): string {
  // "CHANG-HSU, Wei-Lin (Wendy)" (forty-sixth round): a nickname in brackets after the given name is left out.
  // "Lin, Yuqing 林雨晴" (fifty-fourth round): the Chinese name after it is the same name.
  const text = written
    .trim()
    .replace(/\s*[（(]\p{Lu}\p{Ll}+[)）]$/u, '')
    .replace(/(?<=\p{Ll})\s+\p{Script=Han}{2,4}$/u, '');
  const english = FAMILY_GIVEN_THEN_ENGLISH.exec(text);
  if (english?.[1]) return asName(english[1]);
  const m = INVERTED.exec(text);
  // "PURNOMO, S.Kom." (round 58): an Indonesian degree title after the comma is a post-nominal, not a given name.
  if (m?.[2]?.split(/\s+/).every(isCredential)) return '';
  return m ? asName(`${m[2]} ${m[1]}`) : '';
}
