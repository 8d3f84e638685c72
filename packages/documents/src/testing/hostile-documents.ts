// Small documents that cost a parser or an extractor far more than their size suggests. Tests and the
// hostile-load benchmark build them here, so no crafted file needs to be committed.
import { constants, deflateRawSync, deflateSync } from 'node:zlib';
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
  return pdfOf(objects);
}

/** A PDF file of these objects (numbered from 1, the first the catalogue), with its cross-reference table. */
function pdfOf(objects: Buffer[]): Uint8Array {
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

/**
 * Raw deflate data that inflates to `mb` MB of `unit` repeated, built in milliseconds: one compressed megabyte
 * ends on a full flush (no reference reaches back past it), so copies of it can follow one another.
 */
function repeatedDeflateRaw(unit: string, mb: number): Buffer {
  const megabyte = Buffer.from(unit.repeat(Math.ceil(2 ** 20 / unit.length))).subarray(0, 2 ** 20);
  const block = deflateRawSync(megabyte, { level: 9, finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array.from({ length: mb }, () => block), deflateRawSync(Buffer.alloc(0))]);
}

/** zlib's wrapper around raw deflate (what a PDF's FlateDecode holds); the checksum is of `mb` MB of zeros. */
function zerosFlate(mb: number): Buffer {
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((mb * 2 ** 20) % 65521) * 2 ** 16 + 1) >>> 0);
  return Buffer.concat([Buffer.from([0x78, 0xda]), repeatedDeflateRaw('\u0000', mb), adler]);
}

/**
 * A one-page PDF of about `inflatedMb` KB whose embedded TrueType font inflates to `inflatedMb` MB: pdf.js
 * inflates the font to read the page's text, into buffers the heap limit does not count (issue 22's review).
 */
export function fontBombPdf(inflatedMb = 1024): Uint8Array {
  const font = zerosFlate(inflatedMb);
  const text = Buffer.from('BT /F1 12 Tf 10 10 Td (Hello resume text) Tj ET\n');
  const widths = Array.from({ length: 95 }, () => 500).join(' ');
  return pdfOf([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    ),
    Buffer.concat([Buffer.from(`<< /Length ${text.length} >>\nstream\n`), text, Buffer.from('\nendstream')]),
    Buffer.from(
      `<< /Type /Font /Subtype /TrueType /BaseFont /Evil /FirstChar 32 /LastChar 126 /Widths [${widths}] /FontDescriptor 6 0 R >>`,
    ),
    Buffer.from(
      '<< /Type /FontDescriptor /FontName /Evil /Flags 32 /FontBBox [0 0 1000 1000] /ItalicAngle 0 /Ascent 800 /Descent -200 /CapHeight 700 /StemV 80 /FontFile2 7 0 R >>',
    ),
    Buffer.concat([
      Buffer.from(`<< /Filter /FlateDecode /Length1 ${inflatedMb * 2 ** 20} /Length ${font.length} >>\nstream\n`),
      font,
      Buffer.from('\nendstream'),
    ]),
  ]);
}

/**
 * A DOCX whose ZIP directory says `word/document.xml` holds 1,000 bytes while it inflates to `inflatedMb` MB of
 * paragraphs: the declared sizes pass the zip-bomb check, the parser finds out only by inflating.
 */
export function lyingDocx(inflatedMb = 1024): Uint8Array {
  const contentTypes = Buffer.from(
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  const rels = Buffer.from(
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  const body = repeatedDeflateRaw('<w:p><w:r><w:t>a</w:t></w:r></w:p>', inflatedMb);
  const entries: [string, Buffer, number, number][] = [
    ['[Content_Types].xml', contentTypes, 0, contentTypes.length],
    ['_rels/.rels', rels, 0, rels.length],
    ['word/document.xml', body, 8, 1000],
  ];
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, data, method, declared] of entries) {
    const fileName = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(fileName.length, 26);
    parts.push(local, fileName, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const centralBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...parts, centralBytes, end]));
}

/** One 128-byte entry of a compound file's directory: a storage (type 1), stream (2) or the root (5). */
function compoundDirectoryEntry(name: string, type: 1 | 2 | 5, child = -1): Buffer {
  const entry = Buffer.alloc(128);
  const encoded = Buffer.from(`${name}\0`, 'utf16le');
  encoded.copy(entry, 0);
  entry.writeUInt16LE(encoded.length, 64);
  entry.writeUInt8(type, 66);
  entry.writeUInt8(1, 67); // black, in the red-black tree
  entry.writeInt32LE(-1, 68); // no left sibling
  entry.writeInt32LE(-1, 72); // no right sibling
  entry.writeInt32LE(child, 76);
  entry.writeInt32LE(-2, 116); // no data: end of chain
  return entry;
}

/**
 * A 1 KB Word 97 file (an OLE compound file) whose header claims 2^31 − 1 sectors of allocation table, all of
 * them at sector 0, which is its directory (a root and a `WordDocument` stream). The DOC reader grows one array
 * from those claims; the allocation that cannot fit ended V8, and with it the server when parsers were threads
 * (an outside attack found it: about one upload in three took the process down).
 */
export function hugeAllocationTableDoc(): Uint8Array {
  const header = Buffer.alloc(512);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x3e, 24); // minor version
  header.writeUInt16LE(3, 26); // major version: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // sector size 2^9
  header.writeUInt16LE(6, 32); // mini sector size 2^6
  header.writeInt32LE(0x7fffffff, 44); // sectors of allocation table claimed
  header.writeInt32LE(0, 48); // directory at sector 0
  header.writeInt32LE(4096, 56); // mini stream cut-off
  header.writeInt32LE(-2, 60); // no mini allocation table
  header.writeInt32LE(0, 68); // more allocation-table sectors listed at sector 0…
  header.writeInt32LE(0x7fffffff, 72); // …of which there are 2^31 − 1
  // The 109 allocation-table sectors the header lists itself are all sector 0 (the zeros left in place).
  const directory = Buffer.concat([
    compoundDirectoryEntry('Root Entry', 5, 1),
    compoundDirectoryEntry('WordDocument', 2),
    Buffer.alloc(256),
  ]);
  return new Uint8Array(Buffer.concat([header, directory]));
}
