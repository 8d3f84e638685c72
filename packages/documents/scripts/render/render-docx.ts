import {
  AlignmentType,
  BorderStyle,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  Tab,
  Table,
  TableCell,
  TableRow,
  TabStopType,
  TextRun,
  WidthType,
} from 'docx';
import type { Block, Layout } from '../fixture-data/types.ts';

const FONT = { ascii: 'Calibri', hAnsi: 'Calibri', eastAsia: 'Microsoft YaHei' };
const noBorder = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const noBorders = { top: noBorder, bottom: noBorder, left: noBorder, right: noBorder };
const thinBorder = { style: BorderStyle.SINGLE, size: 4, color: '999999' };
const thinBorders = { top: thinBorder, bottom: thinBorder, left: thinBorder, right: thinBorder };

const run = (text: string, options: { bold?: boolean; size?: number } = {}) =>
  new TextRun({ text, font: FONT, bold: options.bold, size: options.size ?? 20 });

function blockToParagraphs(block: Block, numberingRef: () => string): (Paragraph | Table)[] {
  switch (block.t) {
    case 'name':
      return [new Paragraph({ children: [run(block.text, { bold: true, size: 36 })], spacing: { after: 60 } })];
    case 'subtitle':
      return [new Paragraph({ children: [run(block.text, { size: 24 })], spacing: { after: 80 } })];
    case 'line':
      return [new Paragraph({ children: [run(block.text)] })];
    case 'heading':
      return [
        new Paragraph({
          heading: HeadingLevel.HEADING_2,
          children: [run(block.text, { bold: true, size: 24 })],
          spacing: { before: 200, after: 60 },
          border: { bottom: thinBorder },
        }),
      ];
    case 'para':
      return [
        new Paragraph({ children: [run(block.text)], alignment: AlignmentType.JUSTIFIED, spacing: { after: 80 } }),
      ];
    case 'bullets': {
      const reference = numberingRef();
      return block.items.map(
        (item) =>
          new Paragraph({
            children: [run(item)],
            ...(block.numbered ? { numbering: { reference, level: 0 } } : { bullet: { level: 0 } }),
          }),
      );
    }
    case 'entry':
      return [
        new Paragraph({
          tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
          spacing: { before: 100 },
          children: [
            run(block.left, { bold: true }),
            new TextRun({ children: [new Tab(), block.right], font: FONT, size: 20 }),
          ],
        }),
      ];
    case 'fields':
      return [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: block.rows.map(
            (row) =>
              new TableRow({
                children: row.map(
                  (cell, i) =>
                    new TableCell({
                      borders: thinBorders,
                      width: { size: 25, type: WidthType.PERCENTAGE },
                      children: [new Paragraph({ children: [run(cell, { bold: i % 2 === 0 })] })],
                    }),
                ),
              }),
          ),
        }),
      ];
  }
}

/** One-column DOCX, or a two-column one laid out as a borderless table (how Word resume templates do it). */
export async function renderDocx(layout: Layout): Promise<Buffer> {
  let lists = 0;
  const numberingRef = () => `numbered-${lists++}`;
  const render = (blocks: Block[]) => blocks.flatMap((b) => blockToParagraphs(b, numberingRef));
  const children: (Paragraph | Table)[] = render(layout.header);
  if (layout.sidebar) {
    children.push(
      new Table({
        width: { size: 100, type: WidthType.PERCENTAGE },
        rows: [
          new TableRow({
            children: [
              new TableCell({
                borders: noBorders,
                width: { size: 32, type: WidthType.PERCENTAGE },
                children: render(layout.sidebar) as Paragraph[],
              }),
              new TableCell({
                borders: noBorders,
                width: { size: 68, type: WidthType.PERCENTAGE },
                children: render(layout.main) as Paragraph[],
              }),
            ],
          }),
        ],
      }),
    );
  } else {
    children.push(...render(layout.main));
  }
  const doc = new Document({
    creator: 'Talent Bridge fixtures',
    numbering: {
      config: Array.from({ length: Math.max(lists, 1) }, (_, i) => ({
        reference: `numbered-${i}`,
        levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.LEFT }],
      })),
    },
    sections: [{ properties: {}, children }],
  });
  return Packer.toBuffer(doc);
}
