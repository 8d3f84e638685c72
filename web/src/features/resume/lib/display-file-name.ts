// Windows-1252 puts printable characters where Latin-1 has C1 controls; a name decoded with either is repaired.
const CP1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function undoOnce(name: string): string | undefined {
  const bytes: number[] = [];
  for (const ch of name) {
    const code = ch.codePointAt(0) ?? 0;
    const at = CP1252.indexOf(ch);
    const byte = code >= 0x80 && code <= 0x9f ? code : at >= 0 ? 0x80 + at : code <= 0xff ? code : undefined;
    // A real non-Latin character: the name is already Unicode.
    if (byte === undefined) return undefined;
    bytes.push(byte);
  }
  if (!bytes.some((b) => b >= 0x80)) return undefined;
  try {
    return strictUtf8.decode(new Uint8Array(bytes)).normalize('NFC');
  } catch {
    return undefined; // not UTF-8 underneath: a genuine Latin-1 name such as "résumé.pdf"
  }
}

/**
 * A stored file name as people should read it: UTF-8 bytes once read as Latin-1 or Windows-1252 (what older
 * uploads of Chinese names produced: 'ç®\x80å\x8e\x86.pdf') become '简历.pdf' again; correct names are kept.
 */
export function displayFileName(name: string): string {
  let current = name;
  for (let round = 0; round < 2; round++) {
    const repaired = undoOnce(current);
    if (repaired === undefined || repaired === current) break;
    current = repaired;
  }
  return current;
}
