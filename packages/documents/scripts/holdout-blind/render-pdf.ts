import PDFDocument from 'pdfkit';
import type { Block, FontName, Sheet } from './model.ts';

const CJK = '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc';
const DEJAVU = '/usr/share/fonts/truetype/dejavu/';
const MARGIN = 44;
const GUTTER = 22;

interface Face {
  regular: string;
  bold: string;
  italic: string;
}

/** Standard fonts stay unembedded (as many PDF exports leave them); DejaVu and WenQuanYi are embedded subsets. */
function registerFaces(doc: PDFKit.PDFDocument): Record<FontName, Face> {
  doc.registerFont('dejavu', `${DEJAVU}DejaVuSans.ttf`);
  doc.registerFont('dejavu-bold', `${DEJAVU}DejaVuSans-Bold.ttf`);
  doc.registerFont('dejavu-italic', `${DEJAVU}DejaVuSans-Oblique.ttf`);
  doc.registerFont('cjk', CJK, 'WenQuanYiMicroHei');
  return {
    sans: { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' },
    serif: { regular: 'Times-Roman', bold: 'Times-Bold', italic: 'Times-Italic' },
    dejavu: { regular: 'dejavu', bold: 'dejavu-bold', italic: 'dejavu-italic' },
    cjk: { regular: 'cjk', bold: 'cjk', italic: 'cjk' },
  };
}

interface Column {
  x: number;
  width: number;
  y: number;
  /** The page this column is on: a second column that runs over goes on to the page the first one made. */
  page: number;
}

class Painter {
  private readonly doc: PDFKit.PDFDocument;
  private readonly faces: Record<FontName, Face>;
  private readonly font: FontName;
  private readonly top: number;
  private readonly bottom: number;

  constructor(doc: PDFKit.PDFDocument, faces: Record<FontName, Face>, font: FontName, top: number, bottom: number) {
    this.doc = doc;
    this.faces = faces;
    this.font = font;
    this.top = top;
    this.bottom = bottom;
  }

  private face(font?: FontName): Face {
    return this.faces[font ?? this.font];
  }

  /** Starts a new page when the text would run past the bottom margin (columns restart at the top). */
  private fit(col: Column, height: number): void {
    if (col.y + height <= this.bottom) return;
    col.page++;
    if (col.page < this.doc.bufferedPageRange().count) this.doc.switchToPage(col.page);
    else this.doc.addPage();
    col.y = this.top;
  }

  private write(col: Column, text: string, font: string, size: number, options: PDFKit.Mixins.TextOptions = {}) {
    this.doc.font(font).fontSize(size);
    this.fit(col, this.doc.heightOfString(text, { width: col.width, ...options }));
    this.doc.text(text, col.x, col.y, { width: col.width, lineGap: 1.2, ...options });
    col.y = this.doc.y;
  }

  draw(block: Block, col: Column): void {
    this.doc.switchToPage(col.page);
    const face = this.face();
    const body = 9.5;
    switch (block.t) {
      case 'name':
        this.write(col, block.text, face.bold, block.size ?? 21, { align: block.align ?? 'left' });
        col.y += 3;
        return;
      case 'text': {
        const f = this.face(block.font);
        const font = block.bold ? f.bold : block.italic ? f.italic : f.regular;
        this.write(col, block.text, font, block.size ?? body, { align: block.align ?? 'left' });
        return;
      }
      case 'heading':
        col.y += 8;
        if (block.style === 'caps') {
          this.write(col, block.text.toUpperCase(), face.bold, 10.5, { characterSpacing: 1.2 });
        } else {
          this.write(col, block.text, face.bold, 11.5);
        }
        if (block.style !== 'plain') {
          this.doc
            .moveTo(col.x, col.y + 1)
            .lineTo(col.x + col.width, col.y + 1)
            .lineWidth(0.6)
            .stroke('#777777');
          col.y += 4;
        }
        col.y += 2;
        return;
      case 'bullets':
        block.items.forEach((item, i) => {
          const marker = (block.marker ?? '•').replace('#', String(i + 1));
          const indent = marker.length > 1 ? 20 : 14;
          this.doc.font(face.regular).fontSize(body);
          this.fit(col, this.doc.heightOfString(item, { width: col.width - indent }));
          this.doc.text(marker, col.x + 2, col.y, { width: indent - 2, lineBreak: false });
          this.doc.text(item, col.x + indent, col.y, { width: col.width - indent, lineGap: 1.2 });
          col.y = this.doc.y + 1.5;
        });
        return;
      case 'dated': {
        this.doc.font(face.bold).fontSize(body + 0.5);
        this.fit(col, 2 * this.doc.heightOfString('X'));
        const top = col.y + 3;
        this.doc.text(block.left, col.x, top, { width: col.width * 0.7 });
        const after = this.doc.y;
        this.doc.font(face.regular).fontSize(body);
        this.doc.text(block.right, col.x + col.width * 0.55, top, { width: col.width * 0.45, align: 'right' });
        col.y = Math.max(after, this.doc.y);
        if (block.sub) this.write(col, block.sub, face.italic, body);
        return;
      }
      case 'table':
        this.table(block, col, face, body);
        return;
      case 'space':
        col.y += block.h ?? 6;
        return;
    }
  }

  private table(block: Extract<Block, { t: 'table' }>, col: Column, face: Face, size: number): void {
    const count = Math.max(...block.rows.map((r) => r.length));
    const widths = block.widths ?? Array.from({ length: count }, () => 1);
    const total = widths.reduce((a, b) => a + b, 0);
    const cells = widths.map((w) => (w / total) * col.width);
    for (const row of block.rows) {
      const fontOf = (i: number) => (block.boldEven && i % 2 === 0 ? face.bold : face.regular);
      const heights = row.map((cell, i) => {
        this.doc.font(fontOf(i)).fontSize(size);
        return this.doc.heightOfString(cell, { width: (cells[i] ?? 0) - 8 });
      });
      const height = Math.max(...heights) + 7;
      this.fit(col, height);
      let x = col.x;
      row.forEach((cell, i) => {
        const w = cells[i] ?? 0;
        if (block.borders) this.doc.rect(x, col.y, w, height).lineWidth(0.5).stroke('#999999');
        this.doc
          .font(fontOf(i))
          .fontSize(size)
          .text(cell, x + 4, col.y + 3.5, { width: w - 8 });
        x += w;
      });
      col.y += height;
    }
    col.y += 3;
  }

  /** Page header and footer on every page, filled in once the page count is known. */
  decorate(sheet: Sheet): void {
    const range = this.doc.bufferedPageRange();
    for (let i = 0; i < range.count; i++) {
      this.doc.switchToPage(range.start + i);
      const fill = (s: string) => s.replace('{page}', String(i + 1)).replace('{pages}', String(range.count));
      const width = this.doc.page.width - 2 * MARGIN;
      this.doc.font(this.face().regular).fontSize(7.5).fillColor('#666666');
      if (sheet.pageHeader) {
        const [first = '', ...rest] = fill(sheet.pageHeader).split('\n');
        const named = sheet.nameInPageHeader;
        this.doc.font(named ? this.face().bold : this.face().regular).fontSize(named ? 15 : 7.5);
        this.doc.text(first, MARGIN, 18, { width, align: named ? 'left' : 'right' });
        this.doc.font(this.face().regular).fontSize(7.5);
        for (const line of rest) this.doc.text(line, { width, align: named ? 'left' : 'right' });
      }
      if (sheet.pageFooter) {
        // pdfkit would start a new page for text below the bottom margin.
        this.doc.page.margins.bottom = 0;
        this.doc.text(fill(sheet.pageFooter), MARGIN, this.doc.page.height - 30, {
          width,
          align: 'center',
          lineBreak: false,
        });
      }
      this.doc.fillColor('#000000');
    }
  }
}

/** The PDF of a sheet: A4, one column, or two columns drawn one after the other. */
export function renderPdf(sheet: Sheet, title: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, CreationDate: new Date('2026-11-26T00:00:00Z') },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const top = MARGIN + (sheet.nameInPageHeader ? 34 : sheet.pageHeader ? 8 : 0);
  const painter = new Painter(doc, registerFaces(doc), sheet.font, top, doc.page.height - MARGIN - 10);
  const full: Column = { x: MARGIN, width: doc.page.width - 2 * MARGIN, y: top, page: 0 };
  for (const block of sheet.header) painter.draw(block, full);
  if (!sheet.side) {
    for (const block of sheet.main) painter.draw(block, full);
  } else {
    const sideWidth = 165;
    const mainWidth = full.width - sideWidth - GUTTER;
    const left = sheet.sideAt !== 'right';
    const side: Column = {
      x: left ? MARGIN : MARGIN + mainWidth + GUTTER,
      width: sideWidth,
      y: full.y + 6,
      page: full.page,
    };
    const main: Column = {
      x: left ? MARGIN + sideWidth + GUTTER : MARGIN,
      width: mainWidth,
      y: full.y + 6,
      page: full.page,
    };
    const first = sheet.order === 'main-first' ? [main, sheet.main] : [side, sheet.side];
    const second = sheet.order === 'main-first' ? [side, sheet.side] : [main, sheet.main];
    for (const [col, blocks] of [first, second] as [Column, Block[]][]) {
      for (const block of blocks) painter.draw(block, col);
    }
  }
  painter.decorate(sheet);
  doc.end();
  return done;
}
