import { describe, expect, it } from 'vitest';
import { displayFileName } from './display-file-name';

const asLatin1 = (name: string) => Buffer.from(name, 'utf8').toString('latin1');

describe('displayFileName', () => {
  it('repairs a Chinese name read as Latin-1', () => {
    expect(displayFileName(asLatin1('张伟-简历.pdf'))).toBe('张伟-简历.pdf');
  });

  it('repairs a name read as Windows-1252 and a name damaged twice', () => {
    expect(displayFileName('ç®€åŽ†.pdf')).toBe('简历.pdf');
    expect(displayFileName(asLatin1(asLatin1('作品集.zip')))).toBe('作品集.zip');
  });

  it('keeps correct names, including genuine Latin-1 ones', () => {
    expect(displayFileName('简历.pdf')).toBe('简历.pdf');
    expect(displayFileName('résumé.pdf')).toBe('résumé.pdf');
    expect(displayFileName('cv.docx')).toBe('cv.docx');
  });
});
