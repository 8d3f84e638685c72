import { z } from 'zod';
import { lineText, proseText } from '../text/storable-text.ts';

export const CONTACT_ATTACHMENT_MAX_BYTES = 2 * 1024 * 1024;
export const CONTACT_ATTACHMENT_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

const required = 'Please fill out all required fields.';

/** The contact form's text fields (the attachment travels beside them in the multipart form). */
export const contactFields = z.object({
  name: lineText(z.string({ error: required }).trim().min(1, required).max(200, 'Name is too long')),
  email: lineText(
    z.string({ error: required }).trim().min(1, required).max(255, 'Please enter a valid email address.'),
  ).pipe(z.email('Please enter a valid email address.')),
  company: lineText(z.string().trim().max(200, 'Company name is too long')).optional().default(''),
  message: proseText(z.string({ error: required }).trim().min(1, required).max(10_000, 'Message is too long')),
});
export type ContactFields = z.infer<typeof contactFields>;
