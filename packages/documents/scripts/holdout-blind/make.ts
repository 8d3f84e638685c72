/**
 * Builds the blind hold-out (fixtures/holdout-blind/): 24 resumes and their truth.json.
 *
 *   npx tsx packages/documents/scripts/holdout-blind/make.ts
 *
 * PDFs come from pdfkit, Word files from docx; `.doc` files and "Word exported to PDF" files go through
 * LibreOffice (`soffice`, only needed here: the outputs are committed). pdfkit output is byte-stable;
 * LibreOffice's is not (it stamps dates), so rebuilding those changes bytes but not text.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BlindResume, extensionOf } from './model.ts';
import { renderDocx } from './render-docx.ts';
import { renderPdf } from './render-pdf.ts';
import { englishOne } from './resumes-en-1.ts';
import { englishTwo } from './resumes-en-2.ts';
import { chineseOne } from './resumes-zh-1.ts';
import { chineseTwo } from './resumes-zh-2.ts';

const OUT = fileURLToPath(new URL('../../fixtures/holdout-blind/', import.meta.url));
const RESUMES: BlindResume[] = [...englishOne, ...englishTwo, ...chineseOne, ...chineseTwo];

/** Converts Word files with LibreOffice in a private profile (so a running LibreOffice is not disturbed). */
function convert(files: string[], target: 'pdf' | 'doc:MS Word 97', dir: string): void {
  if (files.length === 0) return;
  const profile = `file://${join(dir, 'lo-profile')}`;
  execFileSync(
    'soffice',
    [`-env:UserInstallation=${profile}`, '--headless', '--convert-to', target, '--outdir', dir, ...files],
    { stdio: 'pipe', timeout: 180_000 },
  );
}

/** One truth.json entry, keys in the order of ../shared/resumes-real/truth.json. */
function entry(r: BlindResume) {
  const file = `${r.base}.${extensionOf(r.format)}`;
  const { notes, ...fields } = r.truth;
  return [
    file,
    {
      source_repo: 'written for this project (blind hold-out, issue 23)',
      path: `packages/documents/fixtures/holdout-blind/${file}`,
      commit: null,
      licence: "the project's own; fictional people, reserved example.* addresses",
      language: r.language,
      format: extensionOf(r.format),
      kind: r.format === 'word-pdf' ? `${r.kind} [Word file exported to PDF]` : r.kind,
      ...fields,
      notes,
    },
  ] as const;
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'holdout-blind-'));
  try {
    const toPdf: string[] = [];
    const toDoc: string[] = [];
    for (const r of RESUMES) {
      if (r.format === 'pdf') {
        writeFileSync(join(OUT, `${r.base}.pdf`), await renderPdf(r.sheet, `${r.base} resume`));
        continue;
      }
      const docx = await renderDocx(r.sheet, `${r.base} resume`);
      if (r.format === 'docx') {
        writeFileSync(join(OUT, `${r.base}.docx`), docx);
        continue;
      }
      const source = join(work, `${r.base}.docx`);
      writeFileSync(source, docx);
      (r.format === 'doc' ? toDoc : toPdf).push(source);
    }
    convert(toPdf, 'pdf', work);
    convert(toDoc, 'doc:MS Word 97', work);
    for (const r of RESUMES) {
      if (r.format === 'word-pdf') copyFileSync(join(work, `${r.base}.pdf`), join(OUT, `${r.base}.pdf`));
      if (r.format === 'doc') copyFileSync(join(work, `${r.base}.doc`), join(OUT, `${r.base}.doc`));
    }
    const truth = Object.fromEntries(RESUMES.map(entry));
    writeFileSync(join(OUT, 'truth.json'), `${JSON.stringify(truth, null, 1)}\n`);
    console.log(`${RESUMES.length} resumes and truth.json written to ${OUT}`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
