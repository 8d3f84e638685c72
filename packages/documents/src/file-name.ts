// Windows-1252 puts printable characters where Latin-1 has C1 controls (0x80-0x9F); a name decoded with
// either code page is repaired the same way.
const CP1252: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

function undoOnce(name: string): string | undefined {
  const bytes: number[] = [];
  let high = false;
  for (const ch of name) {
    const code = ch.codePointAt(0) ?? 0;
    const byte = code <= 0xff ? code : CP1252[ch];
    if (byte === undefined) return undefined; // a real non-Latin character: the name is already Unicode
    if (byte >= 0x80) high = true;
    bytes.push(byte);
  }
  // Not UTF-8 underneath (undefined): a genuine Latin-1 name such as "résumé.pdf".
  return high ? utf8OrUndefined(bytes) : undefined;
}

/** Bytes as UTF-8 text (NFC) when they are valid UTF-8, else undefined. */
export function utf8OrUndefined(bytes: ArrayLike<number>): string | undefined {
  try {
    return strictUtf8.decode(new Uint8Array(bytes)).normalize('NFC');
  } catch {
    return undefined;
  }
}

/**
 * Repairs a file name whose UTF-8 bytes were read as Latin-1 or Windows-1252 (what multipart parsers do with
 * browsers that send raw UTF-8): 'ç®\x80å\x8e\x86.pdf' → '简历.pdf'. Also decodes percent-encoded names.
 * Correct names come back unchanged.
 */
export function repairFileName(name: string): string {
  let current = name;
  if (/%[0-9A-Fa-f]{2}/.test(current)) {
    try {
      const decoded = decodeURIComponent(current);
      if ([...decoded].some((ch) => (ch.codePointAt(0) ?? 0) > 0x7f)) current = decoded;
    } catch {
      // not percent-encoding after all
    }
  }
  for (let round = 0; round < 2; round++) {
    const repaired = undoOnce(current);
    if (repaired === undefined || repaired === current) break;
    current = repaired;
  }
  return current;
}
