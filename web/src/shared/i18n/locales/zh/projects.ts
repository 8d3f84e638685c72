import type { Namespaces, Translation } from '../../namespaces';

const projects: Translation<Namespaces['projects']> = {
  list: {
    title: '可申请项目',
    subtitle: 'AI 公司的远程与兼职职位，持续更新。',
  },
  detail: {
    title: '项目详情',
    subtitle: '项目 {{id}} 的职位信息、薪酬与一键申请。',
    back: '返回项目列表',
  },
};

export default projects;
