import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DocumentError } from '../errors.ts';
import { detectFileType } from '../file-type.ts';
import { oleFile, storedZip } from '../testing/in-memory-files.ts';
import { FIXTURES } from '../testing/labelled-set.ts';
import { closeDocumentWorkers, extractText } from './extract-text.ts';

const fixture = (path: string) => new Uint8Array(readFileSync(join(FIXTURES, path)));

async function failure(bytes: Uint8Array, options = {}): Promise<DocumentError> {
  const error = await extractText(bytes, options).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DocumentError);
  return error as DocumentError;
}

afterAll(() => closeDocumentWorkers());

describe('extractText: the document types', () => {
  it('reads PDF, DOCX and DOC by their content, whatever their name', async () => {
    const pdf = await extractText(fixture('resumes/en-ml-engineer.pdf'), { fileName: 'resume.docx' });
    expect(pdf).toMatchObject({ kind: 'pdf', pages: 1, truncated: false });
    expect(pdf.text).toContain('Senior Machine Learning Engineer');
    const docx = await extractText(fixture('resumes/en-cv-engineer.docx'), { fileName: 'resume.pdf' });
    expect(docx.kind).toBe('docx');
    expect(docx.text).toContain('Priya Raman');
    const doc = await extractText(fixture('resumes/en-ux-designer.doc'));
    expect(doc.kind).toBe('doc');
    expect(doc.text).toContain('Master of Human-Computer Interaction');
    expect(detectFileType(fixture('resumes/en-ux-designer.doc'))).toBe('doc');
  });

  it('keeps Chinese text intact, also from PDFs whose CJK font is not embedded', async () => {
    const embedded = await extractText(fixture('resumes/zh-llm-engineer.pdf'));
    expect(embedded.text).toContain('负责客服大模型的指令微调与 RLHF');
    const cidFont = await extractText(fixture('resumes/zh-hardware-fae-cidfont.pdf'));
    expect(cidFont.text).toContain('负责 AI 加速卡在客户服务器平台上的导入与技术支持');
    expect(cidFont.text).toContain('周建国');
    const docx = await extractText(fixture('resumes/zh-compiler.docx'));
    expect(docx.text).toContain('熟悉编译原理与 LLVM/MLIR 框架');
  });

  it('reads a two-column PDF column by column, even when its drawing order interleaves them', async () => {
    const { text } = await extractText(fixture('resumes/zh-cv-sidebar.pdf'));
    const lines = text.split('\n');
    // The sidebar's education block stays together and comes before the main column.
    const school = lines.indexOf('中国科学院自动化研究所');
    expect(lines.slice(school, school + 3)).toEqual([
      '中国科学院自动化研究所',
      '模式识别与智能系统 博士',
      '2016 - 2021',
    ]);
    expect(text.indexOf('西安电子科技大学')).toBeLessThan(text.indexOf('个人简介'));
  });
});

describe('extractText: bounded work', () => {
  it('reads only the first pages of a long PDF', async () => {
    const all = await extractText(fixture('bench/resume-10-pages.pdf'));
    const first = await extractText(fixture('bench/resume-10-pages.pdf'), { maxPages: 2 });
    expect(all).toMatchObject({ pages: 10, truncated: false });
    expect(first).toMatchObject({ pages: 10, truncated: true });
    expect(first.text.length).toBeLessThan(all.text.length / 3);
  });

  it('stops a document that takes too long, and keeps working afterwards', async () => {
    const error = await failure(fixture('bench/resume-10-pages.pdf'), { timeoutMs: 1 });
    expect(error.code).toBe('timeout');
    const next = await extractText(fixture('resumes/en-ml-engineer.pdf'));
    expect(next.text).toContain('EMILY ZHANG');
  });

  it('refuses files over the byte limit before parsing', async () => {
    expect((await failure(fixture('resumes/en-ml-engineer.pdf'), { maxBytes: 1000 })).code).toBe('too_large');
  });

  it('handles many documents at once', async () => {
    const files = ['resumes/en-ml-engineer.pdf', 'resumes/zh-compiler.docx', 'resumes/en-ux-designer.doc'];
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => extractText(fixture(files[i % 3] as string), { account: `a${i % 4}` })),
    );
    expect(results.map((r) => r.kind)).toEqual(Array.from({ length: 4 }, () => ['pdf', 'docx', 'doc']).flat());
  });
});

describe('extractText: clear errors', () => {
  it('rejects an executable renamed to .pdf', async () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00, ...Buffer.from('This program cannot be run in DOS mode.')]);
    const error = await failure(exe, { fileName: 'resume.pdf' });
    expect(error.code).toBe('unsupported_type');
  });

  it('rejects an empty file', async () => {
    const error = await failure(new Uint8Array(), { fileName: 'resume.pdf' });
    expect(error.code).toBe('empty');
  });

  it('rejects a truncated PDF', async () => {
    const pdf = fixture('resumes/en-ml-engineer.pdf');
    const error = await failure(pdf.subarray(0, Math.floor(pdf.length / 2)), { fileName: 'resume.pdf' });
    expect(error.code).toBe('corrupt');
  });

  it('rejects a PDF whose body is garbage', async () => {
    const garbage = new Uint8Array(Buffer.from(`%PDF-1.7\n${'x'.repeat(5000)}\n%%EOF\n`, 'latin1'));
    expect((await failure(garbage)).code).toBe('corrupt');
  });

  it('rejects a truncated DOCX and a ZIP that is not a Word document', async () => {
    const docx = fixture('resumes/en-cv-engineer.docx');
    expect((await failure(docx.subarray(0, Math.floor(docx.length / 2)))).code).toBe('corrupt');
    expect((await failure(storedZip(['portfolio/index.html']), { fileName: 'resume.docx' })).code).toBe(
      'unsupported_type',
    );
  });

  it('rejects password-protected PDF and Word files', async () => {
    expect((await failure(fixture('errors/encrypted.pdf'))).code).toBe('encrypted');
    const encryptedDocx = oleFile([{ name: 'EncryptionInfo' }, { name: 'EncryptedPackage' }]);
    expect((await failure(encryptedDocx)).code).toBe('encrypted');
  });

  it('says so when a PDF has no text layer (a scan)', async () => {
    expect((await failure(fixture('errors/image-only.pdf'))).code).toBe('empty');
  });
});
