/** The verification-code e-mails (registration, password reset): each one carries both languages. */
export const mailEn = {
  'mail.registrationSubject': 'Your Talent Bridge verification code',
  'mail.registrationIntro': 'Use this code to finish creating your account:',
  'mail.passwordResetSubject': 'Reset your Talent Bridge password',
  'mail.passwordResetIntro': 'Use this code to set a new password:',
  'mail.codeExpires': 'The code expires in {minutes} minutes. If you did not ask for it, ignore this email.',
} as const;

export const mailZh = {
  'mail.registrationSubject': '您的 Talent Bridge 验证码',
  'mail.registrationIntro': '请使用以下验证码完成注册：',
  'mail.passwordResetSubject': '重置您的 Talent Bridge 密码',
  'mail.passwordResetIntro': '请使用以下验证码设置新密码：',
  'mail.codeExpires': '验证码 {minutes} 分钟内有效。如果这不是您本人的操作，请忽略此邮件。',
} satisfies Record<keyof typeof mailEn, string>;
