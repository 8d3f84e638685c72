/**
 * Names whose skill is one sense among others (twenty-first round): the words of the skill's own field on the same
 * line tell which sense is meant. Read on the match's line only (at most 80 characters each side), so linear.
 */

/**
 * A name that counts only with its field's words on the line. MVP is the Model-View-Presenter pattern beside its
 * siblings (MVC, MVVM, MVI) or the word architecture or pattern (`从 MVP 迁移到 MVVM`, `MVP 架构`); elsewhere it is a
 * minimum viable product (`shipped the marketplace MVP`) or a most valuable player (`篮球校队 MVP`).
 */
const SENSE_NEEDS_CUE: ReadonlyMap<string, RegExp> = new Map([
  ['MVP', /\bMV(?:C|VM|I)\b|\barchitecture|\bpatterns?\b|\bpresenter|架构|设计模式/i],
]);

/**
 * A name that counts in prose, outside a list, when its field's words are on the line: Prophet, an ordinary word
 * in a list only, is the forecasting library beside forecasting or time series (`Demand forecasting: Prophet
 * baseline, then …`), not a prophet elsewhere.
 */
const SENSE_SUPPORTED_BY: ReadonlyMap<string, RegExp> = new Map([
  ['Prophet', /forecast|time[- ]series|预测|时序/i],
  // Celery, a vegetable too, is the task queue beside the web framework or the broker it runs with (thirtieth round).
  ['Celery', /\b(?:Django|Flask|FastAPI|RabbitMQ|Redis)\b|task queue|任务队列|异步任务/i],
  // Round 51's list-only names (issue 23's second review) in prose beside their own field: `KVM and Xen`, `Cohere and
  // OpenAI embeddings`, `Nomad with Consul`, `Graphite and Grafana`, `Solaris and AIX servers`.
  ['Xen', /hypervisor|virtuali[sz]|\bKVM\b|VMware|XenServer|Citrix|QEMU|Hyper-V|虚拟化/i],
  ['Cohere', /\b(?:OpenAI|Anthropic|Claude|GPT|LLMs?|embeddings?|rerank\w*|RAG|Bedrock|Mistral|API)\b|大模型/i],
  ['Nomad', /HashiCorp|Consul|Vault|Terraform|Kubernetes|orchestrat|scheduler|Docker|containers?\b|编排/i],
  ['Graphite', /monitoring|metrics|Grafana|StatsD|Prometheus|Carbon|dashboards?|InfluxDB|collectd|observability|监控/i],
  ['Solaris', /Unix|\bAIX\b|HP-UX|Linux|SPARC|\bZFS\b|servers?\b|sysadmin/i],
]);

/**
 * A written name that is another field's abbreviation when that field's words are on the line (forty-ninth round):
 * EMR is Amazon's Elastic MapReduce beside Spark or Hadoop, but an electronic medical record beside 电子病历, clinical
 * notes or a hospital (`擅长电子病历（EMR）结构化`), which made a medical NLP engineer an AWS user.
 */
const OTHER_SENSE_BESIDE: ReadonlyMap<string, RegExp> = new Map([
  ['EMR', /病历|医|临床|患者|诊疗|medical|clinical|clinician|hospital|patient|health[ \t]?records?|\bEHR\b|HL7|FHIR/i],
  // Alert noise, not image noise: `按错误预算降噪，误报减少 45%`, `告警降噪`.
  ['降噪', /告警|报警|误报|alert|on-?call|SLO/i],
  // Java's Service Provider Interface, not the serial bus: `支持 Protobuf 序列化与 SPI 扩展`, `Dubbo SPI`.
  ['SPI', /插件|Dubbo|ServiceLoader|Netty|RPC|plugin|extension/i],
  // India's Maths–Physics–Chemistry stream of the intermediate years, not model predictive control (round 51). The
  // word intermediate alone is a skill level (`MPC (intermediate)`), so only its school uses count (issue 23's review).
  [
    'MPC',
    /Intermediate[ \t]*\(MPC\)|\bIntermediate (?:Education|Examination|Exam|Board|College|Public)|\bBiPC\b|Board of (?:Intermediate|Secondary)|\bHSC\b|Class XII|Junior College|Pre-University/i,
  ],
  // The writer, not the broker, beside books (round 53): `a book club reading Kafka’s The Trial`, `a Kafka-themed
  // bookshop sign`, `读书会：卡夫卡与 Kafka 的《审判》`.
  [
    'Kafka',
    /\bbook(?:s|shops?|stores?| clubs?)?\b|\bnovels?\b|literature|\bdiar(?:y|ies)\b|\bFranz\b|\bThe (?:Trial|Castle)\b|读书|书店|小说|作家|卡夫卡/i,
  ],
  // A crop disease, not the language: `coffee leaf rust`, `wheat stem rust`.
  ['rust', /\b(?:leaf|stem|stripe|wheat|coffee|crops?|fungal|plant disease)\b/i],
]);

/**
 * The written name's own field, which wins over `OTHER_SENSE_BESIDE` (issue 23's review): EMR beside Spark or Hive runs
 * on a medical data platform all the same (`在医疗数据平台用 EMR 跑 Spark 和 Hive 作业`), and SPI beside GPIO, flash or
 * a driver is the bus (`通过 SPI 扩展 GPIO 口`).
 */
const OWN_SENSE_BESIDE: ReadonlyMap<string, RegExp> = new Map([
  // Model predictive control beside its sibling controllers and tools (issue 23's second review).
  ['MPC', /\bPID\b|\bLQR\b|Simulink|\bcontrol|控制/i],
  ['EMR', /Spark|Hadoop|Hive|Presto|Trino|HBase|Flink|MapReduce|\bS3\b|\bAWS\b|Glue|Athena|Redshift/i],
  [
    'SPI',
    /GPIO|I2C|I²C|UART|\bCAN\b|flash|driver|firmware|STM32|MCU|寄存器|驱动|外设|单片机|固件|嵌入式|OLED|LCD|传感器/i,
  ],
]);

/**
 * Is this a mention of another sense of the skill's name: no word of its field on the line, or another field's words
 * without its own?
 */
export const meansOtherSense = (skill: string, line: string, written = ''): boolean => {
  if (OTHER_SENSE_BESIDE.get(written)?.test(line) && !OWN_SENSE_BESIDE.get(written)?.test(line)) return true;
  const cue = SENSE_NEEDS_CUE.get(skill);
  return cue !== undefined && !cue.test(line);
};

/** Does the line name the field of a skill whose name alone is an ordinary word? */
export const senseSupported = (skill: string, line: string): boolean =>
  SENSE_SUPPORTED_BY.get(skill)?.test(line) ?? false;
