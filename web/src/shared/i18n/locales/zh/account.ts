import type { Namespaces, Translation } from '../../namespaces';

const account: Translation<Namespaces['account']> = {
  profile: {
    title: '我的资料',
    greeting: '当前登录：{{email}}',
    menuLabel: '个人资料栏目',
    menu: {
      profile: '个人资料',
      resume: '简历',
      portfolio: '作品集',
      projects: '项目',
      security: '安全',
      manageProjects: '管理项目',
    },
  },
  admin: {
    title: '管理后台',
    greeting: '当前登录：{{email}}',
    menuLabel: '管理栏目',
    loading: '加载中...',
    accessDenied: '访问被拒绝 - 您没有权限访问此页面。',
    signIn: '登录',
    backHome: '返回首页',
    menu: {
      dashboard: '仪表板',
      candidates: '候选人',
      projects: '项目',
      users: '用户',
      security: '安全',
    },
  },
};

export default account;
