/**
 * Builds the labelled document set in packages/documents/fixtures from the content in scripts/fixture-data.
 * Run: npx tsx packages/documents/scripts/make-fixtures.ts
 * Needs (only here, never in tests): the wqy-microhei font and, for the .doc, LibreOffice:
 *   apt-get install -y fonts-wqy-microhei
 *   apt-get install -y --no-install-recommends libreoffice-writer-nogui
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { holdoutOpenings, holdoutResumes } from './fixture-data/holdout.ts';
import { openings } from './fixture-data/openings.ts';
import { englishResumes } from './fixture-data/resumes-en.ts';
import { chineseResumes } from './fixture-data/resumes-zh.ts';
import type { Block, FixtureFormat, Layout } from './fixture-data/types.ts';
import { renderCidFontPdf } from './render/render-cid-pdf.ts';
import { renderDocx } from './render/render-docx.ts';
import { CJK_FONT, renderEncryptedPdf, renderImageOnlyPdf, renderPdf } from './render/render-pdf.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

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

async function render(format: FixtureFormat, layout: Layout, interleave?: boolean): Promise<Buffer> {
  switch (format) {
    case 'pdf':
      return renderPdf(layout, { interleave });
    case 'pdf-cid':
      return renderCidFontPdf(layout);
    case 'docx':
      return renderDocx(layout);
    case 'doc':
      return convertToDoc(await renderDocx(layout));
  }
}

const write = (path: string, data: Buffer | string) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
  console.log(`wrote ${path.slice(root.length + 1)}`);
};

const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;

/** A long resume for the benchmark: the first English resume plus project pages, up to `pages` pages. */
async function longResume(pages: number): Promise<Buffer> {
  const base = englishResumes[0];
  if (!base) throw new Error('no base resume');
  const project = (n: number): Block[] => [
    {
      t: 'entry',
      left: `Project ${n}: ${['Search ranking', 'Feature store', 'Fraud model', 'Chat assistant'][n % 4]} at Brightline`,
      right: `${2014 + (n % 10)}`,
    },
    {
      t: 'bullets',
      items: [
        `Owned the ${n % 2 ? 'training' : 'serving'} pipeline in Python and PyTorch; reduced cost by ${10 + (n % 30)}% with mixed precision and better batching.`,
        'Wrote design documents, ran A/B tests and reviewed code for a team of six; on-call for the model platform.',
        `Data work in SQL and Spark over ${n + 2} TB of click logs; dashboards in Tableau for the product team.`,
        'Collaborated with legal on data retention and with SRE on Kubernetes capacity planning for GPU nodes.',
      ],
    },
  ];
  let count = 12;
  for (let attempt = 0; attempt < 100; attempt++) {
    const extra = Array.from({ length: count }, (_, i) => project(i + 1)).flat();
    const layout: Layout = {
      header: base.layout.header,
      main: [...base.layout.main, { t: 'heading', text: 'SELECTED PROJECTS' }, ...extra],
    };
    const pdf = await renderPdf(layout);
    const n = pageCount(pdf);
    if (n === pages) return pdf;
    count += n < pages ? Math.max(1, Math.round((pages - n) * 3)) : -1;
  }
  throw new Error(`could not fill exactly ${pages} pages`);
}

async function main(): Promise<void> {
  if (!existsSync(CJK_FONT)) throw new Error(`missing ${CJK_FONT}: apt-get install -y fonts-wqy-microhei`);
  for (const fixture of [...englishResumes, ...chineseResumes, ...holdoutResumes]) {
    const bytes = await render(fixture.format, fixture.layout, fixture.interleave);
    write(join(root, 'resumes', fixture.file), bytes);
    const { tags, ...fields } = fixture.expected;
    const label = { file: fixture.file, language: fixture.language, layout: fixture.layoutNote, fields, tags };
    write(join(root, 'resumes', `${fixture.file}.expected.json`), `${JSON.stringify(label, null, 2)}\n`);
  }
  for (const fixture of [...openings, ...holdoutOpenings]) {
    const bytes = await render(fixture.format, fixture.layout);
    write(join(root, 'openings', fixture.file), bytes);
    const label = { file: fixture.file, language: fixture.language, ...fixture.expected };
    write(join(root, 'openings', `${fixture.file}.expected.json`), `${JSON.stringify(label, null, 2)}\n`);
  }
  write(join(root, 'errors', 'encrypted.pdf'), await renderEncryptedPdf());
  write(join(root, 'errors', 'image-only.pdf'), await renderImageOnlyPdf());
  write(
    join(root, 'bench', 'resume-1-page.pdf'),
    await render('pdf', (englishResumes[0] as { layout: Layout }).layout),
  );
  write(join(root, 'bench', 'resume-10-pages.pdf'), await longResume(10));
}

await main();
