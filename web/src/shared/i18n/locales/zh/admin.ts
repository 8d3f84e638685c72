import type { Namespaces, Translation } from '../../namespaces';

const admin: Translation<Namespaces['admin']> = {
  title: '管理后台',
  subtitle: '仪表板、候选人、项目、用户与账户安全。',
};

export default admin;
