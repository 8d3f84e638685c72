import { describe, expect, it } from 'vitest';
import { repairFileName } from './file-name.ts';

/** What a multipart parser produces when it reads UTF-8 bytes as Latin-1. */
const asLatin1 = (name: string) => Buffer.from(name, 'utf8').toString('latin1');

describe('repairFileName', () => {
  it('repairs UTF-8 read as Latin-1', () => {
    expect(repairFileName('ç®\x80å\x8e\x86.pdf')).toBe('简历.pdf');
    expect(repairFileName(asLatin1('张伟-算法工程师-简历.docx'))).toBe('张伟-算法工程师-简历.docx');
    expect(repairFileName(asLatin1('Résumé – Zoë.pdf'))).toBe('Résumé – Zoë.pdf');
  });

  it('repairs UTF-8 read as Windows-1252', () => {
    const cp1252 = 'ç®€åŽ†.pdf'; // 简历.pdf through Windows-1252
    expect(repairFileName(cp1252)).toBe('简历.pdf');
  });

  it('repairs a name damaged twice', () => {
    expect(repairFileName(asLatin1(asLatin1('简历.pdf')))).toBe('简历.pdf');
  });

  it('decodes percent-encoded names', () => {
    expect(repairFileName('%E7%AE%80%E5%8E%86.pdf')).toBe('简历.pdf');
  });

  it('leaves correct names alone', () => {
    for (const name of ['简历.pdf', 'resume.pdf', 'résumé.pdf', 'Zoë Müller CV.docx', '100% done.pdf', 'naïve.doc']) {
      expect(repairFileName(name)).toBe(name);
    }
  });
});
