import { describe, expect, it } from 'vitest';
import { portfolioProblem, resumeProblem } from './file-checks';

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
const MB20 = 20 * 1024 * 1024;

describe('resume check (loose on purpose: any application/ type passes)', () => {
  it('passes any application/ type and refuses others', () => {
    expect(
      resumeProblem(file('cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')),
    ).toBeNull();
    expect(resumeProblem(file('cv.png', 'image/png'))).toBe('wrongType');
  });
  it('lets the name decide when the browser gives no type', () => {
    expect(resumeProblem(file('简历.doc', ''))).toBeNull();
    expect(resumeProblem(file('notes.txt', ''))).toBe('wrongType');
  });
});

describe('portfolio check', () => {
  it('accepts the six types up to 20 MB', () => {
    expect(portfolioProblem(file('work.7z', ''))).toBeNull();
    expect(portfolioProblem(file('work.exe', 'application/x-msdownload'))).toBe('wrongType');
    expect(portfolioProblem(file('work.zip', 'application/zip', MB20))).toBeNull();
    expect(portfolioProblem(file('work.zip', 'application/zip', MB20 + 1))).toBe('tooLarge');
  });
});
