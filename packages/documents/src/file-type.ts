/**
 * What a file really is, from its bytes. Names and declared content types are never trusted:
 * a renamed executable must not reach a document parser.
 */
export type FileType = 'pdf' | 'docx' | 'doc' | 'zip' | 'rar' | '7z' | 'ole' | 'unknown';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const ZIP = [0x50, 0x4b]; // PK
const RAR = [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]; // Rar!\x1a\x07 (v4 and v5)
const SEVEN_ZIP = [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export function detectFileType(bytes: Uint8Array): FileType {
  if (bytes.length === 0) return 'unknown';
  if (findPdfHeader(bytes) >= 0) return 'pdf';
  if (startsWith(bytes, RAR)) return 'rar';
  if (startsWith(bytes, SEVEN_ZIP)) return '7z';
  if (startsWith(bytes, ZIP) && [0x0304, 0x0506, 0x0708].includes(((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0))) {
    return zipEntryNames(bytes).includes('word/document.xml') ? 'docx' : 'zip';
  }
  if (startsWith(bytes, OLE2)) return oleStreamNames(bytes).includes('WordDocument') ? 'doc' : 'ole';
  return 'unknown';
}

/** PDF readers accept the header anywhere in the first 1024 bytes; so do we. */
export function findPdfHeader(bytes: Uint8Array): number {
  const end = Math.min(bytes.length - PDF.length, 1024);
  for (let i = 0; i <= end; i++) if (startsWith(bytes, PDF, i)) return i;
  return -1;
}

/** A complete PDF ends with `%%EOF` (trailing whitespace or padding aside); a cut-off upload does not. */
export function pdfLooksTruncated(bytes: Uint8Array): boolean {
  const tail = new TextDecoder('latin1').decode(bytes.subarray(Math.max(0, bytes.length - 4096)));
  return !tail.includes('%%EOF');
}

/** An encrypted Office 2007+ file is an OLE2 container holding an `EncryptedPackage` stream. */
export const isEncryptedOoxml = (bytes: Uint8Array): boolean =>
  startsWith(bytes, OLE2) && oleStreamNames(bytes).includes('EncryptedPackage');

const u16 = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u32 = (b: Uint8Array, at: number) => (u16(b, at) | (u16(b, at + 2) << 16)) >>> 0;

/** Entry names from the ZIP central directory, or from the local headers when the directory is missing. */
export function zipEntryNames(bytes: Uint8Array): string[] {
  const names: string[] = [];
  const decoder = new TextDecoder();
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (u32(bytes, i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd >= 0) {
    let at = u32(bytes, eocd + 16);
    const count = u16(bytes, eocd + 10);
    for (let n = 0; n < count && at + 46 <= bytes.length && u32(bytes, at) === 0x02014b50; n++) {
      const nameLength = u16(bytes, at + 28);
      names.push(decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)));
      at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
    }
    if (names.length > 0) return names;
  }
  let at = 0;
  while (at + 30 <= bytes.length && u32(bytes, at) === 0x04034b50 && names.length < 10_000) {
    const nameLength = u16(bytes, at + 26);
    names.push(decoder.decode(bytes.subarray(at + 30, at + 30 + nameLength)));
    const flags = u16(bytes, at + 6);
    const size = u32(bytes, at + 18);
    if (flags & 0x08 && size === 0) break; // size only known after the data: stop walking
    at += 30 + nameLength + u16(bytes, at + 28) + size;
  }
  return names;
}

interface OleEntry {
  name: string;
  start: number;
  size: number;
}

/** A minimal OLE2 (compound file) reader: enough to list the streams and read the start of one. */
function readOle(bytes: Uint8Array): { entries: OleEntry[]; sectorSize: number; fat: number[] } | undefined {
  if (!startsWith(bytes, OLE2) || bytes.length < 512) return undefined;
  const sectorSize = 1 << u16(bytes, 0x1e);
  if (sectorSize !== 512 && sectorSize !== 4096) return undefined;
  const sectorAt = (sector: number) => (sector + 1) * sectorSize;
  const fat: number[] = [];
  for (let i = 0; i < 109; i++) {
    const fatSector = u32(bytes, 0x4c + i * 4);
    if (fatSector >= 0xfffffffa) break;
    const at = sectorAt(fatSector);
    for (let j = 0; j < sectorSize / 4 && at + j * 4 + 4 <= bytes.length; j++) fat.push(u32(bytes, at + j * 4));
  }
  const entries: OleEntry[] = [];
  let sector = u32(bytes, 0x30);
  for (let guard = 0; sector < 0xfffffffa && guard < 10_000; guard++) {
    const at = sectorAt(sector);
    if (at + sectorSize > bytes.length) break;
    for (let e = 0; e < sectorSize / 128; e++) {
      const entry = at + e * 128;
      const nameBytes = Math.min(u16(bytes, entry + 0x40), 64);
      if (nameBytes < 2) continue;
      let name = '';
      for (let c = 0; c < nameBytes - 2; c += 2) name += String.fromCharCode(u16(bytes, entry + c));
      entries.push({ name, start: u32(bytes, entry + 0x74), size: u32(bytes, entry + 0x78) });
    }
    sector = fat[sector] ?? 0xfffffffe;
  }
  return { entries, sectorSize, fat };
}

export const oleStreamNames = (bytes: Uint8Array): string[] => readOle(bytes)?.entries.map((e) => e.name) ?? [];

/**
 * Word 97-2003 marks encrypted and obfuscated files in the FIB at the start of the WordDocument stream
 * (fEncrypted 0x0100, fObfuscated 0x8000). The stream is always at least 4 KiB, so it lives in regular sectors.
 */
export function isEncryptedWordDoc(bytes: Uint8Array): boolean {
  const ole = readOle(bytes);
  const stream = ole?.entries.find((e) => e.name === 'WordDocument');
  if (!ole || !stream) return false;
  const at = (stream.start + 1) * ole.sectorSize;
  if (at + 12 > bytes.length || u16(bytes, at) !== 0xa5ec) return false;
  return (u16(bytes, at + 0x0a) & 0x8100) !== 0;
}
