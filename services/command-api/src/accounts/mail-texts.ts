import type { PlainMessageKey } from '@tb/contracts';
import { CODE_TTL_MS, type CodePurpose } from '@tb/domain';
import { type Lang, localize, type MailMessage } from '@tb/platform';

/** Each code mail's subject and opening line, by the catalogue's keys; the closing line is the same for both. */
const KEYS: Record<CodePurpose, { subject: PlainMessageKey; intro: PlainMessageKey }> = {
  registration: { subject: 'mail.registrationSubject', intro: 'mail.registrationIntro' },
  password_reset: { subject: 'mail.passwordResetSubject', intro: 'mail.passwordResetIntro' },
};

interface CodeMailText {
  subject: string;
  intro: string;
  outro: string;
}

/** A code mail's words in one language, from the message catalogues; the expiry is the code's own lifetime. */
export function codeMailText(purpose: CodePurpose, lang: Lang): CodeMailText {
  const keys = KEYS[purpose];
  return {
    subject: localize(keys.subject, lang),
    intro: localize(keys.intro, lang),
    outro: localize('mail.codeExpires', lang, { minutes: CODE_TTL_MS / 60_000 }),
  };
}

/**
 * One mail in both languages, the language the visitor used on the site first (subject included): the mail
 * may be read by someone else or on another device, so the other language follows below.
 */
export function codeMail(purpose: CodePurpose, to: string, code: string, lang: Lang): MailMessage {
  const order: Lang[] = lang === 'zh' ? ['zh', 'en'] : ['en', 'zh'];
  const [first, second] = order.map((l) => codeMailText(purpose, l)) as [CodeMailText, CodeMailText];
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
