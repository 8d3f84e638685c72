import type { Namespaces, Translation } from '../../namespaces';

const projects: Translation<Namespaces['projects']> = {
  list: {
    title: '可申请项目',
    subtitle: 'AI 公司的远程与兼职职位，持续更新。',
    loading: '正在加载项目...',
    failed: '加载项目失败',
    empty: '暂时没有可申请的项目',
    emptyBody: '我们会定期发布新职位，请稍后再来看看。',
    viewDetails: '查看详情',
  },
  fields: {
    company: '公司',
    location: '地点',
    commitment: '工作形式',
    compensation: '薪酬',
  },
  detail: {
    back: '返回项目列表',
    loading: '正在加载项目...',
    notFound: '项目不存在',
    notFoundBody: '该项目不存在或已停止招聘。',
    description: '项目描述',
    benefits: '福利',
  },
  apply: {
    title: '对这个项目感兴趣？',
    body: '一键申请：我们会把您的个人资料发送给团队。',
    signInHint: '登录后即可使用个人资料申请。',
    apply: '立即申请',
    applying: '申请中...',
    applied: '已申请',
    appliedBody: '您的申请已提交，我们将在 24 小时内与您联系。',
    successTitle: '申请已提交',
    successBody: '您的申请已提交，我们将在 24 小时内与您联系。',
    failedTitle: '申请失败',
    failedBody: '申请提交失败，请重试。',
  },
  my: {
    title: '我的项目',
    subtitle: '您申请过的项目及每个申请的进展。',
    browse: '浏览项目',
    viewDetails: '查看详情',
    emptyTitle: '暂无项目',
    emptyBody: '您还没有申请任何项目。',
    failed: '加载项目失败',
    loading: '正在加载项目...',
    appliedOn: '申请于 {{date}}',
    notes: '备注',
    status: {
      applied: '已申请',
      reviewing: '审核中',
      accepted: '已录用',
      other: '其他',
    },
  },
};

export default projects;
