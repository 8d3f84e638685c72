/** A 503 from any route that reads a document while the parser threads' queue is full or too slow. */
export const DOCUMENTS_BUSY = 'Many documents are being read right now. Please try again in a minute.';

/** English server message → Chinese. Each area adds its own file; `index.ts` merges them. */
export const commonMessagesZh: Record<string, string> = {
  'Invalid request': '请求无效',
  [DOCUMENTS_BUSY]: '当前正在读取的文档较多，请一分钟后再试。',
  'Not found': '未找到',
  'The address is too long.': '请求地址过长。',
  'The request is too large.': '请求内容过大。',
  'The request headers are too large.': '请求头过大。',
  'This content type is not accepted.': '不支持此内容类型。',
  'The request took too long to arrive.': '请求发送超时。',
  'The x-min-position header is not a valid position.': 'x-min-position 请求头不是有效的位置。',
  'The x-min-position header is beyond the last event written.': 'x-min-position 请求头超出了最后写入的事件位置。',
  'Something went wrong on our side. Please try again.': '服务器出现问题，请稍后重试。',
  'The database cannot be reached right now. Please try again in a minute.': '暂时无法连接数据库，请一分钟后再试。',
  'This record was changed by someone else. Reload the page and try again.': '该记录已被他人修改，请刷新页面后重试。',
  'Please sign in first.': '请先登录。',
  "You don't have permission to do this.": '您没有执行此操作的权限。',
  'Too many requests. Please wait a moment and try again.': '请求过于频繁，请稍后再试。',
  'This request did not come from our site.': '该请求并非来自本站。',
  'Too many uploads. Please wait a minute and try again.': '上传过于频繁，请一分钟后再试。',
  'The form could not be read. Please choose the file again and retry.': '无法读取表单，请重新选择文件后重试。',
  'This file expands to far more than a document can be. Please upload a different file.':
    '该文件解压后远超正常文档大小，请上传其他文件。',
  'This text contains characters that cannot be saved (invisible control characters). Please remove them.':
    '文本中含有无法保存的字符（不可见的控制字符），请删除后重试。',
  'This field contains hidden text-direction characters. Please remove them.':
    '该字段含有隐藏的文字方向控制字符，请删除后重试。',
  'This field contains invisible characters or a line break. Please remove them (it must be one line of visible text).':
    '该字段含有不可见字符或换行符，请删除（此处只能填写一行可见文字）。',
};
