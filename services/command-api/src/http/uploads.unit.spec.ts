import { describe, expect, it } from 'vitest';
import { sanitizeFileName } from './uploads.ts';

describe('sanitizeFileName', () => {
  it('keeps only the last path segment, whichever separator', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('..\\..\\windows\\win.ini')).toBe('win.ini');
    expect(sanitizeFileName('C:\\Users\\ada/cv.pdf')).toBe('cv.pdf');
  });

  it('drops NUL, control characters and DEL, which could split a header or a path', () => {
    expect(sanitizeFileName('a\u0000b.pdf')).toBe('ab.pdf');
    expect(sanitizeFileName('cv\r\nSet-Cookie: x=1.pdf')).toBe('cvSet-Cookie: x=1.pdf');
    expect(sanitizeFileName('\u0001\u001f\u007fcv.pdf')).toBe('cv.pdf');
  });

  it('never yields a hidden, relative or empty name', () => {
    expect(sanitizeFileName('..')).toBe('file');
    expect(sanitizeFileName('.bashrc')).toBe('bashrc');
    expect(sanitizeFileName('...pdf')).toBe('pdf');
    expect(sanitizeFileName('dir/')).toBe('file');
    expect(sanitizeFileName('   ')).toBe('file');
    expect(sanitizeFileName('')).toBe('file');
  });

  it('keeps Unicode names and bounds the length', () => {
    expect(sanitizeFileName('张伟-简历.docx')).toBe('张伟-简历.docx');
    expect(sanitizeFileName(`${'a'.repeat(500)}.pdf`)).toHaveLength(200);
  });
});
