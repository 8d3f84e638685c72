import { skillIndex } from '../skills/skill-index.ts';

/** The candidate form's role options. */
export const ROLE_OPTIONS = [
  'AI Engineer',
  'AI Ops',
  'Compiler',
  'Computer Vision',
  'FAE',
  'UX Designer',
  'Software Engineer',
  'Crawler',
] as const;

export type Role = (typeof ROLE_OPTIONS)[number];

export interface PositionOption {
  en: string;
  zh: string;
  role: Role;
}

/** Position options (about 17 English and Chinese titles), each with the role it belongs to. */
export const POSITION_OPTIONS: readonly PositionOption[] = [
  { en: 'AI Engineer', zh: 'AI工程师', role: 'AI Engineer' },
  { en: 'LLM Engineer', zh: '大模型算法工程师', role: 'AI Engineer' },
  { en: 'Machine Learning Engineer', zh: '机器学习工程师', role: 'AI Engineer' },
  { en: 'NLP Engineer', zh: '自然语言处理工程师', role: 'AI Engineer' },
  { en: 'AI Trainer', zh: 'AI训练师', role: 'AI Ops' },
  { en: 'Data Labeler', zh: '数据标注员', role: 'AI Ops' },
  { en: 'AI Ops Engineer', zh: 'AI运维工程师', role: 'AI Ops' },
  { en: 'Compiler Architect', zh: '编译器架构师', role: 'Compiler' },
  { en: 'Senior Compiler Engineer', zh: '高级编译器工程师', role: 'Compiler' },
  { en: 'Compiler Engineer', zh: '编译器工程师', role: 'Compiler' },
  { en: 'Computer Vision Engineer', zh: '计算机视觉工程师', role: 'Computer Vision' },
  { en: 'Image Algorithm Engineer', zh: '图像算法工程师', role: 'Computer Vision' },
  { en: 'UI/UX Designer', zh: 'UI/UX设计师', role: 'UX Designer' },
  { en: 'Hardware FAE', zh: '硬件FAE工程师', role: 'FAE' },
  { en: 'Hardware Engineer', zh: '硬件工程师', role: 'FAE' },
  { en: 'Field Application Data Engineer', zh: '现场应用数据工程师', role: 'FAE' },
  { en: 'Software Engineer', zh: '软件工程师', role: 'Software Engineer' },
  { en: 'Crawler Engineer', zh: '爬虫工程师', role: 'Crawler' },
];

const option = (en: string): PositionOption => {
  const found = POSITION_OPTIONS.find((p) => p.en === en);
  if (!found) throw new Error(`unknown position ${en}`);
  return found;
};

// First match wins: specific titles before general ones ("计算机视觉算法工程师" is computer vision, not AI).
const RULES: [RegExp, string][] = [
  [/senior compiler|(?:高级|资深)编译器/, 'Senior Compiler Engineer'],
  [/compiler architect|编译器架构/, 'Compiler Architect'],
  [/compiler|编译器|编译工程师/, 'Compiler Engineer'],
  [/field application data engineer|现场应用数据工程师/, 'Field Application Data Engineer'],
  [/\bfae\b|field application engineer|现场应用工程师|应用工程师/, 'Hardware FAE'],
  [/hardware engineer|硬件工程师|硬件开发|fpga engineer|芯片验证/, 'Hardware Engineer'],
  [/crawler|spider|scraping|爬虫|数据采集工程师/, 'Crawler Engineer'],
  [/ai trainer|训练师/, 'AI Trainer'],
  [/data label|data annotat|数据标注|标注员/, 'Data Labeler'],
  [/\bai ?ops\b|\bmlops\b|\bllmops\b|ai ?运维|运维|devops|site reliability|\bsre\b/, 'AI Ops Engineer'],
  [
    /\bux\b|\bui\b|user experience|product designer|interaction designer|交互设计|视觉设计师|ui设计|设计师/,
    'UI/UX Designer',
  ],
  [/computer vision|\bcv engineer|vision engineer|视觉算法|计算机视觉|感知算法/, 'Computer Vision Engineer'],
  [/image algorithm|image processing engineer|图像算法|图像处理/, 'Image Algorithm Engineer'],
  [/\bllm|large language model|大模型|大语言模型|generative ai|\bgenai\b/, 'LLM Engineer'],
  [/\bnlp\b|natural language|自然语言处理/, 'NLP Engineer'],
  [/machine learning|\bml engineer|机器学习|deep learning engineer|深度学习工程师/, 'Machine Learning Engineer'],
  [
    /\bai engineer|artificial intelligence|人工智能|ai工程师|算法工程师|algorithm engineer|applied scientist/,
    'AI Engineer',
  ],
  [
    /software engineer|software developer|backend|back-end|frontend|front-end|full[- ]?stack|developer|软件工程师|开发工程师|后端|前端|全栈|程序员/,
    'Software Engineer',
  ],
];

/** Maps a job title as written (English or Chinese) onto a position option. */
export function matchPosition(title: string): PositionOption | undefined {
  const text = title.toLowerCase().replace(/\s+/g, ' ');
  for (const [pattern, en] of RULES) if (pattern.test(text)) return option(en);
  return undefined;
}

// When no title is found, the skills point at a role: the first rule with enough evidence wins.
const ROLE_EVIDENCE: [Role, RegExp][] = [
  ['Compiler', /^(?:Compilers|LLVM|MLIR|Deep Learning Compilers|Code Generation|TVM|Register Allocation)$/],
  ['Crawler', /^(?:Web Scraping|Scrapy|Anti-Scraping Bypass|Distributed Crawling|JavaScript Reverse Engineering)$/],
  ['UX Designer', /^(?:UX Design|UI Design|Figma|Sketch|User Research|Interaction Design|Prototyping)$/],
  ['FAE', /^(?:FPGA|PCB Design|Verilog|Hardware Debugging|Technical Support|Oscilloscope|Signal Integrity)$/],
  [
    'Computer Vision',
    /^(?:Computer Vision|OpenCV|Object Detection|Image Segmentation|Semantic Segmentation|Instance Segmentation|Image Processing|SLAM|YOLO)$/,
  ],
  [
    'AI Ops',
    /^(?:MLOps|AIOps|Kubernetes|Prometheus|GPU Cluster Operations|Data Labeling|Linux System Administration)$/,
  ],
  ['AI Engineer', /^(?:Machine Learning|Deep Learning|LLM|NLP|PyTorch|TensorFlow|RAG|Fine-tuning)$/],
];

/** Skills that make someone a software engineer: programming languages, frameworks, databases, tooling. */
const SOFTWARE_CATEGORIES =
  /^(?:Programming languages|Web, backend and mobile frameworks|Data engineering and databases|Software engineering|Cloud, DevOps and operations)/;

/**
 * The role the skills point to. Software Engineer needs evidence too (three software skills): a marketing
 * student who mentions Excel and SQL is not one.
 */
export function roleFromSkills(tags: string[]): Role | '' {
  for (const [role, evidence] of ROLE_EVIDENCE) {
    if (tags.filter((t) => evidence.test(t)).length >= 2) return role;
  }
  const categories = new Map(skillIndex().skills.map((s) => [s.en, s.category]));
  const software = tags.filter(
    (t) =>
      SOFTWARE_CATEGORIES.test(categories.get(t) ?? '') &&
      !/^(?:Excel|Agile|Jira|Open Source|Technical Writing)$/.test(t),
  );
  return software.length >= 3 ? 'Software Engineer' : '';
}
