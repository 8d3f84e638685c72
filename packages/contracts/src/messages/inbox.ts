export const inboxMessagesZh: Record<string, string> = {
  'Found {n} emails to review': '找到 {n} 封待审核邮件',
  'No unprocessed emails found': '没有未处理的邮件',
  'Email skipped': '已跳过邮件',
  'Attachment not found': '附件不存在',
  'Email not found': '邮件不存在',
  'This email was already processed': '该邮件已处理',
  'Invalid date': '日期无效',
};
