/** Account security and data integrity (issue 24): sign-in delays, sessions, two-factor, conflicts, links, quota. */
export const securityMessagesZh: Record<string, string> = {
  'This password is one of the most common passwords and easy to guess. Please choose another.':
    '该密码属于最常见的密码，很容易被猜到，请换一个。',
  'Enter the 6-digit code from your authenticator app, or a recovery code.':
    '请输入身份验证器应用中的 6 位验证码，或一个恢复码。',
  'The authentication code is wrong or was already used.': '验证码错误或已被使用。',
  'Two-factor sign-in is already on.': '两步验证登录已开启。',
  'Two-factor sign-in is on.': '两步验证登录已开启。',
  'Two-factor sign-in is off.': '两步验证登录已关闭。',
  'Start the two-factor set-up again.': '请重新开始两步验证设置。',
  'Only administrators can turn on two-factor sign-in.': '只有管理员可以开启两步验证登录。',
  'Session ended': '会话已结束',
  'Session not found': '会话不存在',
  'This record was changed by someone else since you opened it. Reload it, or apply your changes again.':
    '自您打开以来，此记录已被他人修改。请重新加载，或再次应用您的修改。',
  'If-Match must be the ETag of a GET of this record.': 'If-Match 必须是该记录 GET 请求返回的 ETag。',
  'This Idempotency-Key was already used with a different request. Use a new key for a new request.':
    '此 Idempotency-Key 已用于另一个不同的请求。新的请求请使用新的 key。',
  'The Idempotency-Key header is too long: at most 200 characters.': 'Idempotency-Key 请求头过长：最多 200 个字符。',
  'Only http:// or https:// links can be saved.': '只能保存 http:// 或 https:// 链接。',
  'Links with a user name or password in them cannot be saved.': '不能保存含有用户名或密码的链接。',
  'This username is too similar to an existing one.': '该用户名与已有用户名过于相似。',
  'At most 2000 characters of skill tags': '技能标签最多 2000 个字符',
  'Your storage is full: your files use {used} of {quota}. Delete or replace a file and try again.':
    '您的存储空间已满：文件已占用 {used}（上限 {quota}）。请删除或替换文件后重试。',
};
