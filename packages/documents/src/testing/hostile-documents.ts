// Small documents that cost a parser or an extractor far more than their size suggests. Tests and the
// hostile-load benchmark build them here, so no crafted file needs to be committed.
import { deflateSync } from 'node:zlib';
import { Document, Packer, Paragraph } from 'docx';

/** The issue's example: 60 letters and an "@", repeated; each "@" makes the e-mail scanners look around it. */
export const atRunsText = (chars: number): string => `${'a'.repeat(60)}@`.repeat(Math.ceil(chars / 61)).slice(0, chars);

/** A DOCX of a few KB whose one paragraph holds `chars` characters of `atRunsText` (deflate folds the repetition). */
export async function atRunsDocx(chars = 200_000): Promise<Uint8Array> {
  const doc = new Document({ sections: [{ children: [new Paragraph(atRunsText(chars))] }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

/**
 * A PDF of a few KB whose pages all draw one deflated content stream of `ops` one-letter text operations,
 * each at its own position: pdf.js turns every operation into a text item, and the layout sorts them.
 */
export function tinyTextOpsPdf(pages = 50, ops = 60_000): Uint8Array {
  const body: string[] = [];
  // Positions repeat every 800 operations (about 20 KB), inside deflate's window: the stream compresses ~1000:1.
  for (let i = 0; i < ops; i++) {
    const k = i % 800;
    body.push(`1 0 0 1 ${(k * 7) % 590} ${(k * 13) % 830} Tm (${String.fromCharCode(97 + (k % 26))}) Tj`);
  }
  const content = deflateSync(Buffer.from(`BT /F1 4 Tf\n${body.join('\n')}\nET`), { level: 9 });
  const pageIds = Array.from({ length: pages }, (_, i) => 5 + i);
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'),
    Buffer.concat([
      Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`),
      content,
      Buffer.from('\nendstream'),
    ]),
    ...pageIds.map(() =>
      Buffer.from(
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>',
      ),
    ),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((object, i) => {
    offsets.push(length);
    const wrapped = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), object, Buffer.from('\nendobj\n')]);
    parts.push(wrapped);
    length += wrapped.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF\n',
  ];
  parts.push(Buffer.from(`${xref.join('\n')}\n`));
  return new Uint8Array(Buffer.concat(parts));
}
