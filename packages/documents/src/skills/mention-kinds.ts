/**
 * Mentions of a skill's name that do not say the candidate has the skill (issue 23, seventh round). Each check
 * reads a few characters around one match, so together they stay linear in the text.
 */

/** "CKA", "RHCE", "ISTQB": a certificate is listed apart; every outside labeller left it out of the core skills. */
export const isCertificate = (skill: { category: string }): boolean => skill.category === 'Certifications';

/**
 * An acronym's plural keeps its capitals ("LLMs", "GANs"); "Ross" (Stephen M. Ross School) is a name, not ROS
 * plus s. Read on the written text, since the case-free trie matched "ross".
 */
export function miswrittenAcronymPlural(written: string, name: string): boolean {
  if (written.length !== name.length + 1 || !/^[A-Z0-9]{2,}$/.test(name) || !/[A-Z]/.test(name)) return false;
  return written.slice(0, name.length) !== name;
}

/**
 * A spelling split at a case step ("Java Script" for JavaScript, "In Design" for InDesign) keeps the capitals
 * that split it, or is written in capitals throughout: "Fine Arts in Design" is not InDesign.
 */
export function splitSpellingKeepsCapitals(written: string, name: string): boolean {
  if (written === written.toUpperCase()) return true;
  const writtenParts = written.split(/[\s-]+/);
  const nameParts = name.split(' ');
  if (writtenParts.length !== nameParts.length) return true;
  return nameParts.every((part, i) => {
    const first = part[0] ?? '';
    const got = writtenParts[i]?.[0] ?? '';
    return first === first.toLowerCase() || got === first;
  });
}

/** "CUDA-free data loaders", "a Docker-free setup": the name says what is not used. */
export const namedAsAbsent = (after: string): boolean => /^-free\b/i.test(after);

/**
 * "a JavaScript-like scripting language", "a Redis-like cache": the name says what the thing resembles, not a tool
 * the candidate used (seventeenth round).
 */
export const namedAsLikeness = (after: string): boolean => /^-like\b/i.test(after);

/**
 * "Go (the board game, 3 dan)", "Go（围棋）": a bracket right after the name that calls it a game says it is the game of
 * that name, not the skill (thirty-ninth round); for Go alone, so does the board game's word right after it (`Go 对弈平台`,
 * fifty-seventh round). `Unity 棋牌游戏`, `Python 对弈引擎` stay: 棋牌 is a genre of games developed, and only Go is
 * also the board game (review of round 57).
 */
export const glossedAsGame = (written: string, after: string): boolean =>
  /^[ \t]*[(（][ \t]*(?:(?:the|a)[ \t]+)?(?:board[ \t]+)?game\b|^[ \t]*[(（][ \t]*(?:围棋|棋类)/i.test(after) ||
  (/^go$/i.test(written) && /^[ \t]*(?:对弈|围棋|棋(?!牌))/.test(after));

/**
 * "Playing Rust and Factorio with old classmates": a capitalised name right after "playing" is a game played (forty-ninth
 * round; Rust the language was tagged from a hobby line).
 */
export const namesGamePlayed = (before: string, written: string): boolean =>
  /^\p{Lu}/u.test(written) && /\bplay(?:ing|ed|s)?[ \t]+$/i.test(before);

/**
 * "阿里云 ACP 云计算", "ACP 大数据认证", "HCIP-Cloud": a field named right after a vendor certificate's level (Alibaba
 * Cloud's ACA / ACP / ACE, Huawei's HCIA / HCIP / HCIE) is the certificate's track, which the labelling conventions
 * leave optional, not a skill the candidate claims (forty-fifth round).
 */
export const namesCertificateTrack = (before: string): boolean => /\b(?:AC[APE]|HCI[APE])[ \t-]*$/.test(before);

/**
 * "LCP 1.6 s on mid-range Android phones", "a reader on Android devices": the platform's name before the phones or
 * devices says where something ran or was measured, not that the candidate builds for it (forty-fifth round). Only
 * after "on" or "across", or "to" after a verb of shipping ("Shipped the OCR model to Android devices"), since issue
 * 23's review: "Ported the camera HAL and BSP to Android devices" is Android work.
 */
export const namesDevice = (before: string, after: string): boolean =>
  (/\b(?:on|across)[ \t]+(?:[\p{L}\d.-]+[ \t]+){0,2}$/iu.test(before) ||
    /\b(?:shipped|deployed|rolled[ \t]+out|pushed|released)\b[^.;\n]{0,30}\bto[ \t]+(?:[\p{L}\d.-]+[ \t]+){0,2}$/iu.test(
      before,
    )) &&
  /^[ \t]+(?:phones?|handsets?|devices?|tablets?)\b/i.test(after);

/**
 * "2026届校园招聘": campus recruiting after a graduating class's year is the hiring round the candidate applies
 * through, not a recruiter's skill (forty-fifth round).
 */
export const namesHiringRound = (before: string): boolean => /届[ \t]*$/.test(before);

/**
 * "DeepLearning.AI", "Kaggle.com": a name with a web domain written onto it is the organisation or site of that
 * name, not the skill (seventeenth round).
 */
/**
 * "排查慢 SQL", "慢 SQL 治理", "tracked down slow SQL": a slow SQL is a slow query the candidate fixed, named by the
 * query's language; it says nothing of the language as a skill (forty-third round; SQL off six documents of sets
 * 2–34 whose labellers did not list it; "优化 SQL", "写 SQL" keep theirs).
 */
export const namesSlowQuery = (before: string): boolean => /(?:慢|\bslow)[ \t]*$/i.test(before);

/**
 * "a VietOCR-style transformer", "layout-aware transformers (LayoutLMv3, Donut)", "character-level transformer",
 * "transformer-based scorers": in prose, the word in lower case after a hyphened modifier, or before "-based",
 * describes a model's architecture; the candidate's skill is the model or library named beside it (forty-third
 * round; Transformer off four English documents of sets 8–34 whose labellers did not list it). Without such a
 * modifier it counts: the package's synthetic labeller listed "transformer language models", "a transformer
 * re-ranker" and "transformer graphs" (reading every lower-case mention so cost that set's en R 0.014).
 */
export const describesArchitecture = (written: string, before: string, after: string): boolean =>
  /^transformers?$/.test(written) && (/[\p{L}\d]-\p{L}+[ \t]+$/u.test(before) || /^-based\b/.test(after));

/**
 * "系统架构设计师（高级，2020）", "网络规划设计师": a field's name followed by 设计师, 分析师, 规划师 or 管理师 is a title the
 * candidate holds, most often a national qualification (软考) listed among certificates, not the field as a skill
 * (forty-third round; System Design off set 34 zh-09, listed by neither labeller). A title of one more character
 * (开发者布道师, 数据分析师) is left alone: its field is the person's specialty.
 */
export const namesQualifiedTitle = (after: string): boolean => /^(?:设计|分析|规划|管理)师/.test(after);

/**
 * "PCB 缺陷检测", "PCB 工业缺陷检测", "for PCB inspection": a board written right before a defect inspection is the
 * product a vision model inspects, not hardware the candidate designs (fifty-fifth round; read for hardware names).
 * Only a board or a wafer is such a product (review of round 55): `STM32 inspection robot firmware` names the chip
 * the candidate programs.
 */
export const namesInspectedProduct = (written: string, after: string): boolean =>
  /PCB|电路板|主板|线路板|wafer|晶圆/i.test(written) &&
  /^[ \t]*(?:工业|外观)?(?:缺陷|瑕疵)(?:检测|识别)|^[ \t-]*(?:defect[ \t-]+(?:detection|inspection)|inspection)\b/i.test(
    after,
  );

export const namesWebDomain = (after: string): boolean => /^\.(?:ai|com|org|io)\b/i.test(after);

/**
 * "worked with the ML team", "to the chip design team": a team named after its field is someone else's work.
 * The article before the name is required, so "ML team lead" in a title line keeps its skill.
 */
export const namesOthersTeam = (before: string, after: string): boolean =>
  /\b(?:the|their|other)[ \t]+$/i.test(before) && /^[ \t]+(?:team|teams|group|squad|department)\b/i.test(after);

const LIST_SEPARATOR = /[,，、;；|·•]/;
/** Stars, dots or bars that grade a skill, after a column gap or a colon. */
export const RATING_AFTER = /^[ \t]*[:：]?[ \t]*[★☆●○◉◯◐◑▰▱■□█▓▒░]{3}/;

/**
 * A category label of a skills list: "DevOps<TAB>Docker, Kubernetes", "MLOps & data: MLflow, Airflow",
 * "Observability" / "OpenTelemetry, Prometheus, Grafana", "可视化" / "Power BI、Tableau". The label names a
 * group of the tools after it; the outside labellers tagged the tools, not the group. `line` is the match's
 * line, `start` and `end` the match within it, `next` the next line with text. `field` says the skill is a field
 * (one with a Chinese field name: Monitoring & Alerting / 监控告警, Big Data / 大数据), not a product: only a field
 * labels a list after a spaced dash or over a word for its parts (`Terraform — modules, workspaces, Terragrunt` and
 * `Kubernetes 生态` name the product the candidate used, with what they did with it or its ecosystem).
 */
export function isCategoryLabel(
  line: string,
  start: number,
  end: number,
  next: string | undefined,
  languageOrFramework = false,
  field = true,
): boolean {
  const rest = line.slice(end);
  // "Cloud & DevOps: AWS, Terraform", "Data and MLOps<TAB>MLflow, Airflow": the field is a label's second part (after
  // "/" it is not: "LLM / NLP: …" keeps NLP, as round 39's labellers did).
  if (SECOND_FIELD_OF_LABEL.test(line.slice(0, start)) && /^[A-Za-z]/.test(line.slice(start, end)))
    return labelOverList(rest);
  if (!/^[\s•·▪■●◆*-]*$/.test(line.slice(0, start))) {
    // "4. 监控告警：Prometheus + Grafana", "…；大数据：Spark、Hive、Flink": a Chinese label after an item's number or
    // a clause's end, over a list of tools written in Latin letters (thirteenth round).
    return (
      /(?:^[\s•·▪■●◆*-]*\d{1,2}[.、)）]?|[;；。])[ \t]*$/.test(line.slice(0, start)) &&
      labelsLatinTools(line.slice(start, end), rest)
    );
  }
  if (labelsLatinTools(line.slice(start, end), rest)) return true;
  // A rating after the name ("Altium Designer<TAB>★★★☆☆ 掌握", "SolidWorks  ●●●●●") grades that skill: it is a
  // rated item of the list, not the label of what follows it (fifteenth round).
  if (RATING_AFTER.test(rest)) return false;
  // A label, perhaps with one more field after "&" or "and" ("MLOps & data"), then a colon or a column gap and a
  // list. A longer Chinese word ("深度学习框架：PyTorch", "微服务架构：…") names a kind of tool and keeps its skill,
  // as does a cell of a table of skills ("ARM Cortex-M<TAB>STM32<TAB>nRF52": no list after the gap).
  const labelled = LABEL_THEN_LIST.exec(rest);
  // Chinese resumes write "开源贡献：为 … 贡献代码", "微服务架构：Spring Cloud…": there the label is the skill.
  if (labelled) {
    if (!/^[A-Za-z]/.test(line.slice(start, end))) return false;
    // A dash after a product (a language and a framework among them) says what was done with it (`SQL — BigQuery,
    // PostgreSQL`, `Jenkins - pipelines, shared libraries`): an item.
    if (DASH_END.test(rest)) return field && !languageOrFramework && dashedList(labelled[1] ?? '');
    return LIST_SEPARATOR.test(labelled[1] ?? '');
  }
  // A label alone on its line, over a list of several items; a language or a framework there is an item. Since the
  // fifty-ninth round the label may end on a word for the field's parts (`大数据组件` / `Hadoop、Hive、Spark`).
  const partsWord = rest.trim();
  return (
    !languageOrFramework &&
    (partsWord === '' || (field && PARTS_WORD.test(partsWord))) &&
    next !== undefined &&
    LIST_SEPARATOR.test(next) &&
    !LIST_SEPARATOR.test(line)
  );
}

/** A word for a field's parts ending a Chinese label alone on its line: `大数据组件`, `云原生技术栈`. */
const PARTS_WORD = /^(?:组件|生态|技术栈)$/;

/**
 * A list after a label's dash: items split by a list's mark or by a spaced slash (`Observability — Prometheus /
 * Grafana / OpenTelemetry`, fifty-ninth round), without a bracket or a digit: `Game Programmer — Lantern Studio
 * (Unity, C#)` is a post at an employer.
 */
const dashedList = (list: string): boolean =>
  (LIST_SEPARATOR.test(list) || /[ \t]\/[ \t]/.test(list)) && !/[(（\d]/.test(list);
const DASH_END = /^(?:[ \t]*(?:&|and|\/)[ \t]*[A-Za-z]{1,12})?[ \t]+[—–-][ \t]/;
/**
 * A label's end, a colon, a column gap or (fifty-ninth round) a spaced dash (`Observability — Prometheus / Grafana`),
 * then the list it labels (captured).
 */
const LABEL_END_THEN_LIST = String.raw`[ \t]*(?:[:：]|\t|(?<=[ \t])[—–-](?=[ \t]))[ \t]*(\S.*)$`;
/**
 * After a label's field, perhaps one more field after "&", "and" or "/" ("MLOps & data", "Observability / CI"), a
 * colon or a column gap and the list it labels.
 */
const LABEL_THEN_LIST = new RegExp(String.raw`^(?:[ \t]*(?:&|and|\/)[ \t]*[A-Za-z]{1,12})?${LABEL_END_THEN_LIST}`);
/** A label's first field and its joiner before the match, at the line's start: "Cloud & ", "Data and " (thirty-ninth round). */
const SECOND_FIELD_OF_LABEL = /^[\s•·▪■●◆*-]*[A-Za-z]{1,14}[ \t]*(?:&|and)[ \t]*$/;
const LABEL_END_OVER_LIST = new RegExp(`^${LABEL_END_THEN_LIST}`);
const labelOverList = (rest: string): boolean => {
  const list = LABEL_END_OVER_LIST.exec(rest)?.[1];
  return list !== undefined && LIST_SEPARATOR.test(list);
};

/**
 * The label's end and its clause. Since the thirty-fifth round a label may join a second field with 及, 与 or 和
 * ("大数据及云端：PySpark、Databricks", "大数据与检索：Hive、Spark"), and a bar or a table's column gap ends it as a colon
 * does ("大数据｜Spark、Flink、Hive", "大数据<TAB>精通 Spark、Flink、Kafka"): the labellers of four sets listed the tools,
 * not Big Data.
 */
const LABELLED_LIST = /^(?:[及与和][\p{Script=Han}]{1,6})?[ \t]*(?:[:：|｜]|\t)[ \t]*([^\n\t;；。]*)/u;
/** A level written before the list ("精通 Spark、Flink") grades its tools; a later clause's level starts prose. */
const LEVEL_BEFORE = /^(?:精通|熟练(?:使用|掌握)?|熟悉|掌握|了解)[ \t]*/;

/**
 * A Chinese (or CI/CD-like) label, then a colon and a clause of only tools in Latin letters (two or more, separated
 * by 、 , + / or |): "大数据：Spark、Hive、Flink", "监控告警：Prometheus + Grafana + Alertmanager". A label that is a
 * longer word names a kind of tool and is not read here ("深度学习框架：PyTorch" is matched on PyTorch only); a
 * clause that goes on in Chinese ("微服务架构：Spring Cloud、Nacos，负责拆分") keeps its label: the labellers
 * counted it (reading only the leading tools lost two right skills for three false ones).
 */
function labelsLatinTools(label: string, rest: string): boolean {
  if (!/\p{Script=Han}|\//u.test(label)) return false;
  const list = LABELLED_LIST.exec(rest)?.[1] ?? '';
  // A bracket is one item's parts ("Spring Cloud（Nacos、Gateway）" is one tool), not more items of the list.
  const items = list
    .replace(LEVEL_BEFORE, '')
    .replace(/[(（][^()（）]*[)）]/g, '')
    .split(/[、,，+/|]/)
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length >= 2 && items.every((item) => /^[A-Za-z]/.test(item));
}

/**
 * "for an LLM client", "our fintech customers": a client named after a field is a customer, after an article or
 * "for"; "Apollo GraphQL clients", "Kafka clients" without one are software (fifteenth round).
 */
const CLIENT_OF_ARTICLE = /\b(?:an?|the|our|their|for)[ \t]+$/i;

/**
 * What a data-labelling team annotated is the data's domain, not the candidate's skill: "承接自动驾驶点云、图像分割
 * 数据标注项目", "2D 框、语义分割、3D 点云等标注类型", "大模型 SFT 数据项目", "annotators on autonomous-driving
 * images", "an LLM client": the name stands in a list that ends on 数据标注, 标注项目 or 标注类型 (not 标注工具, the
 * tools, nor 标注规范, guidelines the candidate wrote) or 数据项目 within its clause, after an annotating word and "on"/"of"/"for", or before "client(s)"/"客户". `before` and `after` are the text on each side, on the line.
 */
export function namesAnnotatedDomain(before: string, after: string): boolean {
  return (
    /^[^，。；;,\n]{0,30}?(?:数据标注|标注(?:项目|类型|任务|业务)|数据项目)/.test(after) ||
    /\b(?:annotat(?:ors?|ing|ion|ed)|label(?:l)?(?:ers?|ing|ed)|raters)[ \t]+(?:on|of|for)[ \t]+(?:the[ \t]+)?$/i.test(
      before,
    ) ||
    (/^[ \t]*(?:clients?|customers?)\b/i.test(after) && CLIENT_OF_ARTICLE.test(before)) ||
    /^[ \t]*客户/.test(after)
  );
}

/**
 * "my corgi named Python", "a cat called Pascal": one capitalised word after "named" or "called" is the name given
 * to someone or something, not the skill it spells (fifteenth round).
 */
export const isGivenName = (written: string, before: string): boolean =>
  /^\p{Lu}[\p{L}\d]*$/u.test(written) && /\b(?:named|called|nicknamed)[ \t]+["“‘']?$/i.test(before);

/**
 * "Drummer in the band Kotlin Drift" (fifty-ninth round): a capitalised word after "the band" (or "a", "my", "our" …
 * band) names the band. The article is required: "2.4 GHz band Zigbee" and "the 868 MHz band LoRa" name a radio
 * band and the protocol on it (review of round 59). Quoted band names are read in quoted-name.ts.
 */
export const namesBand = (written: string, before: string): boolean =>
  /^\p{Lu}[\p{L}\d]*$/u.test(written) && /\b(?:the|a|my|our|his|her|their)[ \t]+band[ \t]+$/i.test(before);

/** "Dr. Elaine Rust", "Prof. Amy Swift": a capitalised word after a title and a given name is a surname. */
export const isSurnameAfterTitle = (before: string): boolean =>
  /\b(?:Dr|Mr|Mrs|Ms|Prof)\.?[ \t]+\p{Lu}[\p{L}'’-]+[ \t]+$/u.test(before);

const CLAUSE_BREAKS = new Set([',', '，', ';', '；', '。', '|', '·', '•', '、', ':', '：', '\t']);

/**
 * "AWS Certified Data Analytics – Specialty", "阿里云 ACP 大数据认证", "Google 数据分析专业证书": a certificate's title
 * names the field it certifies; the blind sets' labellers listed certificates apart, not as the skills they name
 * (issue 23, thirteenth round; the real set's labeller once did: Networking from an AWS networking certificate). Read on the match's clause of its line (`start`, `end` the match within `line`):
 * "Networking: Cisco Certified …" is a list before it.
 */
export function inCertificateTitle(line: string, start: number, end: number): boolean {
  const before = line.slice(0, start);
  const from = Math.max(...[...CLAUSE_BREAKS].map((b) => before.lastIndexOf(b))) + 1;
  const after = line.slice(end);
  const stops = [...CLAUSE_BREAKS].map((b) => after.indexOf(b)).filter((i) => i >= 0);
  const to = end + (stops.length ? Math.min(...stops) : after.length);
  // Two characters past the clause: a label "证书：" over a list is not a certificate's title.
  // 软考 (China's national software qualification exam) names the title it grants: "软考 系统架构设计师".
  // Google Cloud's titles say neither (fifty-ninth round): "Google Cloud Professional Cloud DevOps Engineer". A title
  // word (or the line's end, where the title wraps) is required: "Google Cloud Professional Services" is an employer,
  // its consulting arm (review of round 59).
  // Sixty-first round: two readings that look past the clause, right after the match only (see their comments).
  if (namesTieredCertificate(line.slice(end)) || namesVendorCertificateCode(line.slice(start, end), line.slice(end)))
    return true;
  return /(?:认证|证书|软考)(?![ \t]*[:：])|\bcertifi(?:ed|cate|cation)s?\b|\bGoogle[ \t]+Cloud[ \t]+(?:Certified[ \t]+)?Professional(?![ \t]+Services\b)(?:[ \t]+[A-Z][\w-]*){0,3}(?:[ \t]+(?:Engineer|Architect|Developer|Administrator|Analyst|Leader)\b|[ \t]*$)/i.test(
    line.slice(from, to + 2),
  );
}

/**
 * Sixty-first round: up to four capitalised words, a certificate's tier (Fundamentals, Associate, Professional,
 * Specialty, Practitioner, Expert) and a bracket opening on an exam code (`AI-900`, `SAA-C03`) or a year: a
 * certificate's title, as the conventions read certificates (optional), not a claim of the product or field in it
 * ("Microsoft Azure AI Fundamentals (AI-900, 2025)", "Oracle Cloud Infrastructure Generative AI Professional (2024)").
 * Review of round 61: the year must stand alone, as a certificate's date does. A range (`(2020 – 2022)`, `(2022 –
 * present)`) dates a job: "Machine Learning Associate (2020 – 2022), Goldman Sachs" is a title held, not a certificate.
 */
const CERTIFICATE_TIER_AFTER =
  /^(?:[ \t]+(?:\p{Lu}[\p{L}\d-]*|&|and|of))?(?:[ \t]+\p{Lu}[\p{L}\d-]*){0,3}[ \t]+(?:Fundamentals|Associate|Professional|Specialty|Practitioner|Expert)[ \t]*[(（][ \t]*(?:[A-Z]{2,4}-?[A-Z]?\d{2,3}\b|(?:19|20)\d\d\b(?![./]\d)(?![ \t]*(?:[-–—~～至到]|to\b|till\b|until\b|present\b|now\b|today\b)))/u;

/** `after`: the text right after the match. */
export const namesTieredCertificate = (after: string): boolean => CERTIFICATE_TIER_AFTER.test(after);

/**
 * Each vendor's certificate codes (sixty-first round): `阿里云 ACP 大数据分析专业工程师`, `腾讯云 TCA 云计算从业者`,
 * `华为 HCIP-AI`, `Oracle OCP 11g` name the certificate, not a claim of the vendor's cloud. Review of round 61: only
 * right after that vendor's own name — TCP, ACE and OCP are ordinary technical words after anything else (`Linux TCP/IP`,
 * `C++ ACE framework`, `OpenShift OCP 4.12`) — and Tencent's TCP only before a certificate's word (`腾讯云 TCP 架构高级工程师`,
 * not `腾讯云 TCP 长连接`).
 */
const VENDOR_CERTIFICATE_CODES: [RegExp, RegExp][] = [
  [/^(?:阿里云|Alibaba[ \t]+Cloud|Aliyun)$/i, /^[ \t]*(?:ACA|ACP|ACE)(?![A-Za-z])/],
  [/^(?:华为云?|Huawei(?:[ \t]+Cloud)?)$/i, /^[ \t]*(?:HCIA|HCIP|HCIE)(?![A-Za-z])/],
  [
    /^(?:腾讯云|Tencent[ \t]+Cloud)$/i,
    /^[ \t]*(?:TCA(?![A-Za-z])|TCP(?=[ \t-]*(?:[\p{Script=Han}]{0,6}(?:架构|工程师|从业者|开发|运维|认证)|(?:Cloud[ \t]+)?(?:Architect|Engineer|Practitioner|Developer|Certifi))))/u,
  ],
  [/^(?:Oracle|甲骨文)$/i, /^[ \t]*(?:OCA|OCP|OCM)(?![A-Za-z])/],
];

/** `written`: the match as written; `after`: the text right after it. */
export const namesVendorCertificateCode = (written: string, after: string): boolean =>
  VENDOR_CERTIFICATE_CODES.some(([vendor, code]) => vendor.test(written) && code.test(after));

const MINOR_WORDS = new Set(['of', 'and', 'the', 'for', 'in', 'at', 'on', '&', 'de', 'du', 'des', 'la']);

/**
 * "Vellore Institute of Technology (VIT)", "Security Operations Centre (SOC)": capitals in brackets that spell the
 * initials of the capitalised words before them are that name's abbreviation, not the skill the letters also spell
 * (issue 23, thirteenth round). `written` is the match, `before` the text before it on its line.
 */
export function abbreviatesNameBefore(written: string, before: string, after: string): boolean {
  if (!/^[A-Z]{2,8}$/.test(written) || !/^[ \t]*[)）]/.test(after)) return false;
  const words = /([\p{L}&][\p{L}'’&.-]*(?:[ \t]+[\p{L}&][\p{L}'’&.-]*){0,9})[ \t]*[(（]$/u
    .exec(before)?.[1]
    ?.split(/[ \t]+/);
  if (!words) return false;
  const initials = words
    .filter((w) => !MINOR_WORDS.has(w.toLowerCase()))
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return initials.endsWith(written);
}

/** The clause of `line` around [start, end): up to a full stop, semicolon or comma (not a list's 、 or /). */
function clauseOf(line: string, start: number, end: number): string {
  const before = line.slice(0, start);
  const from = Math.max(...[...HEDGE_BREAKS].map((b) => before.lastIndexOf(b))) + 1;
  const after = line.slice(end);
  const stops = [...HEDGE_BREAKS].map((b) => after.indexOf(b)).filter((i) => i >= 0);
  return line.slice(from, end + (stops.length ? Math.min(...stops) : after.length));
}
const HEDGE_BREAKS = new Set(['。', '；', ';', '，', ',', '.', '!', '！']);

/**
 * "learning Rust on the side", "个人尝试：用 Rust 写固件的小实验（学习中）", "参与标注规范制定（非主要工作）": a clause
 * that says the candidate is only learning or trying the thing, or that it was not their work, does not evidence
 * the skill (issue 23, thirteenth round).
 */
export function hedgedClause(line: string, start: number, end: number): boolean {
  const clause = clauseOf(line, start, end);
  const offset = line.indexOf(clause);
  if (HEDGE.test(withoutOtherItemsBrackets(clause, start - offset, end - offset))) return true;
  if (deniedIn(clause, start - offset, end - offset)) return true;
  // "made in Maya and Houdini by the art team, not by me": the disclaimer is the next clause (seventeenth round).
  return NOT_MINE_AFTER.test(line.slice(offset + clause.length));
}
const HEDGE =
  /(?:^|[(（]|\b(?:currently|still|now|am|I'm|I’m)[ \t]+)learning\b(?![ \t]+(?:rate|curve|model|system|algorithm|path)s?\b|[ \t-]+to[ \t-]+rank\b)|\b(?:interested in|curious about|want to learn|hoping to learn|not shipped|never shipped)|\bnever[ \t]+(?:used|ran|run|worked[ \t]+with|touched)\b|从未使用|没有?用过|学习中|正在学习|自学|非主要|个人尝试|小实验|感兴趣|\brusty\b|\bnot[ \t]+by[ \t]+me\b|\bis[ \t]+(?:a|the|our|my)[ \t]+(?:client|customer|company|studio|employer|firm)(?:['’]s)?[ \t]+name\b/i;
/**
 * "AWS / Terraform / Go (learning) / Bash": in a list whose items are split by a spaced `/` or `|`, a bracket after
 * one item hedges that item only; the others stay claimed (forty-first round; set 33 en-11 lost its whole line).
 * `at` and `to` are the match's place in `clause`.
 */
function withoutOtherItemsBrackets(clause: string, at: number, to: number): string {
  const separators = [...clause.matchAll(/[ \t][/|][ \t]/g)].map((m) => m.index);
  const from = Math.max(0, ...separators.filter((i) => i < at));
  const until = Math.min(clause.length, ...separators.filter((i) => i >= to));
  return clause.replace(/[(（][^)）]*[)）]/g, (bracket, index: number) =>
    index >= from && index < until ? bracket : '',
  );
}
/**
 * "（项目代号，与 Apache Spark 无关）", "no Hadoop in our stack", "whose name has nothing to do with scikit-learn": a
 * phrase that says the thing has nothing to do with the name written inside it denies that skill (fifty-seventh
 * round: a product's or a company's code name explained in a note). Only the name inside the phrase is denied; the
 * rest of its clause ("Predictive maintenance models for a consulting firm whose name …") still counts. The English
 * phrase ends at its noun phrase (`unrelated to our code using pytest`: pytest counts), and `与 CUDA 版本无关` is
 * version-agnostic code written for CUDA, no denial (review of round 57).
 */
const DENIALS = [
  /与[^，,。；;与]{1,30}?(?<!版本[ \t]*|型号[ \t]*)无关/gu,
  /\b(?:unrelated[ \t]+to|nothing[ \t]+to[ \t]+do[ \t]+with)[ \t]+(?:(?!(?:using|with|via|in|for|and|but|now)\b)[^,.;)）\s]+[ \t]*){1,4}/gi,
  /\bno[ \t]+(?:[\w.+#-]+[ \t]+){1,3}in[ \t]+(?:our|the|my|their)[ \t]+stack\b/gi,
];
const deniedIn = (clause: string, start: number, end: number): boolean =>
  DENIALS.some((denial) => [...clause.matchAll(denial)].some((m) => m.index <= start && end <= m.index + m[0].length));
/** A clause after the match that disowns it: ", not by me", ", not mine". */
const NOT_MINE_AFTER = /^[ \t]*[,，][ \t]*not[ \t]+(?:by[ \t]+me|mine|my[ \t]+work)\b/i;

/**
 * "Adaeze (Ada) Okonkwo", "Robert (Rusty) Hale": a capitalised word in brackets between a given and a family
 * name is a nickname (issue 23, thirteenth round). `before` and `after` are the text on each side, on the line.
 */
export const isNicknameInName = (written: string, before: string, after: string): boolean =>
  /^\p{Lu}\p{Ll}+$/u.test(written) &&
  /(?:^|[ \t])(?:\p{Lu}\.?[ \t]+)?\p{Lu}[\p{Ll}'’-]+[ \t]+[(（"“]$/u.test(before) &&
  /^[)）"”][ \t]+\p{Lu}[\p{L}'’-]+/u.test(after);

/** What a field's name may modify when the candidate served the field rather than worked in it. */
const SERVED_THING =
  /^[ \t-]*(?:(?:teams?|products?|infrastructure|infra|hardware|accelerators?|chips?|tools|tooling|compilers?|platforms?|systems?)(?![\p{L}])|平台|团队|产品|硬件|芯片|基础设施)/iu;

/**
 * "APIs for ML products", "feature pipelines for ML teams", "now ML infrastructure", "edge-AI / ML hardware",
 * "Staff Infrastructure Engineer · ML Platform": a field's name modifying the teams, products, infrastructure or
 * hardware the candidate served says whom they worked for, not that they do the field's work (sixteenth round).
 * Since the thirty-fifth round also in a job title ("ML Platform Engineer", "机器学习平台工程师", "ML Compiler
 * Engineer"), which the sixteenth round had kept: the labellers of 16 documents in sets 6–29 left the field out of
 * such a title (an infrastructure or compiler engineer's), and no document whose labeller listed the field lost it. A
 * Chinese served word needs no word boundary after it (平台工程师).
 */
export const modifiesWhatWasServed = (after: string): boolean => SERVED_THING.test(after);

/** A degree's abbreviation or name, which its subject follows ("MSc in …") or, in Chinese, precedes ("… 理学硕士"). */
const DEGREE_BEFORE =
  /(?:\b(?:M\.?Sc|B\.?Sc|M\.S|B\.S|M\.?Eng|B\.?Eng|B\.?Tech|M\.?Tech|M\.?Phil|Ph\.?D)\.?|\b(?:Master|Bachelor|Doctor)(?:['’]s)?(?:[ \t]+of[ \t]+(?:Science|Arts|Engineering|Philosophy))?)(?:[ \t]*\(Hons\.?\))?[ \t]+in[ \t]+$|(?:学士|硕士|博士|学位)[ \t]*[(（]$/i;
/**
 * Fifty-ninth round: "BSc Econometrics and Operations Research", "MSc Computer Science (Data Analytics)": a degree's
 * abbreviation followed by its subject's capitalised words without "in" (case-sensitive: "MSc thesis on …" is prose).
 * A project's or thesis's word is no subject's: after "BSc Final Year Project" or "MEng Group Project" comes the
 * project's title, which names its tools (review of round 59).
 */
const DEGREE_THEN_SUBJECT =
  /\b(?:M\.?Sc|B\.?Sc|M\.?Eng|B\.?Eng|B\.?Tech|M\.?Tech|M\.?Phil)\.?[ \t]+(?:(?!(?:Final|Year|Group|Project|Thesis|Dissertation|Capstone|Team|Individual)\b)(?:\p{Lu}[\p{L}'’-]*|and|&)[ \t]+|\([ \t]*){1,5}$/u;
const DEGREE_AFTER =
  /^[\p{Script=Han}]{0,6}?[ \t]*(?:(?:理学|工学|文学|管理学|经济学|法学|教育学)?(?:学士|硕士|博士)(?!生|后)|(?:本科|大专|专科)(?!生))|^[ \t]*(?:\b(?:M\.S|B\.S|M\.?Sc|B\.?Sc|Ph\.?D)\b)/u;

/**
 * "MSc in Big Data Technology", "M.S. in Distributed Systems", "大数据技术与应用 大专", "理学硕士（大数据科技）": a
 * field named as a degree's subject says what was studied, like coursework (non-skill-text.ts), not a skill the
 * candidate claims (thirty-fifth round; Big Data so on seven documents of sets 1–18, listed by no labeller).
 * Statistics is the exception: the labellers of sets 2, 3, 14, 15 and 16 listed it from a statistics degree
 * (`统计学 理学学士`), and reading it so cost those rows 0.005 of recall each.
 * `before` and `after` are the text on each side of the match, on its line.
 */
/**
 * "数据科学与大数据技术 ｜ 理学学士", "数据科学与大数据技术（本科在读）": the degree after a column bar or in a bracket
 * (forty-third round; Big Data off sets 32 and 34 zh, Networking off set 19 zh, listed by no labeller). Only a
 * degree with its discipline (理学学士) or a level (本科, 大专): a bare 博士 or 硕士 there is the person's own
 * ("计算机视觉研究员（博士）", "MATLAB（硕士期间使用）"), and the field before it their specialty; so is a level followed by
 * 期间, 阶段 or 课程 ("MATLAB（本科期间用于信号处理课程）", issue 23's review): when the tool was used, not the subject.
 */
const DEGREE_AFTER_MARK =
  /^[\p{Script=Han}]{0,6}?[ \t]*[|｜（(][ \t]*(?:(?:理学|工学|文学|管理学|经济学|法学|教育学)(?:学士|硕士|博士)|(?:本科|大专|专科)(?!期间|阶段|课程))(?!生)/u;

export const namesDegreeSubject = (skill: string, before: string, after: string): boolean =>
  !/statistics/i.test(skill) &&
  (DEGREE_BEFORE.test(before) ||
    DEGREE_THEN_SUBJECT.test(before) ||
    DEGREE_AFTER.test(after) ||
    DEGREE_AFTER_MARK.test(after));

/**
 * `C 端项目`, `B 端与 C 端`: the consumer (or business) side of a product, not the language (fifty-seventh round).
 */
export const namesProductSide = (written: string, after: string): boolean =>
  /^[BC]$/.test(written) && /^[ \t]?端/.test(after);

/**
 * `云峰科技（华为云合作伙伴）`, `（阿里云生态伙伴）` (sixty-first round): the employer is a cloud or software vendor's
 * partner or reseller; the vendor's name there says whom the company sells with, not what the candidate used. Review of
 * round 61: only a vendor's name, and only inside the employer's bracket — a product before 经销商 / 代理商 in prose
 * names the system built for dealers or agents (`微信小程序经销商订货平台`, `SAP 经销商管理系统`, `Flutter 代理商 App`).
 */
const PARTNER_VENDOR =
  /^(?:阿里云|Alibaba[ \t]+Cloud|Aliyun|腾讯云|Tencent[ \t]+Cloud|华为云?|Huawei(?:[ \t]+Cloud)?|百度智能云|火山引擎|AWS|Amazon[ \t]+Web[ \t]+Services|亚马逊云科技|Microsoft|微软|Microsoft[ \t]+Azure|Azure|Google[ \t]+Cloud|谷歌云|Oracle|Red[ \t]+Hat|红帽|VMware|Salesforce|SAP)$/i;

/** `before`, `after`: the text right before and right after the match. */
export const namesVendorPartner = (written: string, before: string, after: string): boolean =>
  PARTNER_VENDOR.test(written) &&
  /[（(][ \t]*$/u.test(before) &&
  /^[ \t]*(?:生态|认证|核心|金牌|授权)?(?:合作伙伴|伙伴|代理商|经销商)[ \t]*[)）]/u.test(after);

/**
 * `ESP32-S3`, `Cortex-M4`: a letter and a digit hyphened onto a part number are the part's variant, not a service's
 * name (`S3` is also AWS's storage; fifty-seventh round). A vendor before the hyphen (`AWS-S3`) names the service.
 */
export const namesPartVariant = (written: string, before: string): boolean =>
  /^[A-Z]\d$/.test(written) && /[A-Za-z0-9]-$/.test(before) && !/(?:^|[^A-Za-z])(?:AWS|Amazon|Aliyun)-$/i.test(before);

/**
 * `BLEU 提升 6.2`, `WER down 12%`: an evaluation metric followed by the gain it measured reports a result, not a
 * skill the candidate claims (fifty-seventh round: BLEU on sets 47, 57 and 61, listed by no labeller). The gain's word
 * is required: `BLEU 4`, `mAP 0.5` are the metrics' own names (review of round 57).
 */
export const reportsMetricGain = (written: string, after: string): boolean =>
  /^(?:BLEU|ROUGE|WER|CER|mAP)$/i.test(written) &&
  /^[ \t]*(?:提升|提高|下降|降低|从|由|\+|↑|up\b|down\b|improved\b|gain(?:ed)?\b|of\b)[ \t]*\d/i.test(after);

/**
 * `电机控制器功能测试`: 电机控制器 is the motor controller, the product tested, not the practice of motor control
 * (fifty-seventh round: two documents of set 59, listed by no labeller). Only where its clause tests it: developing a
 * motor controller's software (`电机控制器软件开发`) is motor-control work (review of round 57).
 */
export const namesControllerProduct = (written: string, after: string): boolean =>
  written.endsWith('电机控制') && /^器[^，,。；;\n]{0,24}?(?:测试|测|验证|HIL|台架)/.test(after);
