import type { Lang, MailMessage } from '@tb/platform';

type CodeMailKind = 'registration' | 'password_reset';

interface CodeMailText {
  subject: string;
  intro: string;
  outro: string;
}

const texts: Record<CodeMailKind, Record<Lang, CodeMailText>> = {
  registration: {
    en: {
      subject: 'Your Talent Bridge verification code',
      intro: 'Use this code to finish creating your account:',
      outro: 'The code expires in 10 minutes. If you did not ask for it, ignore this email.',
    },
    zh: {
      subject: '您的 Talent Bridge 验证码',
      intro: '请使用以下验证码完成注册：',
      outro: '验证码 10 分钟内有效。如果这不是您本人的操作，请忽略此邮件。',
    },
  },
  password_reset: {
    en: {
      subject: 'Reset your Talent Bridge password',
      intro: 'Use this code to set a new password:',
      outro: 'The code expires in 10 minutes. If you did not ask for it, ignore this email.',
    },
    zh: {
      subject: '重置您的 Talent Bridge 密码',
      intro: '请使用以下验证码设置新密码：',
      outro: '验证码 10 分钟内有效。如果这不是您本人的操作，请忽略此邮件。',
    },
  },
};

/**
 * One mail in both languages, the language the visitor used on the site first (subject included): the mail
 * may be read by someone else or on another device, so the other language follows below.
 */
export function codeMail(kind: CodeMailKind, to: string, code: string, lang: Lang): MailMessage {
  const order: Lang[] = lang === 'zh' ? ['zh', 'en'] : ['en', 'zh'];
  const [first, second] = order.map((l) => texts[kind][l]) as [CodeMailText, CodeMailText];
  const text = [first, second]
    .map(({ intro, outro }) => [intro, '', `    ${code}`, '', outro].join('\n'))
    .join('\n\n---\n\n');
  const html = [first, second]
    .map(
      ({ intro, outro }) =>
        `<p>${intro}</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p>\n<p>${outro}</p>`,
    )
    .join('<hr>\n');
  return { to, subject: `${first.subject} / ${second.subject}`, text, html };
}
