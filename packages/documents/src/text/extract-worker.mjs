// Runs in a parser process forked by the pool (see worker-pool.ts and parser-process.ts): parsers and extractors
// run here so that a hostile file can be stopped by killing the process, and its CPU, memory and any fatal error
// never block, exhaust or end the server. The parsers are plain JavaScript (their libraries have no types); the
// extraction steps are TypeScript, which Node 24 loads here as it does in the server (type stripping, no loader).
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import mammothDocuments from 'mammoth/lib/documents.js';
import mammothReader from 'mammoth/lib/docx/docx-reader.js';
import mammothZip from 'mammoth/lib/unzip.js';
import { PDFParse } from 'pdf-parse';
import WordExtractor from 'word-extractor';
import { docxTextBoxes } from './docx-text-boxes.ts';
import { answerTasks } from './parser-channel.mjs';
import { layoutPageText } from './pdf-layout.mjs';
import { MAX_TEXT_CHARS, runStep } from './steps.ts';

// pdf.js needs its CMaps to decode CJK text set in fonts that are not embedded (common in Chinese
// resumes exported by WPS or Word); pdf-parse does not pass them, so the path is given here. Its standard-font
// files are not: they only draw glyphs, the text of the 29 PDFs in fixtures and ../shared/resumes-real is the
// same without them, and reading and parsing one cost about a third of a 1-page PDF's time.
const pdfjsRoot = (() => {
  const fromPdfParse = createRequire(import.meta.resolve('pdf-parse'));
  return dirname(dirname(dirname(fromPdfParse.resolve('pdfjs-dist/legacy/build/pdf.mjs'))));
})();
const pdfAssets = { cMapUrl: `${join(pdfjsRoot, 'cmaps')}/`, cMapPacked: true };

/** Text beyond this is never used (the steps keep MAX_TEXT_CHARS after cleaning): later pages are not read. */
const TEXT_ENOUGH = MAX_TEXT_CHARS * 2;

class LayoutPDFParse extends PDFParse {
  textLength = 0;

  // Replaces pdf-parse's line assembly (which merges two columns into one line) with column-aware ordering.
  async getPageText(page) {
    // A page's text content is the costly part of a PDF (a crafted page holds tens of thousands of text
    // operations): once the pages read hold more text than is kept, the rest are skipped.
    if (this.textLength > TEXT_ENOUGH) return '';
    const content = await page.getTextContent();
    const text = layoutPageText(content, page.getViewport({ scale: 1 }));
    this.textLength += text.length;
    return text;
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

/**
 * mammoth's raw text (`extractRawText`) as mammoth 1.13 writes it — a paragraph ends with a blank line, a tab is a
 * tab — except that a line break inside a paragraph (`<w:br/>`) is a new line: mammoth drops it, which glued a
 * header cell's `+39 347 123 4567` / `name@example.net` / `github.com/name` lines into one run.
 */
function rawText(element) {
  if (element.type === 'text') return element.value;
  if (element.type === mammothDocuments.types.tab) return '\t';
  if (element.type === mammothDocuments.types.break) return '\n';
  const tail = element.type === 'paragraph' ? '\n\n' : '';
  return (element.children ?? []).map(rawText).join('') + tail;
}

async function extractDocx(bytes) {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const zip = await mammothZip.openZip({ buffer });
  const body = await mammothReader.read(zip).then((result) => ({ value: rawText(result.value) }));
  // Text boxes mammoth skips (docx-text-boxes.ts) go before the body, like the page headers: a box is where such
  // resumes put the name and contact lines.
  const boxes = await zip
    .read('word/document.xml', 'utf-8')
    .then((xml) => docxTextBoxes(xml, body.value).join('\n\n'))
    .catch(() => '');
  // mammoth skips page headers and footers, where some resumes keep the name and contact lines: the headers go
  // first (where a reader meets them), the footers last, as for a DOC.
  const margins = await new WordExtractor()
    .extract(buffer)
    .then((doc) => ({ headers: doc.getHeaders({ includeFooters: false }), footers: doc.getFooters() }))
    .catch(() => ({ headers: '', footers: '' }));
  return { text: [margins.headers, boxes, body.value, margins.footers].filter((p) => p?.trim()).join('\n') };
}

async function extractDoc(bytes) {
  const doc = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
  const parts = [doc.getHeaders({ includeFooters: false }), doc.getBody(), doc.getTextboxes(), doc.getFooters()];
  return { text: parts.filter((p) => p?.trim()).join('\n') };
}

function classify(error) {
  const name = error?.name ?? '';
  const message = String(error?.message ?? error);
  if (name === 'DocumentError') return { code: error.code, detail: error.detail ?? message };
  if (name === 'PasswordException' || /password/i.test(message)) return { code: 'encrypted', detail: message };
  return { code: 'corrupt', detail: `${name}: ${message}` };
}

async function parse({ kind, bytes, maxPages }) {
  if (kind === 'pdf') return extractPdf(bytes, maxPages);
  return kind === 'docx' ? extractDocx(bytes) : extractDoc(bytes);
}

/** CPU milliseconds of this process's main thread, where the parsers run (Node 23.9 and later; undefined before). */
function threadCpuMs() {
  const usage = process.threadCpuUsage?.();
  return usage && (usage.user + usage.system) / 1000;
}

/** A step another package brings (steps.ts, ModuleTask): its module is loaded once per thread. */
async function runModule({ module, input }) {
  const loaded = await import(module).catch((error) => {
    // The server's own code failed to load (a bad deploy), not the input: the caller must not blame the input.
    const failure = new Error(`${module}: ${error?.message ?? error}`);
    failure.name = 'StepLoadError';
    throw failure;
  });
  return { value: await loaded.runInThread(input) };
}

async function runTask(task) {
  if ('module' in task) return runModule(task);
  const parsed = 'text' in task.input ? { text: task.input.text } : await parse(task.input);
  return runStep(task, parsed.text, parsed.pages);
}

/** A few lines in both languages through every text step: builds what the extractors build on first use. */
function warmUp() {
  const text =
    'Li Wei 李伟\nli.wei@example.com +86 138 0000 0000\nEducation 教育经历\n清华大学 计算机科学 硕士\nSkills 技能: Python, PyTorch, Kubernetes, 机器学习';
  for (const step of ['resume', 'skills', 'project']) runStep({ input: { text }, step }, text);
}

// One task at a time: the pool sends the next one only after this one's answer.
answerTasks(async (task) => {
  try {
    const cpuBefore = threadCpuMs();
    const result = await runTask(task);
    // This thread's CPU time for the document: what the work costs, apart from waiting for a core.
    if (cpuBefore !== undefined) result.cpuMs = threadCpuMs() - cpuBefore;
    return { ok: true, result };
  } catch (error) {
    return { ok: false, error: classify(error) };
  }
}, warmUp);
