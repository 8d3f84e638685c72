// Runs in a worker thread (see extract-text.ts): parsers run here so that a hostile file can be stopped
// by terminating the thread, and its CPU and memory never block or exhaust the server's own thread.
// Plain JavaScript on purpose: a worker thread loads files without the TypeScript loaders of tsx or vitest.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';
import mammoth from 'mammoth';
import { PDFParse } from 'pdf-parse';
import WordExtractor from 'word-extractor';
import { layoutPageText } from './pdf-layout.mjs';

// pdf.js needs its CMaps to decode CJK text set in fonts that are not embedded (common in Chinese
// resumes exported by WPS or Word); pdf-parse does not pass them, so the paths are given here.
const pdfjsRoot = (() => {
  const fromPdfParse = createRequire(import.meta.resolve('pdf-parse'));
  return dirname(dirname(dirname(fromPdfParse.resolve('pdfjs-dist/legacy/build/pdf.mjs'))));
})();
const pdfAssets = {
  cMapUrl: `${join(pdfjsRoot, 'cmaps')}/`,
  cMapPacked: true,
  standardFontDataUrl: `${join(pdfjsRoot, 'standard_fonts')}/`,
};

class LayoutPDFParse extends PDFParse {
  // Replaces pdf-parse's line assembly (which merges two columns into one line) with column-aware ordering.
  async getPageText(page) {
    const content = await page.getTextContent();
    return layoutPageText(content, page.getViewport({ scale: 1 }));
  }
}

async function extractPdf(bytes, maxPages) {
  const parser = new LayoutPDFParse({ data: bytes, ...pdfAssets, isEvalSupported: false, stopAtErrors: false });
  try {
    const result = await parser.getText({ first: maxPages, pageJoiner: '' });
    return { text: result.text, pages: result.total };
  } finally {
    await parser.destroy();
  }
}

async function extractDocx(bytes) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const body = await mammoth.extractRawText({ buffer });
  // mammoth skips page headers, where some resumes keep the name and contact line.
  const headers = await new WordExtractor()
    .extract(buffer)
    .then((doc) => doc.getHeaders({ includeFooters: false }))
    .catch(() => '');
  return { text: [headers, body.value].filter((p) => p.trim()).join('\n') };
}

async function extractDoc(bytes) {
  const doc = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
  const parts = [doc.getHeaders({ includeFooters: false }), doc.getBody(), doc.getTextboxes(), doc.getFooters()];
  return { text: parts.filter((p) => p?.trim()).join('\n') };
}

function classify(error) {
  const name = error?.name ?? '';
  const message = String(error?.message ?? error);
  if (name === 'PasswordException' || /password/i.test(message)) return { code: 'encrypted', detail: message };
  return { code: 'corrupt', detail: `${name}: ${message}` };
}

parentPort.on('message', async ({ id, kind, bytes, maxPages }) => {
  try {
    const result =
      kind === 'pdf'
        ? await extractPdf(bytes, maxPages)
        : kind === 'docx'
          ? await extractDocx(bytes)
          : await extractDoc(bytes);
    parentPort.postMessage({ id, ok: true, result });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: classify(error) });
  }
});
