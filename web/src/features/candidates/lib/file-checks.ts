import { CANDIDATE_PORTFOLIO_MAX_BYTES, CANDIDATE_RESUME_MAX_BYTES, type PlainMessageKey } from '@tb/contracts';

/**
 * Checked before sending, so a wrong file never uploads 50 MB for nothing; the server checks again. The problem is
 * the server's message key for it, said in the reader's language where it is shown.
 */
function check(types: RegExp, maxBytes: number, wrongType: PlainMessageKey, tooLarge: PlainMessageKey) {
  return (file: Pick<File, 'name' | 'size'>): PlainMessageKey | null => {
    if (!types.test(file.name)) return wrongType;
    if (file.size > maxBytes) return tooLarge;
    return null;
  };
}

export const RESUME_ACCEPT = '.pdf,.doc,.docx';
export const PORTFOLIO_ACCEPT = '.pdf,.doc,.docx,.zip,.rar';
export const checkResume = check(
  /\.(pdf|docx?)$/i,
  CANDIDATE_RESUME_MAX_BYTES,
  'candidate.resumeType',
  'candidate.resumeTooLarge',
);
export const checkPortfolio = check(
  /\.(pdf|docx?|zip|rar)$/i,
  CANDIDATE_PORTFOLIO_MAX_BYTES,
  'candidate.portfolioType',
  'candidate.portfolioTooLarge',
);
