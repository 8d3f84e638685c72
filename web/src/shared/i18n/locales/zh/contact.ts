import type { Namespaces, Translation } from '../../namespaces';

const contact: Translation<Namespaces['contact']> = {
  formLabel: '联系表单',
  fields: {
    name: '姓名',
    namePlaceholder: '张三',
    email: '邮箱',
    emailPlaceholder: 'zhangsan@example.com',
    company: '公司',
    companyPlaceholder: '公司或学校名称',
    message: '留言',
    messagePlaceholder: '介绍一下您的技术方向、项目经历，以及希望的工作方式（远程全职或兼职）。',
    attachment: '附件',
    attachmentHint: '可上传简历，支持 PDF、DOC、DOCX，不超过 2 MB。',
    chooseFile: '选择文件',
    browse: '浏览',
    removeFile: '移除文件',
    required: '（必填）',
    optional: '（选填）',
  },
  submit: '发送消息',
  sending: '发送中...',
  privacy: '您的信息仅用于回复本次留言。',
  toast: {
    errorTitle: '错误',
    requiredFields: '请填写所有必填字段。',
    invalidEmail: '请输入有效的邮箱地址。',
    sentTitle: '发送成功',
    sentFallback: '感谢您的联系，我们会尽快回复您！',
    failed: '消息发送失败，请重试。',
    network: '消息发送失败，请重试或直接发送邮件给我们。',
    fileTooLargeTitle: '文件过大',
    fileTooLargeBody: '文件大小（{{size}}）超过了 2.0 MB 的上限。',
    fileTooLargeInline: '文件超过 2MB 限制，请选择较小的文件。',
    submitBlocked: '文件超过 2.0 MB，无法提交表单。请移除或选择较小的文件。',
    wrongTypeTitle: '文件类型不支持',
    wrongTypeBody: '请上传 PDF、DOC 或 DOCX 文件。',
  },
};

export default contact;
