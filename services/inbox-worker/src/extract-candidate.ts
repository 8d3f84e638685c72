import {
  type ExtractedCandidate,
  extractResume,
  extractResumeFields,
  isDocumentError,
  repairFileName,
} from '@tb/documents';
import type { ParsedAttachment, ParsedMessage } from './parse-message.ts';

const RESUME_NAME = /\.(pdf|docx?)$/i;
const RESUME_TYPES = ['application/pdf', 'application/msword', 'officedocument.wordprocessingml'];

const looksLikeResume = (a: ParsedAttachment) =>
  RESUME_NAME.test(a.filename) || RESUME_TYPES.some((type) => a.contentType.includes(type));

export interface EmailCandidate {
  fields: ExtractedCandidate;
  /** Index of the attachment the resume fields came from, or null. */
  resumeIndex: number | null;
}

/**
 * Candidate data from the resume attachment first (it is what the applicant wrote), then the subject and
 * body for what the resume lacks. The sender's address counts only when it is the applicant's own (no
 * platform filter is set): a platform's notification address is not the candidate's.
 */
export async function extractCandidate(message: ParsedMessage, senderIsApplicant: boolean): Promise<EmailCandidate> {
  let resume: ExtractedCandidate | null = null;
  let resumeIndex: number | null = null;
  for (const [index, attachment] of message.attachments.entries()) {
    if (!looksLikeResume(attachment)) continue;
    try {
      resume = (await extractResume(attachment.content, repairFileName(attachment.filename))).fields;
      resumeIndex = index;
      break;
    } catch (error) {
      // A broken or encrypted file is still kept as an attachment; the next one may be the resume.
      if (!isDocumentError(error)) throw error;
    }
  }
  const fromText = extractResumeFields(`${message.subject}\n${message.text}`);
  const fields: ExtractedCandidate = { ...fromText };
  for (const key of Object.keys(fields) as (keyof ExtractedCandidate)[]) {
    const value = resume?.[key];
    if (typeof value === 'string' && value) fields[key] = value;
  }
  if (!fields.email && senderIsApplicant) fields.email = message.fromAddress;
  return { fields, resumeIndex };
}
