export const contactMessagesZh: Record<string, string> = {
  'Please fill out all required fields.': '请填写所有必填字段。',
  'Please enter a valid email address.': '请输入有效的邮箱地址。',
  'Name is too long': '姓名过长',
  'Company name is too long': '公司名称过长',
  'Message is too long': '留言过长',
  'File exceeds 2MB limit. Please choose a smaller file.': '文件超过 2MB 限制，请选择较小的文件。',
  'Please attach a PDF, DOC or DOCX file.': '请上传 PDF、DOC 或 DOCX 文件。',
  "Message sent successfully! We'll get back to you within 24 hours.": '消息发送成功！我们会在 24 小时内回复您。',
};
