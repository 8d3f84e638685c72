import { headingKind } from '../resume/sections.ts';
import { blankCoverLetter } from '../text/cover-letter.ts';
import { radicalsToIdeographs, toSimplified } from '../text/han-variants.ts';
import { onlyEvaluated } from './evaluated-only.ts';
import {
  abbreviatesNameBefore,
  describesArchitecture,
  glossedAsGame,
  hedgedClause,
  inCertificateTitle,
  isCategoryLabel,
  isCertificate,
  isGivenName,
  isNicknameInName,
  isSurnameAfterTitle,
  miswrittenAcronymPlural,
  modifiesWhatWasServed,
  namedAsAbsent,
  namedAsLikeness,
  namesAnnotatedDomain,
  namesBand,
  namesCertificateTrack,
  namesControllerProduct,
  namesDegreeSubject,
  namesDevice,
  namesGamePlayed,
  namesHiringRound,
  namesInspectedProduct,
  namesOthersTeam,
  namesPartVariant,
  namesProductSide,
  namesQualifiedTitle,
  namesSlowQuery,
  namesVendorPartner,
  namesWebDomain,
  RATING_AFTER,
  reportsMetricGain,
  splitSpellingKeepsCapitals,
} from './mention-kinds.ts';
import { isSectionHeading, maskNonSkillText } from './non-skill-text.ts';
import { dropPracticeBesideTool } from './practice-beside-tool.ts';
import { inQuotedName } from './quoted-name.ts';
import { meansOtherSense, senseNeedsCue, senseSupported } from './sense-cues.ts';
import { type Skill, type SkillIndex, type SkillName, skillIndex, type TrieNode } from './skill-index.ts';
import { onlySold } from './sold-only.ts';

export interface SkillTags {
  /** Canonical English names, comma-separated, in order of first mention. */
  tagsEnglish: string;
  /** The same skills by their Chinese names where one is in common use, otherwise the English name. */
  tagsChinese: string;
}

export interface SkillMatch {
  skill: Skill;
  start: number;
  end: number;
  text: string;
}

interface Candidate {
  name: SkillName;
  start: number;
  end: number;
}

const URL =
  /\b(?:https?:\/\/|www\.)\S{1,300}|\b[\w-]{1,63}(?:\.[\w-]{1,63}){0,5}\.(?:com|cn|io|dev|net|org|me)\/\S{0,300}/gi;
const EMAIL = /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/g;
const HAN = /\p{Script=Han}/u;
const LEFT_SEPARATOR = /[,，、/|;；:：(（[【•·*\-–—&+=<>→▪◦‣]/;
// "C • C++ • CSS", "C == Python > C++": bullets and comparison signs separate list items too; since the
// fifty-seventh round the square bullets as well (`▪ Go` between `▪ Kubernetes` and `▪ Google Cloud`).
// "prototypes (Figma, ProtoPie)": a bracketed list of skills after a name is a list too.
// "MySQL Binlog → Canal → Kafka" (thirty-ninth round): the arrows of a pipeline join its tools as a list does.
const RIGHT_SEPARATOR = /[,，、/|;；:：()（）\]】&+•·=<>→▪◦‣]/;
const LEFT_WORDS = /(?:^|\s)(?:in|using|with|and|or|plus|including|like|e\.g\.|such as|languages?)\s*$/i;
/** "written in R", "using C": the word before is enough, no other skill needs to be near. */
const STRONG_LEFT_WORDS = /(?:^|\s)(?:in|using|with|via)\s*$/i;
const RIGHT_WORDS = /^\s*(?:and|or|for|to|with|on|at)\b/i;
// "Whisper-based ASR", "Ray-based training" (thirtieth round): a system built on the name says it is the technology.
const CUE_AFTER = /^\s*(?:语言|编程|开发|程序设计|language|programming|lang\b|developer|development|code\b)|^-based\b/i;
/**
 * "Go operators", "a small Go CLI", "Go services" (fifty-seventh round): what was written in a programming language.
 * Only after a language: `Spring microservices` names the services' framework, which set 20's labels leave out.
 */
const WRITTEN_IN_AFTER = /^[ \t]*(?:(?:micro)?services|CLIs?|operators)\b/;
/**
 * The languages whose names are no ordinary word in front of "operators" or "services" (review of round 57: `Swift
 * operators` on payment messages are SWIFT's, `Ruby Services` a company, `Scheme operators` a pension scheme's); the
 * lower-case word after it is required too.
 */
const WRITTEN_IN_LANGUAGES = new Set([
  'Go',
  'Rust',
  'Python',
  'Java',
  'Kotlin',
  'TypeScript',
  'C++',
  'C#',
  'Elixir',
  'Scala',
]);
const NEIGHBOUR_WINDOW = 40;
/** A list item: a separator, a tab or a line edge on both sides ("react, vue" — not "we react to"). */
function betweenSeparators(text: string, c: Candidate): boolean {
  const before = text.slice(Math.max(0, c.start - 8), c.start);
  const after = text.slice(c.end, c.end + 8);
  const left = before.trimEnd().slice(-1);
  const right = after.trimStart()[0] ?? '';
  const leftOk = left === '' || before.endsWith('\t') || before.endsWith('\n') || LEFT_SEPARATOR.test(left);
  const rightOk = right === '' || /^[ \t]*(?:\n|$)/.test(after) || RIGHT_SEPARATOR.test(right);
  return leftOk && rightOk;
}

/** "react", "VUE", "Express", ".Net": one case throughout, or a capital first; not "SnowFlake". */
const PLAIN_CASE = /^[^A-Z]*$|^[^a-z]*$|^[^A-Za-z]*[A-Z][^A-Z]*$/;
/** Far beyond any resume; bounds the work on hostile input. */
const MAX_CHARS = 200_000;

const blank = (m: string) => ' '.repeat(m.length);

/** Masks links and addresses (same length, so offsets stay valid): "java@x.com" is not Java. */
function maskLinks(text: string): string {
  const out = text.replace(URL, blank);
  // E-mail addresses are looked for only around each "@": the pattern never scans a long run of letters.
  const parts: string[] = [];
  let copied = 0;
  for (let at = out.indexOf('@'); at >= 0; at = out.indexOf('@', at + 1)) {
    const from = Math.max(copied, at - 64);
    for (const m of out.slice(from, at + 600).matchAll(EMAIL)) {
      const start = from + (m.index ?? 0);
      if (start <= at && at < start + m[0].length) {
        parts.push(out.slice(copied, start), blank(m[0]));
        copied = start + m[0].length;
        at = copied - 1;
        break;
      }
    }
  }
  parts.push(out.slice(copied));
  return parts.join('');
}
const foldAscii = (text: string) => text.replace(/[A-Z]+/g, (m) => m.toLowerCase());

const ASCII_WORD = /[A-Za-z0-9]/;
const LETTER = /[A-Za-z]/;
const SPACE_OR_HYPHEN = /[\s-]/;

/** Can a name that starts with a letter, digit or dot begin at `i`? Not inside a word, nor after "Node.". */
function startAllowed(text: string, i: number): boolean {
  const prev = text[i - 1] ?? '';
  if (ASCII_WORD.test(prev)) return false;
  return !(prev === '.' && LETTER.test(text[i - 2] ?? ''));
}

const endAllowed = (text: string, j: number): boolean => !/[A-Za-z0-9+#]/.test(text[j] ?? '');

/** A name whose plural spells another word (round 51): "Canvas 分层", the HTML canvas, is no Canva. */
const PLURAL_IS_ANOTHER_WORD = new Set(['canvas']);

/** Walks the trie from `start`, collecting every name that ends on a token boundary (plurals included). */
function walk(root: TrieNode, text: string, start: number, out: Candidate[]): void {
  const free = startAllowed(text, start);
  let node: TrieNode | undefined = root;
  let j = start;
  while (node && j < text.length) {
    const ch = text[j] as string;
    if (SPACE_OR_HYPHEN.test(ch)) {
      const spaced = node.next.get(' ');
      // A hyphen inside a word the name writes whole ("Kuber-netes" from a line-end hyphenation).
      if (!spaced && ch === '-' && LETTER.test(text[j - 1] ?? '') && /[a-z]/.test(text[j + 1] ?? '')) {
        j++;
        continue;
      }
      node = spaced;
      if (!node) break;
      while (j < text.length && SPACE_OR_HYPHEN.test(text[j] as string)) j++;
      continue;
    }
    node = node.next.get(ch);
    j++;
    if (!node) break;
    for (const name of node.names) {
      if (name.boundedStart && !free) continue;
      if (!name.boundedEnd || endAllowed(text, j)) out.push({ name, start, end: j });
      else if (name.partNumberAfter) {
        // "STM32F407", "nRF52840": a chip family's part number runs on in letters and digits.
        let k = j;
        while (k < text.length && k - j < 12 && /[A-Za-z0-9]/.test(text[k] as string)) k++;
        if (endAllowed(text, k)) out.push({ name, start, end: k });
      } else if (
        text[j] === 's' &&
        endAllowed(text, j + 1) &&
        !name.needsContext &&
        !PLURAL_IS_ANOTHER_WORD.has(text.slice(start, j + 1).toLowerCase())
      )
        out.push({ name, start, end: j + 1 });
    }
  }
}

/**
 * A neighbour counts when only blank lines lie between it and the candidate: "Python\n\nR" is a list Word
 * wrote one item a paragraph, "Git, JIRA\n\nWORK EXPERIENCE\n\nEngineer – UI" is a heading away from it.
 */
function sameBlock(text: string, from: number, to: number): boolean {
  const lines = text.slice(from, to).split('\n');
  return lines.slice(1, -1).every((line) => line.trim() === '');
}

/**
 * Employers, other organisations and places named after a word that is also a skill: "Swift Logistics Ireland",
 * "Java House Café", "Spring Capital", "Oracle Park". A one-word name followed, within two capitalised words, by a word organisations
 * use in their names is part of that name; since the sixteenth round also places and events ("Rust Belt", "Spark
 * Mentorship Program", "… Hackathon"); since the twenty-second round also after `&` ("Helm & Partner", the German
 * form of a partnership's name); since the thirty-first round also the communities that teach a tool ("volunteer at
 * Django Girls", "Rails Girls", "R Ladies").
 */
const ORGANISATION_AFTER =
  /^(?:[ \t]+|[ \t]*\n[ \t]*)(?:&[ \t]+)?(?:\p{Lu}[\p{L}'’&-]*[ \t]+){0,2}(?:Logistics|Couriers?|House|Caf[eé]|Coffee|Labs?|Inc|Ltd|LLC|GmbH|AG|Group|Solutions|Technologies|Consulting|Partners?|Capital|Fintech|ASA|A\/S|ApS|Bank|Studios?|Media|Foods?|Airlines?|Airways|Motors|Insurance|Restaurant|Hotel|Bakery|Store|Shop|Festival|Club|Foundation|Hospital|Pharma|Energy|Holdings|Corp|Corporation|Company|Ventures|Agency|S\.r\.l|S\.p\.A|S\.A|B\.V|N\.V|Pty|Pvt|Co(?=\.)|Energ[ií]a|Oy|Ltda|SARL|Sp\.[ \t]*z[ \t]*o\.o|Sdn|Bhd|Berhad|Pte|Associates|Brewing|Financial|Realty|Properties|Transport|Shipping|Freight|Marine|Street|Retail|Trading|Industries|Park|Stadium|Arena|Academy|Institute|University|College|School|Society|Association|Council|Meetup|Girls|Ladies|Belt|Hackathons?|Mentorship|Log[ií]stica|S\.L|Workshop|Summit|Fellowship|Scholarship|Program|Programme)\b/u;
/**
 * Mobility, Dynamics and Talent (fifty-ninth round) also end fields ("Molecular Dynamics", "Vehicle Dynamics", "Urban
 * Mobility"), so they make an organisation's name only right after the skill and not before a lower-case word:
 * "Hive Mobility, Lisbon", "Airflow Dynamics, Inc.", "Apex Talent 外包驻场"; "Python Molecular Dynamics simulations"
 * and "Kotlin Urban Mobility apps" keep the tool (review of round 59).
 */
const FIELD_WORD_ORGANISATION_AFTER = /^[ \t]+(?:Mobility|Dynamics|Talent)\b(?![ \t]+\p{Ll})/u;
/**
 * Interactive (sixty-first round: "Pandas Interactive, Austin") also opens a project's title in title case ("Tableau
 * Interactive Sales Dashboard", "Three.js Interactive Globe"), so since the review of round 61 it makes a studio's name
 * only right after the skill and where the name ends: at the line's end, a mark, or a company's ending.
 */
const INTERACTIVE_ORGANISATION_AFTER =
  /^[ \t]+Interactive\b(?=[ \t]*(?:$|\n|[,，;；|｜·•()（）—–-]|(?:Inc|Ltd|LLC|GmbH|Studios?|Games|Entertainment|Limited|AB|Oy|Pty|S\.A)\b))/u;
/**
 * Delivery, Payments and AB are also ordinary words after a skill ("Agile Delivery Lead", "Java Payments platform",
 * "SQL AB 实验"), so they make a company's name only when the name has another capitalised word: one between the
 * skill and the word ("Spark Orbital AB", "Swift Express Delivery"), or, for Delivery and Payments, one right before
 * the skill ("Delta Spark Payments"). Narrowed after issue 23's review; an AB after a word before ("Built Amplitude AB
 * test dashboards") stays the skill.
 */
const COMPANY_WORD_AFTER_NAME = /^[ \t]+(?:\p{Lu}[\p{L}'’&-]*[ \t]+){1,2}(?:Delivery|Payments|AB)\b/u;
const COMPANY_WORD_RIGHT_AFTER = /^[ \t]+(?:Delivery|Payments)\b/u;
const NAME_WORD_BEFORE = /\p{Lu}[\p{L}'’&-]*[ \t]+$/u;
const ONE_WORD = /^[A-Za-z][A-Za-z0-9.+#]*$/;

/** "Swift-Det", "Java-Lab": a capitalised word hyphened on coins a method's or a product's own name. */
const COINED_AFTER = /^-\p{Lu}[\p{L}\d]/u;
/** "…有限公司（Swift Express）": a company's English name in brackets after its Chinese one. */
const COMPANY_BEFORE = /(?:公司|集团|银行|工作室|研究院|事务所)[ \t]*[（(][^（()）\n]{0,40}$/u;
/**
 * "星火（Spark）教育科技": a one-word English gloss in brackets inside a Chinese company's name (Han before the bracket,
 * a company's word within four Han characters after it) is that name, not a skill (forty-seventh round).
 */
const GLOSS_BEFORE = /\p{Script=Han}[ \t]*[（(][ \t]*$/u;
const COMPANY_AFTER_GLOSS =
  /^[ \t]*[）)][ \t]*\p{Script=Han}{0,4}?(?:科技|教育|公司|集团|网络|信息|传媒|物流|快递|咨询|软件|智能|数据|金融|银行|电子)/u;

/**
 * "I brew a mean Java cold brew", "成大 Java 咖啡" (a student club), "Spark 创新工作坊": coffee, and a Chinese word for a
 * club or a workshop after the name, make it the drink's or the club's name (sixteenth round).
 */
const DRINK_OR_CLUB_AFTER =
  /^[ \t]+(?:cold[ \t]+brew|coffee|espresso|beans)\b|^[ \t]*\p{Script=Han}{0,3}(?:咖啡|工作坊|俱乐部|社团)/iu;

/**
 * "Yandex School of Data Analysis", "Graduate Institute of Networking and Multimedia", "Faculty of Data Science":
 * a capitalised name after an institution's word and "of" or "for" (a few capitalised words between) is the
 * institution's name, not a skill of the candidate (thirty-seventh round; Data Analysis, Networking, Cybersecurity,
 * Speech Processing off five documents of sets 10–28, listed by no labeller as core). In Chinese a lab's name too
 * ("智能网络与网络安全实验室 研究生科研", "自然语言处理实验室 本科生科研助理": no labeller listed the field from it).
 */
const INSTITUTION_OF_BEFORE =
  /\b(?:School|Institute|Faculty|Department|College|Academy|Society|Association)[ \t]+(?:of|for)[ \t]+(?:\p{Lu}[\p{L}'’-]*[ \t]+(?:(?:and|&)[ \t]+)?){0,3}$/u;
/** "网络安全学院", "人工智能研究院", "自然语言处理实验室": in Chinese the institution's word follows the field. */
const INSTITUTION_AFTER = /^(?:与[\p{Script=Han}]{1,6})?(?:学院|研究院|研究所|实验室|研究中心)/u;
/**
 * "全国大学生统计建模大赛", "信息安全竞赛（CTF）", "「大模型 RAG 智能问答挑战赛」", "阿里云天池", "移动开发者协会", "Linux 开源社":
 * a field followed within the same name by a contest's or a club's word is that contest's or club's name, not a
 * skill the candidate claims (forty-ninth round; no labeller of sets 1–40 took one as core). Since issue 23's review
 * only the contest's own name lies between (at most four letters, no verb: "用 PyTorch 参加比赛", "使用 Python 完成数学
 * 建模竞赛" keep the tool), and a bare 社 only ends a name ("开源社 创始成员", not "社保", "社招").
 */
const CONTEST_OR_CLUB_AFTER =
  /^[ \t]*(?:(?!完成|参加|参与|获得|获|使用|用|并|和|与|在|的)[\p{Script=Han}A-Za-z]){0,4}?[」』》”]?[ \t]*(?:大赛|竞赛|挑战赛|比赛|赛项|天池|者?协会|社团|社(?=[ \t\n，,、。；;）)」』]|$)|联合会)/u;
/**
 * 学会 is a learned society only after a society's name: the field's own Chinese name (`中国计算机图形学学会`) or one
 * to four name characters, no verb among them, and no 了 after it; `通过 Python 学会了数据清洗`, `自学 Docker 快速学会
 * 部署` use the verb "learned" (issue 23's second review).
 */
const SOCIETY_AFTER =
  /^(?:[ \t]*(?:(?!了|快速|很快|迅速|逐步|慢慢|自学|学习|完成|参加|参与|获得|获|使用|用|并|和|与|在|的|中|后|时)\p{Script=Han}){1,4}|)学会(?!了)/u;
const inSociety = (written: string, after: string): boolean =>
  SOCIETY_AFTER.test(after) && (/\p{Script=Han}$/u.test(written) || !after.startsWith('学会'));

/**
 * "Deep Learning Indaba 2023", "Big Data Technology Warsaw Summit", "Computer Vision Meetup": a name of capitalised
 * words followed, within two more capitalised words, by an event's word is the event's name (forty-third round:
 * `ORGANISATION_AFTER` reads one word only, so a field of two words went through).
 */
const EVENT_AFTER =
  /^(?:[ \t]+\p{Lu}[\p{L}'’&-]*){0,2}[ \t]+(?:Indaba|Summit|Conference|Symposium|Meetup|Hackathons?|Bootcamp|Workshop|Forum|Expo)\b/u;
const CAPITALISED_WORDS = /^\p{Lu}[\p{L}\d.+#-]*(?:[ \t]+\p{Lu}[\p{L}\d.+#-]*)+$/u;

/**
 * "北京鸿蒙之外智能科技有限公司", "杭州云游互娱网络有限公司": a name inside one run of Han characters (a Han character
 * right before it) that ends in a company's legal ending (有限公司) is part of the employer's name, not a skill
 * (fifty-fifth round). A tool closing the line above ("A/B实验" / "杭州小推科技有限公司", joined) has no Han before it.
 * A tool used for a client is not in the client's name (review of round 55): a preposition between them
 * (`使用Python为华润万家有限公司开发`, `迁移至阿里云计算有限公司`) or a verb of use right before the tool (`基于SAP`,
 * `使用Python`) ends the check.
 */
const CHINESE_COMPANY_AFTER = /^[^\P{Script=Han}为给至于向在帮替对与和]{0,10}?(?:股份)?有限公司/u;
const USED_BEFORE = /(?:用|基于|通过|借助|以)$/u;

function inOrganisationName(text: string, c: Candidate): boolean {
  const written = text.slice(c.start, c.end);
  if (
    HAN.test(text[c.start - 1] ?? '') &&
    !USED_BEFORE.test(text.slice(Math.max(0, c.start - 2), c.start)) &&
    CHINESE_COMPANY_AFTER.test(text.slice(c.end, c.end + 16))
  )
    return true;
  if (CAPITALISED_WORDS.test(written) && EVENT_AFTER.test(text.slice(c.end, c.end + 60))) return true;
  if (/^\p{Lu}/u.test(written) && INSTITUTION_OF_BEFORE.test(text.slice(Math.max(0, c.start - 80), c.start)))
    return true;
  if (INSTITUTION_AFTER.test(text.slice(c.end, c.end + 12))) return true;
  if (CONTEST_OR_CLUB_AFTER.test(text.slice(c.end, c.end + 16))) return true;
  if (inSociety(text.slice(c.start, c.end), text.slice(c.end, c.end + 16))) return true;
  if (!ONE_WORD.test(written) || !/^[A-Z]/.test(written)) return false;
  if (COMPANY_BEFORE.test(text.slice(Math.max(0, c.start - 50), c.start))) return true;
  if (
    GLOSS_BEFORE.test(text.slice(Math.max(0, c.start - 4), c.start)) &&
    COMPANY_AFTER_GLOSS.test(text.slice(c.end, c.end + 16))
  )
    return true;
  return (
    ORGANISATION_AFTER.test(text.slice(c.end, c.end + 60)) ||
    FIELD_WORD_ORGANISATION_AFTER.test(text.slice(c.end, c.end + 30)) ||
    INTERACTIVE_ORGANISATION_AFTER.test(text.slice(c.end, c.end + 40)) ||
    COMPANY_WORD_AFTER_NAME.test(text.slice(c.end, c.end + 60)) ||
    (COMPANY_WORD_RIGHT_AFTER.test(text.slice(c.end, c.end + 12)) &&
      NAME_WORD_BEFORE.test(text.slice(Math.max(0, c.start - 30), c.start))) ||
    DRINK_OR_CLUB_AFTER.test(text.slice(c.end, c.end + 20)) ||
    (c.name.caseSensitive && COINED_AFTER.test(text.slice(c.end, c.end + 3)))
  );
}

/**
 * A section heading that is also a skill's name ("OPEN SOURCE", "开源"), alone or joined with another section's
 * word ("OPEN SOURCE & TALKS", see `isJointHeading`), starts a section; it is not a skill of the candidate. Only a
 * short line is read (40 characters each side), so the check stays linear.
 */
function isHeadingOrJointHeadingLine(text: string, c: Candidate): boolean {
  const before = text.slice(Math.max(0, c.start - 40), c.start);
  const after = text.slice(c.end, c.end + 40);
  const lineStart = before.lastIndexOf('\n');
  const lineEnd = after.indexOf('\n');
  if ((lineStart < 0 && c.start > 40) || (lineEnd < 0 && c.end + 40 < text.length)) return false;
  const line =
    before.slice(lineStart + 1) + text.slice(c.start, c.end) + (lineEnd < 0 ? after : after.slice(0, lineEnd));
  return headingKind(line) !== undefined || isJointHeading(line, text.slice(c.start, c.end));
}

/** Another section's word that shares a heading with the match ("OPEN SOURCE & TALKS", "开源与社区"). */
const JOINT_SECTION_WORDS =
  /^(?:talks?|awards?|projects?|publications?|community|writing|speaking|contributions?|sharing|分享|社区|竞赛|项目|贡献|演讲|写作|论文)$/i;
const JOINER = /[/|&＆]|\band\b/i;
/**
 * A short line of the match and other sections' words, joined by `&`, `and`, `/`, 与 or 和, with a heading's
 * decorations and nothing else, is a heading over a section, not a claim (fifty-fifth round: `OPEN SOURCE &
 * TALKS`, `【开源与社区】`, `開源 / 分享 OPEN SOURCE`). A joiner must be written (review of round 55: `Python
 * Projects`, `Machine Learning Projects` are a project's subheading over the skill's work), and 与 or 和 joins only
 * where each side is a section word or the match (`与社区`, `社区与分享`), never inside another word. The words are
 * read case-free; the line is at most 40 characters, so it stays linear.
 */
function isJointHeading(line: string, written: string): boolean {
  if (line.length > 40) return false;
  const pieces = line.split(written);
  let joined = JOINER.test(pieces.join(' '));
  const words = pieces
    .join(' ')
    .replace(/[【】[\]▍■◆●•·/|&＆:：]|\band\b/gi, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => {
      const parts = w.split(/[与和]/);
      if (parts.length === 1 || !parts.every((p) => p === '' || JOINT_SECTION_WORDS.test(p))) return [w];
      joined = true;
      return parts.filter(Boolean);
    });
  return (
    joined &&
    words.length > 0 &&
    words.every((w) => JOINT_SECTION_WORDS.test(w) || w.toLowerCase() === written.toLowerCase())
  );
}

/** The match's line (at most 80 characters each side) and the next line with text (blank lines skipped). */
function lineAround(text: string, c: Candidate): { line: string; start: number; end: number; next?: string } {
  const from = Math.max(0, c.start - 80);
  const lineStart = text.lastIndexOf('\n', c.start - 1) + 1;
  const begin = Math.max(from, lineStart);
  const tail = text.slice(c.end, c.end + 80);
  const lineEnd = tail.indexOf('\n');
  const line = text.slice(begin, lineEnd < 0 ? c.end + 80 : c.end + lineEnd);
  const following = lineEnd < 0 ? '' : text.slice(c.end + lineEnd + 1, c.end + lineEnd + 200);
  const next = following.split('\n', 4).find((l) => l.trim() !== '');
  return { line, start: c.start - begin, end: c.end - begin, ...(next === undefined ? {} : { next }) };
}

/**
 * Round 51: a one-letter name in a run of single letters joined by slashes is one of a series, not a language:
 * `A/B/C 卡建模` (credit scorecards), `B/C 端`. Since issue 23's second review only a run of single capitals in
 * alphabet order (A/B/C, B/C) is a series: `Python/R/C` and `C/R, MATLAB` name languages, and `C/C++` is no run of
 * single letters at all.
 */
const SLASH_RUN_BEFORE = /(?:^|[^\p{Script=Latin}\d+#/])((?:[\p{Script=Latin}\d+#]+\/)*)$/u;
const SLASH_RUN_AFTER = /^((?:\/[\p{Script=Latin}\d+#]+)*)(?![\p{Script=Latin}\d+#/])/u;
function isLetterInSeries(written: string, before: string, after: string): boolean {
  if (written.length !== 1) return false;
  const run = `${SLASH_RUN_BEFORE.exec(before)?.[1] ?? ''}${written}${SLASH_RUN_AFTER.exec(after)?.[1] ?? ''}`;
  const items = run.split('/');
  if (items.length < 2 || !items.every((item) => /^\p{Lu}$/u.test(item))) return false;
  return items.every((item, i) => i === 0 || item.charCodeAt(0) === (items[i - 1] as string).charCodeAt(0) + 1);
}

/**
 * Round 51: a one-letter name that is an author's initial in a paper's byline: another initial follows (`Lima, R.
 * M.`) or another author precedes (`T. Bakker, R. Osei`). `Python, R. Built dashboards…` is still R.
 */
const ANOTHER_INITIAL_AFTER = /^\.[ \t]*\p{Lu}\.(?!\p{L})/u;
const AUTHOR_BEFORE = /\p{Lu}\.[ \t]*\p{Lu}[\p{Ll}'’-]+,[ \t]*$/u;
const isAuthorInitial = (written: string, before: string, after: string): boolean =>
  written.length === 1 && after.startsWith('.') && (ANOTHER_INITIAL_AFTER.test(after) || AUTHOR_BEFORE.test(before));

/** Round 51: `UI 测试`, `UI tests`, `UI 自动化`: testing through the interface, not its design. */
const UI_TESTING_AFTER = /^[ \t]*(?:测试|自动化|tests?\b|testing\b|automation\b)/i;

/** A mention that names the skill without saying the candidate has it (see mention-kinds.ts). */
/** Whole fields of work, whose name before "teams", "products", "platform"… says whom the candidate served. */
const SERVED_FIELDS = new Set([
  'Machine Learning',
  'Deep Learning',
  'LLM',
  'Computer Vision',
  'Natural Language Processing',
]);

function notTheCandidates(text: string, c: Candidate, skill: Skill, listed: boolean, inSection: boolean): boolean {
  const written = text.slice(c.start, c.end);
  if (isCertificate(skill) || miswrittenAcronymPlural(written, c.name.text)) return true;
  if (c.name.splitAtCase && !splitSpellingKeepsCapitals(written, c.name.text)) return true;
  const before = text.slice(Math.max(0, c.start - 12), c.start);
  const after = text.slice(c.end, c.end + 16);
  if (
    namedAsAbsent(after) ||
    namedAsLikeness(after) ||
    namesWebDomain(after) ||
    (skill.category === 'Hardware and embedded' && namesInspectedProduct(written, after)) ||
    (skill.en === 'SQL' && namesSlowQuery(before)) ||
    namesCertificateTrack(before) ||
    (skill.en === 'Campus Recruiting' && namesHiringRound(before)) ||
    (skill.en === 'Android' && namesDevice(text.slice(Math.max(0, c.start - 40), c.start), after)) ||
    (HAN.test(written) && namesQualifiedTitle(after)) ||
    (skill.en === 'Transformer' && describesArchitecture(written, before, after) && !betweenSeparators(text, c)) ||
    glossedAsGame(written, after) ||
    reportsMetricGain(written, after) ||
    namesControllerProduct(written, after) ||
    namesProductSide(written, after) ||
    namesPartVariant(written, before) ||
    namesGamePlayed(before, written) ||
    namesOthersTeam(before, after) ||
    namesVendorPartner(written, before, after)
  )
    return true;
  // The phrase may wrap after the field's name ("now ML" / "infrastructure.").
  const wrappedAfter =
    text
      .slice(c.end, c.end + 40)
      .replace(/^[ \t]*\n/, ' ')
      .split('\n')[0] ?? '';
  if (SERVED_FIELDS.has(skill.en) && modifiesWhatWasServed(wrappedAfter)) return true;
  const lineBefore =
    text
      .slice(Math.max(0, c.start - 40), c.start)
      .split('\n')
      .pop() ?? '';
  const lineAfter = text.slice(c.end, c.end + 40).split('\n')[0] ?? '';
  if (skill.en !== 'Data Labeling' && namesAnnotatedDomain(lineBefore, lineAfter)) return true;
  if (namesDegreeSubject(skill.en, lineBefore, lineAfter)) return true;
  if (isLetterInSeries(written, lineBefore, lineAfter) || isAuthorInitial(written, lineBefore, lineAfter)) return true;
  if (written.toUpperCase() === 'UI' && UI_TESTING_AFTER.test(lineAfter)) return true;
  if (/^[A-Z]/.test(written) && isSurnameAfterTitle(lineBefore)) return true;
  if (isGivenName(written, lineBefore) || namesBand(written, lineBefore)) return true;
  if (abbreviatesNameBefore(written, lineBefore, lineAfter)) return true;
  if (isNicknameInName(written, lineBefore, lineAfter)) return true;
  const around = lineAround(text, c);
  if (listsManagersDuties(skill, around.line, inSection)) return true;
  if (meansOtherSense(skill.en, around.line, written, around.start, around.end, around.next, listed)) return true;
  if (inCertificateTitle(around.line, around.start, around.end)) return true;
  if (inQuotedName(around.line, around.start, around.end)) return true;
  if (hedgedClause(around.line, around.start, around.end)) return true;
  if (onlyEvaluated(around.line, around.start, around.end, around.next)) return true;
  if (onlySold(around.line, around.start)) return true;
  return isCategoryLabel(
    around.line,
    around.start,
    around.end,
    around.next,
    LANGUAGES_AND_FRAMEWORKS.has(skill.category),
    skill.zh !== undefined,
  );
}

/** A line a manager labels with their management (`管理：`, `团队管理<TAB>`, `Leadership:`). */
const MANAGEMENT_LABEL = /^[\s•·▪■◆*-]*(?:团队)?(?:管理(?:能力)?|Management|Leadership)[ \t]*(?:[:：｜|]|\t)/u;
/**
 * `管理：团队建设、招聘、技术规划、跨部门协作`: the duties a manager lists under their management (hiring, budgets,
 * working across teams) describe the post; the labelling conventions put such soft skills in the optional list, and
 * no first label of sets 1–56 has one as core on such a line (fifty-fifth round). Only business and collaboration
 * words and Budgeting, and only on such a line: a finance line (`预算编制`) or a skills line keeps them. In a skills
 * section the label is also a list's category (review of round 55: `技能` / `管理：Scrum、敏捷开发、OKR、Jira`,
 * `Management: Agile, Scrum, Kanban, Stakeholder Management`): there only the duties of running a team are the post's
 * (`团队管理  团队搭建、OKR、绩效管理、跨部门协作、招聘面试` on set 47: hiring and working across teams), and the
 * methods and practices under it (OKR, Stakeholder Management, Budgeting, Roadmapping) are skills.
 */
const TEAM_DUTIES = new Set(['Recruiting', 'Hiring', 'Cross-Functional Collaboration']);
function listsManagersDuties(skill: Skill, line: string, inSkillsSection: boolean): boolean {
  if (inSkillsSection && !TEAM_DUTIES.has(skill.en)) return false;
  return (skill.category === 'Business and collaboration' || skill.en === 'Budgeting') && MANAGEMENT_LABEL.test(line);
}

/**
 * An ordinary-word name outside a list, on a line that names the skill's field (see sense-cues.ts). Only 80
 * characters each side are read, never a search back to the line's start: every bare candidate comes here.
 */
function supportedInProse(text: string, c: Candidate, index: SkillIndex): boolean {
  const skill = index.skills[c.name.skill];
  if (skill === undefined) return false;
  const before =
    text
      .slice(Math.max(0, c.start - 80), c.start)
      .split('\n')
      .pop() ?? '';
  const after = text.slice(c.end, c.end + 80).split('\n')[0] ?? '';
  return senseSupported(skill.en, before + text.slice(c.start, c.end) + after);
}

/** What follows GO when it is the Gene Ontology (sixteenth round). */
const GENE_ONTOLOGY_AFTER = /^[ \t]*(?:\/[ \t]*KEGG|enrichment|富集|terms?\b|annotation|注释|analysis|分析)/i;

/** Is a bare, ambiguous token like R, C or Go really a skill here? See dictionary.ts (`~`). */
function inSkillContext(text: string, c: Candidate, all: Candidate[], at: number): boolean {
  // Up to 40 characters each side, within the line.
  const before =
    text
      .slice(Math.max(0, c.start - 40), c.start)
      .split('\n')
      .pop() ?? '';
  const after = text.slice(c.end, c.end + 40).split('\n')[0] ?? '';
  // "Temporal    ●●●●○": a name graded by stars or dots is an item of a rated skills list (fifty-fifth round).
  if (CUE_AFTER.test(after) || RATING_AFTER.test(after)) return true;
  if (WRITTEN_IN_AFTER.test(after) && WRITTEN_IN_LANGUAGES.has(skillIndex().skills[c.name.skill]?.en ?? ''))
    return true;
  // "XLM-R", "GPT-J": a letter hyphened onto a word without a space ends a model's name; it is no list item.
  if (/[\p{L}\d]-$/u.test(before)) return false;
  // "GO/KEGG 富集分析", "GO enrichment", "GO terms": the Gene Ontology of bioinformatics, not the language.
  if (GENE_ONTOLOGY_AFTER.test(after) && text.slice(c.start, c.end) === 'GO') return false;

  const prev = before.trimEnd().slice(-1);
  // A tab is a layout's column gap: "Frontend<TAB>Hugo, Redux" starts a list after its category.
  const leftOk =
    prev === '' || before.endsWith('\t') || LEFT_SEPARATOR.test(prev) || HAN.test(prev) || LEFT_WORDS.test(before);
  const next = after.trimStart()[0] ?? '';
  const rightOk =
    next === '' ||
    RIGHT_SEPARATOR.test(next) ||
    HAN.test(next) ||
    RIGHT_WORDS.test(after) ||
    /^\s*[.。](?:\s|$)/.test(after);
  if (!leftOk || !rightOk) return false;
  if (STRONG_LEFT_WORDS.test(before)) return true;
  // Candidates are sorted by start: look at the neighbours on both sides only.
  const near = (o: Candidate | undefined) =>
    o !== undefined &&
    o.name.skill !== c.name.skill &&
    sameBlock(text, Math.min(o.end, c.end), Math.max(o.start, c.start));
  for (let i = at - 1; i >= 0 && (all[i] as Candidate).start > c.start - 2 * NEIGHBOUR_WINDOW; i--) {
    const o = all[i] as Candidate;
    if (near(o) && o.end > c.start - NEIGHBOUR_WINDOW) return true;
  }
  for (let i = at + 1; i < all.length && (all[i] as Candidate).start < c.end + NEIGHBOUR_WINDOW; i++) {
    if (near(all[i])) return true;
  }
  return false;
}

/**
 * An item of a list whose neighbouring item is a skill too: "ROS, Robotics, OpenCV", not "Airflow DAG library
 * (sensors, retries)" where the items around are no skills.
 */
function inListOfSkills(text: string, c: Candidate, all: Candidate[], at: number): boolean {
  if (!betweenSeparators(text, c)) return false;
  const item = (o: Candidate | undefined) =>
    o !== undefined &&
    o.name.skill !== c.name.skill &&
    !text.slice(Math.min(o.end, c.end), Math.max(o.start, c.start)).includes('\n') &&
    betweenSeparators(text, o);
  for (let i = at - 1; i >= 0 && (all[i] as Candidate).start > c.start - NEIGHBOUR_WINDOW; i--) {
    if (item(all[i])) return true;
  }
  for (let i = at + 1; i < all.length && (all[i] as Candidate).start < c.end + NEIGHBOUR_WINDOW; i++) {
    if (item(all[i])) return true;
  }
  return false;
}

/**
 * A language or a framework alone on its line is an item of a one-per-line list ("Python / C++" / "PyTorch" /
 * "ESPnet、WeNet"), not a category over the list under it: such a label names a group (DevOps, 可视化), never one
 * library (twenty-fifth round).
 */
const LANGUAGES_AND_FRAMEWORKS = new Set([
  'Programming languages',
  'Web, backend and mobile frameworks',
  'ML frameworks and libraries',
]);

/**
 * The item a tool and a practice word written right after it make together ("Qwen 微调" in "BERT、Qwen 微调；"):
 * the span from the tool's start to the practice word's end, or nothing when no other tool's name ends where the
 * practice word starts (a space between at most). Looks back a few candidates only (linear time).
 */
function toolBefore(text: string, c: Candidate, all: Candidate[], at: number): Candidate | undefined {
  for (let i = at - 1; i >= 0 && (all[i] as Candidate).start > c.start - NEIGHBOUR_WINDOW; i--) {
    const o = all[i] as Candidate;
    if (o.name.concept || o.name.skill === c.name.skill || o.end > c.start) continue;
    if (/^[ \t]?$/.test(text.slice(o.end, c.start))) return { ...c, start: o.start };
  }
  return undefined;
}

/**
 * Chinese is written without spaces, but resumes often put spaces around Latin words ("AI 运维", "GPU 集群")
 * and PDFs break lines inside a word ("数据可\n视化"): both are undone before matching.
 */
const joinChinese = (text: string) =>
  text
    // A heading's line break stays ("专业技能" / "熟悉压测"): the section starts on the next line.
    .replace(/(\p{Script=Han})\n(?=\p{Script=Han})/gu, (m, han: string, at: number) =>
      isSectionHeading(text.slice(text.lastIndexOf('\n', at) + 1, at + 1)) ? m : han,
    )
    .replace(/([A-Za-z0-9+#])[ \t]+(?=\p{Script=Han})/gu, '$1')
    .replace(/(\p{Script=Han})[ \t]+(?=[A-Za-z0-9])/gu, '$1');

/** "版本控制：xxxxx", "Skills: XXXX": a template's label with its placeholder is not a skill. */
const PLACEHOLDER_LINE =
  /(?<=^|[;；,，、。])[^\n:：;；,，、。]{1,30}[:：][ \t]*(?:[xX]{3,}|[xX*]{3,}[ \t\d]*|…+|\.{3,}|待填写?)[ \t]*(?=$|[;；,，、。])/gm;

/**
 * Soft hyphens are dropped and a word hyphenated across a line end is joined ("cloud-\nnative" → "cloud-native",
 * "Kuber-\nnetes" → "Kuber-netes", which `walk` reads through).
 */
const joinHyphenation = (text: string) =>
  text.replace(/\u00ad/g, '').replace(/(?<=[A-Za-z])-[ \t]*\r?\n[ \t]*(?=[a-z])/g, '-');

/**
 * Is a candidate inside one of these [start, end) ranges? Candidates come in order of start, so one pass over
 * the ranges serves them all (linear time).
 */
function inRanges(ranges: [number, number][]): (c: Candidate) => boolean {
  let at = 0;
  return (c) => {
    while (at < ranges.length && (ranges[at] as [number, number])[1] <= c.start) at++;
    const range = ranges[at];
    return range !== undefined && range[0] <= c.start;
  };
}

/**
 * Lines that are only skill names with spaces between ("Kubernetes Terraform AWS Argo CD Helm Go Python"): chips
 * or tags a layout set side by side, which a PDF gives as one line without separators. Three names or more, and
 * nothing else on the line, make it a list, so an ambiguous name there ("Go", "Vault") is an item of it. Candidates
 * come sorted by start, each line is read once (linear time).
 */
function chipLines(text: string, candidates: Candidate[]): [number, number][] {
  const ranges: [number, number][] = [];
  let at = 0;
  for (let lineStart = 0; lineStart < text.length; ) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline < 0 ? text.length : newline;
    while (at < candidates.length && (candidates[at] as Candidate).start < lineStart) at++;
    let p = lineStart;
    let items = 0;
    let k = at;
    for (;;) {
      while (p < lineEnd && (text[p] === ' ' || text[p] === '\t')) p++;
      if (p >= lineEnd) break;
      while (k < candidates.length && (candidates[k] as Candidate).start < p) k++;
      // Sorted by start, longest first: the first candidate at p reaches furthest.
      const c = candidates[k];
      if (!c || c.start !== p || c.end > lineEnd || (c.end < lineEnd && !/[ \t]/.test(text[c.end] as string))) {
        items = 0;
        break;
      }
      items++;
      p = c.end;
    }
    if (items >= 3) ranges.push([lineStart, lineEnd]);
    lineStart = lineEnd + 1;
  }
  return ranges;
}

/** Every skill mention in the text; a name inside or overlapping a matched name does not count again. */
export function findSkills(input: string): SkillMatch[] {
  const index = skillIndex();
  // Traditional characters are read as simplified (推薦系統 is 推荐系统): one for one, offsets unchanged.
  const prepared = toSimplified(
    radicalsToIdeographs(joinHyphenation(input.slice(0, MAX_CHARS).normalize('NFKC'))),
  ).replace(PLACEHOLDER_LINE, blank);
  // A cover letter first names the employer's tools ("your team works in Kotlin and Scala"): not read.
  const masked = maskNonSkillText(joinChinese(blankCoverLetter(prepared)));
  const text = maskLinks(masked.text);
  const inWeakSection = inRanges(masked.weak);
  const inSkillsSection = inRanges(masked.skills);
  const folded = foldAscii(text);
  const candidates: Candidate[] = [];
  for (let i = 0; i < text.length; i++) {
    walk(index.folded, folded, i, candidates);
    walk(index.exact, text, i, candidates);
  }
  // At the same span an exact-case name wins over a plural read case-free ("Transformers" the library, not
  // "Transformer" + s).
  candidates.sort(
    (a, b) => a.start - b.start || b.end - a.end || Number(b.name.caseSensitive) - Number(a.name.caseSensitive),
  );

  const inChipLine = inRanges(chipLines(text, candidates));
  const matches: SkillMatch[] = [];
  let consumedTo = 0;
  for (const [at, c] of candidates.entries()) {
    if (c.end <= consumedTo) continue;
    // A Chinese name starting inside a matched one shares its characters: "分布式系统设计" is Distributed Systems,
    // not also 系统设计. English names share whole words and both count ("embedded Linux drivers").
    if (c.start < consumedTo && HAN.test(text[c.start] ?? '')) continue;
    if (c.name.caseVariant && !(PLAIN_CASE.test(text.slice(c.start, c.end)) && betweenSeparators(text, c))) continue;
    const needsContext = c.name.needsContext || inWeakSection(c);
    const chip = inChipLine(c);
    if (needsContext && !chip && !inSkillContext(text, c, candidates, at) && !supportedInProse(text, c, index))
      continue;
    // A concept word ("sensors", "负载均衡", "开源") names a skill in a skills section or as a list item only; a tool
    // and its practice written as one item ("LLM: LoRA/QLoRA 微调, vLLM", "BERT、Qwen 微调；") is such an item too.
    if (c.name.concept && !chip && !inSkillsSection(c) && !inListOfSkills(text, c, candidates, at)) {
      const item = toolBefore(text, c, candidates, at);
      if (!item || !inListOfSkills(text, item, candidates, at)) {
        // Its characters stay its own: "硬件设计规范" is not read again as 设计规范.
        if (HAN.test(text[c.start] ?? '')) consumedTo = Math.max(consumedTo, c.end);
        continue;
      }
    }
    if (inOrganisationName(text, c) || isHeadingOrJointHeadingLine(text, c)) continue;
    const skill = index.skills[c.name.skill];
    if (!skill) continue;
    // Its span is still taken: "Certified Kubernetes Administrator" is not read again in parts.
    // A name in a skills section or a list of skills needs no word of its field beside it (sense-cues.ts); asked
    // only of the few names that need such a word.
    const listed =
      senseNeedsCue(skill.en, text.slice(c.start, c.end)) &&
      (chip || inSkillsSection(c) || inListOfSkills(text, c, candidates, at));
    if (notTheCandidates(text, c, skill, listed, inSkillsSection(c))) {
      consumedTo = Math.max(consumedTo, c.end);
      continue;
    }
    matches.push({ skill, start: c.start, end: c.end, text: text.slice(c.start, c.end) });
    consumedTo = Math.max(consumedTo, c.end);
  }
  const all = [...matches, ...elidedHeads(text, matches, index)].sort((a, b) => a.start - b.start);
  return dropPracticeBesideTool(text, all);
}

const HAN_ONLY = /^\p{Script=Han}+$/u;
const CONJUNCTION = /[与和及、]/;

/**
 * Chinese drops a head two coordinated names share: "模型量化与部署" is 模型量化 and 模型部署, "数据清洗与标注"
 * is 数据清洗 and 数据标注. After a Chinese match and a conjunction, the match's first two characters are put
 * before what follows, and a name that then matches past them counts where the elided part is written.
 */
function elidedHeads(text: string, matches: SkillMatch[], index: SkillIndex): SkillMatch[] {
  const out: SkillMatch[] = [];
  for (const [i, m] of matches.entries()) {
    if (m.text.length < 3 || !HAN_ONLY.test(m.text) || !CONJUNCTION.test(text[m.end] ?? '')) continue;
    const from = m.end + 1;
    const head = m.text.slice(0, 2);
    const found: Candidate[] = [];
    walk(index.folded, foldAscii(head + text.slice(from, from + 16)), 0, found);
    const longest = found
      .filter((c) => c.end >= head.length + 2 && HAN_ONLY.test(c.name.text) && !c.name.needsContext)
      .sort((a, b) => b.end - a.end)[0];
    const end = from + (longest?.end ?? 0) - head.length;
    const skill = longest && index.skills[longest.name.skill];
    // Matches are sorted by start: only the next few can lie where the elided name is written (linear time).
    let taken = false;
    for (let k = i + 1; k < matches.length && (matches[k] as SkillMatch).start < end; k++) {
      if ((matches[k] as SkillMatch).end > from) taken = true;
    }
    if (!skill || skill === m.skill || taken) continue;
    out.push({ skill, start: from, end, text: text.slice(from, end) });
  }
  return out;
}

/** The distinct skills of a text as comma-separated English and Chinese tags. */
export function extractSkills(text: string): SkillTags {
  const seen = new Set<Skill>();
  for (const m of findSkills(text)) seen.add(m.skill);
  const skills = [...seen];
  return {
    tagsEnglish: skills.map((s) => s.en).join(', '),
    tagsChinese: skills.map((s) => s.zh ?? s.en).join(', '),
  };
}

/** The number of skills in the dictionary (tests hold it to the promised size). */
export const skillCount = (): number => skillIndex().skills.length;
