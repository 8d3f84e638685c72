import { z } from 'zod';
import { contactFields } from '../contact/schemas.ts';
import { choiceOf } from '../messages/checks.ts';
import { messageRef } from '../messages/refs.ts';
import { applicationFields } from '../projects/application-schemas.ts';

/**
 * The multipart forms of the upload routes, for the OpenAPI document only: the routes read the parts as they
 * stream in (size and type checked on the way) and validate the text fields themselves, so Fastify never
 * validates these.
 */
const file = (description: string) => z.file().meta({ description });

export const contactForm = contactFields.extend({ file: file('PDF, DOC or DOCX, at most 2 MB').optional() });
export const applicationForm = applicationFields.extend({
  file: file('The generated plain-text resume, at most 1 MB').optional(),
});
export const resumeForm = z.object({ resume: file('PDF, DOC or DOCX, at most 20 MB') });
export const candidateResumeForm = resumeForm.extend({
  lang: choiceOf(['en', 'original']).optional().meta({ description: "'en': the candidate's English resume" }),
});
export const userPortfolioForm = z.object({ portfolio: file('PDF, DOC, DOCX, ZIP, RAR or 7Z, at most 20 MB') });
export const candidatePortfolioForm = z.object({
  portfolio: file('PDF, DOC, DOCX, ZIP or RAR, at most 50 MB'),
  candidateName: z.string().optional(),
  candidateId: z.uuid({ message: messageRef('candidate.notFound') }).optional(),
  review: choiceOf(['1']).optional().meta({ description: "'1': kept for the review form (a link for save-candidate)" }),
});
export const projectDocumentForm = z.object({ file: file('PDF or Word document, at most 5 MB') });
