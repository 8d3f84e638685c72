import { z } from 'zod';
import { messageRef } from '../messages/refs.ts';
import { lineText, proseText } from '../text/storable-text.ts';

export const CONTACT_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const CONTACT_ATTACHMENT_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

const required = messageRef('contact.requiredFields');
const invalidEmail = messageRef('contact.invalidEmail');

/** The contact form's text fields (the attachment travels beside them in the multipart form). */
export const contactFields = z.object({
  name: lineText(z.string({ error: required }).trim().min(1, required).max(200, messageRef('auth.nameTooLong'))),
  email: lineText(z.string({ error: required }).trim().min(1, required).max(255, invalidEmail)).pipe(
    z.email(invalidEmail),
  ),
  company: lineText(z.string().trim().max(200, messageRef('contact.companyTooLong')))
    .optional()
    .default(''),
  message: proseText(
    z.string({ error: required }).trim().min(1, required).max(10_000, messageRef('contact.messageTooLong')),
  ),
});
export type ContactFields = z.infer<typeof contactFields>;
