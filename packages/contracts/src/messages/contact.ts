export const contactEn = {
  'contact.requiredFields': 'Please fill out all required fields.',
  'contact.invalidEmail': 'Please enter a valid email address.',
  'contact.companyTooLong': 'Company name is too long',
  'contact.messageTooLong': 'Message is too long',
  'contact.fileTooLarge': 'File exceeds 2MB limit. Please choose a smaller file.',
  'contact.fileType': 'Please attach a PDF, DOC or DOCX file.',
  'contact.sent': "Message sent successfully! We'll get back to you within 24 hours.",
  'contact.alreadyReceived': 'Message already received',
} as const;

export const contactZh = {
  'contact.requiredFields': '请填写所有必填字段。',
  'contact.invalidEmail': '请输入有效的邮箱地址。',
  'contact.companyTooLong': '公司名称过长',
  'contact.messageTooLong': '留言过长',
  'contact.fileTooLarge': '文件超过 2MB 限制，请选择较小的文件。',
  'contact.fileType': '请上传 PDF、DOC 或 DOCX 文件。',
  'contact.sent': '消息发送成功！我们会在 24 小时内回复您。',
  'contact.alreadyReceived': '消息已收到',
} satisfies Record<keyof typeof contactEn, string>;
