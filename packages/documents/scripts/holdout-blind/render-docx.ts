import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  Packer,
  PageNumber,
  Paragraph,
  Tab,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import type { Align, Block, FontName, Sheet } from './model.ts';

/** The fonts a Word user would pick; LibreOffice substitutes what it has when it converts. */
const FONTS: Record<FontName, { ascii: string; hAnsi: string; eastAsia: string }> = {
  sans: { ascii: 'Calibri', hAnsi: 'Calibri', eastAsia: 'Microsoft YaHei' },
  serif: { ascii: 'Times New Roman', hAnsi: 'Times New Roman', eastAsia: 'SimSun' },
  dejavu: { ascii: 'Segoe UI Symbol', hAnsi: 'Segoe UI Symbol', eastAsia: 'Microsoft YaHei' },
  cjk: { ascii: 'Calibri', hAnsi: 'Calibri', eastAsia: 'Microsoft YaHei' },
};
const none = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const thin = { style: BorderStyle.SINGLE, size: 4, color: '999999' };
const borderless = { top: none, bottom: none, left: none, right: none };
const bordered = { top: thin, bottom: thin, left: thin, right: thin };
const ALIGN: Record<Align, (typeof AlignmentType)[keyof typeof AlignmentType]> = {
  left: AlignmentType.LEFT,
  center: AlignmentType.CENTER,
  right: AlignmentType.RIGHT,
};
/** Text width of an A4 page with 2 cm margins, in twentieths of a point. */
const TEXT_WIDTH = 9638;

type Part = Paragraph | Table;

function renderer(font: FontName) {
  const run = (text: string, o: { bold?: boolean; italics?: boolean; size?: number; font?: FontName } = {}) =>
    new TextRun({ text, font: FONTS[o.font ?? font], bold: o.bold, italics: o.italics, size: o.size ?? 20 });

  const table = (block: Extract<Block, { t: 'table' }>, width: number): Table => {
    const count = Math.max(...block.rows.map((r) => r.length));
    const weights = block.widths ?? Array.from({ length: count }, () => 1);
    const total = weights.reduce((a, b) => a + b, 0);
    const columnWidths = weights.map((w) => Math.round((w / total) * width));
    return new Table({
      width: { size: width, type: WidthType.DXA },
      columnWidths,
      rows: block.rows.map(
        (row) =>
          new TableRow({
            children: row.map(
              (cell, i) =>
                new TableCell({
                  borders: block.borders ? bordered : borderless,
                  width: { size: columnWidths[i] ?? 0, type: WidthType.DXA },
                  children: cell
                    .split('\n')
                    .map((line) => new Paragraph({ children: [run(line, { bold: block.boldEven && i % 2 === 0 })] })),
                }),
            ),
          }),
      ),
    });
  };

  const block = (b: Block, width: number): Part[] => {
    switch (b.t) {
      case 'name':
        return [
          new Paragraph({
            alignment: ALIGN[b.align ?? 'left'],
            spacing: { after: 60 },
            children: [run(b.text, { bold: true, size: (b.size ?? 21) * 2 })],
          }),
        ];
      case 'text':
        return [
          new Paragraph({
            alignment: ALIGN[b.align ?? 'left'],
            children: [run(b.text, { bold: b.bold, italics: b.italic, size: (b.size ?? 10) * 2, font: b.font })],
          }),
        ];
      case 'heading':
        return [
          new Paragraph({
            spacing: { before: 200, after: 80 },
            border: b.style === 'plain' ? undefined : { bottom: thin },
            children: [run(b.style === 'caps' ? b.text.toUpperCase() : b.text, { bold: true, size: 23 })],
          }),
        ];
      case 'bullets':
        // A typed marker (a dash, ▪) where the writer gave one; Word's own bullet list otherwise.
        return b.items.map((item, i) =>
          b.marker
            ? new Paragraph({
                indent: { left: 360, hanging: 360 },
                children: [run(`${b.marker.replace('#', String(i + 1))}\t${item}`)],
              })
            : new Paragraph({ bullet: { level: 0 }, children: [run(item)] }),
        );
      case 'dated':
        return [
          new Paragraph({
            spacing: { before: 100 },
            tabStops: [{ type: TabStopType.RIGHT, position: width }],
            children: [
              run(b.left, { bold: true }),
              new TextRun({ children: [new Tab(), b.right], font: FONTS[font], size: 20 }),
            ],
          }),
          ...(b.sub ? [new Paragraph({ children: [run(b.sub, { italics: true })] })] : []),
        ];
      case 'table':
        return [table(b, width), new Paragraph({ children: [] })];
      case 'space':
        return [new Paragraph({ children: [] })];
    }
  };
  const blocks = (list: Block[], width: number) => list.flatMap((b) => block(b, width));
  return { run, blocks };
}

/** One column, or two laid out as a borderless table, as Word resume templates do. */
export async function renderDocx(sheet: Sheet, title: string): Promise<Buffer> {
  const { run, blocks } = renderer(sheet.font);
  const children: Part[] = blocks(sheet.header, TEXT_WIDTH);
  if (sheet.side) {
    const sideWidth = Math.round(TEXT_WIDTH * 0.32);
    const mainWidth = TEXT_WIDTH - sideWidth;
    const side = new TableCell({
      borders: borderless,
      width: { size: sideWidth, type: WidthType.DXA },
      children: blocks(sheet.side, sideWidth - 200),
    });
    const main = new TableCell({
      borders: borderless,
      width: { size: mainWidth, type: WidthType.DXA },
      children: blocks(sheet.main, mainWidth - 200),
    });
    children.push(
      new Table({
        width: { size: TEXT_WIDTH, type: WidthType.DXA },
        columnWidths: sheet.sideAt === 'right' ? [mainWidth, sideWidth] : [sideWidth, mainWidth],
        rows: [new TableRow({ children: sheet.sideAt === 'right' ? [main, side] : [side, main] })],
      }),
    );
  } else {
    children.push(...blocks(sheet.main, TEXT_WIDTH));
  }
  // Lines of the page header or footer; `{page}` and `{pages}` become Word's page fields.
  const margin = (text: string, align: Align, nameFirst = false) =>
    text.split('\n').map(
      (line, i) =>
        new Paragraph({
          alignment: ALIGN[align],
          children: line.split(/(\{pages?\})/).map((piece) =>
            piece === '{page}' || piece === '{pages}'
              ? new TextRun({
                  children: [piece === '{page}' ? PageNumber.CURRENT : PageNumber.TOTAL_PAGES],
                  size: 16,
                })
              : run(piece, nameFirst && i === 0 ? { bold: true, size: 30 } : { size: 16 }),
          ),
        }),
    );
  const doc = new Document({
    creator: 'Microsoft Office User',
    title,
    sections: [
      {
        properties: { page: { margin: { top: 1134, bottom: 1134, left: 1134, right: 1134 } } },
        headers: sheet.pageHeader
          ? {
              default: new Header({
                children: margin(sheet.pageHeader, sheet.nameInPageHeader ? 'left' : 'right', sheet.nameInPageHeader),
              }),
            }
          : {},
        footers: sheet.pageFooter ? { default: new Footer({ children: margin(sheet.pageFooter, 'center') }) } : {},
        children,
      },
    ],
  });
  return Packer.toBuffer(doc);
}
