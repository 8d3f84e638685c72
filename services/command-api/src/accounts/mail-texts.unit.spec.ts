import { MESSAGES, type MessageKey } from '@tb/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { codeMail } from './mail-texts.ts';

const ENGLISH_REGISTRATION = [
  'Use this code to finish creating your account:',
  '',
  '    123456',
  '',
  'The code expires in 10 minutes. If you did not ask for it, ignore this email.',
].join('\n');
const CHINESE_REGISTRATION = [
  '请使用以下验证码完成注册：',
  '',
  '    123456',
  '',
  '验证码 10 分钟内有效。如果这不是您本人的操作，请忽略此邮件。',
].join('\n');

describe('the verification-code mails', () => {
  it('read word for word as before, the visitor’s language first', () => {
    const zh = codeMail('registration', 'a@example.com', '123456', 'zh');
    expect(zh.subject).toBe('您的 Talent Bridge 验证码 / Your Talent Bridge verification code');
    expect(zh.text).toBe(`${CHINESE_REGISTRATION}\n\n---\n\n${ENGLISH_REGISTRATION}`);
    const en = codeMail('password_reset', 'a@example.com', '123456', 'en');
    expect(en.subject).toBe('Reset your Talent Bridge password / 重置您的 Talent Bridge 密码');
    expect(en.text.split('\n\n---\n\n').map((part) => part.split('\n')[0])).toEqual([
      'Use this code to set a new password:',
      '请使用以下验证码设置新密码：',
    ]);
  });

  describe('take every word from the message catalogues, in both languages', () => {
    const catalogues = MESSAGES as unknown as Record<'en' | 'zh', Record<MessageKey, string>>;
    const mailKeys = (Object.keys(MESSAGES.en) as MessageKey[]).filter((key) => key.startsWith('mail.'));
    const saved = { en: { ...catalogues.en }, zh: { ...catalogues.zh } };
    afterEach(() => {
      for (const lang of ['en', 'zh'] as const) Object.assign(catalogues[lang], saved[lang]);
    });

    it.each([
      ['registration', 'registrationSubject', 'registrationIntro'],
      ['password_reset', 'passwordResetSubject', 'passwordResetIntro'],
    ] as const)('%s', (purpose, subject, intro) => {
      // Each catalogue text replaced by a marker naming it: the mail must be made of those markers and the code.
      for (const lang of ['en', 'zh'] as const) {
        for (const key of mailKeys)
          catalogues[lang][key] = `[${lang} ${key}${key.endsWith('Expires') ? ' {minutes}' : ''}]`;
      }
      const mail = codeMail(purpose, 'a@example.com', '654321', 'zh');
      expect(mail.subject).toBe(`[zh mail.${subject}] / [en mail.${subject}]`);
      expect(mail.text).toBe(
        [
          `[zh mail.${intro}]\n\n    654321\n\n[zh mail.codeExpires 10]`,
          `[en mail.${intro}]\n\n    654321\n\n[en mail.codeExpires 10]`,
        ].join('\n\n---\n\n'),
      );
      expect(mail.html).toContain(`<p>[en mail.${intro}]</p>`);
    });
  });
});
