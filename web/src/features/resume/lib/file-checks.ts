import { USER_PORTFOLIO_MAX_BYTES, USER_RESUME_MAX_BYTES } from '@tb/contracts';

export type FileProblem = 'wrongType' | 'tooLarge' | null;

const RESUME_NAME = /\.(pdf|docx?)$/i;

/**
 * The resume check is loose on purpose (any `application/…` type passes); the server then checks the
 * real content. Checked before sending so a 20 MB mistake is not uploaded for nothing.
 */
export function resumeProblem(file: File): FileProblem {
  // Some systems report no type at all for Word files; the name then decides, and the server checks the bytes.
  const typed = file.type ? file.type.startsWith('application/') : RESUME_NAME.test(file.name);
  if (!typed) return 'wrongType';
  return file.size > USER_RESUME_MAX_BYTES ? 'tooLarge' : null;
}

const PORTFOLIO_NAME = /\.(pdf|docx?|zip|rar|7z)$/i;

export function portfolioProblem(file: File): FileProblem {
  if (!PORTFOLIO_NAME.test(file.name)) return 'wrongType';
  return file.size > USER_PORTFOLIO_MAX_BYTES ? 'tooLarge' : null;
}

export const RESUME_ACCEPT = '.pdf,.doc,.docx';
export const PORTFOLIO_ACCEPT = '.pdf,.doc,.docx,.zip,.rar,.7z';
