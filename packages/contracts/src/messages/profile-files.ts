export const profileFileMessagesZh: Record<string, string> = {
  'File size cannot exceed 20MB': '文件大小不能超过 20MB',
  'Please upload a PDF or DOC file': '请上传 PDF 或 DOC 文件',
  'Please upload a PDF, DOC, DOCX, ZIP, RAR or 7Z file': '请上传 PDF、DOC、DOCX、ZIP、RAR 或 7Z 文件',
  'Resume uploaded': '简历已上传',
  'Portfolio uploaded': '作品集已上传',
  'Skills added to your profile': '技能已添加到您的个人资料',
  'Too many skills': '技能标签过多',
  'No file uploaded yet': '尚未上传文件',
};
