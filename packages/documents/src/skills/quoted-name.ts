/**
 * Fifty-seventh round: a skill's name inside a quoted name that holds other words too, where the line says the quoted
 * words name a product, a project, a bot, a contest or a group, is part of that name — `产品代号“火花（Spark）”`,
 * `deploy bot "Spark Plug"`, `“星火-Spark 对话平台”项目`, `Kaggle “LLM Science Exam”`, `“Rust 写作小组”成员` — not a skill
 * the candidate claims. Titles of courses, talks and patents are left alone (`Coursera “Deep Learning
 * Specialization”`, `《计算机视觉》课程助教`, `Patent — “Keyword spotting with …”`): the labellers count those as
 * claims (tried on sets 1–62: without the cue, core skills were lost on sets 13, 19, 60 and 62). A name quoted alone
 * (`熟悉“云原生”`) or a quoted list (`"Python, SQL"`) still counts.
 */
const PAIRS: Record<string, string> = { '“': '”', '「': '」', '"': '"' };
const MAX_NAME = 40;
const LIST_MARK = /[,，、;；|]/;
const OTHER_WORD = /[\p{L}\p{N}]/u;
/** Words before the quote that say a name follows: `产品代号“…”`, `deploy bot "…"`, `Kaggle “…”`, `named "…"`. */
const NAMING_BEFORE =
  /(?:代号|项目名|产品名|品牌名?|名为|叫做?|连锁|门店|乐队|\b(?:bot|named|called|code[ -]?named|dubbed|nicknamed|Kaggle|band)\b)[ \t:：—–-]*$/iu;
/** Words after the quote that say it named a group, a bot or a product: `“…”成员`, `"…" bot`. */
const NAMED_AFTER =
  /^[ \t]*(?:小组|社群|成员|播客|代号|产品|机器人|\p{Script=Han}{0,8}?(?:活动|社团|协会|俱乐部|门店)|\b(?:bot|group|podcast)\b)/iu;
/**
 * Words after the quote that say it titled a project, a platform, a team or a contest: `“基于 Flink 的实时风控平台”项目`,
 * `"Kafka Migration" project`, `"Kubernetes Platform" team`. Such a title usually names the stack, so the name in it
 * is the candidate's, unless it is hyphened or bracketed onto a code word (`“星火-Spark 对话平台”项目`, `“雷鸣（Flink）”`):
 * then it is the code name itself (review of round 57).
 */
const TITLED_AFTER = /^[ \t]*(?:项目|平台|\b(?:app|project|team|tool|competition|challenge)\b)/iu;
const CODE_NAME_JOIN_BEFORE = /[\p{L}\p{N}][ \t]*[-–(（][ \t]*$/u;
const CODE_NAME_JOIN_AFTER = /^[ \t]*[)）]/;

export function inQuotedName(line: string, start: number, end: number): boolean {
  const before = line.slice(Math.max(0, start - MAX_NAME), start);
  let open = -1;
  for (let i = before.length - 1; i >= 0; i--) {
    const ch = before[i] as string;
    if (ch in PAIRS) {
      open = i;
      break;
    }
    if (ch === '”' || ch === '」') return false; // a quoted name closed before this one
  }
  if (open < 0) return false;
  const mark = before[open] as string;
  const openAt = start - before.length + open;
  // A straight quote opens a name only after an even number of them on the line.
  if (mark === '"' && (line.slice(0, openAt).split('"').length - 1) % 2 === 1) return false;
  const close = line.indexOf(PAIRS[mark] as string, end);
  if (close < 0 || close - end > MAX_NAME) return false;
  if (LIST_MARK.test(line.slice(openAt, close))) return false;
  if (!OTHER_WORD.test(before.slice(open + 1) + line.slice(end, close))) return false;
  if (NAMING_BEFORE.test(line.slice(Math.max(0, openAt - 16), openAt)) || NAMED_AFTER.test(line.slice(close + 1)))
    return true;
  if (!TITLED_AFTER.test(line.slice(close + 1))) return false;
  return CODE_NAME_JOIN_BEFORE.test(line.slice(openAt + 1, start)) || CODE_NAME_JOIN_AFTER.test(line.slice(end, close));
}
