import type { Namespaces, Translation } from '../../namespaces';

/** 中文落地页面向寻找远程或兼职工作的 AI 工程师（与英文页面的键相同，受众不同）。 */
const landing: Translation<Namespaces['landing']> = {
  pageTitle: '远程 AI 工作机会',
  hero: {
    eyebrow: '面向 AI 工程师',
    title: '不用出国，也能为全球 AI 公司工作',
    subtitle:
      'Talent Bridge 为 AI 工程师对接海外 AI 公司与创业团队的远程全职和兼职岗位。一次申请，专人跟进，1-2 周内完成审核。',
    cta: '浏览热门职位',
    ctaHint: '注册后即可一键申请，留言 24 小时内回复。',
  },
  highlights: {
    first: { value: '1-2 周', label: '完成申请审核' },
    second: { value: '远程', label: '全职或兼职，时间灵活' },
    third: { value: '全球', label: '海外 AI 公司与创业团队' },
  },
  problem: {
    eyebrow: '为什么选择 Talent Bridge',
    title: '你的能力，不该被地域限制',
    problemTitle: '你可能遇到的问题',
    problems: {
      first: '海外 AI 公司的机会很多，却不知道去哪里找、怎样申请。',
      second: '简历投出去石沉大海，不知道对方是否看过、进展到了哪一步。',
      third: '语言、时差、签约和薪资结算，让远程合作显得门槛很高。',
    },
    solutionTitle: '我们如何帮你',
    solutions: {
      first: '精选海外 AI 公司的真实岗位：大模型、计算机视觉、MLOps、数据工程等方向。',
      second: '专人审核每一份申请，1-2 周内给出结果，并为你推荐最匹配的岗位。',
      third: '协助沟通、签约与结算，你只需专注于技术和交付。',
    },
  },
  steps: {
    eyebrow: '如何运作',
    title: '三步开启你的远程 AI 职业',
    subtitle: '全程线上完成，按你的节奏来。',
    first: {
      title: '浏览并申请',
      body: '在热门职位中找到感兴趣的岗位，注册后一键提交申请。',
    },
    second: {
      title: '审核与面试',
      body: '我们在 1-2 周内完成审核，并为合适的候选人安排与技术团队的面试。',
    },
    third: {
      title: '开始远程工作',
      body: '通过后即可加入团队，远程全职或兼职，灵活安排时间。',
    },
  },
  faq: {
    eyebrow: '常见问题',
    title: '工程师最常问的问题',
    items: {
      first: {
        question: '申请多久能有结果？',
        answer: '我们通常在 1-2 周内完成申请审核，并通过邮件告知结果和下一步安排。',
      },
      second: {
        question: '需要什么样的背景？',
        answer:
          '欢迎有机器学习、深度学习、大模型应用、计算机视觉或数据工程经验的工程师和研究者。扎实的项目经历比学历更重要。',
      },
      third: {
        question: '可以只做兼职吗？',
        answer: '可以。很多岗位支持兼职或按项目合作，你可以根据自己的时间来选择。',
      },
      fourth: {
        question: '英语不够流利可以申请吗？',
        answer: '能用英文阅读和撰写技术文档、进行日常沟通即可。面试和入职过程中，我们也会协助沟通。',
      },
      fifth: {
        question: '时差怎么安排？',
        answer: '多数团队希望每天有几个小时与他们的工作时间重叠，用于开会和协作，其余时间可以自由安排。',
      },
    },
  },
  contact: {
    eyebrow: '联系我们',
    title: '有问题？给我们留言',
    subtitle: '想了解某个岗位或合作方式？留下你的问题，也可以附上简历，我们会在 24 小时内回复。',
    points: {
      first: '24 小时内回复',
      second: '1-2 周完成审核',
      third: '远程全职或兼职',
    },
  },
};

export default landing;
