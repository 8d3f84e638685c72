import { describe, expect, it } from 'vitest';
import {
  detectFileType,
  findPdfHeader,
  isEncryptedOoxml,
  isEncryptedWordDoc,
  pdfLooksTruncated,
  zipEntryNames,
} from './file-type.ts';
import { fib, oleFile, storedZip } from './testing/in-memory-files.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('detectFileType', () => {
  it('recognises documents by their bytes', () => {
    expect(detectFileType(bytes('%PDF-1.7\n1 0 obj'))).toBe('pdf');
    expect(detectFileType(storedZip(['[Content_Types].xml', 'word/document.xml']))).toBe('docx');
  });

  it('tells a Word 97 document from other compound files', () => {
    expect(detectFileType(oleFile([{ name: 'WordDocument', data: fib(false) }, { name: '1Table' }]))).toBe('doc');
    expect(detectFileType(oleFile([{ name: 'Workbook' }]))).toBe('ole');
  });

  it('spots encrypted Word files', () => {
    expect(isEncryptedWordDoc(oleFile([{ name: 'WordDocument', data: fib(true) }]))).toBe(true);
    expect(isEncryptedWordDoc(oleFile([{ name: 'WordDocument', data: fib(false) }]))).toBe(false);
    const encryptedDocx = oleFile([{ name: 'EncryptionInfo' }, { name: 'EncryptedPackage' }]);
    expect(detectFileType(encryptedDocx)).toBe('ole');
    expect(isEncryptedOoxml(encryptedDocx)).toBe(true);
  });

  it('recognises archives for portfolio uploads', () => {
    expect(detectFileType(storedZip(['portfolio/index.html']))).toBe('zip');
    expect(detectFileType(storedZip(['xl/workbook.xml']))).toBe('zip');
    expect(detectFileType(bytes('Rar!', [0x1a, 0x07, 0x00]))).toBe('rar');
    expect(detectFileType(bytes('Rar!', [0x1a, 0x07, 0x01, 0x00]))).toBe('rar');
    expect(detectFileType(bytes([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0x00, 0x04]))).toBe('7z');
  });

  it('does not trust anything else', () => {
    expect(detectFileType(bytes('MZ', [0x90, 0x00], 'This program cannot be run in DOS mode.'))).toBe('unknown');
    expect(detectFileType(bytes([0x7f], 'ELF'))).toBe('unknown');
    expect(detectFileType(bytes('Just some text, not a document'))).toBe('unknown');
    expect(detectFileType(new Uint8Array())).toBe('unknown');
  });

  it('accepts a PDF header after a little junk, as readers do', () => {
    expect(findPdfHeader(bytes('\r\n\r\n%PDF-1.4'))).toBe(4);
    expect(findPdfHeader(bytes(' '.repeat(2000), '%PDF-1.4'))).toBe(-1);
  });

  it('spots a PDF that was cut off', () => {
    expect(pdfLooksTruncated(bytes('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'))).toBe(true);
    expect(pdfLooksTruncated(bytes('%PDF-1.4\ntrailer\n<<>>\n%%EOF\n'))).toBe(false);
  });

  it('lists ZIP entries even when the central directory is missing', () => {
    const zip = storedZip(['a.txt', 'word/document.xml']);
    expect(zipEntryNames(zip.subarray(0, zip.length - 22 - 2 * 56))).toEqual(['a.txt', 'word/document.xml']);
  });
});
