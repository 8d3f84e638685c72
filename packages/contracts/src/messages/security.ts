/** Account security and data integrity: sign-in delays, sessions, two-factor, conflicts, links, quota. */
export const securityEn = {
  'security.commonPassword':
    'This password is one of the most common passwords and easy to guess. Please choose another.',
  'security.codeNeeded': 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  'security.codeWrong': 'The authentication code is wrong or was already used.',
  'security.twoFactorAlreadyOn': 'Two-factor sign-in is already on.',
  'security.twoFactorOn': 'Two-factor sign-in is on.',
  'security.twoFactorOff': 'Two-factor sign-in is off.',
  'security.twoFactorStartAgain': 'Start the two-factor set-up again.',
  'security.twoFactorAdminsOnly': 'Only administrators can turn on two-factor sign-in.',
  'security.sessionEnded': 'Session ended',
  'security.sessionNotFound': 'Session not found',
  'security.recordMovedOn':
    'This record was changed by someone else since you opened it. Reload it, or apply your changes again.',
  'security.ifMatchInvalid': 'If-Match must be the ETag of a GET of this record.',
  'security.idempotencyKeyReused':
    'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
  'security.idempotencyKeyTooLong': 'The Idempotency-Key header is too long: at most 200 characters.',
  'security.linkScheme': 'Only http:// or https:// links can be saved.',
  'security.linkCredentials': 'Links with a user name or password in them cannot be saved.',
  'security.usernameLookAlike': 'This username is too similar to an existing one.',
  'security.skillTagsTooLong': 'At most 2000 characters of skill tags',
  'security.storageFull':
    'Your storage is full: your files use {used} of {quota}. Delete or replace a file and try again.',
} as const;

export const securityZh = {
  'security.commonPassword': '该密码属于最常见的密码，很容易被猜到，请换一个。',
  'security.codeNeeded': '请输入身份验证器应用中的 6 位验证码，或一个恢复码。',
  'security.codeWrong': '验证码错误或已被使用。',
  'security.twoFactorAlreadyOn': '两步验证登录已开启。',
  'security.twoFactorOn': '两步验证登录已开启。',
  'security.twoFactorOff': '两步验证登录已关闭。',
  'security.twoFactorStartAgain': '请重新开始两步验证设置。',
  'security.twoFactorAdminsOnly': '只有管理员可以开启两步验证登录。',
  'security.sessionEnded': '会话已结束',
  'security.sessionNotFound': '会话不存在',
  'security.recordMovedOn': '自您打开以来，此记录已被他人修改。请重新加载，或再次应用您的修改。',
  'security.ifMatchInvalid': 'If-Match 必须是该记录 GET 请求返回的 ETag。',
  'security.idempotencyKeyReused': '此 Idempotency-Key 已用于另一个不同的请求。新的请求请使用新的 key。',
  'security.idempotencyKeyTooLong': 'Idempotency-Key 请求头过长：最多 200 个字符。',
  'security.linkScheme': '只能保存 http:// 或 https:// 链接。',
  'security.linkCredentials': '不能保存含有用户名或密码的链接。',
  'security.usernameLookAlike': '该用户名与已有用户名过于相似。',
  'security.skillTagsTooLong': '技能标签最多 2000 个字符',
  'security.storageFull': '您的存储空间已满：文件已占用 {used}（上限 {quota}）。请删除或替换文件后重试。',
} satisfies Record<keyof typeof securityEn, string>;
