import type { Namespaces, Translation } from '../../namespaces';

const dashboard: Translation<Namespaces['dashboard']> = {
  parked: {
    title: '部分更改暂未显示',
    body: '有 {{count}} 条已记录的更改未能加入列表（例如对候选人的修改）。它们已被保留并列在此处；修复问题后，运维人员可运行 npm run projections -- retry 重新应用。',
    row: '{{projection}} 中的 {{type}}：{{error}}',
  },
  title: '仪表板',
  range: {
    label: '时间范围',
    option: '最近 {{count}} 天',
  },
  cards: {
    totalCandidates: '候选人总数',
    interviewRate: '面试率',
    recommendationRate: '推荐率',
    activeProjects: '活跃项目',
    inRange: '最近 {{count}} 天',
    interviewedOf: '{{total}} 人中已面试 {{interviewed}} 人',
    recommendedOf: '{{interviewed}} 位已面试者中推荐 {{recommended}} 人',
    visible: '对候选人可见',
  },
  positions: {
    title: '候选人职位分布',
    empty: '暂无职位数据',
  },
  education: {
    title: '学历分布',
    empty: '暂无学历数据',
    phd: '博士',
    master: '硕士',
    bachelor: '本科',
    other: '其他',
  },
  weekly: {
    title: '每周候选人与申请数',
    candidates: '候选人',
    applications: '申请',
    weekOf: '{{date}} 当周',
  },
  totals: {
    title: '总计',
    users: '用户',
    projects: '项目',
    candidates: '候选人',
  },
  loading: '加载中...',
  loadFailed: '仪表板加载失败',
  chartLoading: '图表加载中...',
};

export default dashboard;
