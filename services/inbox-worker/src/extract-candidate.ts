import {
  type ExtractedCandidate,
  extractResume,
  extractResumeFields,
  extractResumeFieldsOffThread,
  isDocumentError,
  repairFileName,
} from '@tb/documents';
import type { ParsedAttachment, ParsedMessage } from './parse-message.ts';
import { INBOX_ACCOUNT as ACCOUNT, isBusy, whenThreadFree } from './thread-share.ts';

const RESUME_NAME = /\.(pdf|docx?)$/i;
const RESUME_TYPES = ['application/pdf', 'application/msword', 'officedocument.wordprocessingml'];

/**
 * An applicant attaches one resume, sometimes a cover letter or a second version beside it. Past this many tries
 * the rest are kept as attachments, unread: an outside attack sent one e-mail with 50 hostile `.doc` files, each
 * costing a parser seconds, which held the inbox (and Load Emails) for minutes.
 */
const MOST_RESUMES_TRIED = 3;

const looksLikeResume = (a: ParsedAttachment) =>
  RESUME_NAME.test(a.filename) || RESUME_TYPES.some((type) => a.contentType.includes(type));

/**
 * A name the writer gives in the body: 'I am Peter Novak', 'My name is Ana Silva', '我是李明' / '我叫李明'. Only
 * capitalised words (English) or two to four Han characters (Chinese) count, so 'I am writing…' gives none.
 */
export function nameIntroduced(text: string): string {
  const english = text.match(/\b(?:I am|I'm|My name is)\s+((?:\p{Lu}[\p{Ll}'-]+)(?:[ \t]+\p{Lu}[\p{Ll}'-]+){1,2})\b/u);
  if (english?.[1]) return english[1];
  const chinese = text.match(/我(?:是|叫)\s*(\p{Script=Han}{2,4})(?=[，。,.!！\s]|$)/u);
  return chinese?.[1] ?? '';
}

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
export async function extractCandidate(
  // The copied attachments only: those past the first 50 are named, never read.
  message: Omit<ParsedMessage, 'attachmentsPastLimit'>,
  senderIsApplicant: boolean,
): Promise<EmailCandidate> {
  let resume: ExtractedCandidate | null = null;
  let resumeIndex: number | null = null;
  let tried = 0;
  for (const [index, attachment] of message.attachments.entries()) {
    if (!looksLikeResume(attachment)) continue;
    if (tried++ === MOST_RESUMES_TRIED) break;
    try {
      const fileName = repairFileName(attachment.filename);
      resume = (await whenThreadFree(() => extractResume(attachment.content, fileName, { account: ACCOUNT }))).fields;
      resumeIndex = index;
      break;
    } catch (error) {
      // A broken, encrypted or too slow file is still kept as an attachment; the next one may be the resume.
      if (!isDocumentError(error) || isBusy(error)) throw error;
    }
  }
  // The body is the sender's text too: read in a parser thread; a body over its time budget gives no fields.
  const body = `${message.subject}\n${message.text}`;
  const fromText = await whenThreadFree(() => extractResumeFieldsOffThread(body, { account: ACCOUNT })).catch(
    (error: unknown) => {
      if (!isDocumentError(error) || isBusy(error)) throw error;
      return extractResumeFields('');
    },
  );
  const fields: ExtractedCandidate = { ...fromText };
  for (const key of Object.keys(fields) as (keyof ExtractedCandidate)[]) {
    const value = resume?.[key];
    if (typeof value === 'string' && value) fields[key] = value;
  }
  if (!fields.name) fields.name = nameIntroduced(message.text) || (senderIsApplicant ? message.fromName : '');
  if (!fields.email && senderIsApplicant) fields.email = message.fromAddress;
  return { fields, resumeIndex };
}
