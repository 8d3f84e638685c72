import { formatMessage, type PlainMessageKey } from '@tb/contracts';
import { describe, expect, it } from 'vitest';
import { checkPortfolio, checkResume } from './file-checks';

const MB = 1024 * 1024;
/** As an English reader sees the problem. */
const english = (problem: PlainMessageKey | null) => problem && formatMessage('en', problem);

describe('candidate file checks', () => {
  it('takes PDF, DOC and DOCX resumes up to 20MB', () => {
    expect(checkResume({ name: 'cv.DOCX', size: 20 * MB })).toBeNull();
    expect(english(checkResume({ name: 'cv.zip', size: 1 }))).toBe(
      'Invalid file type - Please select a PDF, DOC, or DOCX file',
    );
    expect(english(checkResume({ name: 'cv.pdf', size: 20 * MB + 1 }))).toBe(
      'File too large - Please select a file smaller than 20MB',
    );
  });

  it('takes PDF, DOC, DOCX, ZIP and RAR portfolios up to 50MB', () => {
    expect(checkPortfolio({ name: 'work.rar', size: 50 * MB })).toBeNull();
    expect(english(checkPortfolio({ name: 'work.png', size: 1 }))).toBe('Invalid file type');
    expect(english(checkPortfolio({ name: 'work.zip', size: 50 * MB + 1 }))).toBe('File too large');
  });
});
