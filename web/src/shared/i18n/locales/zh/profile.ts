import type { Namespaces, Translation } from '../../namespaces';

const profile: Translation<Namespaces['profile']> = {
  title: '个人中心',
  subtitle: '在这里管理您的个人资料、简历、作品集、申请记录和密码。',
};

export default profile;
