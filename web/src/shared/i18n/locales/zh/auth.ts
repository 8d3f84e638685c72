import type { Namespaces, Translation } from '../../namespaces';

const auth: Translation<Namespaces['auth']> = {
  login: {
    title: '登录',
    subtitle: '登录后即可一键申请并查看申请进度。',
  },
  register: {
    title: '创建账户',
    subtitle: '使用邮箱注册，即可申请项目。',
  },
  resetPassword: {
    title: '重置密码',
    subtitle: '通过邮箱获取验证码并设置新密码。',
  },
};

export default auth;
