/**
 * Builds the real-world-shaped resumes (fixtures/real-shaped/) and the hold-out (fixtures/holdout-real-shaped/),
 * each folder with a truth.json in the format of ../shared/resumes-real (scored by src/testing/truth-set.ts).
 * Run: npx tsx packages/documents/scripts/make-truth-fixtures.ts
 * Needs (only here, never in tests): fonts-wqy-microhei, DejaVu fonts, and LibreOffice for the .doc files.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { holdoutRealShaped } from './fixture-data/holdout-real-shaped.ts';
import { realShaped } from './fixture-data/real-shaped.ts';
import type { TruthFixture } from './fixture-data/truth-types.ts';
import { renderCidFontPdf } from './render/render-cid-pdf.ts';
import { renderDocx } from './render/render-docx.ts';
import { renderOcrPdf } from './render/render-ocr-pdf.ts';
import { renderPdf } from './render/render-pdf.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');
const LATIN_FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';

function convertToDoc(docx: Buffer): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'tb-doc-'));
  try {
    writeFileSync(join(dir, 'in.docx'), docx);
    execFileSync('soffice', ['--headless', '--convert-to', 'doc:MS Word 97', '--outdir', dir, join(dir, 'in.docx')], {
      stdio: 'ignore',
      timeout: 120_000,
    });
    return readFileSync(join(dir, 'in.doc'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The font's ToUnicode map is rewritten so glyph n reads as the character 0x21 + n ("!", '"', "#", …): what a
 * reader gets from a subset font whose map is missing or wrong. Same byte length, so the PDF stays valid.
 */
function garbleToUnicode(pdf: Buffer): Buffer {
  const text = pdf.toString('latin1');
  const garbled = text.replace(/(beginbfrange\s*\n[^\n]*?\[)([^\]]*)\]/g, (_all, head: string, targets: string) => {
    let n = 0;
    const mapped = targets.replace(
      /<[0-9a-fA-F]{4}>/g,
      () => `<${(0x21 + (n++ % 0x5d)).toString(16).padStart(4, '0')}>`,
    );
    return `${head}${mapped}]`;
  });
  if (garbled === text) throw new Error('no ToUnicode range found to garble');
  return Buffer.from(garbled, 'latin1');
}

async function render(f: TruthFixture): Promise<Buffer> {
  switch (f.format) {
    case 'pdf':
      return renderPdf(f.layout, { interleave: f.interleave });
    case 'pdf-cid':
      return renderCidFontPdf(f.layout);
    case 'pdf-glyphs':
      return garbleToUnicode(await renderPdf(f.layout, { compress: false, embedFont: LATIN_FONT }));
    case 'pdf-spaced':
      return renderOcrPdf(f.layout);
    case 'docx':
      return renderDocx(f.layout);
    case 'doc':
      return convertToDoc(await renderDocx(f.layout));
  }
}

async function build(folder: string, fixtures: TruthFixture[]): Promise<void> {
  const dir = join(root, folder);
  mkdirSync(dir, { recursive: true });
  const truth: Record<string, unknown> = {};
  for (const f of fixtures) {
    writeFileSync(join(dir, f.file), await render(f));
    truth[f.file] = { kind: f.kind, format: f.format, ...f.truth };
    console.log(`wrote ${folder}/${f.file}`);
  }
  writeFileSync(join(dir, 'truth.json'), `${JSON.stringify(truth, null, 1)}\n`);
}

const only = process.argv[2];
if (!only || only === 'real-shaped') await build('real-shaped', realShaped);
if (!only || only === 'holdout') await build('holdout-real-shaped', holdoutRealShaped);
