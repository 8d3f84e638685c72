export const inboxEn = {
  'inbox.found': 'Found {n} emails to review',
  'inbox.noneFound': 'No unprocessed emails found',
  'inbox.skipped': 'Email skipped',
  'inbox.attachmentNotFound': 'Attachment not found',
  'inbox.emailNotFound': 'Email not found',
  'inbox.alreadyProcessed': 'This email was already processed',
} as const;

export const inboxZh = {
  'inbox.found': '找到 {n} 封待审核邮件',
  'inbox.noneFound': '没有未处理的邮件',
  'inbox.skipped': '已跳过邮件',
  'inbox.attachmentNotFound': '附件不存在',
  'inbox.emailNotFound': '邮件不存在',
  'inbox.alreadyProcessed': '该邮件已处理',
} satisfies Record<keyof typeof inboxEn, string>;
