import type { Namespaces, Translation } from '../../namespaces';

const errors: Translation<Namespaces['errors']> = {
  notFound: {
    title: '404 页面未找到',
    body: '您访问的页面不存在或已被移动。',
    home: '返回首页',
  },
  unexpected: {
    title: '出错了',
    body: '页面无法显示，请刷新后重试。',
    reload: '刷新页面',
  },
  request: {
    failed: '请求失败',
    network: '网络错误 - 请检查您的网络连接',
  },
};

export default errors;
