import type { Block, Layout } from '../fixture-data/types.ts';

// A PDF whose Chinese text uses a font that is NOT embedded: STSong-Light with the predefined
// UniGB-UCS2-H CMap, as WPS and older Word exports do. A reader can only recover the characters through
// Adobe's CMap files; extractors without them return nothing or garbage for such resumes.

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 50;

interface Line {
  text: string;
  size: number;
  indent: number;
  gapBefore: number;
}

const charWidth = (ch: string) => ((ch.codePointAt(0) ?? 0) < 0x80 ? 0.5 : 1);

function wrap(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  let used = 0;
  for (const ch of text) {
    const w = charWidth(ch) * size;
    if (used + w > width && current) {
      lines.push(current);
      current = '';
      used = 0;
    }
    current += ch;
    used += w;
  }
  if (current) lines.push(current);
  return lines;
}

function toLines(blocks: Block[]): Line[] {
  const out: Line[] = [];
  const add = (text: string, size: number, indent = 0, gapBefore = 0) => {
    wrap(text, size, PAGE_WIDTH - 2 * MARGIN - indent).forEach((t, i) => {
      out.push({ text: t, size, indent, gapBefore: i === 0 ? gapBefore : 0 });
    });
  };
  for (const b of blocks) {
    if (b.t === 'name') add(b.text, 20, 0, 0);
    else if (b.t === 'subtitle') add(b.text, 12, 0, 4);
    else if (b.t === 'heading') add(b.text, 12, 0, 10);
    else if (b.t === 'line' || b.t === 'para') add(b.text, 10);
    else if (b.t === 'entry') add(`${b.left}    ${b.right}`, 10, 0, 4);
    else if (b.t === 'bullets') for (const item of b.items) add(`- ${item}`, 10, 10);
    else if (b.t === 'fields') for (const row of b.rows) add(row.join('  '), 10);
  }
  return out;
}

/** UTF-16BE hex, the byte form the UCS2 CMap expects. */
const hex = (text: string) =>
  [...text].map((ch) => (ch.codePointAt(0) ?? 0x3f).toString(16).padStart(4, '0').toUpperCase()).join('');

export function renderCidFontPdf(layout: Layout): Buffer {
  const lines = toLines([...layout.header, ...(layout.sidebar ?? []), ...layout.main]);
  let y = PAGE_HEIGHT - MARGIN;
  const ops: string[] = [];
  for (const line of lines) {
    y -= line.size * 1.5 + line.gapBefore;
    ops.push(`BT /F1 ${line.size} Tf ${MARGIN + line.indent} ${y.toFixed(1)} Td <${hex(line.text)}> Tj ET`);
  }
  const content = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [6 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 7 0 R /DW 1000 /W [1 95 500] >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
