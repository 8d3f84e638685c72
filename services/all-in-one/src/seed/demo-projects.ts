/** The demo openings: realistic, bilingual, with HTML descriptions as the rich-text editor writes them. */
export interface DemoProject {
  titleEn: string;
  titleZh: string;
  descriptionEn: string;
  descriptionZh: string;
  locationEn: string;
  locationZh: string;
  typeEn: string;
  typeZh: string;
  role: string;
  position: string;
  salaryRange?: string;
  salaryRangeEn?: string;
  salaryRangeZh?: string;
  benefitsEn?: string;
  benefitsZh?: string;
  isActive?: boolean;
}

export const DEMO_PROJECTS: DemoProject[] = [
  {
    titleEn: 'Acme AI - Senior LLM Engineer',
    titleZh: 'Acme AI - 高级大模型工程师',
    descriptionEn:
      '<h2>About the role</h2><p>Acme AI builds <strong>agentic customer-support</strong> products for U.S. SaaS companies. You will own retrieval, evaluation and fine-tuning of our production LLM stack.</p><h3>What you will do</h3><ul><li>Design RAG pipelines over millions of support tickets</li><li>Build offline and online evaluation harnesses</li><li>Fine-tune open models (LoRA, DPO) and ship them behind our API</li></ul><h3>What we look for</h3><ul><li>3+ years of Python and PyTorch</li><li>Hands-on experience with vLLM or TGI</li><li>Good written English</li></ul>',
    descriptionZh:
      '<h2>职位介绍</h2><p>Acme AI 为美国 SaaS 企业打造<strong>智能体客服</strong>产品。你将负责生产环境大模型的检索、评测与微调。</p><h3>工作内容</h3><ul><li>基于数百万工单设计 RAG 流水线</li><li>搭建离线与在线评测体系</li><li>微调开源模型（LoRA、DPO）并上线到 API</li></ul><h3>任职要求</h3><ul><li>3 年以上 Python 与 PyTorch 经验</li><li>有 vLLM 或 TGI 实战经验</li><li>良好的英文书面沟通能力</li></ul>',
    locationEn: 'Remote (US hours overlap)',
    locationZh: '远程（需与美国时间重叠）',
    typeEn: 'Full-time',
    typeZh: '全职',
    role: 'AI Engineer',
    position: 'AI engineer',
    salaryRangeEn: '$6,000 - $9,000 / month',
    salaryRangeZh: '每月 4-6 万元',
    benefitsEn: 'Paid time off, hardware budget, annual team retreat',
    benefitsZh: '带薪休假、设备补贴、年度团建',
  },
  {
    titleEn: 'Northwind Robotics - Computer Vision Engineer',
    titleZh: 'Northwind Robotics - 计算机视觉工程师',
    descriptionEn:
      '<p>Northwind Robotics makes <em>warehouse picking robots</em>. Join the perception team that turns camera feeds into grasp points.</p><ul><li>Train and deploy detection and segmentation models (YOLO, SAM)</li><li>Optimise inference on Jetson Orin with TensorRT</li><li>Work with hardware engineers on camera calibration</li></ul><p>Read more on <a href="https://example.com/northwind">our engineering blog</a>.</p>',
    descriptionZh:
      '<p>Northwind Robotics 研发<em>仓储拣选机器人</em>。加入感知团队，把摄像头画面变成抓取点。</p><ul><li>训练并部署检测与分割模型（YOLO、SAM）</li><li>使用 TensorRT 在 Jetson Orin 上优化推理</li><li>与硬件工程师协作完成相机标定</li></ul><p>更多信息见<a href="https://example.com/northwind">技术博客</a>。</p>',
    locationEn: 'Shenzhen / Remote',
    locationZh: '深圳 / 远程',
    typeEn: 'Contract',
    typeZh: '合同制',
    role: 'Computer Vision',
    position: 'computer vision',
    salaryRange: '$50 - $70 / hour',
  },
  {
    titleEn: 'Lumen Labs - AI Trainer (Chinese)',
    titleZh: 'Lumen Labs - AI 训练师（中文）',
    descriptionEn:
      '<p>Help a frontier lab improve its models in Chinese. You will write and rank model answers in <strong>math, coding and reasoning</strong>.</p><ol><li>Write high-quality prompts and reference answers</li><li>Compare model responses and explain your ranking</li><li>Flag factual and safety issues</li></ol><p>Flexible hours, 10-20 hours per week.</p>',
    descriptionZh:
      '<p>协助前沿实验室提升模型的中文能力。你将在<strong>数学、编程与推理</strong>方向撰写并评估模型回答。</p><ol><li>编写高质量提示词与参考答案</li><li>对比模型回答并说明排序理由</li><li>标注事实与安全问题</li></ol><p>时间灵活，每周 10-20 小时。</p>',
    locationEn: 'Remote',
    locationZh: '远程',
    typeEn: 'Part-time',
    typeZh: '兼职',
    role: 'AI Ops',
    position: 'AI trainer',
    salaryRangeEn: '$25 - $40 / hour',
    salaryRangeZh: '每小时 150-250 元',
  },
  {
    titleEn: 'Tensorwave - Senior Compiler Engineer',
    titleZh: 'Tensorwave - 高级编译器工程师',
    descriptionEn:
      '<h3>The team</h3><p>Tensorwave designs an AI accelerator and the <strong>MLIR-based compiler</strong> that feeds it.</p><h3>Responsibilities</h3><ul><li>Write lowering passes from StableHLO to our hardware dialect</li><li>Improve operator fusion and memory planning</li><li>Profile real models (Llama, Qwen) on silicon</li></ul><h3>Requirements</h3><ul><li>Strong C++17 and LLVM/MLIR experience</li><li>Understanding of tiling and scheduling</li></ul>',
    descriptionZh:
      '<h3>团队介绍</h3><p>Tensorwave 设计 AI 加速芯片及其<strong>基于 MLIR 的编译器</strong>。</p><h3>岗位职责</h3><ul><li>编写从 StableHLO 到自研硬件方言的下降 Pass</li><li>改进算子融合与内存规划</li><li>在芯片上分析真实模型（Llama、Qwen）性能</li></ul><h3>任职要求</h3><ul><li>扎实的 C++17 与 LLVM/MLIR 经验</li><li>理解分块与调度</li></ul>',
    locationEn: 'Shanghai',
    locationZh: '上海',
    typeEn: 'Full-time',
    typeZh: '全职',
    role: 'Compiler',
    position: 'senior compiler engineer',
    salaryRangeEn: '$7,000 - $10,000 / month',
    salaryRangeZh: '每月 5-7 万元',
  },
  {
    titleEn: 'Brightpath - UI/UX Designer for AI Products',
    titleZh: 'Brightpath - AI 产品 UI/UX 设计师',
    descriptionEn:
      '<p>Design the interfaces people use to talk to AI agents: chat, review queues and dashboards.</p><ul><li>Own flows from research to high-fidelity Figma</li><li>Build and maintain our design system</li><li>Test prototypes with U.S. customers</li></ul><p>Send questions to <a href="mailto:design@example.com">design@example.com</a>.</p>',
    descriptionZh:
      '<p>为人与 AI 智能体交互的界面做设计：对话、审核队列与数据看板。</p><ul><li>负责从调研到高保真 Figma 的完整流程</li><li>搭建并维护设计系统</li><li>与美国客户一起测试原型</li></ul><p>如有疑问请邮件 <a href="mailto:design@example.com">design@example.com</a>。</p>',
    locationEn: 'Remote',
    locationZh: '远程',
    typeEn: 'Freelance',
    typeZh: '自由职业',
    role: 'UX Designer',
    position: 'UI/UX designer',
  },
  {
    titleEn: 'Orbital Data - Crawler Engineer',
    titleZh: 'Orbital Data - 爬虫工程师',
    descriptionEn:
      '<p>Build the crawling platform that collects public web data for model training, politely and at scale.</p><ul><li>Distributed crawling with Scrapy and Playwright</li><li>Deduplication and quality filtering</li><li>Respect robots.txt and rate limits</li></ul>',
    descriptionZh:
      '<p>搭建为模型训练采集公开网页数据的爬虫平台，规模大且遵守规范。</p><ul><li>基于 Scrapy 与 Playwright 的分布式爬取</li><li>去重与质量过滤</li><li>遵守 robots.txt 与访问频率限制</li></ul>',
    locationEn: 'Hangzhou',
    locationZh: '杭州',
    typeEn: 'Full-time',
    typeZh: '全职',
    role: 'Crawler',
    position: 'crawler engineer',
    salaryRangeZh: '每月 2.5-3.5 万元',
    // Shown to admins only: an example of the isActive switch.
    isActive: false,
  },
];
