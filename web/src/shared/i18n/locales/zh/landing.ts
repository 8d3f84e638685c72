import type { Namespaces, Translation } from '../../namespaces';

const landing: Translation<Namespaces['landing']> = {
  pageTitle: '远程 AI 工作机会',
  hero: {
    eyebrow: '连接全球 AI 公司',
    title: '在全球 AI 公司找到远程与兼职工作',
    subtitle: '面向 AI 工程师的远程与兼职机会：提交申请，我们会在 1-2 周内完成审核并与您联系。',
    cta: '浏览职位',
    secondary: '联系我们',
  },
  highlights: {
    first: { value: '1-2 周', label: '完成申请审核' },
    second: { value: '24 小时', label: '内回复您的消息' },
    third: { value: '远程', label: '全球 AI 公司的兼职与全职机会' },
  },
  sections: {
    about: {
      title: '关于我们',
      body: 'Talent Bridge 帮助优秀的 AI 工程师加入全球领先的 AI 公司与创业团队。',
    },
    howItWorks: {
      title: '如何运作',
      body: '浏览职位、一键申请，通过评估后即可开始远程工作。',
    },
    faq: {
      title: '常见问题',
      body: '关于申请流程、审核时间与工作方式的常见问题解答。',
    },
    contact: {
      title: '联系我们',
      body: '给我们留言，我们将在 24 小时内回复。',
    },
  },
};

export default landing;
