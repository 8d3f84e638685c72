import type { Namespaces, Translation } from '../../namespaces';

const common: Translation<Namespaces['common']> = {
  brand: {
    name: 'Talent Bridge',
    homeLabel: 'Talent Bridge 首页',
    tagline: '为创业公司提供严格筛选的 AI 工程师，也为全球工程师带来远程 AI 工作机会。',
  },
  nav: {
    main: '主导航',
    popularOpenings: '热门职位',
    signIn: '登录',
    user: '用户',
    openProfile: '打开个人资料',
    openAdmin: '打开管理后台',
  },
  date: { placeholder: '年/月/日', pick: '选择日期', placeholderTime: '年/月/日 时:分:秒', pickTime: '选择日期和时间' },
  language: {
    label: '语言',
    en: 'EN',
    zh: '中',
  },
  conflict: {
    title: '已被他人修改',
    body: '自您打开以来，此记录已被修改，因此您的修改未保存。您可以重新加载查看最新内容，或在最新内容上再次应用您的修改。',
    since: '自您打开以来的修改',
    changedAt: '最后修改于 {{when}}。',
    changedByAt: '最后由{{who}}于 {{when}} 修改。',
    you: '您（在其他标签页或设备上）',
    system: '系统',
    noFieldChanged: '此处可见的字段均未更改。',
    field: '字段',
    before: '您打开时',
    now: '现在',
    reload: '重新加载',
    reapply: '再次应用我的修改',
  },
  footer: {
    label: '页脚',
    company: '公司',
    help: '帮助',
    about: '关于我们',
    howItWorks: '如何运作',
    faq: '常见问题',
    contact: '联系我们',
    rights: '© {{year}} Talent Bridge 版权所有。',
  },
  status: {
    loading: '加载中...',
    close: '关闭',
  },
  page: {
    appFailed: '页面未能加载完成，请刷新页面后继续。',
    noScript: '登录、注册和申请需要启用 JavaScript，请开启后刷新页面。',
  },
};

export default common;
