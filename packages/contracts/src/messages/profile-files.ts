/** A job seeker's own files, and the messages of any resume or portfolio upload. */
export const profileFileEn = {
  'profileFile.tooLarge': 'File size cannot exceed 20MB',
  'profileFile.resumeType': 'Please upload a PDF or DOC file',
  'profileFile.portfolioType': 'Please upload a PDF, DOC, DOCX, ZIP, RAR or 7Z file',
  'profileFile.resumeUploaded': 'Resume uploaded',
  'profileFile.portfolioUploaded': 'Portfolio uploaded',
  'profileFile.skillsAdded': 'Skills added to your profile',
  'profileFile.tooManySkills': 'Too many skills',
  'profileFile.noFile': 'No file uploaded yet',
} as const;

export const profileFileZh = {
  'profileFile.tooLarge': '文件大小不能超过 20MB',
  'profileFile.resumeType': '请上传 PDF 或 DOC 文件',
  'profileFile.portfolioType': '请上传 PDF、DOC、DOCX、ZIP、RAR 或 7Z 文件',
  'profileFile.resumeUploaded': '简历已上传',
  'profileFile.portfolioUploaded': '作品集已上传',
  'profileFile.skillsAdded': '技能已添加到您的个人资料',
  'profileFile.tooManySkills': '技能标签过多',
  'profileFile.noFile': '尚未上传文件',
} satisfies Record<keyof typeof profileFileEn, string>;
