/**
 * A ZIP (or DOCX) whose entries say they inflate far beyond what a document needs: a decompression bomb. The
 * sizes come from the central directory (or the local headers), so the check inflates nothing. A file that
 * lies about its sizes is still bounded by the parser threads' heap and time limits.
 */
export const ZIP_INFLATED_LIMIT = 256 * 1024 * 1024;
/** Text and XML compress about 10:1; a ratio past this with megabytes inflated is no document. */
const SUSPICIOUS_RATIO = 200;

const u16 = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u32 = (b: Uint8Array, at: number) => (u16(b, at) | (u16(b, at + 2) << 16)) >>> 0;

/** The total size the entries declare once inflated (ZIP64 markers count as unknown, i.e. too large). */
export function zipInflatedSize(bytes: Uint8Array): number {
  let total = 0;
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (u32(bytes, i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  let counted = 0;
  if (eocd >= 0) {
    let at = u32(bytes, eocd + 16);
    const count = u16(bytes, eocd + 10);
    for (let n = 0; n < count && at + 46 <= bytes.length && u32(bytes, at) === 0x02014b50; n++) {
      const size = u32(bytes, at + 24);
      total += size === 0xffffffff ? Number.POSITIVE_INFINITY : size;
      counted++;
      at += 46 + u16(bytes, at + 28) + u16(bytes, at + 30) + u16(bytes, at + 32);
    }
  }
  if (counted > 0) return total;
  let at = 0;
  while (at + 30 <= bytes.length && u32(bytes, at) === 0x04034b50) {
    const size = u32(bytes, at + 22);
    total += size === 0xffffffff ? Number.POSITIVE_INFINITY : size;
    at += 30 + u16(bytes, at + 26) + u16(bytes, at + 28) + u32(bytes, at + 18);
  }
  return total;
}

export function looksLikeZipBomb(bytes: Uint8Array): boolean {
  const inflated = zipInflatedSize(bytes);
  if (inflated > ZIP_INFLATED_LIMIT) return true;
  return inflated > 10 * 1024 * 1024 && inflated / Math.max(1, bytes.length) > SUSPICIOUS_RATIO;
}
