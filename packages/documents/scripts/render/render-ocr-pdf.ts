import PDFDocument from 'pdfkit';
import type { Block, Layout } from '../fixture-data/types.ts';
import { CJK_FONT } from './render-pdf.ts';

// A text layer like the ones OCR software lays under a scanned page: every word is a separate text object
// at its own position, baselines wander by a point or two, and gaps between words vary.

const blockLines = (block: Block): string[] => {
  switch (block.t) {
    case 'bullets':
      return block.items.map((item, i) => (block.numbered ? `${i + 1}. ${item}` : `• ${item}`));
    case 'entry':
      return [`${block.left}    ${block.right}`];
    case 'fields':
      return block.rows.map((row) => row.join('    '));
    default:
      return [block.text];
  }
};

/** Deterministic jitter, so rebuilding gives the same layout. */
function jitter(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648 - 0.5;
  };
}

export function renderOcrPdf(layout: Layout): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.registerFont('ocr', CJK_FONT, 'WenQuanYiMicroHei');
  doc.font('ocr');
  const random = jitter(7);
  let y = 50;
  const lines = [...layout.header, ...(layout.sidebar ?? []), ...layout.main].flatMap(blockLines);
  for (const line of lines) {
    const size = 10 + random() * 0.6;
    doc.fontSize(size);
    let x = 48 + random() * 3;
    // Long lines wrap as the scanned page did.
    for (const word of line.split(/\s+/).filter(Boolean)) {
      const width = doc.widthOfString(word);
      if (x + width > 550) {
        x = 48 + random() * 3;
        y += size * 1.45;
      }
      doc.text(word, x, y + random() * 2, { lineBreak: false });
      x += width + size * (0.3 + random() * 0.15);
    }
    y += size * 1.6;
    if (y > 790) {
      doc.addPage();
      y = 50;
    }
  }
  doc.end();
  return done;
}
