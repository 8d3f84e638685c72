import {
  CANDIDATE_PORTFOLIO_MAX_BYTES,
  CANDIDATE_RESUME_MAX_BYTES,
  PORTFOLIO_TOO_LARGE,
  PORTFOLIO_WRONG_TYPE,
  RESUME_TOO_LARGE,
  RESUME_WRONG_TYPE,
} from '@tb/contracts';

/** Checked before sending, so a wrong file never uploads 50 MB for nothing; the server checks again. */
function check(types: RegExp, maxBytes: number, wrongType: string, tooLarge: string) {
  return (file: Pick<File, 'name' | 'size'>): string | null => {
    if (!types.test(file.name)) return wrongType;
    if (file.size > maxBytes) return tooLarge;
    return null;
  };
}

export const RESUME_ACCEPT = '.pdf,.doc,.docx';
export const PORTFOLIO_ACCEPT = '.pdf,.doc,.docx,.zip,.rar';
export const checkResume = check(/\.(pdf|docx?)$/i, CANDIDATE_RESUME_MAX_BYTES, RESUME_WRONG_TYPE, RESUME_TOO_LARGE);
export const checkPortfolio = check(
  /\.(pdf|docx?|zip|rar)$/i,
  CANDIDATE_PORTFOLIO_MAX_BYTES,
  PORTFOLIO_WRONG_TYPE,
  PORTFOLIO_TOO_LARGE,
);
