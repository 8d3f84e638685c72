import PDFDocument from 'pdfkit';
import type { Block, Layout } from '../fixture-data/types.ts';

export const CJK_FONT = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
const CJK_FAMILY = 'WenQuanYiMicroHei';

interface Fonts {
  regular: string;
  bold: string;
}

/** English documents use the standard Helvetica (not embedded); Chinese ones embed a CJK font subset. */
function useFonts(doc: PDFKit.PDFDocument, cjk: boolean, embed?: string): Fonts {
  if (embed) {
    doc.registerFont('embedded', embed);
    return { regular: 'embedded', bold: 'embedded' };
  }
  if (!cjk) return { regular: 'Helvetica', bold: 'Helvetica-Bold' };
  doc.registerFont('cjk', CJK_FONT, CJK_FAMILY);
  return { regular: 'cjk', bold: 'cjk' };
}

interface Column {
  x: number;
  width: number;
  y: number;
}

function drawBlock(doc: PDFKit.PDFDocument, fonts: Fonts, block: Block, col: Column, compact: boolean): void {
  // Breaks pages by hand: text drawn at an explicit y near the bottom would otherwise spill badly.
  const ensure = (value: string, width: number) => {
    if (col.y + doc.heightOfString(value, { width }) > doc.page.height - 40) {
      doc.addPage();
      col.y = 40;
    }
  };
  const text = (value: string, font: string, size: number, options: PDFKit.Mixins.TextOptions = {}) => {
    doc.font(font).fontSize(size);
    ensure(value, col.width);
    doc.text(value, col.x, col.y, { width: col.width, lineGap: 1.5, ...options });
    col.y = doc.y;
  };
  const body = compact ? 8.5 : 9.5;
  switch (block.t) {
    case 'name':
      text(block.text, fonts.bold, 20);
      col.y += 2;
      break;
    case 'subtitle':
      text(block.text, fonts.regular, 12);
      col.y += 2;
      break;
    case 'line':
      text(block.text, fonts.regular, body);
      break;
    case 'heading':
      col.y += 7;
      text(block.text, fonts.bold, 11);
      doc
        .moveTo(col.x, col.y + 1)
        .lineTo(col.x + col.width, col.y + 1)
        .lineWidth(0.5)
        .stroke('#888888');
      col.y += 4;
      break;
    case 'para':
      text(block.text, fonts.regular, body, { align: 'justify' });
      col.y += 2;
      break;
    case 'bullets':
      block.items.forEach((item, i) => {
        const marker = block.numbered ? `${i + 1}. ` : '• ';
        doc.font(fonts.regular).fontSize(body);
        ensure(item, col.width - 16);
        doc.text(marker, col.x + 4, col.y, { width: 14, lineBreak: false });
        doc.text(item, col.x + 16, col.y, { width: col.width - 16, lineGap: 1.5 });
        col.y = doc.y + 1;
      });
      break;
    case 'entry': {
      doc.font(fonts.bold).fontSize(body + 0.5);
      ensure(block.left, col.width * 0.72);
      const top = col.y + 2;
      doc.text(block.left, col.x, top, { width: col.width * 0.72 });
      const after = doc.y;
      doc.font(fonts.regular).fontSize(body);
      doc.text(block.right, col.x, top, { width: col.width, align: 'right' });
      col.y = Math.max(after, doc.y);
      break;
    }
    case 'fields':
      for (const row of block.rows) {
        const pairs: string[] = [];
        for (let i = 0; i + 1 < row.length; i += 2) pairs.push(`${row[i]}：${row[i + 1]}`);
        text(pairs.join('        '), fonts.regular, body);
      }
      break;
  }
}

const hasCjk = (layout: Layout) => /\p{Script=Han}/u.test(JSON.stringify(layout));

/**
 * One-column or two-column (left sidebar) PDF. With `interleave`, sidebar and main blocks are drawn
 * alternately, so the drawing order mixes the two columns the way many resume builders do.
 */
export interface PdfOptions {
  interleave?: boolean;
  title?: string;
  /** Streams left uncompressed (so a fixture script can rewrite the font's ToUnicode map). */
  compress?: boolean;
  /** A TrueType font file to embed for all text instead of the standard fonts. */
  embedFont?: string;
}

export function renderPdf(layout: Layout, options: PdfOptions = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    compress: options.compress ?? true,
    info: { Title: options.title ?? 'Resume', Author: '' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const fonts = useFonts(doc, hasCjk(layout), options.embedFont);
  const pageWidth = doc.page.width;
  const full: Column = { x: 40, width: pageWidth - 80, y: 40 };
  for (const block of layout.header) drawBlock(doc, fonts, block, full, false);

  if (!layout.sidebar) {
    for (const block of layout.main) drawBlock(doc, fonts, block, full, false);
  } else {
    const top = full.y + 10;
    const side: Column = { x: 40, width: 150, y: top };
    const main: Column = { x: 215, width: pageWidth - 255, y: top };
    if (options.interleave) {
      const count = Math.max(layout.sidebar.length, layout.main.length);
      for (let i = 0; i < count; i++) {
        const s = layout.sidebar[i];
        const m = layout.main[i];
        if (s) drawBlock(doc, fonts, s, side, true);
        if (m) drawBlock(doc, fonts, m, main, false);
      }
    } else {
      for (const block of layout.sidebar) drawBlock(doc, fonts, block, side, true);
      for (const block of layout.main) drawBlock(doc, fonts, block, main, false);
    }
  }
  doc.end();
  return done;
}

/** A PDF with only vector drawings: what a scanned resume looks like to a text extractor. */
export function renderImageOnlyPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  for (let i = 0; i < 30; i++) doc.rect(40, 60 + i * 22, 200 + ((i * 37) % 300), 8).fill('#333333');
  doc.end();
  return done;
}

/** A password-protected PDF (user password required to open). */
export function renderEncryptedPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', userPassword: 'secret', ownerPassword: 'owner', pdfVersion: '1.7' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica').fontSize(12).text('Confidential resume of Jane Doe, jane.doe@example.com');
  doc.end();
  return done;
}
