import type { Namespaces, Translation } from '../../namespaces';

const resume: Translation<Namespaces['resume']> = {
  view: '查看',
  viewHint: '在新窗口中打开',
  browse: '浏览',
  uploading: '上传中…',
  uploadingPercent: '上传中… {{percent}}%',
  uploadFailedTitle: '上传失败',
  uploadFailedBody: '请重试',
  resume: {
    title: '简历',
    subtitle: '上传您的简历，我们会从中为您提取技能标签。',
    current: '当前简历',
    none: '尚未上传简历',
    choose: '选择简历文件…',
    hint: '支持 PDF、DOC、DOCX，不超过 20 MB。',
    upload: '上传简历',
    uploaded: '简历已上传',
    wrongType: '请上传 PDF 或 DOC 文件',
  },
  skills: {
    title: '提取的技能',
    hint: '可编辑标签（用逗号分隔），然后添加到个人资料。添加之前不会保存。',
    chinese: '中文技能标签',
    english: '英文技能标签',
    none: '未从该简历中识别到技能标签，您可以在此手动填写。',
    add: '添加到我的技能',
    adding: '添加中...',
    dismiss: '忽略',
    addedTitle: '技能已添加',
    addedBody: '您的个人资料技能标签已更新。',
    addFailed: '添加技能失败',
  },
  portfolio: {
    title: '作品集',
    subtitle: '展示您的作品：一份文档或项目压缩包。',
    current: '当前作品集',
    none: '尚未上传作品集',
    choose: '选择作品集文件…',
    hint: '支持 PDF、DOC、DOCX、ZIP、RAR、7Z，不超过 20 MB。',
    upload: '上传作品集',
    uploaded: '作品集已上传',
    tooLarge: '文件大小不能超过 20MB',
    wrongType: '请上传 PDF、DOC、DOCX、ZIP、RAR 或 7Z 文件',
  },
};

export default resume;
