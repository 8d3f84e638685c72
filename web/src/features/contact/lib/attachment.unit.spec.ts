import { describe, expect, it } from 'vitest';
import { checkAttachment, formatFileSize } from './attachment';

const MB = 1024 * 1024;

describe('contact attachment', () => {
  it('accepts .pdf, .doc and .docx up to 2 MB, whatever the case of the extension', () => {
    expect(checkAttachment({ name: 'resume.pdf', size: 2 * MB })).toBe('accepted');
    expect(checkAttachment({ name: 'Brief.DOC', size: 10 })).toBe('accepted');
    expect(checkAttachment({ name: 'brief.docx', size: 0 })).toBe('accepted');
  });

  it('flags a file one byte over 2 MB as too large', () => {
    expect(checkAttachment({ name: 'deck.pdf', size: 2 * MB + 1 })).toBe('too-large');
  });

  it('refuses other types', () => {
    expect(checkAttachment({ name: 'setup.exe', size: 10 })).toBe('wrong-type');
    expect(checkAttachment({ name: 'notes.pdf.txt', size: 10 })).toBe('wrong-type');
  });

  it('formats sizes with one decimal', () => {
    expect(formatFileSize(3 * MB)).toBe('3.0 MB');
    expect(formatFileSize(2 * MB + 1)).toBe('2.0 MB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(12)).toBe('12 B');
  });
});
