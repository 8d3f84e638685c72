import type { MailMessage } from '@tb/platform';

type CodeMailKind = 'registration' | 'password_reset';

const subjects: Record<CodeMailKind, string> = {
  registration: 'Your Talent Bridge verification code / 您的 Talent Bridge 验证码',
  password_reset: 'Reset your Talent Bridge password / 重置您的 Talent Bridge 密码',
};

const intros: Record<CodeMailKind, [string, string]> = {
  registration: ['Use this code to finish creating your account:', '请使用以下验证码完成注册：'],
  password_reset: ['Use this code to set a new password:', '请使用以下验证码设置新密码：'],
};

/** One mail in both languages: we do not know yet which one the reader prefers. */
export function codeMail(kind: CodeMailKind, to: string, code: string): MailMessage {
  const [en, zh] = intros[kind];
  const text = [
    en,
    '',
    `    ${code}`,
    '',
    'The code expires in 10 minutes. If you did not ask for it, ignore this email.',
    '',
    '---',
    '',
    zh,
    '',
    `    ${code}`,
    '',
    '验证码 10 分钟内有效。如果这不是您本人的操作，请忽略此邮件。',
  ].join('\n');
  const html = `<p>${en}</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p>
<p>The code expires in 10 minutes. If you did not ask for it, ignore this email.</p><hr>
<p>${zh}</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p>
<p>验证码 10 分钟内有效。如果这不是您本人的操作，请忽略此邮件。</p>`;
  return { to, subject: subjects[kind], text, html };
}
